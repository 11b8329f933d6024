/**
 * Small words of `<matrix-maze-game>`: a count of bytes with its singular ("1 byte"), and what
 * happened between two drawings of the board besides the player's own move, for the live region:
 * the dice rolled and the guard's steps (with the SOURCE CODEs it takes).
 */
import { CHANCE } from '@matrix-arcade/core';
import { type MatrixMazeState, decodeAction, mapOf, squareName } from '@matrix-arcade/matrix-maze';

/** Who played a solo map's run, as recorded: the person, the AI, or both (the person's, assisted). */
export const SOLO_RUNNER = {
  person: 'You',
  ai: 'The AI runner',
  both: 'You and the AI runner',
} as const;

export const bytes = (n: number) => `${n} ${n === 1 ? 'byte' : 'bytes'}`;

interface Step {
  readonly action: number;
  readonly seat: number;
  readonly before: MatrixMazeState;
}

/**
 * The rolls and guard moves among `steps` (the new steps of the history; `now` the state after
 * them), in words: "The Collectors move to c4, c5. Dice rolled: 2, 5, 6."
 */
export function eventWords(steps: readonly Step[], now: MatrixMazeState): string {
  const out: string[] = [];
  steps.forEach((step, k) => {
    const after = steps[k + 1]?.before ?? now;
    const d = decodeAction(step.action);
    if (step.seat === CHANCE && d?.kind === 'roll') {
      out.push(`Dice rolled: ${d.faces.join(', ')}.`);
      return;
    }
    const map = mapOf(step.before.map);
    if (after.seats.length !== 1 || after.guardStep <= step.before.guardStep) return;
    const squares = map.guardPath
      .slice(step.before.guardStep + 1, after.guardStep + 1)
      .map((c) => squareName(c, map.width));
    const guard = map.mode === 'iys' ? 'The IY’s move' : 'The Collectors move';
    const left = map.guardPath.length - 1 - after.guardStep;
    const taken = (st: MatrixMazeState) => st.owner.filter((o) => o === 2).length;
    const codes = taken(after) - taken(step.before);
    const took = codes ? `, taking ${codes === 1 ? 'a SOURCE CODE' : `${codes} SOURCE CODEs`}` : '';
    out.push(
      `${guard} to ${squares.join(', ')}${took} (${left} ${left === 1 ? 'step' : 'steps'} left).`,
    );
  });
  return out.join(' ');
}
