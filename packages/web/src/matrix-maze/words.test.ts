/**
 * The small words of the maze element: bytes in the singular and plural, and what the live
 * region adds after a move: the roll in the order rolled, the guard's steps and the codes it takes.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, TERMINAL } from '@matrix-arcade/core';
import { type MatrixMazeState, legalActions, matrixMaze } from '@matrix-arcade/matrix-maze';
import { bytes, eventWords } from './words.js';

interface Step {
  action: number;
  seat: number;
  before: MatrixMazeState;
}

/** A solo game on `map` played with the first legal action, every step recorded. */
function soloSteps(map: string, seed: number): { steps: Step[]; end: MatrixMazeState } {
  let s = matrixMaze.setup({ map }, seed);
  const steps: Step[] = [];
  for (let i = 0; i < 400 && matrixMaze.currentPlayer(s) !== TERMINAL; i++) {
    const seat = matrixMaze.currentPlayer(s);
    const action =
      seat === CHANCE ? matrixMaze.chanceOutcomes(s)[seed % 5]!.action : legalActions(s)[0]!;
    steps.push({ action, seat, before: s });
    s = matrixMaze.apply(s, action);
  }
  return { steps, end: s };
}

describe('words', () => {
  it('bytes: 1 byte, 0 and 2 bytes', () => {
    expect([0, 1, 2].map(bytes)).toEqual(['0 bytes', '1 byte', '2 bytes']);
  });

  it('says each roll and each guard move, and the codes the Collectors take', () => {
    const { steps, end } = soloSteps('harvest-grid', 3);
    const after = (k: number) => steps[k + 1]?.before ?? end;
    const roll = steps.findIndex((st) => st.seat === CHANCE);
    expect(eventWords([steps[roll]!], after(roll))).toMatch(/^Dice rolled: \d, \d, \d\.$/);
    const guard = steps.findIndex((st, k) => after(k).guardStep > st.before.guardStep);
    expect(eventWords([steps[guard]!], after(guard))).toMatch(
      /^The Collectors move to [a-h]\d, [a-h]\d(, taking a SOURCE CODE)? \(\d+ steps left\)\.$/,
    );
    const taking = steps.findIndex(
      (st, k) =>
        after(k).owner.filter((o) => o === 2).length >
        st.before.owner.filter((o) => o === 2).length,
    );
    expect(taking, 'the guard takes a code in this game').toBeGreaterThanOrEqual(0);
    expect(eventWords([steps[taking]!], after(taking))).toContain(', taking a SOURCE CODE (');
  });
});
