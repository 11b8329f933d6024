/**
 * Versioned JSON envelopes for game states. A save says which game, which format version and
 * which state-codec version it holds, so an old or foreign save is rejected with a clear
 * message instead of being misread.
 */
import { ValidationError } from './errors.js';
import type { Game } from './game.js';
import { int, obj, str } from './validate.js';

export const STATE_FORMAT = 'matrix-arcade/state';
export const STATE_FORMAT_VERSION = 1;

export interface SavedState {
  readonly format: typeof STATE_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly stateVersion: number;
  readonly state: unknown;
}

/** A state as a JSON-friendly envelope. */
export function saveState<S>(game: Game<S, unknown, object>, state: S): SavedState {
  return {
    format: STATE_FORMAT,
    version: STATE_FORMAT_VERSION,
    game: game.id,
    stateVersion: game.codec.version,
    state: game.codec.toJSON(state),
  };
}

/** Reads an envelope (an object or a JSON string); throws `ValidationError` naming the bad field. */
export function loadState<S>(game: Game<S, unknown, object>, input: unknown): S {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      throw new ValidationError('save', `not valid JSON (${(e as Error).message})`);
    }
  }
  const o = obj(json, 'save');
  str(o.format, 'save.format', [STATE_FORMAT]);
  int(o.version, 'save.version', STATE_FORMAT_VERSION, STATE_FORMAT_VERSION);
  str(o.game, 'save.game', [game.id]);
  int(o.stateVersion, 'save.stateVersion', game.codec.version, game.codec.version);
  return game.codec.fromJSON(o.state);
}
