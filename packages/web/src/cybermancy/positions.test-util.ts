/**
 * CYBERMANCY positions written by hand for the tests, in Node or in a browser: an advanced game
 * in progress with a knight on a stack, dead royals, the discard pile and a burner in hand, and
 * the tower in hand with all twelve royals alive. Not part of the build (`*.test-util.ts`).
 */
import { type CybermancyState, buildCyberPosition } from '@matrix-arcade/cybermancy';

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

/**
 * The tower in hand with all twelve royals alive around the matrix: 66 pairs to swap (the
 * longest list a pair choice can have).
 */
export function twelveRoyals(): CybermancyState {
  const royals = ['K♠', 'Q♥', 'P♦', 'K♥', 'Q♦', 'P♣', 'K♦', 'Q♣', 'P♠', 'K♣', 'Q♠', 'P♥'];
  return buildCyberPosition({
    matrix: ['6♠', '7♥', '10♔', '5♠', '', '8♦', '8♣', 'A♣', '9♣'],
    royals: Object.fromEntries(royals.map((r, p) => [p, r])),
    hand: '16♔',
    deck: [],
    unnamed: { shuffleIntoDeck: 5 },
  });
}
