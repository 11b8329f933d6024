/**
 * The element's side of talking to a @matrix-arcade/server: a Colyseus client whose matchmaking
 * requests carry no cookies (the server uses seat tokens, not cookies: a seat needs nothing
 * else, though the server's CORS answer also lets colyseus.js's credentialed requests through),
 * the seat token a host makes, and what each refusal or close code means for
 * the client: try again (the network, a room being brought back or moved, the store away) or
 * stop and say why (a refused token, a room that is gone, a closed watch, the AI's failure).
 *
 * colyseus.js is not imported here: the online entry (`src/online/define.ts`,
 * `@matrix-arcade/web/online`) hands its `Client` class to `useOnlineClient`, so a page that
 * never plays online never loads it (and a package user who never does need not install it).
 * Until then `onlineClient` throws `ONLINE_NOT_LOADED`, a refusal that is not tried again.
 */
import type { Client } from 'colyseus.js';

/** A new seat token: 144 random bits, base64url (24 characters), as the server expects. */
export function newSeatToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/** The online entry's Colyseus client class, once it is loaded. */
let ClientClass: (new (server: string) => Client) | null = null;

/** Called by the online entry: online play uses this Colyseus client class from now on. */
export function useOnlineClient(C: new (server: string) => Client): void {
  ClientClass = C;
}

/** Whether the online entry is loaded (the elements can play online). */
export function onlineLoaded(): boolean {
  return ClientClass !== null;
}

type Http = { getOptions(o: Record<string, unknown>): Record<string, unknown> };

/** A Colyseus client for `server` whose HTTP requests are sent without credentials. */
export function onlineClient(server: string): Client {
  if (!ClientClass) {
    throw new Error(
      "ONLINE_NOT_LOADED: online play is not loaded on this page: import '@matrix-arcade/web/online' once (it brings colyseus.js)",
    );
  }
  const client = new ClientClass(server);
  const http = client.http as unknown as Http;
  const options = http.getOptions.bind(http);
  http.getOptions = (o) => ({ ...options(o), withCredentials: false });
  return client;
}

/**
 * Refusals a new attempt cannot mend: the client stops and says why. Every other failure (the
 * network, `ROOM_BUSY`, `ROOM_MOVED`, `STORE_UNAVAILABLE`, `RATE_LIMITED`, `INTERNAL`) is tried
 * again after a pause.
 */
export const FINAL_CODES: ReadonlySet<string> = new Set([
  'BAD_TOKEN',
  'ROOM_NOT_FOUND',
  'SPECTATE_UNAVAILABLE',
  'OPTIONS',
  'VALIDATION',
  'AI_FAILED',
  'BAD_REQUEST',
  'TOO_MANY_ROOMS',
  'TOO_LARGE',
  'SEAT_OCCUPIED',
  'REPLACED',
  'ONLINE_NOT_LOADED',
]);

/** A refusal read from a thrown error's message (`"CODE: words"`), or null for anything else. */
export function refusalOf(e: unknown): { code: string; message: string } | null {
  const text = (e as Error | undefined)?.message ?? '';
  const m = /^([A-Z][A-Z_]+): ?([\s\S]*)$/.exec(text);
  return m ? { code: m[1]!, message: m[2]! } : null;
}

/** Whether a failure to join may go away on its own (a retry is worth it). */
export function worthRetrying(e: unknown): boolean {
  const r = refusalOf(e);
  return r === null || !FINAL_CODES.has(r.code);
}

/** Why a refusal stops the client, in words for the person (`what`: "join", "make the room"). */
export function refusalWords(e: unknown): string {
  const r = refusalOf(e);
  const raw = (e as Error | undefined)?.message || 'the server did not answer';
  if (!r) return raw;
  switch (r.code) {
    case 'BAD_TOKEN':
      return 'this link’s seat is not a seat of that room.';
    case 'ROOM_NOT_FOUND':
      return 'the room is gone (it ended, or expired a day after its last move).';
    case 'SPECTATE_UNAVAILABLE':
      return 'the host has not opened this room to watchers.';
    case 'SEAT_OCCUPIED':
      return 'the room has as many watchers as it takes.';
    case 'REPLACED':
      return 'this seat was taken up in another window.';
    case 'TOO_MANY_ROOMS':
      return 'too many new rooms from this address in the last minute; try again in a minute.';
    case 'AI_FAILED':
      return `the server’s AI failed and the duel was ended (${r.message}).`;
    case 'BAD_REQUEST':
      return `the server could not read the request (${r.message}).`;
    default:
      return r.message || raw;
  }
}

/** Close codes of the server: another window took the seat, the room moved, the AI failed. */
export const CLOSE_REPLACED = 4001;
export const CLOSE_MOVED = 4002;
export const CLOSE_AI_FAILED = 4500;

/** A refused message (a move, a rematch, the AI) in words; nothing changed on the server. */
export function refusedWords(r: { code: string; message: string }): string {
  if (r.code === 'STORE_UNAVAILABLE')
    return 'The server could not save that move, so it was not played. The game goes on when its store is back.';
  if (r.code === 'AI_FAILED') return `Game stopped: ${r.message}.`;
  return `The server refused that: ${r.message}`;
}
