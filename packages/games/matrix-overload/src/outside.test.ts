/**
 * The outside-position helpers agree with the numbering of the action encoding and with the
 * words the game writes (`positionName`), both ways; `royalHealth` reads a royal's value plus
 * its ICE; bad arguments are refused saying what is allowed.
 */
import { previewOf } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { OVERLOADS, POSITIONS, POSITION_CELL, positionAction, positionName } from './actions.js';
import { matrixOverload as game } from './game.js';
import { describePosition, outside, parsePosition, royalHealth } from './outside.js';
import { fromPosition } from './position.js';
import { previewAction, rules } from './rules.js';

describe('outside', () => {
  it('numbers the positions like the action encoding, counting rows and columns from 1', () => {
    expect([1, 2, 3].map(outside.above)).toEqual([0, 1, 2]);
    expect([1, 2, 3].map(outside.right)).toEqual([3, 4, 5]);
    expect([1, 2, 3].map(outside.below)).toEqual([6, 7, 8]);
    expect([1, 2, 3].map(outside.left)).toEqual([9, 10, 11]);
    // Above column 1 touches the top-left cell; right of row 2 the middle-right one.
    expect(POSITION_CELL[outside.above(1)]).toBe(0);
    expect(POSITION_CELL[outside.right(2)]).toBe(5);
    expect(POSITION_CELL[outside.below(3)]).toBe(8);
    // A card on the top-left cell fires across row 1 at the royal right of row 1.
    expect(OVERLOADS[0]![0]![0]).toBe(outside.right(1));
  });

  it('matches the words the game writes, both ways', () => {
    expect(positionName(outside.above(1))).toBe('above column 1');
    expect(positionName(outside.right(2))).toBe('right of row 2');
    for (let p = 0; p < POSITIONS; p++) {
      expect(parsePosition(positionName(p))).toBe(p);
      expect(outside.named(positionName(p))).toBe(p);
    }
    expect(parsePosition('  Left Row 3 ')).toBe(11);
  });

  it('describePosition takes a position apart', () => {
    expect(describePosition(4)).toEqual({
      position: 4,
      side: 'right',
      line: 'row',
      index: 2,
      cell: 5,
      name: 'right of row 2',
    });
    expect(describePosition(outside.below(1))).toMatchObject({
      side: 'below',
      line: 'column',
      index: 1,
      cell: 6,
    });
  });

  it('refuses what is not a position, saying what is allowed', () => {
    expect(() => outside.above(0)).toThrow(
      'outside.above(column): columns are counted from 1 to 3, as in "above column 1"; got 0',
    );
    expect(() => outside.left(4)).toThrow(
      /rows are counted from 1 to 3, as in "left of row 1"; got 4/,
    );
    expect(() => outside.right(1.5)).toThrow(RangeError);
    expect(() => parsePosition('above row 1')).toThrow(/not an outside position: "above row 1"/);
    expect(() => parsePosition('below column 4')).toThrow(RangeError);
    expect(() => describePosition(12)).toThrow(
      /describePosition: outside positions are numbered 0 to 11/,
    );
  });
});

describe('royalHealth', () => {
  const s = fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: { 3: { royal: 'J♦', ice: ['3♦', '2♠'] }, 4: 'K♥', 6: { royal: 'J♣', dead: true } },
    hand: '6♣',
  });

  it('is the royal value plus its ICE, -1 where there is no royal', () => {
    expect(royalHealth(s, outside.right(1))).toBe(11 + 3 + 2);
    expect(royalHealth(s, outside.right(2))).toBe(13);
    expect(royalHealth(s, outside.below(1))).toBe(11);
    expect(royalHealth(s, outside.above(1))).toBe(-1);
    for (let p = 0; p < POSITIONS; p++) expect(royalHealth(s, p)).toBe(rules.health(s, p));
  });

  it('refuses a position that is not 0 to 11', () => {
    expect(() => royalHealth(s, -1)).toThrow(/royalHealth: outside positions are numbered 0 to 11/);
    expect(() => royalHealth(s, 12)).toThrow(RangeError);
  });
});

describe('the Game object previews like previewAction', () => {
  it('has previewAction, naming the action and seat 0', () => {
    const s = game.setup({}, 3);
    for (const a of game.legalActions(s)) {
      const pv = game.previewAction(s, a);
      expect(pv).toEqual(previewAction(s, a));
      expect(pv.seat).toBe(0);
      expect(pv.action).toBe(a);
      expect(previewOf(game, s, a)).toEqual(pv);
    }
    expect(() => game.previewAction(s, positionAction(99))).toThrow(/Illegal action/);
  });
});
