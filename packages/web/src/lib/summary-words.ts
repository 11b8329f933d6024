/**
 * The rules' end sentence ("Player 1 wins 151 to 137.", "Player 2 collected 3 SOURCE CODEs and
 * logs out.") said with the names the screen gives the seats: each "Player N" becomes the name of
 * seat N-1, and the verbs of a clause whose subject became "You" agree with it ("You win 151 to
 * 137.", "You collected 3 SOURCE CODEs and log out."). Online a screen names the seats from its
 * side (`online-words.ts`); offline the one person against the AI is "You" (`ElementWords`), so
 * the result never reads "You won! Player 1 wins …".
 */

/** The verbs the rules' end sentences put after a seat's name, and their form after "You". */
const AFTER_YOU = new Map([
  ['wins', 'win'],
  ['loses', 'lose'],
  ['holds', 'hold'],
  ['logs', 'log'],
  ['has', 'have'],
  ['is', 'are'],
  ['scores', 'score'],
  ['takes', 'take'],
  ['leads', 'lead'],
]);

/** `summary` with each "Player N" (an "(AI)" after it included) named `nameOf(N - 1)`. */
export function summaryWithNames(summary: string, nameOf: (seat: number) => string): string {
  let you = false;
  return summary.replace(/Player ([1-9])(?: \(AI\))?|\b[a-z]+\b|[.;:!?]/g, (m, n?: string) => {
    if (n !== undefined) {
      const name = nameOf(Number(n) - 1);
      you = name === 'You';
      return name;
    }
    if (/^[.;:!?]$/.test(m)) you = false;
    return (you && AFTER_YOU.get(m)) || m;
  });
}
