/**
 * CYBERMANCY's new cards on the family kernel's working state, exactly the TS role play
 * (src/roles.ts): the legal actions and the play of knights (on any stack, firing nothing) and
 * burners (revive, kill, swap two living royals, the world's row or column, or a discard when
 * there is no target), each ending in the discard pile; the family's `afterCard` then draws the
 * next card or ends the run. The family's kernel calls these two functions (handed over in the
 * edition's tables, tarot.ts) only for a card of these roles; the family's roles are its own.
 */
import {
  BLACK_ICE_ABOVE,
  CELLS,
  E_BLACK_ICE,
  E_NONE,
  K_BELOW,
  K_DEAD,
  K_DECK,
  K_DISCARD,
  K_DISCARD_LEN,
  K_HAND,
  K_HEAD,
  K_HEIGHT,
  K_ICE_LEN,
  K_ICE_LOG,
  K_ICE_SUM,
  K_IN_MATRIX,
  K_KILLS,
  K_RING,
  K_ROYALS,
  K_TOP,
  K_TOPV,
  POSITION_BASE,
  POSITIONS,
  RING_MASK,
  ROLE,
  VALUE,
  afterCard,
  resetStack,
} from '@matrix-arcade/matrix-overload/assembly/edition';
import {
  DISCARD_ACTION,
  LINE_BASE,
  R_HAUNT,
  R_KILL,
  R_RESET_LINE,
  R_REVIVE,
  R_SWAP,
  SWAP_BASE,
} from '../src/engine/layout';

function alive(s: StaticArray<i32>, p: i32): bool {
  return unchecked(s[K_ROYALS + p]) >= 0 && unchecked(s[K_DEAD + p]) === 0;
}

/** The TS legal actions of a knight or burner in hand (the run still going), ascending. */
export function cyberLegal(
  s: StaticArray<i32>,
  out: StaticArray<i32>,
  scores: StaticArray<i32>,
): i32 {
  const role = unchecked(ROLE[unchecked(s[K_HAND])]);
  let n = 0;
  if (role === R_HAUNT) {
    for (let c = 0; c < CELLS; c++) if (unchecked(s[K_HEIGHT + c]) > 0) unchecked((out[n++] = c));
  } else if (role === R_REVIVE) {
    for (let p = 0; p < POSITIONS; p++) {
      if (unchecked(s[K_DEAD + p]) !== 0) unchecked((out[n++] = POSITION_BASE + p));
    }
  } else if (role === R_KILL) {
    for (let p = 0; p < POSITIONS; p++) if (alive(s, p)) unchecked((out[n++] = POSITION_BASE + p));
  } else if (role === R_SWAP) {
    let i = 0;
    for (let p = 0; p < POSITIONS; p++) {
      for (let q = p + 1; q < POSITIONS; q++) {
        if (alive(s, p) && alive(s, q)) unchecked((out[n++] = SWAP_BASE + i));
        i++;
      }
    }
  } else {
    for (let l = 0; l < 6; l++) unchecked((out[n++] = LINE_BASE + l));
  }
  if (n === 0) unchecked((out[n++] = DISCARD_ACTION));
  return n;
}

/** Appends a card under the deck. */
function underDeck(s: StaticArray<i32>, card: i32): void {
  const deck = unchecked(s[K_DECK]);
  unchecked((s[K_RING + ((unchecked(s[K_HEAD]) + deck) & RING_MASK)] = card));
  unchecked((s[K_DECK] = deck + 1));
}

/** The positions of swap code `i` (the TS `SWAP_PAIRS`). */
function swapPair(i: i32): i32 {
  for (let p = 0; p < POSITIONS; p++) {
    const row = POSITIONS - 1 - p;
    if (i < row) return (p << 8) | (p + 1 + i);
    i -= row;
  }
  return 0;
}

