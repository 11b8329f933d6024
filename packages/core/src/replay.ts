/**
 * Replays: a game id, its options, the seed and every action in order, and optionally who made
 * each move (a person, the AI, a hint followed), recorded as it was made. Replaying sets the
 * game up from the seed and applies the actions, checking each one is legal; a replay checks
 * out when every step is legal and it reaches the recorded final state.
 */
import { deepEqual } from './deep-equal.js';
import { ReplayError, ValidationError } from './errors.js';
import { CHANCE, type Action, type Game } from './game.js';
import type { Match } from './match.js';
import { MOVE_MAKERS, type MoveMaker } from './move-maker.js';
import { checkSeed } from './seed.js';
import { int, ints, obj, str } from './validate.js';

export const REPLAY_FORMAT = 'matrix-arcade/replay';
export const REPLAY_VERSION = 1;

export interface Replay {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly options: object;
  readonly seed: number;
  /** Every action, chance outcomes included. */
  readonly actions: readonly Action[];
  /**
   * Optional: who made each action, entry for entry with `actions` (`null` for a chance outcome
   * or a move whose maker was not recorded). Replays saved before it existed have none.
   */
  readonly madeBy?: readonly (MoveMaker | null)[];
}

/** Checks an untrusted `madeBy`: one entry per action, each a `MoveMaker` or null. */
function parseMadeBy(x: unknown, actions: number): (MoveMaker | null)[] {
  if (!Array.isArray(x)) {
    throw new ValidationError('replay.madeBy', `must be an array; got ${JSON.stringify(x)}`);
  }
  if (x.length !== actions) {
    throw new ValidationError(
      'replay.madeBy',
      `must have one entry per action (${actions}); got ${x.length}`,
    );
  }
  return x.map((m, i) => {
    if (m === null || MOVE_MAKERS.includes(m as MoveMaker)) return m as MoveMaker | null;
    throw new ValidationError(
      `replay.madeBy[${i}]`,
      `must be one of ${MOVE_MAKERS.map((k) => `"${k}"`).join(', ')} or null; got ${JSON.stringify(m)}`,
    );
  });
}

/** The replay of a match so far (with `madeBy` when some move's maker was recorded). */
export function replayOf<S, Opt extends object>(match: Match<S, Opt>): Replay {
  const madeBy = match.madeBy;
  const recorded = madeBy.length === match.actions.length && madeBy.some((m) => m !== null);
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: match.game.id,
    options: { ...match.options },
    seed: match.seed,
    actions: [...match.actions],
    ...(recorded && { madeBy: [...madeBy] }),
  };
}

/** Validates untrusted replay JSON (object or string) for a game. */
export function parseReplay(game: Game<unknown, unknown, object>, input: unknown): Replay {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      throw new ValidationError('replay', `not valid JSON (${(e as Error).message})`);
    }
  }
  const o = obj(json, 'replay');
  str(o.format, 'replay.format', [REPLAY_FORMAT]);
  int(o.version, 'replay.version', REPLAY_VERSION, REPLAY_VERSION);
  str(o.game, 'replay.game', [game.id]);
  obj(o.options, 'replay.options');
  checkSeed(o.seed, 'replay.seed');
  const actions = ints(o.actions, 'replay.actions', 0, Number.MAX_SAFE_INTEGER);
  const madeBy = o.madeBy === undefined ? undefined : parseMadeBy(o.madeBy, actions.length);
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    options: o.options as object,
    seed: o.seed as number,
    actions,
    ...(madeBy && { madeBy }),
  };
}

/**
 * Plays a replay from its seed and returns every state (index 0 is the setup). Throws
 * `ReplayError` with the failing step when an action is not legal there.
 */
export function playReplay<S>(game: Game<S, unknown, object>, replay: Replay): S[] {
  let state = game.setup(replay.options, replay.seed);
  const states = [state];
  replay.actions.forEach((action, step) => {
    const legal =
      game.currentPlayer(state) === CHANCE
        ? game.chanceOutcomes(state).map((o) => o.action)
        : game.legalActions(state);
    if (!legal.includes(action)) {
      throw new ReplayError(
        step,
        `action ${action} is not legal here (legal: ${legal.join(', ')})`,
      );
    }
    state = game.apply(state, action);
    states.push(state);
  });
  return states;
}

/** True when the replay plays legally to exactly `finalState`. */
export function checkReplay<S>(
  game: Game<S, unknown, object>,
  replay: Replay,
  finalState: S,
): boolean {
  const states = playReplay(game, replay);
  return deepEqual(game.codec.toJSON(states[states.length - 1]!), game.codec.toJSON(finalState));
}
