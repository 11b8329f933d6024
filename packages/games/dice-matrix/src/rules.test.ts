/**
 * Turn order, illegal actions and purity: every kind of illegal action is refused with a reason
 * that says what is wrong and leaves the state untouched, and `apply` works on deep-frozen
 * states (so it can't mutate its argument).
 */
import { IllegalActionError, TERMINAL, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { OPENING_BASE, PAIR_BASE, openingAction, pairAction } from './actions.js';
import { codec } from './codec.js';
import { diceMatrix } from './game.js';
import type { DiceMatrixState } from './state.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function rejects(s: DiceMatrixState, action: number, reason: RegExp): void {
  const before = JSON.stringify(codec.toJSON(s));
  let thrown: unknown;
  try {
    diceMatrix.apply(s, action);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(IllegalActionError);
  expect((thrown as IllegalActionError).reason).toMatch(reason);
  expect(JSON.stringify(codec.toJSON(s))).toBe(before);
}

/** A state after the opening and a few random moves, with an empty cell somewhere. */
function midGame(seed: number, moves: number): DiceMatrixState {
  const rng = createRng(seed);
  let s = diceMatrix.apply(diceMatrix.setup({}, seed), openingAction(1));
  for (let i = 0; i < moves; i++) {
    const legal = diceMatrix.legalActions(s);
    s = diceMatrix.apply(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

describe('turn order', () => {
  it('seat 0 opens with the spare, then seat 1 takes first and the seats alternate', () => {
    let s = diceMatrix.setup({}, 3);
    expect(diceMatrix.currentPlayer(s)).toBe(0);
    expect(diceMatrix.chanceOutcomes(s)).toEqual([]);
    s = diceMatrix.apply(s, openingAction(6));
    const rng = createRng(1);
    let expected = 1;
    while (diceMatrix.currentPlayer(s) !== TERMINAL) {
      expect(diceMatrix.currentPlayer(s)).toBe(expected);
      const legal = diceMatrix.legalActions(s);
      s = diceMatrix.apply(s, legal[rng.int(legal.length)]!);
      expected = 1 - expected;
    }
    expect(diceMatrix.legalActions(s)).toEqual([]);
  });

  it('offers a pair only between nearest dice in a row or column', () => {
    const s = midGame(11, 6);
    for (const a of diceMatrix.legalActions(s)) {
      if (a < PAIR_BASE || a >= OPENING_BASE) continue;
      const k = a - PAIR_BASE;
      const [x, y] = [Math.floor(k / 49), k % 49];
      expect(x).toBeLessThan(y);
      expect(Math.floor(x / 7) === Math.floor(y / 7) || x % 7 === y % 7).toBe(true);
    }
  });
});

describe('illegal actions', () => {
  it('the opening face must be chosen first', () => {
    const s = diceMatrix.setup({}, 5);
    rejects(s, 0, /the opening face must be chosen first/);
    rejects(s, pairAction(0, 1), /the opening face must be chosen first/);
  });

  it('the spare is placed only once', () => {
    rejects(midGame(5, 0), openingAction(2), /spare die has already been placed/);
  });

  it('an empty cell cannot be taken, alone or in a pair', () => {
    const s = midGame(7, 4);
    const empty = s.matrix.findIndex((d) => d < 0);
    expect(empty).toBeGreaterThanOrEqual(0);
    rejects(s, empty, new RegExp(`cell ${empty} \\(row \\d, col \\d\\) is empty`));
    const other = empty % 7 === 6 ? empty - 1 : empty + 1;
    rejects(s, pairAction(empty, other), /is empty/);
  });

  it('pairs are written lower cell first, with two different cells', () => {
    const s = midGame(9, 0);
    rejects(s, PAIR_BASE + 5 * 49 + 4, /lower cell first: cells 4 and 5 are action 250/);
    rejects(s, PAIR_BASE + 3 * 49 + 3, /two different cells/);
  });

  it('codes outside the encoding are refused', () => {
    const s = midGame(9, 0);
    for (const a of [-1, 0.5, Number.NaN, 2456, 1e9]) rejects(s, a, /not a Dice Matrix action/);
  });

  it('nothing is legal once the game is over', () => {
    let s = midGame(13, 0);
    while (diceMatrix.currentPlayer(s) !== TERMINAL)
      s = diceMatrix.apply(s, diceMatrix.legalActions(s)[0]!);
    rejects(s, 0, /the game is over/);
  });
});

describe('purity', () => {
  it('apply never mutates its argument (it works on deep-frozen states)', () => {
    const rng = createRng(21);
    for (const opts of [{}, { recountAtEnd: true }, { tournament: true }]) {
      let s = deepFreeze(diceMatrix.setup(opts, 21));
      while (diceMatrix.currentPlayer(s) !== TERMINAL) {
        const snapshot = JSON.stringify(codec.toJSON(s));
        const legal = diceMatrix.legalActions(s);
        for (const a of legal) diceMatrix.apply(s, a);
        for (const a of legal) diceMatrix.describeAction(s, a);
        expect(JSON.stringify(codec.toJSON(s))).toBe(snapshot);
        s = deepFreeze(diceMatrix.apply(s, legal[rng.int(legal.length)]!));
      }
    }
  });
});
