/**
 * Dice Matrix kernel tests beyond the conformance kit (conformance.test.ts, which walks TS↔AS
 * parity over 14,633 steps): `kDeterminize` rolls only the hidden next layout, differently for
 * another seed, and the Zobrist hash (checked against a fresh recomputation, `kHashCheck`, at
 * every step of the kit's walks) is equal for one position reached by two move orders.
 */
import { type RawKernel, instantiateKernel } from '@matrix-arcade/ai-wasm/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COUNT, CELLS, OPENING_BASE, PAIR_BASE } from '../actions.js';
import { DIE_KINDS } from '../dice.js';
import { diceMatrix } from '../game.js';
import { observe } from '../observation.js';
import { applyAction } from '../rules.js';
import { LINES } from '../scoring.js';
import { encodeObservation, encodeState } from './encode.js';
import { diceMatrixKernel } from './kernel.js';
import * as layout from './layout.js';

let k: RawKernel<{ kHashCheck(): number }>;
beforeAll(async () => {
  k = await instantiateKernel(diceMatrixKernel);
});

describe('the shared layout (layout.ts, compiled by both sides)', () => {
  it('has the sizes of the TS rules', () => {
    const shared = [layout.CELLS, layout.DIE_KINDS, layout.LINES, layout.PAIR_BASE];
    expect(shared).toEqual([CELLS, DIE_KINDS, LINES, PAIR_BASE]);
    expect([layout.OPENING_BASE, layout.ACTION_COUNT]).toEqual([OPENING_BASE, ACTION_COUNT]);
    expect(layout.S_NEXT + layout.LAYOUT).toBe(layout.PACKED_WORDS);
  });
});

describe('determinize', () => {
  it('rolls a different hidden layout for a different seed', () => {
    const s = diceMatrix.setup({ tournament: true }, 3);
    k.load(encodeObservation(observe(s, 0)));
    k.x.kDeterminize(1);
    const a = k.state();
    k.x.kDeterminize(2);
    const b = k.state();
    expect(a.slice(0, layout.S_NEXT)).toEqual(b.slice(0, layout.S_NEXT));
    expect(a.slice(layout.S_NEXT)).not.toEqual(b.slice(layout.S_NEXT));
    expect(Array.from(a.slice(layout.S_NEXT)).every((d) => d >= 0 && d < 30)).toBe(true);
  });
});

describe('the Zobrist hash', () => {
  it('is equal for one position reached by two move orders, and differs otherwise', () => {
    const opened = applyAction(diceMatrix.setup({}, 11), 2452);
    const after = (order: number[]): { hash: bigint; packed: string } => {
      k.load(encodeState(opened));
      k.x.kDeterminize(0);
      for (const a of order) expect(k.x.kApply(a)).toBe(0);
      expect(k.x.kHashCheck()).toBe(1);
      return { hash: k.x.kHash(), packed: k.state().join() };
    };
    // Seat 1 takes cells 0 and 2, seat 0 cell 1, in either order: a transposition.
    const a = after([0, 1, 2]);
    const b = after([2, 1, 0]);
    expect(b.packed).toBe(a.packed);
    expect(b.hash).toBe(a.hash);
    const seen = new Map<string, bigint>();
    for (const order of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [0, 1],
      [3, 4, 5],
      [0, 1, 2, 3],
    ]) {
      const r = after(order);
      seen.set(r.packed, r.hash);
    }
    // Different positions, different hashes.
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.size).toBeGreaterThan(3);
  });
});
