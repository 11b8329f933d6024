/**
 * Illegal actions: every one refused with a reason in plain words, the state untouched.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { positionAction } from './actions.js';
import { codec } from './codec.js';
import { matrixOverload as game } from './game.js';
import { fromPosition } from './position.js';
import { specOf } from './positions.test-util.js';
import { illegalReason, previewAction } from './rules.js';
import type { MatrixOverloadState } from './state.js';

const snapshot = (s: MatrixOverloadState) => JSON.stringify(codec.toJSON(s));

describe('illegal actions', () => {
  const s = fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: { 3: { royal: 'J♦', ice: ['3♦'] }, 4: 'K♥', 1: { royal: 'J♠', dead: true } },
    hand: '6♣',
  });

  it('are rejected with their reason and leave the state untouched', () => {
    const before = snapshot(s);
    const cases: [number, RegExp][] = [
      [-1, /not a MATR1X ØVERLØAD action/],
      [21, /codes run from 0 to 20/],
      [1.5, /not a MATR1X/],
      [2, /6♣ cannot go on 10♦ \(top-right\)/],
      [positionAction(4), /fits on 6♠ \(top-left\), so it cannot become ICE/],
    ];
    for (const [a, why] of cases) {
      let thrown: unknown;
      try {
        game.apply(s, a);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(IllegalActionError);
      expect((thrown as Error).message).toMatch(why);
      expect(() => game.describeAction(s, a)).toThrow(IllegalActionError);
      expect(() => previewAction(s, a)).toThrow(IllegalActionError);
    }
    expect(snapshot(s)).toBe(before);
  });

  it('royals and resets refuse the wrong kind of place', () => {
    const royal = fromPosition({ ...specOf(s), hand: 'K♣' });
    expect(illegalReason(royal, 0)).toMatch(/K♣ is a royal: it goes outside the matrix/);
    expect(illegalReason(royal, positionAction(3))).toMatch(/already holds J♦/);
    expect(illegalReason(royal, positionAction(1))).toMatch(/already holds J♠ \(dead\)/);
    expect(illegalReason(royal, positionAction(10))).toMatch(/beats/);
    const ace = fromPosition({ ...specOf(s), hand: 'A♥' });
    expect(illegalReason(ace, positionAction(0))).toMatch(/resets a stack in the matrix/);
    expect(game.legalActions(ace)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
