/**
 * Word offsets of the two integer formats shared with the AssemblyScript kernel
 * (`assembly/layout.ts` is its twin; the parity test fails when they disagree): the packed state
 * (`S_*`) that `packState` writes and the kernel's `writeState` returns, and the observation
 * (`O_*`) that `encodeObservation` writes and the kernel's `load` reads.
 */

/** Option flags, in both formats. */
export const F_RECOUNT = 1;
export const F_TOURNAMENT = 2;
/** Observation flags: scores shown, a second layout exists but is hidden, layout included. */
export const F_SCORES_VISIBLE = 4;
export const F_LAYOUT_HIDDEN = 8;
export const F_LAYOUT_INCLUDED = 16;

export const S_FLAGS = 0;
export const S_ROUND = 1;
export const S_TO_MOVE = 2;
export const S_LEFT = 3;
export const S_SPARE = 4;
/** 2 words. */
export const S_SCORES = 5;
/** Finished games (0..2). */
export const S_GAMES = 7;
/** 2 games × 2 seats, 0 when not played. */
export const S_GAME_SCORES = 8;
export const S_HAS_NEXT = 12;
/** 49 die codes, -1 when empty. */
export const S_MATRIX = 13;
/** 2 × 30 counts. */
export const S_AREAS = 62;
/** 2 × 11 line sizes (5 colours, then faces 1..6). */
export const S_LINES = 122;
/** 50 codes of the next layout, -1 when there is none. */
export const S_NEXT = 144;
export const PACKED_WORDS = 194;

/** `"DM"`, format 1. */
export const OBS_MAGIC = 0x444d0001;
export const O_MAGIC = 0;
export const O_FLAGS = 1;
export const O_SEAT = 2;
export const O_ROUND = 3;
export const O_TO_MOVE = 4;
export const O_SPARE = 5;
/** 2 words, 0 when hidden. */
export const O_SCORES = 6;
export const O_GAMES = 8;
/** 4 words. */
export const O_GAME_SCORES = 9;
export const O_MATRIX = 13;
export const O_AREAS = 62;
export const OBS_WORDS = 122;
/** 50 words, only with `F_LAYOUT_INCLUDED`. */
export const O_NEXT = 122;
export const OBS_WORDS_WITH_LAYOUT = 172;
