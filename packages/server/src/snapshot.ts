/**
 * The snapshot of a duel: versioned JSON written to the snapshot store after every move, read
 * back when a room is made again (its process died, or it was emptied and disposed). Untrusted
 * on the way back in: each field is checked and a bad one is named (`ValidationError`); the
 * game's own codec checks the state.
 */
import { ValidationError } from '@matrix-arcade/core';
import type { HistoryJSON } from './duel-history.js';

export const SNAPSHOT_FORMAT = 'matrix-arcade-duel';
/**
 * Version 2: no chance RNG state (chance comes from the CSPRNG), the host's `watch` choice.
 * Version 3: the round's record (`history`: its start and every move), checked on the way in by
 * replaying it (duel-history.ts).
 */
export const SNAPSHOT_VERSION = 3;

export interface DuelSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly room: string;
  /** The game's codec JSON of the full state. */
  readonly state: unknown;
  readonly tokens: readonly string[];
  readonly ai: readonly boolean[];
  readonly rematch: readonly boolean[];
  readonly turn: number;
  readonly round: number;
  /** The host lets anyone with the room's id watch. */
  readonly watch: boolean;
  /** Why the duel was ended early (its AI failed), or null. */
  readonly halted: string | null;
  /** The round's start and moves (null in a snapshot before version 3). */
  readonly history: HistoryJSON | null;
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
  // Version 1 also held a seeded RNG's state, which is no longer used (chance is the CSPRNG's).
  if (s.version !== 1 && s.version !== 2 && s.version !== SNAPSHOT_VERSION)
    fail('version', `1, 2 or ${SNAPSHOT_VERSION}`);
  if (s.version === SNAPSHOT_VERSION && (typeof s.history !== 'object' || s.history === null)) {
    fail('history', 'the round’s { start, moves }');
  }
  if (s.game !== game) fail('game', `"${game}" (the room's game)`);
  if (!isString(s.room)) fail('room', 'a room id');
  if (s.watch !== undefined && typeof s.watch !== 'boolean') fail('watch', 'a boolean');
  if (s.halted !== undefined && s.halted !== null && !isString(s.halted)) {
    fail('halted', 'null or a reason');
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
    tokens: pair(s.tokens, 'tokens', isString, 'tokens'),
    ai: pair(s.ai, 'ai', isBool, 'booleans'),
    rematch: pair(s.rematch, 'rematch', isBool, 'booleans'),
    turn: s.turn as number,
    round: s.round as number,
    watch: s.watch === true,
    halted: isString(s.halted) ? s.halted : null,
    history: s.version === SNAPSHOT_VERSION ? (s.history as HistoryJSON) : null,
  };
}
