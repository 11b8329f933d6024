/**
 * What a room does with a message before any game code sees it. Colyseus looks a message's
 * type up in a plain object (`onMessageHandlers[type]`): the type `__proto__`, `constructor` or
 * `toString` found `Object.prototype`'s members there and killed the process. `installDispatch`
 * replaces that table by one with no prototype holding only Colyseus' catch-all `'*'`, and our
 * own handlers live in a `Map`: every type that is not a plain string among its keys is refused
 * with `UNKNOWN_MESSAGE`. `checkPayload` refuses a payload that is not plain JSON data, is
 * nested too deep, or is too large, before any work is done.
 */
import type { Client, Room } from '@colyseus/core';
import { OnlineError } from './errors.js';

/** How deep a message may nest (`{ action, turn }` is depth 1). */
export const MAX_DEPTH = 4;

export type MessageHandler = (client: Client, message: unknown) => void | Promise<void>;

/**
 * Routes every message of `room` through `dispatch(client, handler | undefined, type, message)`:
 * `handler` is the one `handlers` has for `type`, or `undefined` for any other type.
 */
export function installDispatch(
  room: Room,
  handlers: ReadonlyMap<string, MessageHandler>,
  dispatch: (
    client: Client,
    handler: MessageHandler | undefined,
    type: unknown,
    message: unknown,
  ) => void,
): void {
  // The framework's table, private in its typings: replaced by one without a prototype.
  (room as unknown as { onMessageHandlers: unknown }).onMessageHandlers = Object.create(null);
  room.onMessage('*', (client: Client, type: unknown, message: unknown) => {
    const handler = typeof type === 'string' ? handlers.get(type) : undefined;
    dispatch(client, handler, type, message);
  });
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
