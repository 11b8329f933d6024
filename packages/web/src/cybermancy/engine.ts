/**
 * The engine of `<cybermancy-game>`. Until `@matrix-arcade/cybermancy` ships its wasm kernel
 * (`./engine`), hints and AI moves come from core's TypeScript reference search (single-observer
 * ISMCTS over the observation, so it cannot peek at the deck either), run in slices on the
 * page's thread with a small budget: weaker and slower than the wasm engine, but the same
 * `Engine` contract (a hint for the seat to move, cancellable).
 */
import type { MatrixOverloadObservation } from '@matrix-arcade/matrix-overload';
import { cybermancy } from '@matrix-arcade/cybermancy';
import { EngineCancelledError, type Engine } from '@matrix-arcade/ai-wasm';
import { mctsSearch } from '@matrix-arcade/core';

/** Iterations per hint when none are asked for (quick) and for the strong level. */
const QUICK = 150;
const STRONG = 600;

/** An `Engine` over core's TS search (see the file comment). */
export function createTsEngine(): Engine<MatrixOverloadObservation> {
  let epoch = 0;
  let disposed = false;
  return {
    async hint(observation, seat, options = {}) {
      if (disposed) throw new EngineCancelledError('the engine was disposed');
      const mine = epoch;
      // Let the page paint and a cancel arrive before the search blocks the thread.
      await new Promise((r) => setTimeout(r, 0));
      if (mine !== epoch || disposed) throw new EngineCancelledError('the hint was cancelled');
      const iterations = options.iterations ?? (options.level === 'strong' ? STRONG : QUICK);
      const r = mctsSearch(cybermancy, observation, seat, {
        iterations,
        seed: options.seed ?? 0,
        ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
      });
      return {
        action: r.action,
        value: r.value,
        iterations: r.iterations,
        alternatives: r.alternatives.map((a) => ({
          action: a.action,
          visits: a.visits,
          value: a.value,
        })),
      };
    },
    cancel() {
      epoch++;
    },
    dispose() {
      disposed = true;
      epoch++;
    },
  };
}
