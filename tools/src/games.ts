/**
 * The games the tools know, by id. Adding a game to the tools is one line here.
 */
import type { AnyGame } from '@matrix-arcade/core';
import { diceMatrix } from '@matrix-arcade/dice-matrix';

export const GAMES: Readonly<Record<string, AnyGame>> = {
  'dice-matrix': diceMatrix,
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
