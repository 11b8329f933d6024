import { describe, expect, it } from 'vitest';
import { pairAction, singleAction } from './actions.js';
import { parseDie } from './dice.js';
import { diceMatrix } from './game.js';
import { TEMPO_WEIGHT, diceLeftByLine, lineValue } from './line-value.js';
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

  it('gives the side to move the tempo weight when an odd number of dice is left', () => {
    // Three dice left, nothing taken: no margin, no potential; player 1 is to move.
    const odd = endgame({ 0: 'R3', 1: 'R5', 2: 'K5' });
    expect(lineValue(odd, 0)).toBe(TEMPO_WEIGHT);
    expect(lineValue(odd, 1)).toBe(-TEMPO_WEIGHT);
    // Player 1 takes the pair of fives (R5 and K5): the R3 is left, player 2 to move. Red line:
    // player 1 has 1, player 2 none, 1 red die left: a potential of 1/2 for player 1.
    const after = applyAction(odd, pairAction(1, 2));
    const [p1, p2] = totalScores(after);
    expect(lineValue(after, 1)).toBe(p2! - p1! - 0.5 + TEMPO_WEIGHT);
    expect(lineValue(after, 0)).toBe(p1! - p2! + 0.5 - TEMPO_WEIGHT);
  });

  it('is the final margin once the game is over', () => {
    const s = applyAction(endgame({ 0: 'R3', 1: 'R5' }), pairAction(0, 1));
    expect(lineValue(s, 0)).toBe(5);
    expect(lineValue(s, 1)).toBe(-5);
  });
});
