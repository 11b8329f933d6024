/**
 * Word offsets of the MATR1X ØVERLØAD kernel: its working state (`K_*`, kernel only) and the two
 * integer formats it shares with TypeScript, mirrored by `src/engine/layout.ts`: the packed state
 * (`P_*`) of `packState` / `writeState`, and the observation (`O_*`) of `encodeObservation` /
 * `load`. The parity test fails when the two sides disagree.
 *
 * Both shared formats are a fixed header followed by a card tail whose length the header gives:
 * the 9 stacks (bottom card first, cell by cell), the ICE of the 12 positions (in the order
 * placed), the set-aside royals (in order), then the deck, top first. The packed state has the
 * deck in its true order; the observation has the unknown cards as a sorted multiset followed
 * by the known bottom (the test-only full-state encoding sets `F_ORDERED`: the unknown cards in
 * their true order, which `determinize` then keeps instead of shuffling).
 */

export const CARDS: i32 = 54;
export const CELLS: i32 = 9;
export const POSITIONS: i32 = 12;
export const POSITION_BASE: i32 = 9;
export const ACTION_COUNT: i32 = 21;
/** Programs (2–10 of four suits): the most ICE there can be. */
export const MAX_ICE: i32 = 36;
/** The deck ring buffer (a power of two above the 54 cards). */
export const RING: i32 = 64;
export const RING_MASK: i32 = 63;

/** Ending codes (both formats): 0 while the run goes on, then the TS `ENDINGS` order + 1. */
export const E_NONE: i32 = 0;
export const E_WIN: i32 = 1;
export const E_OUT_OF_TIME: i32 = 2;
export const E_BLACK_ICE: i32 = 3;
export const E_INFINITE_LOOP: i32 = 4;

// Packed state (`packState`), 51 header words then the cards.
export const P_ENDING: i32 = 0;
export const P_HAND: i32 = 1;
export const P_IDLE: i32 = 2;
export const P_DECK: i32 = 3; // cards in the deck
export const P_UNKNOWN: i32 = 4; // of which on top in unknown order
export const P_SET_ASIDE: i32 = 5; // set-aside royals still to place
export const P_ROYALS: i32 = 6; // 12 cards or -1
export const P_DEAD: i32 = 18; // 12 flags
export const P_HEIGHTS: i32 = 30; // 9 stack heights
export const P_ICE: i32 = 39; // 12 ICE counts
export const P_CARDS: i32 = 51;

// Observation (`encodeObservation`), 54 header words then the cards.
export const OBS_MAGIC: i32 = 0x4d4f0001; // "MO", format 1
export const F_ORDERED: i32 = 1;
export const O_MAGIC: i32 = 0;
export const O_FLAGS: i32 = 1;
export const O_SEAT: i32 = 2;
export const O_ENDING: i32 = 3;
export const O_HAND: i32 = 4;
export const O_IDLE: i32 = 5;
export const O_DECK: i32 = 6;
export const O_UNKNOWN: i32 = 7;
export const O_SET_ASIDE: i32 = 8;
export const O_ROYALS: i32 = 9;
export const O_DEAD: i32 = 21;
export const O_HEIGHTS: i32 = 33;
export const O_ICE: i32 = 42;
export const O_CARDS: i32 = 54;

// Working state of the kernel: one StaticArray<i32>, so determinize, push and pop are one copy.
export const K_ENDING: i32 = 0;
export const K_HAND: i32 = 1;
export const K_IDLE: i32 = 2;
export const K_UNKNOWN: i32 = 3;
export const K_HEAD: i32 = 4; // deck ring: index of the top card
export const K_DECK: i32 = 5; // cards in the deck
export const K_SA_HEAD: i32 = 6; // set-aside royals: next one to place
export const K_SA_LEN: i32 = 7; // set-aside royals still to place
export const K_KILLS: i32 = 8;
export const K_IN_MATRIX: i32 = 9; // cards in the 9 stacks
export const K_ICE_LEN: i32 = 10; // entries in the ICE log
export const K_ROYALS: i32 = 11; // 12: royal card or -1
export const K_DEAD: i32 = 23; // 12 flags
export const K_ICE_SUM: i32 = 35; // 12: value of the ICE at each position
export const K_TOP: i32 = 47; // 9: top card or -1
export const K_TOPV: i32 = 56; // 9: value showing (0 when empty)
export const K_HEIGHT: i32 = 65; // 9
export const K_BELOW: i32 = 74; // 54: the card under each card of a stack (-1 at the bottom)
export const K_SA: i32 = 128; // 12 set-aside royals
export const K_ICE_LOG: i32 = 140; // 36: card | position << 8, in the order placed
export const K_RING: i32 = 176; // 64: the deck ring buffer
export const STATE_WORDS: i32 = 240;
