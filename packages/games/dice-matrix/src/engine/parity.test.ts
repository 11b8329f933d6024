/**
 * Parity of the wasm kernel (the built `build/dice-matrix.wasm`, instantiated in this thread)
 * with the TypeScript rules, the reference. Seeded random games under every option set are
 * played in both at once; at every step the seat to move, the legal actions, the packed state,
 * the estimate, the evaluation and the hash are compared, illegal actions are offered to the
 * kernel (refused, state unchanged), and at the end the returns. The full TS state is loaded with
 * its hidden next layout (`encodeState`), so tournament games are compared through the switch
 * to game 2; observations are also loaded and determinized with the same seed as the TS
 * `determinize`, which rolls the hidden layout from the same stream.
 */
import { TERMINAL, createRng } from '@matrix-arcade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COUNT } from '../actions.js';
import { diceMatrix, estimateReturns, evaluate } from '../game.js';
import { determinize, observe } from '../observation.js';
import { applyAction, illegalReason, legalActions, returnsOf } from '../rules.js';
import type { DiceMatrixOptions, DiceMatrixState } from '../state.js';
import { encodeObservation, encodeState } from './encode.js';
import { packState } from './pack.js';
import { type RawModule, instantiateRaw } from './raw-module.test-util.js';

let k: RawModule;
beforeAll(async () => {
  k = await instantiateRaw();
});

const OPTION_SETS: readonly Partial<DiceMatrixOptions>[] = [
  {},
  { recountAtEnd: true },
  { tournament: true },
  { tournament: true, recountAtEnd: true },
];

interface Tally {
  steps: number;
  refused: number;
  ends: number;
  draws: number;
  round2: number;
}

/** Compares everything the kernel exposes with the TS state `s`. */
function expectSame(s: DiceMatrixState, where: string): void {
  // Joined strings: as strict as toEqual on arrays, and much faster over ~15,000 steps.
  expect(k.state().join(), `${where}: packed state`).toBe(packState(s).join());
  expect(k.x.kCurrentPlayer(), `${where}: player`).toBe(s.toMove);
  expect(k.legal().join(), `${where}: legal actions`).toBe(legalActions(s).join());
  const est = estimateReturns(s);
  for (let seat = 0; seat < 2; seat++) {
    expect(Math.abs(k.x.kEstimate(seat) - est[seat]!), `${where}: estimate`).toBeLessThan(1e-9);
    expect(k.x.kEvaluate(seat), `${where}: evaluate`).toBe(evaluate(s, seat));
    expect(k.x.kReturns(seat), `${where}: returns`).toBe(returnsOf(s)[seat]);
  }
  expect(k.x.kHashCheck(), `${where}: incremental hash`).toBe(1);
}

/** A few codes the TS rules refuse in `s`: random codes, out of range, reversed pairs. */
function illegalCandidates(s: DiceMatrixState, rng: ReturnType<typeof createRng>): number[] {
  const a = rng.int(49);
  const b = rng.int(49);
  const near = [1, 7, 2, 14][rng.int(4)]!;
  const codes = [
    -1,
    ACTION_COUNT,
    rng.int(ACTION_COUNT),
    rng.int(ACTION_COUNT),
    49 + a * 49 + b,
    49 + a * 49 + Math.min(48, a + near),
    2450 + rng.int(6),
    rng.int(49),
  ];
  return codes.filter((c) => illegalReason(s, c) !== null);
}

function playGame(options: Partial<DiceMatrixOptions>, seed: number, tally: Tally): void {
  let s = diceMatrix.setup(options, seed);
  const rng = createRng(seed ^ 0x5eed);
  k.load(encodeState(s));
  k.x.kDeterminize(seed);
  expectSame(s, `seed ${seed} start`);
  for (let step = 0; s.toMove !== TERMINAL; step++) {
    const where = `seed ${seed} ${JSON.stringify(options)} step ${step}`;
    // Illegal codes are refused and change nothing.
    const before = k.state().join();
    for (const code of illegalCandidates(s, rng)) {
      expect(k.x.kApply(code), `${where}: illegal ${code}`).toBe(1);
      tally.refused++;
    }
    expect(k.state().join(), `${where}: after refusals`).toBe(before);
    // The same random action in both.
    const legal = legalActions(s);
    const action = legal[rng.int(legal.length)]!;
    expect(k.x.kApply(action), `${where}: apply ${action}`).toBe(0);
    const round = s.round;
    s = applyAction(s, action);
    if (s.round !== round) tally.round2++;
    expectSame(s, `${where} after ${action}`);
    tally.steps++;
    // Now and then, reload the TS state (checks load's derived lines, recounts, dice left).
    if (step % 4 === 3) {
      k.load(encodeState(s));
      k.x.kDeterminize(step);
      expectSame(s, `${where}: reloaded`);
    }
  }
  tally.ends++;
  if (returnsOf(s)[0] === 0.5) tally.draws++;
}

describe('the wasm kernel plays exactly the TS rules', () => {
  it('agrees at every step of 240 random games (every option set)', { timeout: 60_000 }, () => {
    const tally: Tally = { steps: 0, refused: 0, ends: 0, draws: 0, round2: 0 };
    for (let g = 0; g < 240; g++) playGame(OPTION_SETS[g % 4]!, 1000 + g, tally);
    expect(tally.steps).toBeGreaterThanOrEqual(10_000);
    expect(tally.ends).toBe(240);
    expect(tally.round2).toBe(120);
    expect(tally.draws).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(tally.steps);
    console.info(`parity: ${JSON.stringify(tally)}`);
  });

  it('determinizes an observation exactly like the TS determinize with the same seed', () => {
    let compared = 0;
    for (let g = 0; g < 40; g++) {
      const options = OPTION_SETS[g % 4]!;
      let s = diceMatrix.setup(options, 50 + g);
      const rng = createRng(g);
      while (s.toMove !== TERMINAL) {
        for (const seat of [0, 1]) {
          const seed = rng.nextU32();
          k.load(encodeObservation(observe(s, seat)));
          k.x.kDeterminize(seed);
          const expected = determinize(observe(s, seat), createRng(seed));
          expect(k.state().join()).toBe(packState(expected).join());
          expect(k.x.kHashCheck()).toBe(1);
          compared++;
        }
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('rolls a different hidden layout for a different seed', () => {
    const s = diceMatrix.setup({ tournament: true }, 3);
    k.load(encodeObservation(observe(s, 0)));
    k.x.kDeterminize(1);
    const a = k.state();
    k.x.kDeterminize(2);
    const b = k.state();
    expect(a.slice(0, 144)).toEqual(b.slice(0, 144));
    expect(a.slice(144)).not.toEqual(b.slice(144));
    expect(Array.from(a.slice(144)).every((d) => d >= 0 && d < 30)).toBe(true);
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
