/**
 * The games the tools know, by id. Adding a game to the tools is one line here.
 */
import type { AnyGame } from '@matrix-arcade/core';
import { diceMatrix } from '@matrix-arcade/dice-matrix';
import { ENDINGS as MATRIX_OVERLOAD_ENDINGS, matrixOverload } from '@matrix-arcade/matrix-overload';

export const GAMES: Readonly<Record<string, AnyGame>> = {
  'dice-matrix': diceMatrix,
  'matrix-overload': matrixOverload,
};

/**
 * Every way a game can end, in the rules' order, where the rules list them: reports show each
 * one, even when no game of a series ended that way. Other games list the endings seen.
 */
export const GAME_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  'matrix-overload': MATRIX_OVERLOAD_ENDINGS,
};

export function findGame(id: string): AnyGame {
  const game = GAMES[id];
  if (!game) {
    throw new UsageError(`unknown game "${id}"; known games: ${Object.keys(GAMES).join(', ')}`);
  }
  return game;
}

/** A bad command line: the message says what was wrong and what is allowed. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
