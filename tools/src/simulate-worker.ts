/**
 * Worker thread for `simulate`: plays the games it is given and posts each record back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { usesWasm } from './bots.js';
import { inlineEngine } from './engines.js';
import { findGame } from './games.js';
import { type GameSpec, playSeriesGame } from './play-game.js';

const { spec, indices } = workerData as { spec: GameSpec; indices: number[] };
const game = findGame(spec.gameId);
const engine = spec.bots.some(usesWasm) ? await inlineEngine(spec.gameId) : undefined;
for (const i of indices) parentPort!.postMessage(playSeriesGame(game, spec, i, engine));
