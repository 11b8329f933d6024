/**
 * What a room does with a message before any game code sees it. Colyseus looks a message's
 * type up in a plain object (`onMessageHandlers[type]`): the type `__proto__`, `constructor` or
 * `toString` found `Object.prototype`'s members there and killed the process. `installDispatch`
 * replaces that table by one with no prototype holding only Colyseus' catch-all `'*'`, and our
 * own routes live in a `Map`. Each message then passes, in order: the sender's rate bucket
 * (`RATE_LIMITED`), its type among the routes (`UNKNOWN_MESSAGE`), `checkPayload` (plain JSON
 * data, not nested too deep nor too large: `BAD_MESSAGE`, `TOO_LARGE`) and its route's fields
 * (an object with only those: `BAD_MESSAGE` names an unknown one). Any refusal is sent to the
 * sender as `refused` `{ code, message }`, and nothing was done.
 */
import type { Client, Room } from '@colyseus/core';
import { OnlineError, toRefusal } from './errors.js';
import type { RateBucket } from './limits.js';

/** How deep a message may nest (`{ action, turn }` is depth 1). */
export const MAX_DEPTH = 4;

export type MessageHandler = (client: Client, message: unknown) => void | Promise<void>;

/** A message type's handler and the fields its payload may have (none: absent or `{}`). */
export interface MessageRoute {
  readonly fields: readonly string[];
  readonly run: MessageHandler;
}

/** What the guard needs besides the routes: the sender's rate bucket and the size limit. */
export interface Guard {
  bucket(client: Client): RateBucket | undefined;
  readonly perSecond: number;
  readonly maxMessageChars: number;
}

/** Routes every message of `room` through the checks above to its route in `routes`. */
export function installDispatch(
  room: Room,
  routes: ReadonlyMap<string, MessageRoute>,
  guard: Guard,
): void {
  // The framework's table, private in its typings: replaced by one without a prototype.
  (room as unknown as { onMessageHandlers: unknown }).onMessageHandlers = Object.create(null);
  const allowed = [...routes.keys()].join(', ');
  room.onMessage('*', async (client: Client, type: unknown, message: unknown) => {
    try {
      if (!guard.bucket(client)?.take()) {
        throw new OnlineError('RATE_LIMITED', `at most ${guard.perSecond} messages a second`);
      }
      const route = typeof type === 'string' ? routes.get(type) : undefined;
      if (!route) {
        throw new OnlineError(
          'UNKNOWN_MESSAGE',
          `unknown message type "${shownType(type)}"; allowed: ${allowed}`,
        );
      }
      checkPayload(message, guard.maxMessageChars);
      checkFields(type as string, message, route.fields);
      await route.run(client, message);
    } catch (e) {
      client.send('refused', toRefusal(e));
    }
  });
}

/** Refuses a payload that is not absent or an object whose fields are among `fields`. */
export function checkFields(type: string, message: unknown, fields: readonly string[]): void {
  const shape = fields.length ? `{ ${fields.join(', ')} }` : 'nothing (or {})';
  if (message === undefined || (message === null && fields.length === 0)) return;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    throw bad(`${type} carries ${shape}`);
  }
  for (const key of Object.keys(message)) {
    if (!fields.includes(key)) {
      throw new OnlineError(
        'BAD_MESSAGE',
        `unknown field "${shownType(key)}" in ${type}; ${type} carries ${shape}`,
      );
    }
  }
}

/** A message type as it may be quoted back: printable, short. */
export function shownType(type: unknown): string {
  return String(typeof type === 'string' || typeof type === 'number' ? type : typeof type)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 40);
}

/**
 * Refuses (`BAD_MESSAGE`, `TOO_LARGE`) a payload that is not plain JSON data (numbers, strings,
 * booleans, null, arrays and plain objects), nests deeper than `MAX_DEPTH`, or has more than
 * `maxChars` characters of JSON. Walks at most `maxChars` nodes, so a hostile payload costs
 * little.
 */
export function checkPayload(message: unknown, maxChars: number): void {
  let nodes = 0;
  const walk = (v: unknown, depth: number): void => {
    if (++nodes > maxChars) throw tooLarge(maxChars);
    if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'string') return;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw bad('numbers must be finite');
      return;
    }
    if (typeof v !== 'object') throw bad(`a ${typeof v} is not JSON data`);
    if (depth >= MAX_DEPTH) {
      throw new OnlineError('TOO_LARGE', `a message nests at most ${MAX_DEPTH} levels deep`);
    }
    const proto = Object.getPrototypeOf(v);
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
    } else if (proto === Object.prototype || proto === null) {
      for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], depth + 1);
    } else {
      throw bad('only plain objects, arrays and scalars are accepted');
    }
  };
  walk(message, 0);
  let chars: number;
  try {
    chars = JSON.stringify(message ?? null).length;
  } catch {
    throw bad('the message is not JSON data');
  }
  if (chars > maxChars) throw tooLarge(maxChars);
}

function tooLarge(maxChars: number): OnlineError {
  return new OnlineError('TOO_LARGE', `a message is at most ${maxChars} characters of JSON`);
}

function bad(why: string): OnlineError {
  return new OnlineError('BAD_MESSAGE', `${why}; a message is plain JSON like { action, turn }`);
}
