/**
 * MATR1X ØVERLØAD kernel tests beyond the conformance kit (conformance.test.ts, which walks
 * TS↔AS parity over 11,540 steps): `kDeterminize` shuffles only the unknown cards, differently
 * for another seed; the shared layout has the sizes of the TS rules.
 */
import { type RawKernel, instantiateKernel } from '@matrix-arcade/ai-wasm/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COUNT, CELLS, POSITIONS, POSITION_BASE } from '../actions.js';
import { matrixOverload } from '../game.js';
import { observe } from '../observation.js';
import { encodeObservation } from './encode.js';
import { matrixOverloadKernel } from './kernel.js';
import * as layout from './layout.js';

let k: RawKernel;
beforeAll(async () => {
  k = await instantiateKernel(matrixOverloadKernel);
});

describe('the shared layout (layout.ts, compiled by both sides)', () => {
  it('has the sizes of the TS rules', () => {
    expect([layout.CELLS, layout.POSITIONS, layout.ACTION_COUNT]).toEqual([
      CELLS,
      POSITIONS,
      ACTION_COUNT,
    ]);
    expect(layout.POSITION_BASE).toBe(POSITION_BASE);
  });
});

describe('determinize', () => {
  it('draws a different order of the unknown cards for a different seed', () => {
    const o = observe(matrixOverload.setup({}, 3));
    k.load(encodeObservation(o));
    k.x.kDeterminize(1);
    const a = k.state();
    k.x.kDeterminize(2);
    const b = k.state();
    expect(a.length).toBe(b.length);
    const deckAt = a.length - o.deckSize;
    expect(a.slice(0, deckAt)).toEqual(b.slice(0, deckAt));
    expect(a.slice(deckAt)).not.toEqual(b.slice(deckAt));
  });
});
