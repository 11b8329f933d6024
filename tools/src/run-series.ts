/**
 * `simulate`'s series: game i of a spec, played by its bots (series-pool.ts runs the games
 * across worker threads). Each game's seeds come from the series seed and its index, so results
 * do not depend on the worker count.
 */
import { usesWasm } from './bots.js';
import { inlineEngine } from './engines.js';
import { findGame } from './games.js';
import { type GameRecord, type GameSpec, playSeriesGame } from './play-game.js';
import { type SeriesItem, runSeriesPool } from './series-pool.js';

/** The task of series-pool.ts: plays game i of the spec. */
export async function prepare(spec: GameSpec): Promise<SeriesItem<GameRecord>> {
  const game = findGame(spec.gameId);
  const engine = spec.bots.some(usesWasm) ? await inlineEngine(spec.gameId) : undefined;
  return (i) => playSeriesGame(game, spec, i, engine);
}

export function runSeries(
  spec: GameSpec,
  games: number,
  workers: number,
  onRecord: (done: number) => void,
): Promise<GameRecord[]> {
  return runSeriesPool({
    task: import.meta.url,
    prepare,
    data: spec,
    count: games,
    workers,
    onResult: onRecord,
  });
}
