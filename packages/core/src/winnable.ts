/**
 * "Was this deal winnable?" for any solitaire with a clairvoyant solver: the answer's shape, and
 * the time-budgeted driver every game's `winnable` call runs its solver through. A solver's
 * search cannot be paused, so the budget is spent in rounds of growing node budgets (each twice
 * the last, the last cut to what the time left allows at the rate measured so far), with progress
 * reported and the time limit kept between rounds. Limited discrepancy search restarts its
 * iterations anyway, so a round repeats little the previous one did not; the total work is at
 * most about twice the last round's, and a win or a proof of loss found early ends at once. With a
 * node budget alone the answer is the same on every machine.
 */
import { OptionsError } from './errors.js';
import { checkKeys } from './options.js';
import type { Replay } from './replay.js';

/** `winnable`: a line wins; `not-winnable`: the whole tree searched; `undecided`: out of budget. */
export type WinnableVerdict = 'winnable' | 'not-winnable' | 'undecided';

export interface WinnableOptions {
  /** Time budget in ms (default 5,000 without `nodes`; with `nodes` alone: no time limit). */
  readonly budgetMs?: number;
  /** Node budget (the solver's units of work); default none (time only). */
  readonly nodes?: number;
  /** Called after each round with how much of the budget is spent. */
  readonly onProgress?: (progress: WinnableProgress) => void;
}

export interface WinnableProgress {
  /** Share of the budget spent, in [0, 1]. */
  readonly fraction: number;
  readonly nodes: number;
  readonly elapsedMs: number;
}

export interface WinnableAnswer {
  readonly verdict: WinnableVerdict;
  /** Undecided only: `budget` (ran out) or `line-limit` (every line searched up to its cap). */
  readonly reason?: 'budget' | 'line-limit';
  /** The winning line from the position searched (empty unless winnable). */
  readonly line: readonly number[];
  /** From a deal: the replay of the winning line from its start, checked by the rules. */
  readonly replay: Replay | null;
  /** Nodes searched in all rounds. */
  readonly nodes: number;
  readonly elapsedMs: number;
}

const WINNABLE_KEYS: readonly (keyof WinnableOptions)[] = ['budgetMs', 'nodes', 'onProgress'];

/** The default time budget of a `winnable` call (ms). */
export const DEFAULT_WINNABLE_MS = 5000;
const FIRST_ROUND = 20_000;

/**
 * Runs `run(nodes)` in rounds of growing budgets until it answers something but `undecided` or
 * the budget is spent; returns its last answer and the totals.
 */
export function budgetedSolve<R extends { readonly status: string; readonly nodes: number }>(
  run: (nodes: number) => R,
  options: WinnableOptions,
): { result: R; nodes: number; elapsedMs: number } {
  checkKeys(options, WINNABLE_KEYS, 'winnable');
  const budgetMs =
    options.budgetMs ?? (options.nodes ? Number.POSITIVE_INFINITY : DEFAULT_WINNABLE_MS);
  const cap = options.nodes ?? Number.POSITIVE_INFINITY;
  if (!(budgetMs >= 0)) {
    throw new OptionsError('budgetMs', `must be a number >= 0; got ${options.budgetMs}`);
  }
  if (!(cap >= 1)) throw new OptionsError('nodes', `must be a number >= 1; got ${options.nodes}`);
  if (budgetMs === Number.POSITIVE_INFINITY && cap === Number.POSITIVE_INFINITY) {
    throw new OptionsError('budgetMs', 'a finite time or node budget is needed');
  }
  const start = performance.now();
  let total = 0;
  let round = Math.min(FIRST_ROUND, cap);
  for (;;) {
    const result = run(round);
    total += result.nodes;
    const elapsedMs = performance.now() - start;
    const spent = Math.min(1, Math.max(round / cap, elapsedMs / budgetMs));
    options.onProgress?.({ fraction: spent, nodes: total, elapsedMs });
    if (result.status !== 'undecided' || round >= cap || elapsedMs >= budgetMs) {
      return { result, nodes: total, elapsedMs };
    }
    // Twice the last round, but no more than the time left allows at the rate seen so far.
    const rate = total / Math.max(elapsedMs, 1);
    const next = Math.min(cap, round * 2, Math.floor((budgetMs - elapsedMs) * rate));
    if (next <= round) return { result, nodes: total, elapsedMs };
    round = next;
  }
}
