/**
 * Playing an action on a working state (layout.ts) in place, exactly the TS `resolve`: a royal
 * or ICE at an outside position (black ICE when a living royal's health passes 20), a program
 * on a stack, or a reset sending the stack under the deck (bottom card first) and starting a
 * new one; overloads fired from the cell played on; then the next card (a set-aside royal, or
 * the top of the deck) or the end: win, black ICE, out of time, infinite loop, in that order
 * (the loop: at once when progress leaves the run stuck for good, `stuck`; else when the idle
 * cards reach twice the cards in play).
 */
import {
  BLACK_ICE_ABOVE,
  COLOUR_MASK,
  ESCAPE,
  NEVER_IN_MATRIX,
  OUT_OF_RUN,
  cardCount,
  KILL,
  KILL_COLOUR,
  KILL_SUIT,
  LINE_A,
  LINE_B,
  LINE_COUNT,
  LINE_POS,
  LOOP_FACTOR,
  PROGRAM,
  ROLE,
  ROYAL,
  ROYAL_COUNT,
  SUIT_MASK,
  VALUE,
} from './cards';
import {
  E_BLACK_ICE,
  E_INFINITE_LOOP,
  E_NONE,
  E_OUT_OF_TIME,
  E_WIN,
  K_BELOW,
  K_DEAD,
  K_DECK,
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
  MAX_CARDS,
  POSITION_BASE,
  POSITIONS,
  RING_MASK,
} from '../src/engine/layout';

/** Plays the legal `action` on `s` (no check). */
export function applyAction(s: StaticArray<i32>, action: i32): void {
  const card = unchecked(s[K_HAND]);
  let progress = false;
  let ending = E_NONE;
  let killed = false;
  if (action >= POSITION_BASE) {
    const p = action - POSITION_BASE;
    progress = true;
    if (unchecked(ROLE[card]) === ROYAL) {
      unchecked((s[K_ROYALS + p] = card));
    } else {
      const n = unchecked(s[K_ICE_LEN]);
      unchecked((s[K_ICE_LOG + n] = card | (p << 8)));
      unchecked((s[K_ICE_LEN] = n + 1));
      unchecked((s[K_ICE_SUM + p] += VALUE[card]));
    }
    const r = unchecked(s[K_ROYALS + p]);
    if (r >= 0 && unchecked(s[K_DEAD + p]) === 0) {
      if (unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p]) > BLACK_ICE_ABOVE) {
        ending = E_BLACK_ICE;
      }
    }
  } else {
    const cell = action;
    if (unchecked(ROLE[card]) === PROGRAM) {
      unchecked((s[K_BELOW + card] = s[K_TOP + cell]));
      unchecked(s[K_HEIGHT + cell]++);
    } else {
      resetStack(s, cell);
      unchecked((s[K_BELOW + card] = -1));
      unchecked((s[K_HEIGHT + cell] = 1));
    }
    unchecked((s[K_TOP + cell] = card));
    unchecked((s[K_TOPV + cell] = VALUE[card]));
    unchecked(s[K_IN_MATRIX]++);
    killed = fire(s, cell);
    if (killed) progress = true;
  }
  afterCard(s, progress, ending, killed);
}

/**
 * The TS `afterCard`: after the card in hand was played (`progress`: it placed, killed or iced
 * a royal; `ending`: black ICE it caused; `killed`: it killed), the idle count, the win, and the
 * next card or the end. Editions call it after playing their own cards.
 */
export function afterCard(s: StaticArray<i32>, progress: bool, ending: i32, killed: bool): void {
  const idle = progress ? 0 : unchecked(s[K_IDLE]) + 1;
  unchecked((s[K_IDLE] = idle));
  if (ending === E_NONE && killed && unchecked(s[K_KILLS]) === ROYAL_COUNT) ending = E_WIN;
  let hand = -1;
  if (ending === E_NONE) {
    const deck = unchecked(s[K_DECK]);
    if (unchecked(s[K_SA_LEN]) > 0) {
      const at = unchecked(s[K_SA_HEAD]);
      hand = unchecked(s[K_SA + at]);
      unchecked((s[K_SA_HEAD] = at + 1));
      unchecked(s[K_SA_LEN]--);
    } else if (deck === 0) {
      ending = E_OUT_OF_TIME;
    } else if (progress ? stuck(s) : idle >= LOOP_FACTOR * (deck + unchecked(s[K_IN_MATRIX]))) {
      ending = E_INFINITE_LOOP;
    } else {
      const head = unchecked(s[K_HEAD]);
      hand = unchecked(s[K_RING + head]);
      unchecked((s[K_HEAD] = (head + 1) & RING_MASK));
      unchecked((s[K_DECK] = deck - 1));
      if (unchecked(s[K_UNKNOWN]) > 0) unchecked(s[K_UNKNOWN]--);
    }
  }
  unchecked((s[K_HAND] = hand));
  unchecked((s[K_ENDING] = ending));
}

