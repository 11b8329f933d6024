/**
 * `packState`: a MATR1X ØVERLØAD state as the integers the kernel's `writeState` (`kState`)
 * writes, so the parity test can compare the TypeScript rules and the wasm kernel word for
 * word (layout.ts): ending code, hand, idle count, deck size, unknown count, set-aside count,
 * the 12 royals and dead flags, the 9 stack heights, the 12 ICE counts (51 header words), then
 * the stacks (bottom card first), the ICE piles, the set-aside royals and the deck in its true
 * order, top first: 51 + up to 54 words.
 */
import { CELLS, POSITIONS } from '../actions.js';
import type { MatrixOverloadState } from '../state.js';
import { endingCode } from './encode.js';
import {
  P_CARDS,
  P_DEAD,
  P_DECK,
  P_ENDING,
  P_HAND,
  P_HEIGHTS,
  P_ICE,
  P_IDLE,
  P_ROYALS,
  P_SET_ASIDE,
  P_UNKNOWN,
} from './layout.js';

/** The state packed exactly as the kernel's `writeState` writes it. */
export function packState(s: MatrixOverloadState): Int32Array {
  const cards: number[] = [];
  for (const st of s.stacks) cards.push(...st);
  for (const pile of s.ice) cards.push(...pile);
  cards.push(...s.setAside, ...s.deck);
  const out = new Int32Array(P_CARDS + cards.length);
  out[P_ENDING] = endingCode(s.ending);
  out[P_HAND] = s.hand;
  out[P_IDLE] = s.idle;
  out[P_DECK] = s.deck.length;
  out[P_UNKNOWN] = s.unknown;
  out[P_SET_ASIDE] = s.setAside.length;
  for (let p = 0; p < POSITIONS; p++) {
    out[P_ROYALS + p] = s.royals[p]!;
    out[P_DEAD + p] = s.dead[p] ? 1 : 0;
    out[P_ICE + p] = s.ice[p]!.length;
  }
  for (let c = 0; c < CELLS; c++) out[P_HEIGHTS + c] = s.stacks[c]!.length;
  out.set(cards, P_CARDS);
  return out;
}
