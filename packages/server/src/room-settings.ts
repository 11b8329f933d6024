/**
 * What a duel room is told and how it names things: the settings every room type of a server
 * shares (`roomDefaults`, which Colyseus lays over the client's options, so a client cannot
 * replace them), the public room ids (72 random bits), and the matchmaking error of a refusal
 * (its code at the start of the message, as the clients read it).
 */
import { randomBytes } from 'node:crypto';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { ServerError } from '@colyseus/core';
import type { ChooseAction, Duel } from './duel.js';
import { toRefusal } from './errors.js';
import type { Limits } from './limits.js';
import type { RoomStore } from './room-store.js';

/** Public room ids: 72 random bits, base64url. */
export function newRoomId(): string {
  return randomBytes(9).toString('base64url');
}

export function isRoomId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{12}$/.test(value);
}

/** The matchmaking error of a refused join (the code at the start of the message). */
export function joinError(e: unknown): ServerError {
  const r = toRefusal(e);
  const status = r.code === 'ROOM_NOT_FOUND' ? 4404 : r.code === 'BAD_TOKEN' ? 4403 : 4400;
  return new ServerError(status, `${r.code}: ${r.message}`);
}

/** What every duel room type shares. */
export interface DuelRoomSettings {
  readonly store: RoomStore;
  readonly limits?: Limits;
  /** Milliseconds an ownership lease lasts unrenewed (default 6000). */
  readonly leaseMs?: number;
  /** Milliseconds before the AI's move is played (so people see it come). */
  readonly aiDelayMs?: number;
  /** The AI that plays an empty seat, per game. */
  readonly ai: (descriptor: AnyGameDescriptor) => ChooseAction;
  /** Called with every duel after each change (tests watch the true state through it). */
  readonly observeDuel?: (duel: Duel) => void;
  /** Where the room's log lines go (default: stderr). */
  readonly log?: (line: string) => void;
}

/** What `server.define(gameId, DuelRoom, roomDefaults(…))` gives each room of a game. */
export interface DuelRoomDefaults {
  readonly descriptor: AnyGameDescriptor;
  readonly settings: DuelRoomSettings;
}

export function roomDefaults(
  descriptor: AnyGameDescriptor,
  settings: DuelRoomSettings,
): DuelRoomDefaults {
  return { descriptor, settings };
}
