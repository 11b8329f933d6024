/**
 * The games the tools know: one entry per game in `REGISTRY` (its descriptor, its wasm kernel
 * when it has one, its solver when it has one), and every other list in the tools is built from
 * it: the games `simulate` and `watch` play, the kernels of the wasm bots and `bench`, the
 * endings a report lists, the games `solve` solves, and every usage string. Adding a game to the
 * tools is one line here (and its package in tools/package.json).
 */
import type { EngineKernel } from '@matrix-arcade/ai-wasm';
import type { AnyGame, AnyGameDescriptor, Replay } from '@matrix-arcade/core';
import { cybermancyDescriptor } from '@matrix-arcade/cybermancy';
import { cybermancyKernel } from '@matrix-arcade/cybermancy/engine';
import { cybermancySolver } from '@matrix-arcade/cybermancy/solver';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { diceMatrixKernel } from '@matrix-arcade/dice-matrix/engine';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { matrixMazeKernel } from '@matrix-arcade/matrix-maze/engine';
import { matrixOverloadDescriptor } from '@matrix-arcade/matrix-overload';
import { matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';
import { matrixOverloadSolver } from '@matrix-arcade/matrix-overload/solver';
import { piecepackMatrixDescriptor } from '@matrix-arcade/piecepack-matrix';
import { piecepackMatrixKernel } from '@matrix-arcade/piecepack-matrix/engine';
import { piecepackMatrixSolver } from '@matrix-arcade/piecepack-matrix/solver';
import { UsageError } from './usage-error.js';

/** One deal searched by a game's solver (`pnpm solve`). */
export interface SolvedDeal {
  readonly index: number;
  /** The seed `setup` dealt from. */
  readonly seed: number;
  /**
   * `stopped`: searched to the end without a win, but some line was cut at the solver's line
   * budget (a game whose runs may go on forever), so not proven lost.
   */
  readonly status: 'won' | 'lost' | 'stopped' | 'undecided';
  /** Nodes searched. */
  readonly nodes: number;
  /** The winning line (empty unless won). */
  readonly line: readonly number[];
}

/** What `pnpm solve` needs of a game's solver (e.g. `@matrix-arcade/matrix-overload/solver`). */
export interface GameSolver {
  readonly gameId: string;
  /**
   * Deal `index` of a series (the same deal as `simulate`'s game `index` with the same
   * options), solved.
   */
  solveDeal(seriesSeed: number, index: number, budget: number, options?: object): SolvedDeal;
  /** A winning line as a core replay. */
  replayOfLine(seed: number, line: readonly number[], options?: object): Replay;
}

/** A game as the tools register it. */
export interface ToolsGame {
  readonly descriptor: AnyGameDescriptor;
  /** Its wasm engine kernel (`@matrix-arcade/<id>/engine`): the `wasm` bots, `bench`. */
  readonly kernel?: EngineKernel<unknown>;
  /** Its clairvoyant solver: `solve`. */
  readonly solver?: GameSolver;
}

/** Every game, in the order usage strings list them. */
export const REGISTRY: readonly ToolsGame[] = [
  { descriptor: diceMatrixDescriptor, kernel: diceMatrixKernel },
  {
    descriptor: matrixOverloadDescriptor,
    kernel: matrixOverloadKernel,
    solver: matrixOverloadSolver,
  },
  { descriptor: cybermancyDescriptor, kernel: cybermancyKernel, solver: cybermancySolver },
  { descriptor: matrixMazeDescriptor, kernel: matrixMazeKernel },
  {
    descriptor: piecepackMatrixDescriptor,
    kernel: piecepackMatrixKernel,
    solver: piecepackMatrixSolver,
  },
];

const idOf = (e: ToolsGame) => e.descriptor.game.id;
for (const e of REGISTRY) {
  for (const part of [e.kernel, e.solver]) {
    if (part && part.gameId !== idOf(e)) {
      throw new Error(`tools registry: ${idOf(e)} is registered with ${part.gameId}'s engine`);
    }
  }
}

/** Registry entries by game id. */
export const ENTRIES: Readonly<Record<string, ToolsGame>> = Object.fromEntries(
  REGISTRY.map((e) => [idOf(e), e]),
);

export const GAMES: Readonly<Record<string, AnyGame>> = Object.fromEntries(
  REGISTRY.map((e) => [idOf(e), e.descriptor.game]),
);

/**
 * Every way a game can end, in the rules' order, where the descriptor lists them: reports show
 * each one, even when no game of a series ended that way. Other games list the endings seen.
 */
export const GAME_ENDINGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  REGISTRY.flatMap((e) => (e.descriptor.endings ? [[idOf(e), e.descriptor.endings]] : [])),
);

/** The games with a solver, by id. */
export const SOLVERS: Readonly<Record<string, GameSolver>> = Object.fromEntries(
  REGISTRY.flatMap((e) => (e.solver ? [[idOf(e), e.solver]] : [])),
);

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
