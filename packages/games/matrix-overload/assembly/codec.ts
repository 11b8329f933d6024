/**
 * The kernel's two conversions between its working state (`K_*`) and the integer formats shared
 * with TypeScript (layout.ts): `decodeObservation` reads the words of the TS `encodeObservation`
 * (or of the test-only `encodeState`) into a working state, and `packState` writes a working
 * state exactly as the TS `packState` does. Stacks are kept as a "card below" chain per card,
 * ICE as one log of (card, position) in the order placed and the deck as a ring buffer; the
 * shared formats list every pile in order instead.
 */
import { OUT_OF_RUN, VALUE, cardCount, discardTail, setPlayFlags } from './cards';
import {
  CELLS,
  E_INFINITE_LOOP,
  E_NONE,
  E_OUT_OF_TIME,
  F_ORDERED,
  K_BELOW,
  K_DEAD,
  K_DECK,
  K_DISCARD,
  K_DISCARD_LEN,
  K_ENDING,
  K_HAND,
  K_HEAD,
  K_HEIGHT,
  K_ICE_LEN,
  K_ICE_LOG,
  K_ICE_SUM,
  K_IDLE,
  K_IN_MATRIX,
  K_KILLS,
  K_RING,
  K_ROYALS,
  K_SA,
  K_SA_HEAD,
  K_SA_LEN,
  K_TOP,
  K_TOPV,
  K_UNKNOWN,
  MAX_DISCARD,
  MAX_ICE,
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
  O_SET_ASIDE,
  O_UNKNOWN,
  OBS_MAGIC,
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
  POSITIONS,
  RING_MASK,
  STATE_WORDS,
} from '../src/engine/layout';

function card(io: StaticArray<i32>, at: i32, len: i32): i32 {
  assert(at < len, 'MATR1X ØVERLØAD observation: cards missing');
  const c = io[at];
  assert(c >= 0 && c < cardCount(), 'MATR1X ØVERLØAD observation: not a card code');
  return c;
}

/**
 * Writes the state of the observation in `io[0..len)` to `st` and returns whether its unknown
 * cards are still to be shuffled (false for the test-only full-state encoding, `F_ORDERED`).
 * The unknown cards go on top of the deck in the order given, the known bottom below them.
 * Aborts on words that are not a MATR1X ØVERLØAD observation.
 */
export function decodeObservation(io: StaticArray<i32>, len: i32, st: StaticArray<i32>): bool {
  assert(len >= O_CARDS && io[O_MAGIC] === OBS_MAGIC, 'not a MATR1X ØVERLØAD observation');
  memory.fill(changetype<usize>(st), 0, (<usize>STATE_WORDS) << 2);
  const ending = io[O_ENDING];
  assert(ending >= E_NONE && ending <= E_INFINITE_LOOP, 'MATR1X ØVERLØAD: bad ending');
  st[K_ENDING] = ending;
  st[K_HAND] = io[O_HAND];
  st[K_IDLE] = io[O_IDLE];
  const deck = io[O_DECK];
  const unknown = io[O_UNKNOWN];
  const setAside = io[O_SET_ASIDE];
  assert(
    deck >= 0 && deck <= cardCount() && unknown >= 0 && unknown <= deck,
    'MATR1X ØVERLØAD: deck',
  );
  memory.fill(changetype<usize>(OUT_OF_RUN), 0, (<usize>cardCount()) << 2);
  assert(setAside >= 0 && setAside <= POSITIONS, 'MATR1X ØVERLØAD: set-aside royals');
  let kills = 0;
  for (let p = 0; p < POSITIONS; p++) {
    st[K_ROYALS + p] = io[O_ROYALS + p];
    const dead = io[O_DEAD + p] !== 0 ? 1 : 0;
    st[K_DEAD + p] = dead;
    kills += dead;
  }
  st[K_KILLS] = kills;
  let at = O_CARDS;
  let inMatrix = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const h = io[O_HEIGHTS + cell];
    assert(h >= 0 && h <= cardCount(), 'MATR1X ØVERLØAD: stack height');
    let top = -1;
    for (let i = 0; i < h; i++) {
      const c = card(io, at++, len);
      st[K_BELOW + c] = top;
      top = c;
    }
    st[K_TOP + cell] = top;
    st[K_TOPV + cell] = top < 0 ? 0 : VALUE[top];
    st[K_HEIGHT + cell] = h;
    inMatrix += h;
  }
  st[K_IN_MATRIX] = inMatrix;
  let ice = 0;
  for (let p = 0; p < POSITIONS; p++) {
    const n = io[O_ICE + p];
    assert(n >= 0 && ice + n <= MAX_ICE, 'MATR1X ØVERLØAD: too much ICE');
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = card(io, at++, len);
      st[K_ICE_LOG + ice++] = c | (p << 8);
      sum += VALUE[c];
    }
    st[K_ICE_SUM + p] = sum;
  }
  st[K_ICE_LEN] = ice;
  for (let i = 0; i < setAside; i++) st[K_SA + i] = card(io, at++, len);
  st[K_SA_HEAD] = 0;
  st[K_SA_LEN] = setAside;
  for (let i = 0; i < deck; i++) st[K_RING + i] = card(io, at++, len);
  st[K_HEAD] = 0;
  st[K_DECK] = deck;
  st[K_UNKNOWN] = unknown;
  // An edition's tail (none in the standard game): the discard pile, then the cards left out
  // of the run, which the dead-end test counts as out of play, then its play flags.
  const discard = at < len ? io[at++] : 0;
  assert(discard >= 0 && discard <= MAX_DISCARD, 'observation: discard pile');
  for (let i = 0; i < discard; i++) st[K_DISCARD + i] = card(io, at++, len);
  st[K_DISCARD_LEN] = discard;
  const out = at < len ? io[at++] : 0;
  for (let i = 0; i < out; i++) OUT_OF_RUN[card(io, at++, len)] = 1;
  // Then the edition's play flags (cards.ts `playFlags`), if it writes them.
  setPlayFlags(at < len ? io[at++] : 0);
  return (io[O_FLAGS] & F_ORDERED) === 0;
}