/** A reset: the stack at `cell` goes under the deck, its bottom card first. */
export function resetStack(s: StaticArray<i32>, cell: i32): void {
  const h = unchecked(s[K_HEIGHT + cell]);
  if (h === 0) return;
  const deck = unchecked(s[K_DECK]);
  const end = unchecked(s[K_HEAD]) + deck;
  let c = unchecked(s[K_TOP + cell]);
  for (let i = h - 1; i >= 0; i--) {
    unchecked((s[K_RING + ((end + i) & RING_MASK)] = c));
    c = unchecked(s[K_BELOW + c]);
  }
  unchecked((s[K_DECK] = deck + h));
  unchecked((s[K_IN_MATRIX] -= h));
}

/**
 * The overloads fired from `cell` at living royals, judged on the same matrix; kills those whose
 * health the two top cards' values reach, with the colour (queens) or suit (kings) matched by
 * both (jokers are wild, an empty cell matches nothing). Returns whether any royal died.
 */
function fire(s: StaticArray<i32>, cell: i32): bool {
  let killed = false;
  const lines = unchecked(LINE_COUNT[cell]);
  for (let i = 0; i < lines; i++) {
    const p = unchecked(LINE_POS[2 * cell + i]);
    const r = unchecked(s[K_ROYALS + p]);
    if (r < 0 || unchecked(s[K_DEAD + p]) !== 0) continue;
    const a = unchecked(LINE_A[2 * cell + i]);
    const b = unchecked(LINE_B[2 * cell + i]);
    const k = unchecked(KILL[r]);
    const ta = unchecked(s[K_TOP + a]);
    const tb = unchecked(s[K_TOP + b]);
    // A line through an empty cell holds no two cards in a row: no overload (ruling 17).
    if (ta < 0 || tb < 0) continue;
    if (k !== 0) {
      if (k === KILL_COLOUR) {
        const need = unchecked(COLOUR_MASK[r]);
        if ((unchecked(COLOUR_MASK[ta]) & need) === 0) continue;
        if ((unchecked(COLOUR_MASK[tb]) & need) === 0) continue;
      } else if (k === KILL_SUIT) {
        const need = unchecked(SUIT_MASK[r]);
        if ((unchecked(SUIT_MASK[ta]) & need) === 0) continue;
        if ((unchecked(SUIT_MASK[tb]) & need) === 0) continue;
      }
    }
    const power = unchecked(s[K_TOPV + a]) + unchecked(s[K_TOPV + b]);
    if (power >= unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p])) {
      unchecked((s[K_DEAD + p] = 1));
      unchecked(s[K_KILLS]++);
      killed = true;
    }
  }
  return killed;
}

/** 1 for each card out of play (ICE), for `stuck`. */
const GONE = new StaticArray<i32>(MAX_CARDS);

/**
 * The TS `stuck` (ruling 29): every royal is placed and no two cards still in play (not royals,
 * not ICE) could ever kill any living royal, matching it as an overload must.
 */
function stuck(s: StaticArray<i32>): bool {
  for (let p = 0; p < POSITIONS; p++) if (unchecked(s[K_ROYALS + p]) < 0) return false;
  const cards = cardCount();
  // An edition's escape cards still in the deck (the TS `escapeLeft`).
  const head = unchecked(s[K_HEAD]);
  const deck = unchecked(s[K_DECK]);
  for (let i = 0; i < deck; i++) {
    if (unchecked(ESCAPE[unchecked(s[K_RING + ((head + i) & RING_MASK)])]) !== 0) return false;
  }
  // Out of play besides ICE: an edition's cards that never sit in the matrix, and cards left
  // out of the run (the TS `markOutOfPlay`).
  for (let c = 0; c < cards; c++) {
    unchecked((GONE[c] = NEVER_IN_MATRIX[c] | OUT_OF_RUN[c]));
  }
  const ice = unchecked(s[K_ICE_LEN]);
  for (let i = 0; i < ice; i++) unchecked((GONE[s[K_ICE_LOG + i] & 0xff] = 1));
  for (let p = 0; p < POSITIONS; p++) {
    const r = unchecked(s[K_ROYALS + p]);
    if (unchecked(s[K_DEAD + p]) !== 0) continue;
    const k = unchecked(KILL[r]);
    const need = k === KILL_COLOUR ? unchecked(COLOUR_MASK[r]) : unchecked(SUIT_MASK[r]);
    let first = -1;
    let second = -1;
    for (let c = 0; c < cards; c++) {
      if (unchecked(GONE[c]) !== 0 || unchecked(ROLE[c]) === ROYAL) continue;
      if (k === KILL_COLOUR && (unchecked(COLOUR_MASK[c]) & need) === 0) continue;
      if (k === KILL_SUIT && (unchecked(SUIT_MASK[c]) & need) === 0) continue;
      const v = unchecked(VALUE[c]);
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    if (second >= 0 && first + second >= unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p])) {
      return false;
    }
  }
  return true;
}
