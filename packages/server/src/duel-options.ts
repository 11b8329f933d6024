/**
 * What a duel is made with besides its game: the options (the game's own, with its seat count
 * set to two), the host's extras (`watch`, the chance source), and the public observation a
 * spectator may be shown (none when the game hides something from either seat).
 */
import { type AnyGame, deepEqual, hidesInformation } from '@matrix-arcade/core';
import type { Entropy } from './chance.js';

/** What a new duel may be given besides its options. */
export interface DuelExtras {
  /** The host lets anyone with the room's id watch (games without hidden information only). */
  readonly watch?: boolean;
  /** Where chance comes from (default: the operating system's CSPRNG). */
  readonly entropy?: Entropy;
}

/** The options of a duel: the game's own, with its seat count (`players`) set to two. */
export function duelOptions(game: AnyGame, options: Record<string, unknown>): object {
  const schema = game.optionSchema as Record<string, unknown>;
  return 'players' in schema ? { ...options, players: 2 } : { ...options };
}

/** What both seats see, or `undefined` when the seats see different things. */
export function publicObservation(game: AnyGame, state: unknown, options: object): unknown {
  const a = game.observe(state, 0);
  if (!hidesInformation(game, options as never)) return a;
  return deepEqual(a, game.observe(state, 1)) ? a : undefined;
}
