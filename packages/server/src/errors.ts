/**
 * The coded errors of online play. Every refusal a client gets carries a stable `code` and a
 * sentence that says what was wrong and what is allowed; a refused message changes nothing.
 * `toRefusal` turns any error (ours, or a game's `IllegalActionError` / `OptionsError` /
 * `ValidationError`, read with core's `errorCode`) into the `{ code, message }` sent to a client.
 */
import { errorCode } from '@matrix-arcade/core';

export const ONLINE_CODES = [
  'BAD_MESSAGE',
  'UNKNOWN_MESSAGE',
  'TOO_LARGE',
  'RATE_LIMITED',
  'NOT_SEATED',
  'NOT_YOUR_TURN',
  'STALE_TURN',
  'ILLEGAL_ACTION',
  'GAME_OVER',
  'GAME_NOT_OVER',
  'SEAT_OCCUPIED',
  'REPLACED',
  'BAD_TOKEN',
  'ROOM_NOT_FOUND',
  'OPTIONS',
  'VALIDATION',
  'SPECTATE_UNAVAILABLE',
  'BAD_REQUEST',
  'TOO_MANY_ROOMS',
  'ROOM_BUSY',
  'ROOM_MOVED',
  'STORE_UNAVAILABLE',
  'AI_FAILED',
  'AI_BUSY',
  'INTERNAL',
] as const;

/** One of the codes above. */
export type OnlineCode = (typeof ONLINE_CODES)[number];

/** A refusal of the server: a code and a sentence for people. */
export class OnlineError extends Error {
  override readonly name = 'OnlineError';
  constructor(
    readonly code: OnlineCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a client receives for a refused message. */
export interface Refusal {
  readonly code: OnlineCode;
  readonly message: string;
}

/** Any thrown value as a refusal; unknown errors become `INTERNAL` without their details. */
export function toRefusal(e: unknown): Refusal {
  if (e instanceof OnlineError) return { code: e.code, message: e.message };
  const core = errorCode(e);
  if (core === 'ILLEGAL_ACTION' || core === 'OPTIONS' || core === 'VALIDATION') {
    return { code: core, message: (e as Error).message };
  }
  return { code: 'INTERNAL', message: 'the server could not handle this message' };
}
