/**
 * The observation as integers for the kernel's `load` (layout.ts): a magic word, flags, seat,
 * ending, hand, idle count, deck size, unknown count, set-aside count, the 12 royals and dead
 * flags, the 9 stack heights and 12 ICE counts, then the cards of the stacks, the ICE, the
 * set-aside royals, the unknown cards (as the observation lists them: sorted) and the known
 * bottom of the deck: at most 108 words. The kernel's `determinize` shuffles the unknown cards
 * exactly as the TS `determinize` does.
 *
 * `encodeState` writes a full state in the same format with the unknown cards in their true
 * order and the flag `F_ORDERED`, so a test can load the exact TS state into the kernel. It is
 * for tests only: a hint must never see the hidden order.
 */
import { CELLS, POSITIONS } from '../actions.js';
import type { MatrixOverloadObservation } from '../observation.js';
import { ENDINGS, type Ending, type MatrixOverloadState } from '../state.js';
import {
  F_ORDERED,
  OBS_MAGIC,
  O_CARDS,
  O_DEAD,
  O_DECK,
  O_ENDING,
  O_FLAGS,
  O_HAND,
  O_HEIGHTS,
  O_ICE,
  O_IDLE,
  O_MAGIC,
  O_ROYALS,
  O_SEAT,
  O_SET_ASIDE,
  O_UNKNOWN,
} from './layout.js';

/** The ending's code in both integer formats: 0 while the run goes on. */
export function endingCode(ending: Ending | null): number {
  return ending === null ? 0 : ENDINGS.indexOf(ending) + 1;
}

/** The observation as the words of the kernel's `load`. */
export function encodeObservation(o: MatrixOverloadObservation): Int32Array {
  const cards: number[] = [];
  for (const st of o.stacks) cards.push(...st);
  for (const pile of o.ice) cards.push(...pile);
  cards.push(...o.setAside, ...o.unknownCards, ...o.knownBottom);
  const out = new Int32Array(O_CARDS + cards.length);
  out[O_MAGIC] = OBS_MAGIC;
  out[O_FLAGS] = 0;
  out[O_SEAT] = o.seat;
  out[O_ENDING] = endingCode(o.ending);
  out[O_HAND] = o.hand;
  out[O_IDLE] = o.idle;
  out[O_DECK] = o.deckSize;
  out[O_UNKNOWN] = o.unknownCount;
  out[O_SET_ASIDE] = o.setAside.length;
  for (let p = 0; p < POSITIONS; p++) {
    out[O_ROYALS + p] = o.royals[p]!;
    out[O_DEAD + p] = o.dead[p] ? 1 : 0;
    out[O_ICE + p] = o.ice[p]!.length;
  }
  for (let c = 0; c < CELLS; c++) out[O_HEIGHTS + c] = o.stacks[c]!.length;
  out.set(cards, O_CARDS);
  return out;
}

/**
 * Test only: the full state in the observation format, the unknown cards in their true order
 * (flag `F_ORDERED`), so the kernel loads exactly this state, hidden deck order included.
 */
export function encodeState(s: MatrixOverloadState, seat = 0): Int32Array {
  const out = encodeObservation({
    seat,
    stacks: s.stacks,
    royals: s.royals,
    dead: s.dead,
    ice: s.ice,
    hand: s.hand,
    setAside: s.setAside,
    deckSize: s.deck.length,
    unknownCount: s.unknown,
    unknownCards: s.deck.slice(0, s.unknown),
    knownBottom: s.deck.slice(s.unknown),
    idle: s.idle,
    ending: s.ending,
  });
  out[O_FLAGS] = F_ORDERED;
  return out;
}