/** The TS play of a knight or burner in hand: a legal action, in place. */
export function cyberApply(s: StaticArray<i32>, action: i32): void {
  const card = unchecked(s[K_HAND]);
  const role = unchecked(ROLE[card]);
  if (role === R_HAUNT) {
    // On the stack, firing nothing; no progress.
    unchecked((s[K_BELOW + card] = s[K_TOP + action]));
    unchecked(s[K_HEIGHT + action]++);
    unchecked((s[K_TOP + action] = card));
    unchecked((s[K_TOPV + action] = VALUE[card]));
    unchecked(s[K_IN_MATRIX]++);
    afterCard(s, false, E_NONE, false);
    return;
  }
  const d = unchecked(s[K_DISCARD_LEN]);
  unchecked((s[K_DISCARD + d] = card));
  unchecked((s[K_DISCARD_LEN] = d + 1));
  if (action === DISCARD_ACTION) {
    afterCard(s, false, E_NONE, false);
  } else if (role === R_REVIVE) {
    const p = action - POSITION_BASE;
    unchecked((s[K_DEAD + p] = 0));
    unchecked(s[K_KILLS]--);
    const r = unchecked(s[K_ROYALS + p]);
    const black = unchecked(VALUE[r]) + unchecked(s[K_ICE_SUM + p]) > BLACK_ICE_ABOVE;
    afterCard(s, true, black ? E_BLACK_ICE : E_NONE, false);
  } else if (role === R_KILL) {
    const p = action - POSITION_BASE;
    unchecked((s[K_DEAD + p] = 1));
    unchecked(s[K_KILLS]++);
    afterCard(s, true, E_NONE, true);
  } else if (role === R_SWAP) {
    const pair = swapPair(action - SWAP_BASE);
    const p = pair >> 8;
    const q = pair & 0xff;
    const r = unchecked(s[K_ROYALS + p]);
    unchecked((s[K_ROYALS + p] = s[K_ROYALS + q]));
    unchecked((s[K_ROYALS + q] = r));
    const sum = unchecked(s[K_ICE_SUM + p]);
    unchecked((s[K_ICE_SUM + p] = s[K_ICE_SUM + q]));
    unchecked((s[K_ICE_SUM + q] = sum));
    const ice = unchecked(s[K_ICE_LEN]);
    for (let i = 0; i < ice; i++) {
      const e = unchecked(s[K_ICE_LOG + i]);
      const at = e >> 8;
      if (at === p) unchecked((s[K_ICE_LOG + i] = (e & 0xff) | (q << 8)));
      else if (at === q) unchecked((s[K_ICE_LOG + i] = (e & 0xff) | (p << 8)));
    }
    afterCard(s, true, E_NONE, false);
  } else if (role === R_RESET_LINE) {
    afterCard(s, world(s, action - LINE_BASE), E_NONE, false);
  }
}

/**
 * The world on line `line` (0–2 rows, 3–5 columns): its stacks under the deck in reading order,
 * the cells left empty; then at each end (ascending) a living royal and its ICE, or
 * preventative ICE, under the deck too; the dead stay. Returns whether a royal was reset.
 */
function world(s: StaticArray<i32>, line: i32): bool {
  const k = line % 3;
  for (let i = 0; i < 3; i++) {
    const cell = line < 3 ? k * 3 + i : k + 3 * i;
    resetStack(s, cell);
    unchecked((s[K_TOP + cell] = -1));
    unchecked((s[K_TOPV + cell] = 0));
    unchecked((s[K_HEIGHT + cell] = 0));
  }
  let moved = false;
  for (let e = 0; e < 2; e++) {
    const p = line < 3 ? (e === 0 ? 3 + k : 9 + k) : e === 0 ? k : 6 + k;
    const r = unchecked(s[K_ROYALS + p]);
    if (r >= 0 && unchecked(s[K_DEAD + p]) !== 0) continue;
    if (r >= 0) {
      underDeck(s, r);
      unchecked((s[K_ROYALS + p] = -1));
      moved = true;
    }
    // The ICE there, in the order placed, out of the log.
    const ice = unchecked(s[K_ICE_LEN]);
    let kept = 0;
    for (let i = 0; i < ice; i++) {
      const entry = unchecked(s[K_ICE_LOG + i]);
      if (entry >> 8 === p) underDeck(s, entry & 0xff);
      else unchecked((s[K_ICE_LOG + kept++] = entry));
    }
    unchecked((s[K_ICE_LEN] = kept));
    unchecked((s[K_ICE_SUM + p] = 0));
  }
  return moved;
}
