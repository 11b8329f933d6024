/**
 * Word offsets of the Dice Matrix kernel's two integer formats, mirrored by the TypeScript
 * `packState` (src/engine/pack.ts) and `encodeObservation` (src/engine/encode.ts); the parity
 * test fails when the two sides disagree.
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
export const CELLS: i32 = 49;
export const DIE_KINDS: i32 = 30;
export const LINES: i32 = 11;
export const LAYOUT: i32 = 50;
export const PAIR_BASE: i32 = 49;
export const OPENING_BASE: i32 = 2450;
export const ACTION_COUNT: i32 = 2456;

/** Option flags (both formats). */
export const F_RECOUNT: i32 = 1;
export const F_TOURNAMENT: i32 = 2;
/** Observation-only flags. */
export const F_SCORES_VISIBLE: i32 = 4;
export const F_LAYOUT_HIDDEN: i32 = 8;
export const F_LAYOUT_INCLUDED: i32 = 16;

// Packed state.
export const S_FLAGS: i32 = 0;
export const S_ROUND: i32 = 1;
export const S_TO_MOVE: i32 = 2;
export const S_LEFT: i32 = 3;
export const S_SPARE: i32 = 4;
export const S_SCORES: i32 = 5; // 2 words
export const S_GAMES: i32 = 7; // finished games (0..2)
export const S_GAME_SCORES: i32 = 8; // 2 games × 2 seats, 0 when not played
export const S_HAS_NEXT: i32 = 12;
export const S_MATRIX: i32 = 13; // 49 codes, -1 empty
export const S_AREAS: i32 = 62; // 2 × 30 counts
export const S_LINES: i32 = 122; // 2 × 11 line sizes
export const S_NEXT: i32 = 144; // 50 codes, -1 when absent
export const PACKED_WORDS: i32 = 194;
// Kernel-only words after the packed state.
export const S_RECOUNT: i32 = 194; // 2 words: each area's recount (= running score when kept)
export const S_HASH: i32 = 196; // u64 in 2 words
export const STATE_WORDS: i32 = 198;

// Observation.
export const OBS_MAGIC: i32 = 0x444d0001;
export const O_MAGIC: i32 = 0;
export const O_FLAGS: i32 = 1;
export const O_SEAT: i32 = 2;
export const O_ROUND: i32 = 3;
export const O_TO_MOVE: i32 = 4;
export const O_SPARE: i32 = 5;
export const O_SCORES: i32 = 6; // 2 words, 0 when hidden
export const O_GAMES: i32 = 8;
export const O_GAME_SCORES: i32 = 9; // 4 words
export const O_MATRIX: i32 = 13;
export const O_AREAS: i32 = 62;
export const OBS_WORDS: i32 = 122;
export const O_NEXT: i32 = 122; // 50 words, only with F_LAYOUT_INCLUDED
export const OBS_WORDS_WITH_LAYOUT: i32 = 172;
