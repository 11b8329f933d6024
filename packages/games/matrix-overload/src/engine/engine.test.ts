/**
 * MATR1X ØVERLØAD on the real engine host of `@matrix-arcade/ai-wasm`: hints in this thread
 * (`createInlineEngine`) and in a worker thread (`createEngine`) are legal and identical for a
 * seed and budget; the wasm MCTS searches exactly like the TypeScript reference `mctsSearch`
 * (same visits); the engine never peeks (two deals with the same observation and different
 * hidden deck orders get the same hint) yet does use the known bottom of the deck (a position
 * whose winning move depends on the order of the known bottom, solved here by brute force).
 */
import {
  type Engine,
  type InlineEngine,
  createEngine,
  createInlineEngine,
} from '@matrix-arcade/ai-wasm';
import { createRng, mctsSearch } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixOverload } from '../game.js';
import { type MatrixOverloadObservation, observe } from '../observation.js';
import { tight } from '../positions.test-util.js';
import { applyAction, legalActions } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';
import { matrixOverloadKernel } from './kernel.js';

let inline: InlineEngine<MatrixOverloadObservation>;
const workers: Engine<MatrixOverloadObservation>[] = [];
beforeAll(async () => {
  inline = await createInlineEngine(matrixOverloadKernel);
});
afterAll(() => {
  inline.dispose();
  for (const w of workers) w.dispose();
});

