/**
 * State hashing for the solver's transposition table: Zobrist hashing (A. L. Zobrist, "A new
 * hashing method with application for game playing", 1970). Every (slot, value) pair of the
 * state gets two fixed random 32-bit words, and a state's hash is the XOR of the words of its
 * pairs, in two independent lanes (64 bits in all). The hash is computed afresh at each node:
 * the deck shifts by one card a draw, so an incremental update would touch every deck slot
 * anyway, and a fresh XOR of about a hundred words costs far less than the rules' own step.
 *
 * What is hashed is what decides the rest of the run, and nothing else:
 * - the stacks, card by card (order matters: a reset sends them down in that order), the deck
 *   in order, the card in hand and the set-aside royals in order;
 * - for each outside position: a living royal and the total of its ICE; a free position and the
 *   total of its preventative ICE; a dead royal only as "dead here". A dead royal's identity and
 *   ICE never matter again (overloads and ICE go to living royals only, placement needs a free
 *   position), and ICE counts only through its total, so these merge states that play alike;
 * - `idle` (the loop rule) is kept out of the base hash and folded in separately by
 *   `withIdle`, because a state with a smaller idle count dominates the same state with a
 *   larger one (see search.ts).
 * `unknown` (how much of the deck the player cannot see) changes only the observation, and the
 * solver sees everything, so it is left out.
 *
 * The random words are the same for every deck; only the card values (for ICE totals) come
 * from the rules (`createHasher(rules)`), for decks of up to 255 cards. An edition whose state
 * has more fields that decide the run must fold them in on top.
 */
import { createRng } from '@matrix-arcade/core';
import { CELLS, POSITIONS } from '../actions.js';
import { type AnyOverloadRules, rules as standardRules } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';

/** Values per slot: card codes 0–254 and -1 (stored at 255), ICE totals up to 255. */
const WIDTH = 256;
const MAX_DEPTH = 64;
const STACK_SLOTS = CELLS * MAX_DEPTH;
const DECK_BASE = STACK_SLOTS;
const HAND = DECK_BASE + MAX_DEPTH;
const ASIDE_BASE = HAND + 1;
const ROYAL_BASE = ASIDE_BASE + 16;
const ICE_BASE = ROYAL_BASE + POSITIONS;
const DEAD_BASE = ICE_BASE + POSITIONS;
const IDLE = DEAD_BASE + POSITIONS;
const SLOTS = IDLE + 1;

function table(seed: number): Int32Array {
  const rng = createRng(seed);
  const t = new Int32Array(SLOTS * WIDTH);
  for (let i = 0; i < t.length; i++) t[i] = rng.nextU32() | 0;
  return t;
}

const Z1 = table(0x5eed_0001);
const Z2 = table(0x5eed_0002);

/** A 64-bit hash as two 32-bit lanes. */
export interface Hash64 {
  h1: number;
  h2: number;
}

/** The base hash of a state (everything but `idle`), written into `out`. */
export type StateHasher = (s: MatrixOverloadState, out: Hash64) => Hash64;

/** The state hash for the deck of `rules`. */
export function createHasher(rules: AnyOverloadRules): StateHasher {
  const VALUE = rules.deck.value;
  if (rules.deck.size > 255) throw new Error(`zobrist: a deck of ${rules.deck.size} cards`);
  return (s, out) => {
    let h1 = 0;
    let h2 = 0;
    for (let c = 0; c < CELLS; c++) {
      const st = s.stacks[c]!;
      if (st.length > MAX_DEPTH) throw new Error(`zobrist: a stack of ${st.length} cards`);
      const base = c * MAX_DEPTH * WIDTH;
      for (let d = 0; d < st.length; d++) {
        const i = base + d * WIDTH + st[d]!;
        h1 ^= Z1[i]!;
        h2 ^= Z2[i]!;
      }
    }
    const deck = s.deck;
    for (let d = 0; d < deck.length; d++) {
      const i = (DECK_BASE + d) * WIDTH + deck[d]!;
      h1 ^= Z1[i]!;
      h2 ^= Z2[i]!;
    }
    const hand = HAND * WIDTH + (s.hand < 0 ? 255 : s.hand);
    h1 ^= Z1[hand]!;
    h2 ^= Z2[hand]!;
    for (let k = 0; k < s.setAside.length; k++) {
      const i = (ASIDE_BASE + k) * WIDTH + s.setAside[k]!;
      h1 ^= Z1[i]!;
      h2 ^= Z2[i]!;
    }
    for (let p = 0; p < POSITIONS; p++) {
      const r = s.royals[p]!;
      if (r >= 0 && s.dead[p]) {
        const i = (DEAD_BASE + p) * WIDTH;
        h1 ^= Z1[i]!;
        h2 ^= Z2[i]!;
        continue;
      }
      if (r >= 0) {
        const i = (ROYAL_BASE + p) * WIDTH + r;
        h1 ^= Z1[i]!;
        h2 ^= Z2[i]!;
      }
      const pile = s.ice[p]!;
      if (pile.length > 0) {
        let sum = 0;
        for (let k = 0; k < pile.length; k++) sum += VALUE[pile[k]!]!;
        const i = (ICE_BASE + p) * WIDTH + (sum & 255);
        h1 ^= Z1[i]!;
        h2 ^= Z2[i]!;
      }
    }
    out.h1 = h1;
    out.h2 = h2;
    return out;
  };
}

/** The state hash of the standard game. */
export const hashState: StateHasher = createHasher(standardRules);

/** The base hash with an idle count folded in (for entries that depend on it exactly). */
export function withIdle(h: Hash64, idle: number, out: Hash64): Hash64 {
  const i = IDLE * WIDTH + (idle & 255);
  // Idle counts above 255 cannot occur: the loop rule ends a run at 2 × 54 idle cards.
  out.h1 = h.h1 ^ Z1[i]!;
  out.h2 = h.h2 ^ Z2[i]!;
  return out;
}

/**
 * A transposition-table key and check word from a hash: 53 bits as the Map key (the most a
 * JS number holds exactly) and the other 11 bits kept in the entry to tell collisions apart.
 * With 64 bits a false match is rare (ten million probes of two million entries: about one
 * chance in a million per deal), and it could only hide a win (a deal reported undecided or
 * lost), never invent one: every winning line is replayed through the rules.
 */
export function keyOf(h: Hash64): number {
  return (h.h1 >>> 0) * 2 ** 21 + (h.h2 & 0x1fffff);
}

export function checkOf(h: Hash64): number {
  return h.h2 >>> 21;
}
