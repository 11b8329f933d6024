/**
 * The snapshot of a duel: versioned JSON written to the snapshot store after every move, read
 * back when a room is made again (its process died, or it was emptied and disposed). Untrusted
 * on the way back in: each field is checked and a bad one is named (`ValidationError`); the
 * game's own codec checks the state.
 */
import { ValidationError } from '@matrix-arcade/core';

export const SNAPSHOT_FORMAT = 'matrix-arcade-duel';
export const SNAPSHOT_VERSION = 1;

export interface DuelSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly room: string;
  /** The game's codec JSON of the full state. */
  readonly state: unknown;
  /** The chance RNG's four words. */
  readonly rng: readonly number[];
  readonly tokens: readonly string[];
  readonly ai: readonly boolean[];
  readonly rematch: readonly boolean[];
  readonly turn: number;
  readonly round: number;
}

function fail(field: string, allowed: string): never {
  throw new ValidationError(`snapshot.${field}`, `must be ${allowed}`);
}

function pair<T>(value: unknown, field: string, ok: (v: unknown) => v is T, what: string): T[] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(ok)) fail(field, `two ${what}`);
  return value as T[];
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** Checks a snapshot read from the store; `game` is the room type expected. */
export function readSnapshot(json: unknown, game: string): DuelSnapshot {
  if (typeof json !== 'object' || json === null) fail('', 'an object');
  const s = json as Record<string, unknown>;
  if (s.format !== SNAPSHOT_FORMAT) fail('format', `"${SNAPSHOT_FORMAT}"`);
  if (s.version !== SNAPSHOT_VERSION) fail('version', String(SNAPSHOT_VERSION));
  if (s.game !== game) fail('game', `"${game}" (the room's game)`);
  if (!isString(s.room)) fail('room', 'a room id');
  const rng = s.rng;
  if (
    !Array.isArray(rng) ||
    rng.length !== 4 ||
    !rng.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  ) {
    fail('rng', 'four unsigned 32-bit integers');
  }
  for (const key of ['turn', 'round'] as const) {
    const v = s[key];
    if (!Number.isInteger(v) || (v as number) < 0) fail(key, 'a whole number ≥ 0');
  }
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    game,
    room: s.room as string,
    state: s.state,
    rng: rng as number[],
    tokens: pair(s.tokens, 'tokens', isString, 'tokens'),
    ai: pair(s.ai, 'ai', isBool, 'booleans'),
    rematch: pair(s.rematch, 'rematch', isBool, 'booleans'),
    turn: s.turn as number,
    round: s.round as number,
  };
}