/** A run played at random for up to `moves` actions (stops before the end). */
function randomPosition(seed: number, moves: number): MatrixOverloadState {
  let s = matrixOverload.setup({}, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves; i++) {
    const legal = legalActions(s);
    const next = applyAction(s, legal[rng.int(legal.length)]!);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}

/** A random position with cards sent to the bottom by resets (a known bottom). */
function positionWithKnownBottom(seed: number): MatrixOverloadState {
  for (let moves = 10; ; moves++) {
    const s = randomPosition(seed, moves);
    if (s.deck.length > s.unknown && s.unknown >= 4) return s;
    if (moves > 60) throw new Error(`no known bottom with seed ${seed}`);
  }
}

const POSITIONS: readonly [number, number][] = [
  [1, 0], // the deal: a set-aside royal or the first card
  [2, 12],
  [3, 25],
  [4, 40],
];

describe('MATR1X ØVERLØAD on the engine host', () => {
  it('gives legal hints in this thread with the defaults', () => {
    for (const [seed, moves] of POSITIONS) {
      const s = randomPosition(seed, moves);
      const hint = inline.hintSync(observe(s), 0, { iterations: 4000, seed: 7 });
      expect(legalActions(s)).toContain(hint.action);
      expect(hint.iterations).toBe(4000);
      expect(hint.value).toBeGreaterThanOrEqual(0);
      expect(hint.value).toBeLessThanOrEqual(1);
      expect(hint.alternatives.map((a) => a.action).sort((a, b) => a - b)).toEqual(legalActions(s));
    }
  });

  it('gives in a worker thread exactly the hint of this thread; a seed fixes the hint', async () => {
    const worker = createEngine(matrixOverloadKernel);
    workers.push(worker);
    for (const [seed, moves] of POSITIONS) {
      const s = randomPosition(seed, moves);
      const budget = { iterations: 3000, seed: 3 };
      const there = await worker.hint(observe(s), 0, budget);
      expect(legalActions(s)).toContain(there.action);
      expect(there).toEqual(inline.hintSync(observe(s), 0, budget));
    }
  });

  it('searches like the TypeScript reference MCTS, draw for draw', () => {
    const cases: readonly [number, number, number][] = [
      [5, 3, 4], // the estimate cutoff of the TS searchDefaults
      [6, 20, Number.POSITIVE_INFINITY], // playouts to the end
      [7, 35, 1],
    ];
    for (const [seed, moves, playoutDepth] of cases) {
      const s = positionWithKnownBottom(seed + moves);
      const o = observe(s);
      const budget = { iterations: 1500, seed: 21, exploration: 0.4, playoutDepth };
      const ts = mctsSearch(matrixOverload, o, 0, budget);
      const wasm = inline.hintSync(o, 0, { ...budget, algorithm: 'mcts' });
      expect(wasm.action).toBe(ts.action);
      expect(wasm.alternatives.map((a) => [a.action, a.visits])).toEqual(
        ts.alternatives.map((a) => [a.action, a.visits]),
      );
      wasm.alternatives.forEach((a, i) => {
        expect(a.value).toBeCloseTo(ts.alternatives[i]!.value, 5);
      });
    }
  });
});

describe('hidden information', () => {
  /** The same state with the unknown top of its deck in another order. */
  function reshuffled(s: MatrixOverloadState, seed: number): MatrixOverloadState {
    const top = createRng(seed).shuffle(s.deck.slice(0, s.unknown));
    return { ...s, deck: [...top, ...s.deck.slice(s.unknown)] };
  }

  it('never peeks: same observation, different hidden orders, same hint', async () => {
    const worker = createEngine(matrixOverloadKernel);
    workers.push(worker);
    for (const seed of [11, 12, 13]) {
      const a = positionWithKnownBottom(seed);
      const b = reshuffled(a, seed);
      expect(b.deck.slice(0, b.unknown)).not.toEqual(a.deck.slice(0, a.unknown));
      expect(b.deck.slice(b.unknown)).toEqual(a.deck.slice(a.unknown));
      expect(observe(b)).toEqual(observe(a));
      const budget = { iterations: 5000, seed: 9 };
      const hintA = inline.hintSync(observe(a), 0, budget);
      expect(inline.hintSync(observe(b), 0, budget)).toEqual(hintA);
      expect(await worker.hint(observe(b), 0, budget)).toEqual(hintA);
      expect(await worker.hint(observe(a), 0, budget)).toEqual(hintA);
    }
  });

  /**
   * Two cards of unknown order (3♥ 2♦) on top of a known bottom of two (10♥ 4♠, or 4♠ 10♥).
   * The Q♠ (above column 2) and the J♥ (above column 3) live. Which cell the 6♣ in hand goes
   * to wins or loses depending on the order of the known bottom only.
   */
  function bottomPosition(bottom: readonly string[]): MatrixOverloadState {
    return tight({
      stacks: ['A♦', 'JK', '3♦', 'A♥ 2♣', '10♣', '5♣', 'A♠', 'A♣', 'JK 2♠'],
      outside: { 1: 'Q♠', 2: 'J♥' },
      hand: '6♣',
      deck: ['3♥', '2♦'],
      bottom,
    });
  }

  /** 1 when a win can be forced with the whole deck order known (no resets left here). */
  function solve(s: MatrixOverloadState): number {
    if (s.ending !== null) return s.ending === 'win' ? 1 : 0;
    return legalActions(s).some((a) => solve(applyAction(s, a)) === 1) ? 1 : 0;
  }

  /** Winning chance of each first action: the two orders of the unknown top are equally likely. */
  function firstMoveValues(s: MatrixOverloadState): Map<number, number> {
    const orders = [s.deck, [s.deck[1]!, s.deck[0]!, ...s.deck.slice(2)]];
    return new Map(
      legalActions(s).map((a) => [
        a,
        orders.reduce((v, deck) => v + solve(applyAction({ ...s, deck }, a)), 0) / 2,
      ]),
    );
  }

  it('uses the known bottom of the deck: its order changes the best move', () => {
    const a = bottomPosition(['10♥', '4♠']);
    const b = bottomPosition(['4♠', '10♥']);
    expect(a.unknown).toBe(2);
    expect(observe(a).unknownCards).toEqual(observe(b).unknownCards);
    expect(observe(a).knownBottom).not.toEqual(observe(b).knownBottom);
    // Brute force: 6♣ on the Joker (cell 1) always wins with 10♥ then 4♠ at the bottom, on
    // the 3♦ (cell 2) always wins with 4♠ then 10♥; nothing else ever wins.
    const va = firstMoveValues(a);
    const vb = firstMoveValues(b);
    expect([...va].filter(([, v]) => v > 0)).toEqual([[1, 1]]);
    expect([...vb].filter(([, v]) => v > 0)).toEqual([[2, 1]]);
    for (const seed of [1, 2, 3]) {
      expect(inline.hintSync(observe(a), 0, { seed }).action).toBe(1);
      expect(inline.hintSync(observe(b), 0, { seed }).action).toBe(2);
    }
  });
});
