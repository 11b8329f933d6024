/**
 * Parity of the wasm kernel (the built `build/matrix-overload.wasm`, instantiated in this thread)
 * with the TypeScript rules, the reference. Seeded random runs, and random runs from written
 * endgame positions (random play never wins a whole run), are played in both at once: the full
 * TS state is loaded with its true deck order (`encodeState`), and at every step the player to
 * move, the legal actions, the packed state, the estimate (within 1e-9), the evaluation and the
 * returns are compared, illegal codes are offered to the kernel (refused, state unchanged), and
 * every ending type must occur. Observations are also loaded and determinized with the same
 * seed as the TS `determinize`, which must give the same deck, known bottom last.
 */
import { TERMINAL, createRng } from '@matrix-arcade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COUNT } from '../actions.js';
import { estimateReturns, evaluate, matrixOverload } from '../game.js';
import { determinize, observe } from '../observation.js';
import { tight } from '../positions.test-util.js';
import { applyAction, illegalReason, legalActions } from '../rules.js';
import { ENDINGS, type Ending, type MatrixOverloadState } from '../state.js';
import { encodeObservation, encodeState } from './encode.js';
import { P_CARDS, P_DECK } from './layout.js';
import { packState } from './pack.js';
import { type RawModule, instantiateRaw } from './raw-module.test-util.js';

let k: RawModule;
beforeAll(async () => {
  k = await instantiateRaw();
});

type Rng = ReturnType<typeof createRng>;

interface Tally {
  steps: number;
  refused: number;
  reloads: number;
  runs: number;
  endings: Record<Ending, number>;
}

/** Compares everything the kernel exposes with the TS state `s`. */
function expectSame(s: MatrixOverloadState, where: string): void {
  // Joined strings: as strict as toEqual on arrays, and much faster over thousands of steps.
  expect(k.state().join(), `${where}: packed state`).toBe(packState(s).join());
  expect(k.x.kCurrentPlayer(), `${where}: player`).toBe(matrixOverload.currentPlayer(s));
  expect(k.legal().join(), `${where}: legal actions`).toBe(legalActions(s).join());
  expect(Math.abs(k.x.kEstimate(0) - estimateReturns(s)[0]), `${where}: estimate`).toBeLessThan(
    1e-9,
  );
  expect(Math.abs(k.x.kEvaluate(0) - evaluate(s)), `${where}: evaluate`).toBeLessThan(1e-9);
  expect(k.x.kReturns(0), `${where}: returns`).toBe(matrixOverload.returns(s)[0]);
}

/** A few codes the TS rules refuse in `s`: out of range, and random codes that are illegal. */
function illegalCandidates(s: MatrixOverloadState, rng: Rng): number[] {
  const codes = [-1, ACTION_COUNT, 1000, rng.int(ACTION_COUNT), rng.int(ACTION_COUNT)];
  for (let a = 0; a < ACTION_COUNT; a += 1 + rng.int(4)) codes.push(a);
  return codes.filter((c) => illegalReason(s, c) !== null);
}

/** Plays `s` to the end at random in both, comparing at every step. */
function playOut(start: MatrixOverloadState, rng: Rng, tally: Tally, label: string): void {
  let s = start;
  k.load(encodeState(s));
  k.x.kDeterminize(rng.nextU32()); // a full state: nothing to shuffle, any seed
  expectSame(s, `${label} start`);
  for (let step = 0; s.ending === null; step++) {
    const where = `${label} step ${step}`;
    const before = k.state().join();
    for (const code of illegalCandidates(s, rng)) {
      expect(k.x.kApply(code), `${where}: illegal ${code}`).toBe(1);
      tally.refused++;
    }
    expect(k.state().join(), `${where}: after refusals`).toBe(before);
    const legal = legalActions(s);
    const action = legal[rng.int(legal.length)]!;
    expect(k.x.kApply(action), `${where}: apply ${action}`).toBe(0);
    s = applyAction(s, action);
    expectSame(s, `${where} after ${action}`);
    tally.steps++;
    // Now and then, reload the TS state (checks load: chains, ICE sums, the ring at 0).
    if (step % 7 === 6) {
      k.load(encodeState(s));
      k.x.kDeterminize(step);
      expectSame(s, `${where}: reloaded`);
      tally.reloads++;
    }
  }
  expect(k.x.kCurrentPlayer()).toBe(TERMINAL);
  expect(k.legal()).toEqual([]);
  tally.runs++;
  tally.endings[s.ending]++;
}

