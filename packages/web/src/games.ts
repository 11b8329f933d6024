/**
 * The games of the web package, one entry each: the game's descriptor (from its package's
 * headless entry), its element's tag (`<id>-game`) and the function that registers its element
 * (`src/<id>/register.ts`; nothing is registered until it is called). The arcade's picker, new-game form, statistics and rules panel, the
 * arcade's define entry and the shared contract tests are all built from this list, and the
 * package root re-exports each game's classes from here: adding a game to the web package is
 * one line below plus its element folder (and its package in `package.json`).
 */
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { cybermancyDescriptor } from '@matrix-arcade/cybermancy';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { matrixOverloadDescriptor } from '@matrix-arcade/matrix-overload';
import { piecepackMatrixDescriptor } from '@matrix-arcade/piecepack-matrix';
import { defineCybermancy } from './cybermancy/register.js';
import { defineDiceMatrix } from './dice-matrix/register.js';
import { defineMatrixMaze } from './matrix-maze/register.js';
import { defineMatrixOverload } from './matrix-overload/register.js';
import { definePiecepackMatrix } from './piecepack-matrix/register.js';
import { createWinnableWorker as cybermancyWinnable } from './cybermancy/winnable.js';
import { createWinnableWorker as overloadWinnable } from './matrix-overload/winnable.js';
import { createWinnableWorker as piecepackWinnable } from './piecepack-matrix/winnable.js';

export interface WebGame {
  readonly descriptor: AnyGameDescriptor;
  /** The game's id (`descriptor.game.id`): the define entry `@matrix-arcade/web/<id>`. */
  readonly id: string;
  /** The element's tag, `<id>-game`. */
  readonly tag: string;
  /** Registers the game's element (and the kit elements it draws with), once. */
  readonly define: () => void;
  /** Solitaires with a clairvoyant solver: starts its "was this deal winnable?" worker. */
  readonly winnable?: () => Worker;
}

/** A registry entry: the tag follows from the game's id. */
export function webGame(
  descriptor: AnyGameDescriptor,
  define: () => void,
  more: { winnable?: () => Worker } = {},
): WebGame {
  const id = descriptor.game.id;
  return { descriptor, id, tag: `${id}-game`, define, ...more };
}

/** Every game, in the arcade picker's order. */
export const GAMES: readonly WebGame[] = [
  webGame(diceMatrixDescriptor, defineDiceMatrix),
  webGame(matrixOverloadDescriptor, defineMatrixOverload, { winnable: overloadWinnable }),
  webGame(cybermancyDescriptor, defineCybermancy, { winnable: cybermancyWinnable }),
  webGame(matrixMazeDescriptor, defineMatrixMaze),
  webGame(piecepackMatrixDescriptor, definePiecepackMatrix, { winnable: piecepackWinnable }),
];

/** Games announced in the arcade but not yet playable (none now). */
export const COMING: readonly string[] = [];

export * from './cybermancy/index.js';
export * from './dice-matrix/index.js';
export * from './matrix-overload/index.js';
export * from './matrix-maze/index.js';
export * from './piecepack-matrix/index.js';
