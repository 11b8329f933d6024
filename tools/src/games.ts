/**
 * The games the tools know, discovered from the tools' own `package.json`: every dependency with
 * a `./manifest` entry is a game (core's `discoverGames`), and its manifest's loaders give its
 * wasm kernel, its solver and its own bots. Every other list in the tools is built from
 * `REGISTRY`: the games `simulate` and `watch` play, the kernels of the wasm bots and `bench`, the
 * endings a report lists, the games `solve` solves, the bot kinds and every usage string. Adding
 * a game to the tools is its dependency line in tools/package.json, nothing here.
 */
import type { EngineKernel } from '@matrix-arcade/ai-wasm';
import type {
  AnyGame,
  AnyGameDescriptor,
  AnyGameManifest,
  GameBots,
  GameSolver,
} from '@matrix-arcade/core';
import { discoverGames } from '@matrix-arcade/core/discover';
import { UsageError } from './usage-error.js';

export type { GameSolver, SolvedDeal } from '@matrix-arcade/core';

/** A game as the tools register it: its manifest's parts, loaded. */
export interface ToolsGame {
  readonly descriptor: AnyGameDescriptor;
  /** Its wasm engine kernel (`@matrix-arcade/<id>/engine`): the `wasm` bots, `bench`. */
  readonly kernel?: EngineKernel<unknown>;
  /** Its clairvoyant solver: `solve`. */
  readonly solver?: GameSolver;
  /** Its own bots (its manifest's `loadBots`). */
  readonly bots?: GameBots;
}

/** A manifest's parts loaded; a part made for another game is an error naming both. */
export async function loadToolsGame(m: AnyGameManifest): Promise<ToolsGame> {
  const e: ToolsGame = {
    descriptor: m.descriptor,
    kernel: await m.loadKernel?.(),
    solver: await m.loadSolver?.(),
    bots: await m.loadBots?.(),
  };
  const id = e.descriptor.game.id;
  for (const part of [e.kernel, e.solver, e.bots]) {
    if (part && part.gameId !== id) {
      throw new Error(`${id}'s manifest hands over ${part.gameId}'s kernel, solver or bots`);
    }
  }
  return e;
}

/** Every game the tools depend on, in list order (the manifests' `rank`). */
export const REGISTRY: readonly ToolsGame[] = await Promise.all(
  (await discoverGames(new URL('../package.json', import.meta.url))).map(loadToolsGame),
);

const idOf = (e: ToolsGame) => e.descriptor.game.id;
const byId = <T>(pick: (e: ToolsGame) => T | undefined): Readonly<Record<string, T>> =>
  Object.fromEntries(
    REGISTRY.flatMap((e) => {
      const v = pick(e);
      return v === undefined ? [] : [[idOf(e), v]];
    }),
  );

/** Registry entries by game id. */
export const ENTRIES: Readonly<Record<string, ToolsGame>> = byId((e) => e);

export const GAMES: Readonly<Record<string, AnyGame>> = byId((e) => e.descriptor.game);

/**
 * Every way a game can end, in the rules' order, where the descriptor lists them: reports show
 * each one, even when no game of a series ended that way. Other games list the endings seen.
 */
export const GAME_ENDINGS: Readonly<Record<string, readonly string[]>> = byId(
  (e) => e.descriptor.endings,
);

/** The games with a solver, by id. */
export const SOLVERS: Readonly<Record<string, GameSolver>> = byId((e) => e.solver);

/** The games with bots of their own, by id. */
export const GAME_BOTS: Readonly<Record<string, GameBots>> = byId((e) => e.bots);

export function findGame(id: string): AnyGame {
  const game = GAMES[id];
  if (!game) {
    throw new UsageError(`unknown game "${id}"; known games: ${Object.keys(GAMES).join(', ')}`);
  }
  return game;
}

/** The one game id a command takes as its argument; a usage error for none or several. */
export function gameArgument(positionals: readonly string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length ? `one game at a time, got ${positionals.join(' ')}` : 'name a game',
    );
  }
  return positionals[0]!;
}

/** The solver of a game; a game without one is a usage error naming those with one. */
export function findSolver(id: string): GameSolver {
  findGame(id);
  const solver = SOLVERS[id];
  if (!solver) {
    throw new UsageError(`${id} has no solver; games with one: ${Object.keys(SOLVERS).join(', ')}`);
  }
  return solver;
}
