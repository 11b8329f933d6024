/**
 * The rulebook's worked examples, replayed on a layout built for them: the opening with the
 * spare red 5 set to 3, the black 1 and black 5 pair, the pink 3 and red 3 pair that makes a
 * stack, and the three kinds of pair the rules forbid or allow.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { OPENING_BASE, openingAction, pairAction, singleAction } from './actions.js';
import { dieCode, parseDie } from './dice.js';
import { diceMatrix } from './game.js';
import { illegalReason } from './rules.js';
import { recount } from './scoring.js';
import { fromLayout } from './state.js';
import { WORKED_LAYOUT } from './worked-layout.test-util.js';

const LAYOUT = WORKED_LAYOUT;

const RED_3 = parseDie('R3');

describe('worked examples from the rulebook', () => {
  const start = fromLayout(LAYOUT);

  it('the starting player turns the spare red 5 into a 3 and scores 2', () => {
    expect(diceMatrix.currentPlayer(start)).toBe(0);
    expect(diceMatrix.legalActions(start)).toEqual([0, 1, 2, 3, 4, 5].map((f) => OPENING_BASE + f));
    const s = diceMatrix.apply(start, openingAction(3));
    expect(s.scores).toEqual([2, 0]);
    expect(s.areas[0]![RED_3]).toBe(1);
    expect(s.spare).toBe(-1);
    expect(diceMatrix.currentPlayer(s)).toBe(1);
    expect(diceMatrix.describeAction(start, openingAction(3))).toBe(
      'turn the spare red 5 (R5) to 3 → +2',
    );
  });

  it('the second player takes black 1 and black 5 from one row: 1 + 1, then 2 + 1', () => {
    const s1 = diceMatrix.apply(start, openingAction(3));
    const pair = pairAction(1, 2);
    expect(diceMatrix.legalActions(s1)).toContain(pair);
    expect(diceMatrix.describeAction(s1, pair)).toBe(
      'take black 1 (K1) and black 5 (K5) from row 1, cols 2 and 3 → +2, +3',
    );
    const s2 = diceMatrix.apply(s1, pair);
    expect(s2.scores).toEqual([2, 5]);
    expect(s2.matrix[1]).toBe(-1);
    expect(s2.matrix[2]).toBe(-1);
    expect(s2.areas[1]![dieCode(2, 1)]).toBe(1);
    expect(s2.areas[1]![dieCode(2, 5)]).toBe(1);
    expect(diceMatrix.currentPlayer(s2)).toBe(0);
  });

  it('the first player then takes pink 3 and red 3: 8 in all, and a stack of two red 3s', () => {
    const s2 = diceMatrix.apply(diceMatrix.apply(start, openingAction(3)), pairAction(1, 2));
    const pair = pairAction(8, 9);
    // Pink 3 first: pink line 1, threes line 2 (with the red 3) = 3; then the red 3: red line 2,
    // threes line 3 = 5.
    expect(diceMatrix.describeAction(s2, pair)).toBe(
      'take pink 3 (P3) and red 3 (R3) from row 2, cols 2 and 3 → +3, +5',
    );
    const s3 = diceMatrix.apply(s2, pair);
    expect(s3.scores[0]! - s2.scores[0]!).toBe(8);
    expect(s3.scores).toEqual([10, 5]);
    expect(s3.areas[0]![RED_3]).toBe(2);
    expect(recount(s3.areas[0]!)).toBe(10);
  });

  it('two adjacent dice of different colour and number are not a pair', () => {
    const s = diceMatrix.apply(start, openingAction(3));
    // Black 4 at cell 14 and red 2 at cell 15.
    expect(diceMatrix.legalActions(s)).not.toContain(pairAction(14, 15));
    expect(() => diceMatrix.apply(s, pairAction(14, 15))).toThrow(IllegalActionError);
    expect(illegalReason(s, pairAction(14, 15))).toBe(
      'black 4 (K4) and red 2 (R2) share neither a colour nor a number',
    );
  });

  it('two matching dice with a die between them are not a pair', () => {
    const s = diceMatrix.apply(start, openingAction(3));
    // Black 4 (cell 14) and black 6 (cell 16) with the red 2 between.
    expect(diceMatrix.legalActions(s)).not.toContain(pairAction(14, 16));
    expect(illegalReason(s, pairAction(14, 16))).toBe(
      'cells 14 and 16 are not in a line with no die between them: cell 15 holds red 2 (R2)',
    );
  });

  it('two matching dice with only empty cells between them are a pair', () => {
    const s1 = diceMatrix.apply(start, openingAction(3));
    const s2 = diceMatrix.apply(s1, singleAction(15)); // seat 1 takes the red 2 alone
    expect(s2.matrix[15]).toBe(-1);
    expect(diceMatrix.legalActions(s2)).toContain(pairAction(14, 16));
    const s3 = diceMatrix.apply(s2, pairAction(14, 16));
    expect(s3.matrix[14]).toBe(-1);
    expect(s3.matrix[16]).toBe(-1);
  });

  it('dice in different rows and columns are never a pair, even when they match', () => {
    const s = diceMatrix.apply(start, openingAction(3));
    // Black 1 (cell 1) and black 2 (cell 11): same colour, different row and column.
    expect(illegalReason(s, pairAction(1, 11))).toBe(
      'cells 1 and 11 are not in the same row or column',
    );
  });
});
