/**
 * Runs `calibrate`'s self-play games across worker threads (game i always gets the same deal
 * and search seeds, whatever the worker count) and returns every decision, in game order, and
 * how many games the step budget stopped (they give no decisions).
 */
import { Worker } from 'node:worker_threads';
import {
  type CalibrationGame,
  type CalibrationSpec,
  type Decision,
  playCalibrationGame,
} from './calibrate-play.js';
import { KERNELS, inlineEngine } from './engines.js';
import { findGame } from './games.js';

export async function runCalibrationSeries(
  spec: CalibrationSpec,
  games: number,
  workers: number,
  onGame: (done: number) => void,
): Promise<{ decisions: Decision[]; stopped: number }> {
  const perGame: (Decision[] | null)[] = [];
  let done = 0;
  const result = () => ({
    decisions: perGame.flatMap((d) => d ?? []),
    stopped: perGame.filter((d) => d === null).length,
  });
  if (workers <= 1 || games < 2) {
    const game = findGame(spec.gameId);
    const engine = await inlineEngine(spec.gameId);
    for (let i = 0; i < games; i++) {
      perGame[i] = playCalibrationGame(game, KERNELS[spec.gameId]!, engine, spec, i).decisions;
      onGame(++done);
      await new Promise((r) => setImmediate(r));
    }
    return result();
  }
  const n = Math.min(workers, games);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices = Array.from({ length: games }, (_, i) => i).filter((i) => i % n === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./calibrate-worker.js', import.meta.url), {
          workerData: { spec, indices },
        });
        worker.on('message', (g: CalibrationGame) => {
          perGame[g.index] = g.decisions;
          onGame(++done);
        });
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
        );
      });
    }),
  );
  return result();
}
