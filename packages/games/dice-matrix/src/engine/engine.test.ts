/**
 * Dice Matrix on the real engine host of `@matrix-arcade/ai-wasm`: hints in this thread
 * (`createInlineEngine`) and in a worker thread (`createEngine`) are legal and identical for a
 * seed and budget; the wasm MCTS searches exactly like the TypeScript reference `mctsSearch`
 * (same visits), hidden second layout included; alpha-beta and MCTS both find the winning move
 * of small endgames solved here by brute force.
 */
import {
  type Engine,
  type InlineEngine,
  createEngine,
  createInlineEngine,
} from '@matrix-arcade/ai-wasm';
import { TERMINAL, createRng, mctsSearch } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceMatrix } from '../game.js';
import { type DiceMatrixObservation, observe } from '../observation.js';
import { applyAction, legalActions, returnsOf } from '../rules.js';
import type { DiceMatrixOptions, DiceMatrixState } from '../state.js';
import { diceMatrixKernel } from './kernel.js';

let inline: InlineEngine<DiceMatrixObservation>;
const workers: Engine<DiceMatrixObservation>[] = [];
beforeAll(async () => {
  inline = await createInlineEngine(diceMatrixKernel);
});
afterAll(() => {
  inline.dispose();
  for (const w of workers) w.dispose();
});

/** A game played at random for `moves` moves. */
function randomPosition(options: Partial<DiceMatrixOptions>, seed: number, moves: number) {
  let s = diceMatrix.setup(options, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves && s.toMove !== TERMINAL; i++) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

const POSITIONS: readonly [Partial<DiceMatrixOptions>, number, number][] = [
  [{}, 1, 0], // the opening
  [{}, 2, 9],
  [{ recountAtEnd: true }, 3, 14],
  [{ tournament: true }, 4, 20], // game 1: the second layout is hidden
  [{ tournament: true, recountAtEnd: true }, 5, 55], // game 2
];

describe('Dice Matrix on the engine host', () => {
  it('gives legal hints in this thread, with either algorithm', () => {
    for (const [options, seed, moves] of POSITIONS) {
      const s = randomPosition(options, seed, moves);
      for (const algorithm of ['mcts', 'alphabeta'] as const) {
        const hint = inline.hintSync(observe(s, s.toMove), s.toMove, {
          algorithm,
          iterations: 3000,
          seed: 7,
        });
        expect(legalActions(s)).toContain(hint.action);
        expect(hint.iterations).toBeGreaterThan(0);
        expect(hint.value).toBeGreaterThanOrEqual(0);
        expect(hint.value).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives in a worker thread exactly the hint of this thread; a seed fixes the hint', async () => {
    const worker = createEngine(diceMatrixKernel);
    workers.push(worker);
    for (const [options, seed, moves] of POSITIONS) {
      const s = randomPosition(options, seed, moves);
      const o = observe(s, s.toMove);
      for (const algorithm of ['mcts', 'alphabeta'] as const) {
        const budget = { algorithm, iterations: 4000, seed: 3 };
        const there = await worker.hint(o, s.toMove, budget);
        expect(legalActions(s)).toContain(there.action);
        expect(there).toEqual(inline.hintSync(o, s.toMove, budget));
        expect(inline.hintSync(o, s.toMove, budget)).toEqual(there);
      }
    }
  });

  it('searches like the TypeScript reference MCTS, draw for draw', () => {
    const cases: readonly [Partial<DiceMatrixOptions>, number, number, number][] = [
      [{}, 6, 4, Number.POSITIVE_INFINITY], // playouts to the end: exact returns
      [{ tournament: true }, 7, 30, Number.POSITIVE_INFINITY], // hidden layout rolled each time
      [{ recountAtEnd: true }, 8, 12, 2], // the estimate cutoff
    ];
    for (const [options, seed, moves, playoutDepth] of cases) {
      const s = randomPosition(options, seed, moves);
      const o = observe(s, s.toMove);
      const budget = { iterations: 1500, seed: 21, exploration: 0.7, playoutDepth };
      const ts = mctsSearch(diceMatrix, o, s.toMove, budget);
      const wasm = inline.hintSync(o, s.toMove, { ...budget, algorithm: 'mcts' });
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

/** Exact value for the seat to move (1 win, 0.5 draw, 0 loss) by brute force. */
function solve(s: DiceMatrixState): number {
  if (s.toMove === TERMINAL) throw new Error('solve: the game is over');
  let best = 0;
  for (const a of legalActions(s)) {
    const t = applyAction(s, a);
    const v = t.toMove === TERMINAL ? returnsOf(t)[s.toMove]! : 1 - solve(t);
    if (v > best) best = v;
  }
  return best;
}

describe('endgames solved by brute force', () => {
  it('alpha-beta proves the result and MCTS finds a winning move', () => {
    let found = 0;
    for (let seed = 100; found < 6 && seed < 400; seed++) {
      // A random game until 4 to 6 dice are left.
      let s = diceMatrix.setup({}, seed);
      const rng = createRng(seed);
      while (s.toMove !== TERMINAL && s.left > 4 + (seed % 3)) {
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
      if (s.toMove === TERMINAL) continue;
      const winning = legalActions(s).filter((a) => {
        const t = applyAction(s, a);
        return (t.toMove === TERMINAL ? returnsOf(t)[s.toMove]! : 1 - solve(t)) === 1;
      });
      // Only positions where the choice matters: some moves win, some do not.
      if (winning.length === 0 || winning.length === legalActions(s).length) continue;
      found++;
      const o = observe(s, s.toMove);
      const ab = inline.hintSync(o, s.toMove, { algorithm: 'alphabeta', iterations: 1e6 });
      expect(winning).toContain(ab.action);
      expect(ab.value).toBe(1);
      const mcts = inline.hintSync(o, s.toMove, {
        algorithm: 'mcts',
        iterations: 20_000,
        playoutDepth: Number.POSITIVE_INFINITY,
        seed: 1,
      });
      expect(winning).toContain(mcts.action);
    }
    expect(found).toBe(6);
  });
});
