/**
 * Helpers and positions for the `<cybermancy-game>` browser tests: mount the element, reach its
 * board cells, and runs written by hand (an advanced game in progress with a knight on a stack,
 * dead royals, the discard pile, and a burner in hand). Not part of the build (`*.test-util.ts`).
 */
import { saveState } from '@matrix-arcade/core';
import { type CybermancyState, buildCyberPosition, cybermancy } from '@matrix-arcade/cybermancy';
import { mountTag } from '../../test/helpers.js';
import type { CybermancyGame } from './cybermancy-game.js';

export function mountCyber(attrs: Record<string, string> = {}): Promise<CybermancyGame> {
  return mountTag('cybermancy-game', attrs);
}

// The board is MATR1X ØVERLØAD's: its helpers serve (CybermancyGame extends its element).
export { board, boardCells, cellOf } from '../matrix-overload/matrix-overload.test-util.js';

/**
 * An advanced run in progress: the knight N♠ haunts the top-left stack, strength (11♔) tops the
 * right one, four royals are alive (the Q♦ with ICE), three dead, death already discarded, and
 * `hand` to play.
 */
export function advancedRun(hand: string): CybermancyState {
  return buildCyberPosition({
    matrix: [['6♠', 'N♠'], '7♥', '10♔', '5♠', '', ['8♦', '11♔'], '8♣', 'A♣', '9♣'],
    royals: {
      0: 'K♠',
      1: { royal: 'P♠', dead: true },
      3: { royal: 'Q♦', ice: ['3♦'] },
      4: 'K♥',
      6: 'P♣',
      7: { royal: 'Q♥', dead: true },
      11: { royal: 'K♣', dead: true },
    },
    hand,
    deck: [],
    discard: '13♔',
    unnamed: { shuffleIntoDeck: 5 },
  });
}

/** A position as a `state` the element accepts. */
export function saved(s: CybermancyState) {
  return saveState(cybermancy, s);
}