/** Endgames written by hand, from which random play reaches a win now and then. */
function endgames(): MatrixOverloadState[] {
  return [
    // The rulebook's play example reduced to its last royal (rules.test.ts: "win").
    tight({
      stacks: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] } },
      hand: '6♣',
      deck: ['4♠', '4♥'],
    }),
    // Two jacks left, a few programs and resets to come.
    tight({
      stacks: ['5♠', '6♣', '7♦', 'A♠', '', 'A♥ 8♥', '2♣', 'JK', 'A♦ 9♣'],
      outside: { 3: 'J♦', 11: 'J♣' },
      hand: '6♦',
      deck: ['7♠', '5♥', 'JK', '8♠', '9♠', '4♥', 'A♣', '3♣', '10♥'],
    }),
    // One queen and one king, a longer deck, a known bottom.
    tight({
      stacks: ['4♥', '7♥', '8♦', '2♣', 'A♠', '3♠', '9♠', '5♦', 'JK'],
      outside: { 3: 'Q♥', 6: { royal: 'K♠', ice: ['2♠'] } },
      hand: '6♥',
      deck: ['5♥', '6♦', '9♥', 'A♥', '7♠', '8♠', '10♠', '4♦', 'A♦', '3♦'],
      bottom: ['10♥', 'JK', '6♠', 'A♣'],
    }),
  ];
}

describe('the wasm kernel plays exactly the TS rules', () => {
  it('agrees at every step of random runs; every ending occurs', { timeout: 120_000 }, () => {
    const tally: Tally = {
      steps: 0,
      refused: 0,
      reloads: 0,
      runs: 0,
      endings: { win: 0, 'out-of-time': 0, 'black-ice': 0, 'infinite-loop': 0 },
    };
    for (let g = 0; g < 150; g++) {
      playOut(matrixOverload.setup({}, 7000 + g), createRng(g), tally, `seed ${7000 + g}`);
    }
    const positions = endgames();
    for (let g = 0; g < 150; g++) {
      playOut(positions[g % positions.length]!, createRng(9000 + g), tally, `endgame ${g}`);
    }
    console.info(`parity: ${JSON.stringify(tally)}`);
    expect(tally.steps).toBeGreaterThanOrEqual(10_000);
    expect(tally.refused).toBeGreaterThan(tally.steps);
    for (const e of ENDINGS) expect(tally.endings[e], `ending ${e}`).toBeGreaterThan(0);
  });

  it('determinizes an observation exactly like the TS determinize with the same seed', () => {
    let compared = 0;
    let withBottom = 0;
    for (let g = 0; g < 40; g++) {
      let s = matrixOverload.setup({}, 300 + g);
      const rng = createRng(g);
      while (s.ending === null) {
        const o = observe(s);
        const seed = rng.nextU32();
        k.load(encodeObservation(o));
        k.x.kDeterminize(seed);
        const expected = determinize(o, createRng(seed));
        const packed = k.state();
        expect(packed.join()).toBe(packState(expected).join());
        // The deck ends with the known bottom, in its order.
        const deck = Array.from(packed.slice(packed.length - packed[P_DECK]!));
        expect(deck.slice(o.unknownCount)).toEqual(o.knownBottom);
        expect(deck.slice(0, o.unknownCount).sort((a, b) => a - b)).toEqual(o.unknownCards);
        if (o.knownBottom.length > 0) withBottom++;
        compared++;
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(withBottom).toBeGreaterThan(100);
    expect(P_CARDS).toBe(51);
  });

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

describe('the hash', () => {
  it('depends on the state only, not on how the kernel got there', () => {
    const seen = new Map<string, bigint>();
    for (let g = 0; g < 20; g++) {
      let s = matrixOverload.setup({}, 500 + g);
      const rng = createRng(g);
      k.load(encodeState(s));
      k.x.kDeterminize(0);
      while (s.ending === null) {
        const legal = legalActions(s);
        const a = legal[rng.int(legal.length)]!;
        k.x.kApply(a);
        s = applyAction(s, a);
        // Played there (deck ring turned, ICE logged in play order) vs loaded afresh.
        const played = k.x.kHash();
        const packed = k.state().join();
        k.load(encodeState(s));
        k.x.kDeterminize(0);
        expect(k.x.kHash()).toBe(played);
        seen.set(packed, played);
      }
    }
    // Different states, different hashes.
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.size).toBeGreaterThan(1000);
  });
});
