/**
 * Runs a series of games across worker threads (one per core by default). Each game's seed is
 * derived from the series seed and its index, so results do not depend on the worker count.
 */
import { Worker } from 'node:worker_threads';
import { usesWasm } from './bots.js';
import { inlineEngine } from './engines.js';
import { findGame } from './games.js';
import { type GameRecord, type GameSpec, playSeriesGame } from './play-game.js';

export async function runSeries(
  spec: GameSpec,
  games: number,
  workers: number,
  onRecord: (done: number) => void,
): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  if (workers <= 1 || games < 2) {
    const game = findGame(spec.gameId);
    const engine = spec.bots.some(usesWasm) ? await inlineEngine(spec.gameId) : undefined;
    for (let i = 0; i < games; i++) {
      records.push(playSeriesGame(game, spec, i, engine));
      onRecord(records.length);
      await new Promise((r) => setImmediate(r));
    }
    return records;
  }
  const n = Math.min(workers, games);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const indices = Array.from({ length: games }, (_, i) => i).filter((i) => i % n === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./simulate-worker.js', import.meta.url), {
          workerData: { spec, indices },
        });
        worker.on('message', (rec: GameRecord) => {
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
