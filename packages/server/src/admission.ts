/**
 * Who may take a place in a room, decided before a seat is reserved (and again when the
 * WebSocket connects): a seat token must hold a seat of this room (`BAD_TOKEN`); anyone else is
 * a spectator, admitted only when the game shows both seats the same (`SPECTATE_UNAVAILABLE`),
 * the host opened the room to watchers (`watch: true` at create; else `SPECTATE_UNAVAILABLE`),
 * and fewer than the limit are watching (`SEAT_OCCUPIED`). Reservations never count: a flood
 * of reservations that never connect blocks nobody.
 */
import type { Client } from '@colyseus/core';
import type { Duel } from './duel.js';
import type { OnlineCode } from './errors.js';

/** What a client sends to create or join a room (all untrusted). */
export interface JoinOptions {
  readonly room?: unknown;
  readonly token?: unknown;
  readonly options?: unknown;
  readonly watch?: unknown;
}

export interface Refused {
  readonly code: OnlineCode;
  readonly message: string;
}

/** The spectators connected to a room (clients without a seat token). */
export function spectatorsOf(clients: Iterable<Client>): number {
  let n = 0;
  for (const c of clients) if ((c.auth as { token?: unknown } | undefined)?.token === null) n++;
  return n;
}

/** Null when `options` may take a place in `duel`'s room, else the refusal. */
export function admission(
  duel: Duel,
  options: unknown,
  spectators: number,
  maxSpectators: number,
): Refused | null {
  const o = (typeof options === 'object' && options !== null ? options : {}) as JoinOptions;
  if (o.token !== undefined) {
    return duel.seatOf(o.token) === null
      ? { code: 'BAD_TOKEN', message: 'this token holds no seat in this room' }
      : null;
  }
  if (!duel.spectatable()) {
    return {
      code: 'SPECTATE_UNAVAILABLE',
      message: 'this game hides information from each seat, so it has no public view',
    };
  }
  if (!duel.watch) {
    return {
      code: 'SPECTATE_UNAVAILABLE',
      message: 'the host has not opened this room to watchers',
    };
  }
  if (spectators >= maxSpectators) {
    return { code: 'SEAT_OCCUPIED', message: `a room admits ${maxSpectators} spectators` };
  }
  return null;
}
