/**
 * The Dice Matrix kernel's word map, the one definition both sides compile: the TypeScript
 * `packState` (pack.ts) and `encodeObservation` (encode.ts) import it as `./layout.js`, the
 * AssemblyScript kernel as `../src/engine/layout` (AssemblyScript infers `i32` for these integer
 * literals; every value fits). Plain `export const` lines only: no types, no imports.
 *
 * The packed state (`S_*`, `PACKED_WORDS` words) is the whole `DiceMatrixState`: option flags,
 * round, seat to move, dice left, spare, running scores, finished games' scores, the matrix,
 * both areas, their cached line sizes and the hidden next layout. The kernel works on this very
 * layout, with a few words after it that the TS side does not have (both recounts and the
 * Zobrist hash), so `writeState` is a plain copy and `push`/`pop` are one `memory.copy` each.
 *
 * The observation (`O_*`) is what `encodeObservation` writes: a magic word, flags, the visible
 * fields and, only in the test encoding of a full state, the next layout.
 */

/** 7 × 7 cells, 30 die codes (colour × 6 + face − 1), 11 lines (5 colours, 6 faces). */
export const CELLS = 49;
export const DIE_KINDS = 30;
export const LINES = 11;
export const LAYOUT = 50;
export const PAIR_BASE = 49;
export const OPENING_BASE = 2450;
export const ACTION_COUNT = 2456;

/** Option flags (both formats). */
export const F_RECOUNT = 1;
export const F_TOURNAMENT = 2;
/** Observation-only flags. */
export const F_SCORES_VISIBLE = 4;
export const F_LAYOUT_HIDDEN = 8;
export const F_LAYOUT_INCLUDED = 16;

// Packed state.
export const S_FLAGS = 0;
export const S_ROUND = 1;
export const S_TO_MOVE = 2;
export const S_LEFT = 3;
export const S_SPARE = 4;
export const S_SCORES = 5; // 2 words
export const S_GAMES = 7; // finished games (0..2)
export const S_GAME_SCORES = 8; // 2 games × 2 seats, 0 when not played
export const S_HAS_NEXT = 12;
export const S_MATRIX = 13; // 49 codes, -1 empty
export const S_AREAS = 62; // 2 × 30 counts
export const S_LINES = 122; // 2 × 11 line sizes
export const S_NEXT = 144; // 50 codes, -1 when absent
export const PACKED_WORDS = 194;
// Kernel-only words after the packed state.
export const S_RECOUNT = 194; // 2 words: each area's recount (= running score when kept)
export const S_HASH = 196; // u64 in 2 words
export const S_REST = 198; // 11 words: dice of each line's kind left in the matrix
export const STATE_WORDS = 209;

// Observation.
export const OBS_MAGIC = 0x444d0001;
export const O_MAGIC = 0;
export const O_FLAGS = 1;
export const O_SEAT = 2;
export const O_ROUND = 3;
export const O_TO_MOVE = 4;
export const O_SPARE = 5;
export const O_SCORES = 6; // 2 words, 0 when hidden
export const O_GAMES = 8;
export const O_GAME_SCORES = 9; // 4 words
export const O_MATRIX = 13;
export const O_AREAS = 62;
export const OBS_WORDS = 122;
export const O_NEXT = 122; // 50 words, only with F_LAYOUT_INCLUDED
export const OBS_WORDS_WITH_LAYOUT = 172;
