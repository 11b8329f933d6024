import { describe, expect, it } from 'vitest';
import { pairAction, singleAction } from './actions.js';
import { parseDie } from './dice.js';
import { diceMatrix } from './game.js';
import { diceLeftByLine, lineValue } from './line-value.js';
import { applyAction, totalScores } from './rules.js';
import type { DiceMatrixState } from './state.js';

/** Only the given dice left in the matrix (cell → tag), player 1 to move, empty areas. */
function endgame(dice: Record<number, string>): DiceMatrixState {
  const s = diceMatrix.setup({}, 1);
  const matrix = new Array<number>(49).fill(-1);
  for (const [cell, tag] of Object.entries(dice)) matrix[Number(cell)] = parseDie(tag);
  return { ...s, matrix, spare: -1, left: Object.keys(dice).length, toMove: 0 };
}

describe('lineValue: margin plus line potential', () => {
  it('counts the dice left per colour line and face line', () => {
    const rest = diceLeftByLine(endgame({ 0: 'R3', 1: 'R5', 2: 'K5' }));
    // red, pink, black, blue, green; then faces 1–6.
    expect(rest).toEqual([2, 0, 1, 0, 0, 0, 0, 1, 0, 2, 0]);
  });

  it('adds (mine − theirs) × dice left / 2 per line to the margin', () => {
    // Player 1 takes R3 (red line 1, threes 1); left: R5 and K5. Red: (1 − 0) × 1; threes:
    // nothing left; so the potential is 1/2 and the margin 2 (player 2 has 0).
    const s = applyAction(endgame({ 0: 'R3', 1: 'R5', 2: 'K5' }), singleAction(0));
    expect(totalScores(s)).toEqual([2, 0]);
    expect(lineValue(s, 0)).toBe(2.5);
    expect(lineValue(s, 1)).toBe(-2.5);
  });

  it('is the final margin once the game is over', () => {
    const s = applyAction(endgame({ 0: 'R3', 1: 'R5' }), pairAction(0, 1));
    expect(lineValue(s, 0)).toBe(5);
    expect(lineValue(s, 1)).toBe(-5);
  });
});
