/**
 * Matrix Maze's packed words, the one definition both sides compile: `packState` and
 * `encodeObservation` import it as `./layout.js`, the AssemblyScript kernel as
 * `../src/engine/layout` (the action codes and phases are in ../codes.ts). Plain `export const`
 * lines only: no types, no imports.
 */

// Packed state (`packState`, the kernel's `writeState`): the dynamic part of a state.
export const S_PHASE = 0;
export const S_ROUND = 1;
export const S_TO_MOVE = 2;
export const S_ACTED = 3;
export const S_POOL_N = 4;
export const S_POOL = 5; // 3 faces ascending, 0 when absent
export const S_OWNER = 8; // 12 words, -1 free, 0/1 seat, 2 guard; -1 past the map's codes
export const S_GUARD = 20;
export const S_ENDING = 21;
export const S_WINNERS = 22; // bit per winning seat
export const S_USES = 23;
export const S_BONUS = 24;
export const S_USED = 25;
export const S_MUST = 26;
export const S_RESTARTED = 27;
export const S_DONE = 28;
export const S_SEATS = 29; // 2 × SEAT_WORDS (zeros for a missing seat)
export const SEAT_WORDS = 14;
export const SE_POS = 0;
export const SE_FACING = 1;
export const SE_BYTES = 2;
export const SE_CODES = 3;
export const SE_VISITED = 4; // 4 words: bit per square
export const SE_BUILT = 8; // 6 words: bit per edge
export const PACKED_WORDS = 57;

// Observation (`encodeObservation`): the map, then the packed state.
export const OBS_MAGIC = 0x4d5a0001;
export const O_MAGIC = 0;
export const O_SEAT = 1;
export const O_MODE = 2;
export const O_WIDTH = 3;
export const O_HEIGHT = 4;
export const O_NSOURCES = 5;
export const O_PATH_LEN = 6;
export const O_CHANGE_COST = 7;
export const O_ROUND_LIMIT = 8;
export const O_SEATS = 9;
export const O_ALLOWED = 10; // bit per start index
export const O_STARTS = 11; // 4
export const O_SOURCES = 15; // 12
export const O_WALLS = 27; // 100 masks
export const O_PATH = 127; // 200 squares
export const O_STATE = 327;
export const OBS_WORDS = 384;
