/**
 * Die codes, tags and names, and the action encoding: both must stay stable, since saves,
 * replays and the search kernel store the integers.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_COUNT,
  OPENING_BASE,
  PAIR_BASE,
  cellName,
  decodeAction,
  openingAction,
  pairAction,
} from './actions.js';
import {
  COLOUR_LETTERS,
  colourOf,
  dieCode,
  dieLabel,
  dieTag,
  faceOf,
  matchingDice,
  parseDie,
} from './dice.js';

describe('dice', () => {
  it('codes are colour * 6 + face - 1 and round-trip through tags', () => {
    expect(dieCode(0, 1)).toBe(0);
    expect(dieCode(2, 5)).toBe(16);
    expect(dieCode(4, 6)).toBe(29);
    for (let code = 0; code < 30; code++) {
      expect(parseDie(dieTag(code))).toBe(code);
      expect(dieCode(colourOf(code), faceOf(code))).toBe(code);
    }
    expect(parseDie('k1')).toBe(dieCode(2, 1));
    expect(parseDie('X3')).toBe(-1);
    expect(parseDie('R7')).toBe(-1);
  });

  it('every colour has a distinct letter and a name', () => {
    expect(new Set(COLOUR_LETTERS).size).toBe(5);
    expect(dieLabel(parseDie('B4'))).toBe('blue 4 (B4)');
    expect(dieLabel(parseDie('K2'))).toBe('black 2 (K2)');
    expect(dieLabel(parseDie('G6'))).toBe('green 6 (G6)');
    expect(dieLabel(parseDie('P1'))).toBe('pink 1 (P1)');
  });

  it('dice match on colour or on number', () => {
    expect(matchingDice(parseDie('R3'), parseDie('P3'))).toBe(true);
    expect(matchingDice(parseDie('K1'), parseDie('K5'))).toBe(true);
    expect(matchingDice(parseDie('K4'), parseDie('R2'))).toBe(false);
  });
});

describe('action encoding', () => {
  it('has fixed bases', () => {
    expect(PAIR_BASE).toBe(49);
    expect(OPENING_BASE).toBe(2450);
    expect(ACTION_COUNT).toBe(2456);
  });

  it('decodes singles, pairs and openings', () => {
    expect(decodeAction(12)).toEqual({ kind: 'single', cell: 12 });
    expect(pairAction(3, 5)).toBe(49 + 3 * 49 + 5);
    expect(pairAction(5, 3)).toBe(pairAction(3, 5));
    expect(decodeAction(pairAction(3, 5))).toEqual({ kind: 'pair', a: 3, b: 5 });
    expect(decodeAction(openingAction(4))).toEqual({ kind: 'opening', face: 4 });
    for (const bad of [-1, 0.5, Number.NaN, ACTION_COUNT]) expect(decodeAction(bad)).toBeNull();
  });

  it('names cells from 1', () => {
    expect(cellName(0)).toBe('row 1, col 1');
    expect(cellName(19)).toBe('row 3, col 6');
  });
});
