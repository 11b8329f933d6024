/**
 * The standard deck and the matrix geometry as lookup tables, exactly the compiled
 * `STANDARD_DECK` and the `actions.ts` tables of the TS rules: card code = suit × 13 + rank − 1
 * (♠ ♥ ♦ ♣, ace 0 … king 12), jokers 52 and 53; suit and colour bit masks (every bit for the
 * wild jokers); outside positions and the overload lines fired from each cell. Filled once when
 * the module starts.
 */
import { CARDS, CELLS, MAX_CARDS, POSITIONS } from '../src/engine/layout';

/** Role codes (`cards.ts`). */
export const ROYAL: i32 = 0;
export const PROGRAM: i32 = 1;
export const SOFT_RESET: i32 = 2;
export const HARD_RESET: i32 = 3;
/** An edition's own roles are numbered from here (the TS `FIRST_EXTRA_ROLE`). */
export const FIRST_EXTRA_ROLE: i32 = 4;
/** Kill rules. */
export const KILL_ANY: i32 = 0;
export const KILL_COLOUR: i32 = 1;
export const KILL_SUIT: i32 = 2;
/** A living royal whose health goes above this is black ICE; the loop factor. */
export const BLACK_ICE_ABOVE: i32 = 20;
export const LOOP_FACTOR: i32 = 2;
export const ROYAL_COUNT: i32 = 12;

export const VALUE = new StaticArray<i32>(MAX_CARDS);
export const ROLE = new StaticArray<i32>(MAX_CARDS);
export const SUIT_MASK = new StaticArray<i32>(MAX_CARDS);
export const COLOUR_MASK = new StaticArray<i32>(MAX_CARDS);
export const KILL = new StaticArray<i32>(MAX_CARDS);

// An edition's card behaviours as data (all 0 for the standard deck; `initEdition` fills them):
/** 1 for a card that blocks programs from its stack while on top. */
export const BLOCKS = new StaticArray<i32>(MAX_CARDS);
/** 1 for a card that never sits in the matrix: out of play for `stuck`. */
export const NEVER_IN_MATRIX = new StaticArray<i32>(MAX_CARDS);
/** 1 for a card that kills or brings cards back whatever the matrix holds: while one is still in the deck the run is never stuck. */
export const ESCAPE = new StaticArray<i32>(MAX_CARDS);
/** 1 for a card left out of the run loaded (an edition's mode); set when an observation is loaded. */
export const OUT_OF_RUN = new StaticArray<i32>(MAX_CARDS);

/** Cards in the deck definition (54 here; an edition's `initEdition` sets its own). */
let cardTotal: i32 = CARDS;

/** Cards in the deck definition: codes run from 0 to this − 1. */
export function cardCount(): i32 {
  return cardTotal;
}

/** The TS `settings.wildSuitChosen`: a wild top card's suit is the player's (true here). */
let wildChosen: bool = true;

export function wildSuitChosen(): bool {
  return wildChosen;
}

/** For an edition whose wild cards count as every suit at once (`initEdition` only). */
export function setWildSuitChosen(chosen: bool): void {
  wildChosen = chosen;
}

/**
 * The run's play flags: an edition's last observation word after its tail (0 without one), set
 * when an observation is loaded; the edition's own playout rules read them (the family never
 * does). They change how the engine plays, never the rules.
 */
let runFlags: i32 = 0;

export function playFlags(): i32 {
  return runFlags;
}

export function setPlayFlags(flags: i32): void {
  runFlags = flags;
}

/** Whether the shared formats end with an edition's discard pile (`initEdition` sets it). */
let tail: bool = false;

export function discardTail(): bool {
  return tail;
}

export function setDiscardTail(on: bool): void {
  tail = on;
}

/** For an edition whose deck has another size, at most `MAX_CARDS` (`initEdition` only). */
export function setCardCount(n: i32): void {
  assert(n > 0 && n <= MAX_CARDS, 'setCardCount: at most MAX_CARDS cards');
  cardTotal = n;
}

/** The matrix cell each outside position touches. */
export const POSITION_CELL = new StaticArray<i32>(POSITIONS);
/** Overload lines per cell (at most 2): `LINES[cell]` count, then position, nearer, farther. */
export const LINE_COUNT = new StaticArray<i32>(CELLS);
export const LINE_POS = new StaticArray<i32>(2 * CELLS);
export const LINE_A = new StaticArray<i32>(2 * CELLS);
export const LINE_B = new StaticArray<i32>(2 * CELLS);

function init(): void {
  for (let suit = 0; suit < 4; suit++) {
    // Colours: black (bit 0) for ♠ and ♣, red (bit 1) for ♥ and ♦.
    const colour = suit === 0 || suit === 3 ? 1 : 2;
    for (let r = 0; r < 13; r++) {
      const c = suit * 13 + r;
      VALUE[c] = r + 1;
      ROLE[c] = r === 0 ? SOFT_RESET : r < 10 ? PROGRAM : ROYAL;
      KILL[c] = r === 11 ? KILL_COLOUR : r === 12 ? KILL_SUIT : KILL_ANY;
      SUIT_MASK[c] = 1 << suit;
      COLOUR_MASK[c] = colour;
    }
  }
  for (let c = 52; c < CARDS; c++) {
    VALUE[c] = 0;
    ROLE[c] = HARD_RESET;
    KILL[c] = KILL_ANY;
    SUIT_MASK[c] = 15;
    COLOUR_MASK[c] = 3;
  }
  const cells: i32[] = [0, 1, 2, 2, 5, 8, 6, 7, 8, 0, 3, 6];
  for (let p = 0; p < POSITIONS; p++) POSITION_CELL[p] = cells[p];
  // The TS `OVERLOADS`: far end of the row (first or last column), then of the column.
  for (let cell = 0; cell < CELLS; cell++) {
    const r = cell / 3;
    const c = cell % 3;
    let n = 0;
    if (c === 0) n = line(cell, n, 3 + r, r * 3 + 1, r * 3 + 2);
    if (c === 2) n = line(cell, n, 9 + r, r * 3 + 1, r * 3);
    if (r === 0) n = line(cell, n, 6 + c, 3 + c, 6 + c);
    if (r === 2) n = line(cell, n, c, 3 + c, c);
    LINE_COUNT[cell] = n;
  }
}

function line(cell: i32, n: i32, p: i32, a: i32, b: i32): i32 {
  LINE_POS[2 * cell + n] = p;
  LINE_A[2 * cell + n] = a;
  LINE_B[2 * cell + n] = b;
  return n + 1;
}

init();