/** The working state `st` in the TS `packState` format; returns the word count. */
export function packState(st: StaticArray<i32>, io: StaticArray<i32>): i32 {
  io[P_ENDING] = st[K_ENDING];
  io[P_HAND] = st[K_HAND];
  io[P_IDLE] = st[K_IDLE];
  const deck = st[K_DECK];
  io[P_DECK] = deck;
  io[P_UNKNOWN] = st[K_UNKNOWN];
  const setAside = st[K_SA_LEN];
  io[P_SET_ASIDE] = setAside;
  for (let p = 0; p < POSITIONS; p++) {
    io[P_ROYALS + p] = st[K_ROYALS + p];
    io[P_DEAD + p] = st[K_DEAD + p];
  }
  let at = P_CARDS;
  for (let cell = 0; cell < CELLS; cell++) {
    const h = st[K_HEIGHT + cell];
    io[P_HEIGHTS + cell] = h;
    // Down the chain from the top card, written bottom first.
    let c = st[K_TOP + cell];
    for (let i = h - 1; i >= 0; i--) {
      io[at + i] = c;
      c = st[K_BELOW + c];
    }
    at += h;
  }
  const ice = st[K_ICE_LEN];
  for (let p = 0; p < POSITIONS; p++) {
    let n = 0;
    for (let i = 0; i < ice; i++) {
      const e = st[K_ICE_LOG + i];
      if (e >> 8 === p) {
        io[at++] = e & 0xff;
        n++;
      }
    }
    io[P_ICE + p] = n;
  }
  const saHead = st[K_SA_HEAD];
  for (let i = 0; i < setAside; i++) io[at++] = st[K_SA + saHead + i];
  const head = st[K_HEAD];
  for (let i = 0; i < deck; i++) io[at++] = st[K_RING + ((head + i) & RING_MASK)];
  if (discardTail()) {
    const n = st[K_DISCARD_LEN];
    io[at++] = n;
    for (let i = 0; i < n; i++) io[at++] = st[K_DISCARD + i];
  }
  return at;
}

/** Nothing loaded yet: an empty run, already over (out of time), so the player is `TERMINAL`. */
export function emptyState(st: StaticArray<i32>): void {
  memory.fill(changetype<usize>(st), 0, (<usize>STATE_WORDS) << 2);
  st[K_ENDING] = E_OUT_OF_TIME;
  st[K_HAND] = -1;
  for (let p = 0; p < POSITIONS; p++) st[K_ROYALS + p] = -1;
  for (let c = 0; c < CELLS; c++) st[K_TOP + c] = -1;
}
