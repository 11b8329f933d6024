/**
 * The MATR1X ØVERLØAD kernel's word map, the one definition both sides compile: the TypeScript
 * `packState` (pack.ts) and `encodeObservation` (encode.ts) import it as `./layout.js`, the
 * AssemblyScript kernel as `../src/engine/layout` (AssemblyScript infers `i32` for these integer
 * literals; every value fits). Plain `export const` lines only: no types, no imports.
 *
 * It holds the two integer formats shared with TypeScript, the packed state (`P_*`) of
 * `packState` / `writeState` and the observation (`O_*`) of `encodeObservation` / `load`, and
 * the kernel's own working state (`K_*`, AssemblyScript only).
 *
 * Both shared formats are a fixed header followed by a card tail whose length the header gives:
 * the 9 stacks (bottom card first, cell by cell), the ICE of the 12 positions (in the order
 * placed), the set-aside royals (in order), then the deck, top first. The packed state has the
 * deck in its true order; the observation has the unknown cards as a sorted multiset followed
 * by the known bottom (the test-only full-state encoding sets `F_ORDERED`: the unknown cards in
 * their true order, which `determinize` then keeps instead of shuffling).
 */

export const CARDS = 54;
/** The most cards a deck of the family may have (an edition's tarot deck has 78). */
export const MAX_CARDS = 128;
export const CELLS = 9;
export const POSITIONS = 12;
export const POSITION_BASE = 9;
export const ACTION_COUNT = 21;
/** The most ICE there can be (36 programs in the standard deck, 47 in the tarot deck). */
export const MAX_ICE = 64;
/** The deck ring buffer (a power of two above the largest deck). */
export const RING = 128;
export const RING_MASK = 127;

/** Ending codes (both formats): 0 while the run goes on, then the TS `ENDINGS` order + 1. */
export const E_NONE = 0;
export const E_WIN = 1;
export const E_OUT_OF_TIME = 2;
export const E_BLACK_ICE = 3;
export const E_INFINITE_LOOP = 4;

// Packed state (`packState`), 51 header words then the cards.
export const P_ENDING = 0;
export const P_HAND = 1;
export const P_IDLE = 2;
export const P_DECK = 3; // cards in the deck
export const P_UNKNOWN = 4; // of which on top in unknown order
export const P_SET_ASIDE = 5; // set-aside royals still to place
export const P_ROYALS = 6; // 12 cards or -1
export const P_DEAD = 18; // 12 flags
export const P_HEIGHTS = 30; // 9 stack heights
export const P_ICE = 39; // 12 ICE counts
export const P_CARDS = 51;

// Observation (`encodeObservation`), 54 header words then the cards.
export const OBS_MAGIC = 0x4d4f0001; // "MO", format 1
export const F_ORDERED = 1;
export const O_MAGIC = 0;
export const O_FLAGS = 1;
export const O_SEAT = 2;
export const O_ENDING = 3;
export const O_HAND = 4;
export const O_IDLE = 5;
export const O_DECK = 6;
export const O_UNKNOWN = 7;
export const O_SET_ASIDE = 8;
export const O_ROYALS = 9;
export const O_DEAD = 21;
export const O_HEIGHTS = 33;
export const O_ICE = 42;
export const O_CARDS = 54;

// Working state of the kernel: one StaticArray<i32>, so determinize, push and pop are one copy.
export const K_ENDING = 0;
export const K_HAND = 1;
export const K_IDLE = 2;
export const K_UNKNOWN = 3;
export const K_HEAD = 4; // deck ring: index of the top card
export const K_DECK = 5; // cards in the deck
export const K_SA_HEAD = 6; // set-aside royals: next one to place
export const K_SA_LEN = 7; // set-aside royals still to place
export const K_KILLS = 8;
export const K_IN_MATRIX = 9; // cards in the 9 stacks
export const K_ICE_LEN = 10; // entries in the ICE log
export const K_ROYALS = 11; // 12: royal card or -1
export const K_DEAD = 23; // 12 flags
export const K_ICE_SUM = 35; // 12: value of the ICE at each position
export const K_TOP = 47; // 9: top card or -1
export const K_TOPV = 56; // 9: value showing (0 when empty)
export const K_HEIGHT = 65; // 9
export const K_BELOW = 74; // 128: the card under each card of a stack (-1 at the bottom)
export const K_SA = 202; // 12 set-aside royals
export const K_ICE_LOG = 214; // 64: card | position << 8, in the order placed
export const K_RING = 278; // 128: the deck ring buffer
export const K_DISCARD_LEN = 406; // an edition's discard pile (cards played out of the matrix)
export const K_DISCARD = 407; // 8 cards, in order
export const MAX_DISCARD = 8;
export const STATE_WORDS = 415;
