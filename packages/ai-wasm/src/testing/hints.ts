/**
 * The hint checks of the engine conformance kit, on the real hosts: a real inline engine
 * (`createInlineEngine`) and a real worker (`createEngine`: a worker thread in Node) over the
 * game's built module. Hints are legal and well formed, the worker gives exactly the inline hint,
 * the wasm MCTS is the core's reference `mctsSearch` draw for draw, and a hint never peeks at
 * hidden information (two states with the same observation get the same hint).
 */
import { type SearchBudget, mctsSearch } from '@matrix-arcade/core';
import { createEngine } from '../engine.js';
import type { EngineHint } from '../hint.js';
import type { InlineEngine } from '../inline-engine.js';
import { check, equal, near, same } from './assert.js';
import type { EngineConformance } from './conformance-spec.js';

// biome-ignore lint/suspicious/noExplicitAny: the kit is generic over any game's state
type Conf = EngineConformance<any, any, any>;
type Inline = InlineEngine<unknown>;

/** The seat to move in `s` and its observation. */
function seatAndObservation(c: Conf, s: unknown): { seat: number; o: unknown } {
  const seat = c.game.currentPlayer(s);
  check(seat >= 0, `a hint position must have a seat to move (currentPlayer ${seat})`);
  return { seat, o: c.game.observe(s, seat) };
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Inline hints from every position with every budget are legal and well formed. */
export function inlineHints(c: Conf, inline: Inline): void {
  const h = c.hints;
  for (const [i, s] of h.positions().entries()) {
    const { seat, o } = seatAndObservation(c, s);
    const legal = c.game.legalActions(s);
    for (const budget of h.inline) {
      const where = `position ${i}, ${JSON.stringify(budget)}`;
      const hint = inline.hintSync(o, seat, budget);
      check(legal.includes(hint.action), `${where}: hint ${hint.action} is not legal`);
      const algorithm = budget.algorithm ?? c.kernel.defaults.algorithm;
      if (algorithm === 'mcts' && budget.iterations !== undefined) {
        same(hint.iterations, budget.iterations, `${where}: MCTS iterations`);
      } else {
        check(hint.iterations > 0, `${where}: no work done`);
      }
      check(hint.value >= 0 && hint.value <= 1, `${where}: value ${hint.value} not in [0, 1]`);
      equal(
        sorted(hint.alternatives.map((a) => a.action)),
        sorted(legal),
        `${where}: the alternatives are every legal action`,
      );
      same(hint.alternatives[0]!.action, hint.action, `${where}: the hint is the best alternative`);
    }
  }
}

/** A worker thread gives exactly the inline hint; a seed fixes the hint. */
export async function workerHints(c: Conf, inline: Inline): Promise<void> {
  const h = c.hints;
  const worker = createEngine(c.kernel);
  try {
    for (const [i, s] of h.positions().entries()) {
      const { seat, o } = seatAndObservation(c, s);
      for (const budget of h.worker) {
        const where = `position ${i}, ${JSON.stringify(budget)}`;
        const there = await worker.hint(o, seat, budget);
        check(c.game.legalActions(s).includes(there.action), `${where}: hint is not legal`);
        equal(there, inline.hintSync(o, seat, budget), `${where}: worker hint = inline hint`);
        equal(inline.hintSync(o, seat, budget), there, `${where}: inline hint again`);
      }
    }
  } finally {
    worker.dispose();
  }
}

/** The wasm MCTS searches exactly like the core's `mctsSearch`: same visits, same values. */
export function mctsLikeReference(c: Conf, inline: Inline): void {
  for (const [i, { state, budget }] of c.mctsReference!.cases().entries()) {
    const { seat, o } = seatAndObservation(c, state);
    const where = `case ${i}, ${JSON.stringify(budget)}`;
    const ts = mctsSearch(c.game, o, seat, budget as SearchBudget);
    const wasm = inline.hintSync(o, seat, { ...budget, algorithm: 'mcts' });
    same(wasm.iterations, ts.iterations, `${where}: iterations`);
    same(wasm.action, ts.action, `${where}: action`);
    equal(
      wasm.alternatives.map((a) => [a.action, a.visits]),
      ts.alternatives.map((a) => [a.action, a.visits]),
      `${where}: visits`,
    );
    // toBeCloseTo(x, 5): within half of 1e-5.
    wasm.alternatives.forEach((a, k) => {
      near(a.value, ts.alternatives[k]!.value, 5e-6, `${where}: value of ${a.action}`);
    });
  }
}

/**
 * No peeking: two states that differ only in what the seat cannot see (different packed states,
 * the same observation) get the same hint, inline and in a worker.
 */
export async function noPeek(c: Conf, inline: Inline): Promise<void> {
  const n = c.noPeek!;
  const worker = createEngine(c.kernel);
  try {
    for (const [i, [a, b]] of n.pairs().entries()) {
      const { seat, o } = seatAndObservation(c, a);
      const where = `pair ${i}`;
      check(
        c.packState(a).join() !== c.packState(b).join(),
        `${where}: the two states must differ (in hidden information)`,
      );
      const ob = c.game.observe(b, seat);
      equal(ob, o, `${where}: the seat's observations`);
      const hintA: EngineHint = inline.hintSync(o, seat, n.budget);
      equal(inline.hintSync(ob, seat, n.budget), hintA, `${where}: inline hint of b`);
      equal(await worker.hint(ob, seat, n.budget), hintA, `${where}: worker hint of b`);
      equal(await worker.hint(o, seat, n.budget), hintA, `${where}: worker hint of a`);
    }
  } finally {
    worker.dispose();
  }
}
