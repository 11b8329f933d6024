/**
 * Several engines as one, for `reviewGame` (issue 37: Matrix Maze's review asks some forty
 * hints a move, the next decision after each of the 56 rolls of three dice, for the move played
 * and the engine's, and took over a second a move in one worker). Each hint goes to the engine
 * with the fewest hints in hand (the first on a tie), so the independent hints of a review run
 * side by side in as many workers; `cancel` and `dispose` reach every engine. A hint's answer
 * does not depend on the worker that searched it (each search starts fresh from its seed), so a
 * review is the same with one engine or several.
 */
import type { EngineHint, HintOptions } from './hint.js';

/** What the pool needs of each engine (`createEngine`'s, or an inline one). */
export interface PooledEngine<O> {
  hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint>;
  cancel(): void;
  dispose?(): void;
}

/** One engine over `engines` (at least one), each hint to the least busy. */
export function enginePool<O>(engines: readonly PooledEngine<O>[]): Required<PooledEngine<O>> {
  if (engines.length === 0) throw new RangeError('enginePool needs at least one engine');
  const busy = engines.map(() => 0);
  return {
    hint(observation, seat, options) {
      let k = 0;
      for (let j = 1; j < engines.length; j++) if (busy[j]! < busy[k]!) k = j;
      busy[k]!++;
      const done = () => {
        busy[k]!--;
      };
      const p = engines[k]!.hint(observation, seat, options);
      p.then(done, done);
      return p;
    },
    cancel() {
      for (const e of engines) e.cancel();
    },
    dispose() {
      for (const e of engines) e.dispose?.();
    },
  };
}
