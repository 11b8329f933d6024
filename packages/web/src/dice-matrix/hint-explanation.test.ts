import {
  type DiceMatrixState,
  diceMatrix,
  pairAction,
  parseDie,
  singleAction,
} from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { explainHint } from './hint-explanation.js';

const name = (seat: number) => `Player ${seat + 1}`;

/** An endgame: only the given dice left in the matrix (cell → tag), player 1 to move. */
function endgame(dice: Record<number, string>): DiceMatrixState {
  const s = diceMatrix.setup({}, 1);
  const matrix = new Array<number>(49).fill(-1);
  for (const [cell, tag] of Object.entries(dice)) matrix[Number(cell)] = parseDie(tag);
  return { ...s, matrix, spare: -1, left: Object.keys(dice).length, toMove: 0 };
}

describe('explainHint', () => {
  it('says the points now, the pair the move closes and the best reply left', () => {
    // Row 0: R3 R5 K5. Taking R3+R5 scores 2 + 3 and closes R5+K5 (worth 2 + 3 to player 2),
    // whose best reply is then the lone K5 for 2.
    const s = endgame({ 0: 'R3', 1: 'R5', 2: 'K5' });
    expect(explainHint(s, pairAction(0, 1), name)).toBe(
      'Scores 5 now. It closes red 5 and black 5 (worth 5 to them); their best reply then scores 2.',
    );
  });

  it('names the most valuable pair a move opens for the opponent', () => {
    // Row 0: R3 K6 R4 G2 G4. Taking K6 alone opens R3+R4 (2 + 3) to player 2; the G2+G4 pair
    // was open before and stays open.
    const s = endgame({ 0: 'R3', 1: 'K6', 2: 'R4', 3: 'G2', 4: 'G4' });
    expect(explainHint(s, singleAction(1), name)).toBe(
      'Scores 2 now. It opens red 3 and red 4 for Player 2 (worth 5 to them); their best reply then scores 5.',
    );
  });

  it('says when a move leaves the pairs as they were', () => {
    const s = endgame({ 0: 'R3', 1: 'R4', 20: 'B1' });
    expect(explainHint(s, singleAction(20), name)).toBe(
      'Scores 2 now. It opens no pair and closes none; their best reply then scores 5.',
    );
  });

  it('says when a move empties the matrix', () => {
    const s = endgame({ 0: 'R3', 1: 'R4' });
    expect(explainHint(s, pairAction(0, 1), name)).toBe('Scores 5 now and empties the matrix.');
  });
});
