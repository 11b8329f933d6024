/**
 * Runs `calibrate`'s self-play games across worker threads (game i always gets the same deal
 * and search seeds, whatever the worker count) and returns every decision, in game order.
 */
import { Worker } from 'node:worker_threads';
import { type CalibrationSpec, type Decision, playCalibrationGame } from './calibrate-play.js';
import { KERNELS, inlineEngine } from './engines.js';
import { findGame } from './games.js';

export async function runCalibrationSeries(
  spec: CalibrationSpec,
  games: number,
  workers: number,
  onGame: (done: number) => void,
): Promise<Decision[]> {
  const perGame: Decision[][] = [];
  let done = 0;
  if (workers <= 1 || games < 2) {
    const game = findGame(spec.gameId);
    const engine = await inlineEngine(spec.gameId);
    for (let i = 0; i < games; i++) {
      perGame[i] = playCalibrationGame(game, KERNELS[spec.gameId]!, engine, spec, i);
      onGame(++done);
      await new Promise((r) => setImmediate(r));
    }
    return perGame.flat();
  }
  const n = Math.min(workers, games);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices = Array.from({ length: games }, (_, i) => i).filter((i) => i % n === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./calibrate-worker.js', import.meta.url), {
          workerData: { spec, indices },
        });
        worker.on('message', (decisions: Decision[]) => {
          const index = decisions[0]?.game;
          if (index !== undefined) perGame[index] = decisions;
          onGame(++done);
        });
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
        );
      });
    }),
  );
  return perGame.flat();
}
