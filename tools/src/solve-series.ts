/**
 * Solves a series of deals across worker threads (one per core by default). Deal i's seed comes
 * from the series seed and i alone, and each deal is searched on its own, so the results do not
 * depend on the worker count. The game's solver comes from the registry (games.ts).
 */
import { Worker } from 'node:worker_threads';
import { type SolvedDeal, findSolver } from './games.js';

export async function solveSeries(
  gameId: string,
  seed: number,
  deals: number,
  budget: number,
  workers: number,
  onRecord: (done: number) => void,
  options: object = {},
): Promise<SolvedDeal[]> {
  const records: SolvedDeal[] = [];
  if (workers <= 1 || deals < 2) {
    const solver = findSolver(gameId);
    for (let i = 0; i < deals; i++) {
      records.push(solver.solveDeal(seed, i, budget, options));
      onRecord(records.length);
      await new Promise((r) => setImmediate(r));
    }
    return records;
  }
  const n = Math.min(workers, deals);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices = Array.from({ length: deals }, (_, i) => i).filter((i) => i % n === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./solve-worker.js', import.meta.url), {
          workerData: { gameId, seed, budget, indices, options },
        });
        worker.on('message', (rec: SolvedDeal) => {
          records.push(rec);
          onRecord(records.length);
        });
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
        );
      });
    }),
  );
  return records.sort((a, b) => a.index - b.index);
}
