/**
 * Play from a position written by hand (a game's `buildPosition`): `fromPosition` is the game set
 * up at that position whatever the seed, and `replayFrom` the replay of moves played on from it,
 * so that `playReplay`, `reviewGame` and the other replay readers work from the built position
 * as from a deal (the review tests of every game use them).
 */
import type { Game } from '../game.js';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay } from '../replay.js';

/** `game`, set up at `start` whatever the options and seed. */
export function fromPosition<G extends Pick<Game<unknown, unknown, object>, 'setup'>>(
  game: G,
  start: ReturnType<G['setup']>,
): G {
  return { ...game, setup: () => start };
}

/** The replay of `actions` (chance outcomes included) played in `game` from its setup. */
export function replayFrom(
  game: Pick<Game<unknown, unknown, object>, 'id'>,
  actions: readonly number[],
): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    options: {},
    seed: 1,
    actions: [...actions],
  };
}
