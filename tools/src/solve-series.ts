/**
 * `solve`'s series: deal i solved by the game's solver (from its manifest; series-pool.ts runs
 * the deals across worker threads). Deal i's seed comes from the series seed and i alone, and
 * each deal is searched on its own, so the results do not depend on the worker count.
 */
import { type SolvedDeal, findSolver } from './games.js';
import { type SeriesItem, runSeriesPool } from './series-pool.js';

interface SolveData {
  readonly gameId: string;
  readonly seed: number;
  readonly budget: number;
  readonly options: object;
}

/** The task of series-pool.ts: solves deal i. */
export async function prepare(d: SolveData): Promise<SeriesItem<SolvedDeal>> {
  const solver = findSolver(d.gameId);
  return (i) => solver.solveDeal(d.seed, i, d.budget, d.options);
}

export function solveSeries(
  gameId: string,
  seed: number,
  deals: number,
  budget: number,
  workers: number,
  onRecord: (done: number) => void,
  options: object = {},
): Promise<SolvedDeal[]> {
  return runSeriesPool({
    task: import.meta.url,
    prepare,
    data: { gameId, seed, budget, options },
    count: deals,
    workers,
    onResult: onRecord,
  });
}
