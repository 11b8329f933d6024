/**
 * Positions for the `<matrix-overload-game>` tests (Node and browser): the rulebook's play
 * example, the 6♣ in hand; on the 6♠ it kills the J♦ and the J♣; and a run one kill from its win.
 */
import { saveState } from '@matrix-arcade/core';
import { fromPosition, matrixOverload } from '@matrix-arcade/matrix-overload';

/**
 * The rulebook's play example: six royals dead, five alive (the J♦ with the 3♦ as ICE), one in
 * the deck, the 6♣ to play. Two cards sit at the bottom of the deck in a known order.
 */
export function playExample() {
  return fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: {
      0: 'K♠',
      1: { royal: 'J♠', dead: true },
      2: { royal: 'Q♥', dead: true },
      3: { royal: 'J♦', ice: ['3♦'] },
      4: 'K♥',
      5: { royal: 'Q♦', dead: true },
      6: 'J♣',
      7: { royal: 'K♦', dead: true },
      8: { royal: 'K♣', dead: true, ice: ['2♣'] },
      9: 'Q♠',
      11: { royal: 'Q♣', dead: true },
    },
    hand: '6♣',
    deckBottom: ['4♥', '2♦'],
    idle: 3,
    seed: 5,
  });
}

/** The play example as a `state` an element accepts. */
export function playExampleSave() {
  return saveState(matrixOverload, playExample());
}

/** Eleven royals dead, the J♦ alive: the 6♣ on the 6♠ kills it and wins the run. */
export function oneKillToWin() {
  return fromPosition({
    stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    outside: {
      0: { royal: 'K♠', dead: true },
      1: { royal: 'J♠', dead: true },
      2: { royal: 'Q♥', dead: true },
      3: 'J♦',
      4: { royal: 'K♥', dead: true },
      5: { royal: 'Q♦', dead: true },
      6: { royal: 'J♣', dead: true },
      7: { royal: 'K♦', dead: true },
      8: { royal: 'K♣', dead: true },
      9: { royal: 'Q♠', dead: true },
      10: { royal: 'J♥', dead: true },
      11: { royal: 'Q♣', dead: true },
    },
    hand: '6♣',
    seed: 5,
  });
}
