/**
 * Helpers for the `<cybermancy-game>` browser tests: mount the element, reach its board cells,
 * save a position as a `state`; the positions written by hand are in `positions.test-util.ts`.
 * Not part of the build (`*.test-util.ts`).
 */
import { saveState } from '@matrix-arcade/core';
import { type CybermancyState, cybermancy } from '@matrix-arcade/cybermancy';
import { mountTag } from '../../test/helpers.js';
import type { CybermancyGame } from './cybermancy-game.js';

export function mountCyber(attrs: Record<string, string> = {}): Promise<CybermancyGame> {
  return mountTag('cybermancy-game', attrs);
}

// The board is MATR1X ØVERLØAD's (both elements draw it with `OverloadBoard`): its helpers serve.
export { board, boardCells, cellOf } from '../matrix-overload/matrix-overload.test-util.js';
export { advancedRun, twelveRoyals } from './positions.test-util.js';

/** A position as a `state` the element accepts. */
export function saved(s: CybermancyState) {
  return saveState(cybermancy, s);
}
