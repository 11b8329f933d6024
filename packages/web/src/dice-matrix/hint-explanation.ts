/**
 * Why the engine's Dice Matrix move is good, in words a player learns from: the points it
 * scores now, then what it changes for the opponent, who moves next: the most valuable pair
 * (for the opponent) that it opens and the one that it closes, and the opponent's best reply
 * afterwards. Built on the rules package's `previewAction` (points, pairs opened, best reply);
 * the pairs a move closes are the pair actions legal before it and not after it, but its own.
 */
import {
  type DiceMatrixState,
  OPENING_BASE,
  PAIR_BASE,
  applyAction,
  decodeAction,
  dieName,
  legalActions,
  previewAction,
} from '@matrix-arcade/dice-matrix';

const isPair = (a: number) => a >= PAIR_BASE && a < OPENING_BASE;

/** "R3 and R5": the two dice of a pair action on `s`'s matrix. */
function pairName(s: DiceMatrixState, action: number): string {
  const d = decodeAction(action);
  if (d?.kind !== 'pair') return '';
  return `${dieName(s.matrix[d.a]!)} and ${dieName(s.matrix[d.b]!)}`;
}

/** The pair of `pairs` worth most to `seat` on `s` (whose turn it is made to be), or null. */
function bestPairFor(s: DiceMatrixState, seat: number, pairs: readonly number[]) {
  const view = { ...s, toMove: seat };
  let best: { action: number; points: number } | null = null;
  for (const a of pairs) {
    const points = previewAction(view, a).total;
    if (!best || points > best.points) best = { action: a, points };
  }
  return best;
}

/**
 * The explanation of `action` for the player to move on `s` (a legal action), e.g. "Scores 8
 * now. It opens red 4 and black 4 for Player 2 (worth 7 to them) and closes blue 2 and blue 6
 * (worth 9 to them); their best reply then scores 6."
 */
export function explainHint(
  s: DiceMatrixState,
  action: number,
  seatName: (seat: number) => string,
): string {
  const p = previewAction(s, action);
  const scores = p.scoresKept ? `Scores ${p.total} now` : `Adds ${p.total} to the recount`;
  if (p.opponent === null) return `${scores} and empties the matrix.`;
  const opponent = 1 - s.toMove;
  const after = applyAction(s, action);
  const before = legalActions(s.spare >= 0 ? { ...s, spare: -1 } : s).filter(isPair);
  const stillOpen = new Set(legalActions(after).filter(isPair));
  const closed = before.filter((a) => a !== action && !stillOpen.has(a));
  const opened = bestPairFor(after, opponent, p.opponent.newPairs);
  const shut = bestPairFor(s, opponent, closed);
  const them = seatName(opponent);
  const parts: string[] = [];
  if (opened) {
    parts.push(
      `opens ${pairName(after, opened.action)} for ${them} (worth ${opened.points} to them)`,
    );
  }
  if (shut) parts.push(`closes ${pairName(s, shut.action)} (worth ${shut.points} to them)`);
  const change =
    parts.length > 0 ? `It ${parts.join(' and ')}` : 'It opens no pair and closes none';
  return `${scores}. ${change}; their best reply then scores ${p.opponent.bestReply}.`;
}
