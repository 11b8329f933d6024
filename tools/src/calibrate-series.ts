/**
 * `calibrate`'s series: self-play game i with the game's inline wasm engine (series-pool.ts runs
 * the games across worker threads; game i always gets the same deal and search seeds, whatever
 * the worker count). Returns every decision, in game order, and how many games the step budget
 * stopped (they give no decisions).
 */
import {
  type CalibrationGame,
  type CalibrationSpec,
  type Decision,
  playCalibrationGame,
} from './calibrate-play.js';
import { KERNELS, inlineEngine } from './engines.js';
import { findGame } from './games.js';
import { type SeriesItem, runSeriesPool } from './series-pool.js';

/** The task of series-pool.ts: plays self-play game i. */
export async function prepare(spec: CalibrationSpec): Promise<SeriesItem<CalibrationGame>> {
  const game = findGame(spec.gameId);
  const engine = await inlineEngine(spec.gameId);
  return (i) => playCalibrationGame(game, KERNELS[spec.gameId]!, engine, spec, i);
}

export async function runCalibrationSeries(
  spec: CalibrationSpec,
  games: number,
  workers: number,
  onGame: (done: number) => void,
): Promise<{ decisions: Decision[]; stopped: number }> {
  const perGame = await runSeriesPool({
    task: import.meta.url,
    prepare,
    data: spec,
    count: games,
    workers,
    onResult: onGame,
  });
  return {
    decisions: perGame.flatMap((g) => g.decisions ?? []),
    stopped: perGame.filter((g) => g.decisions === null).length,
  };
}
