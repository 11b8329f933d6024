/**
 * Matrix Maze's integer codes, the one definition both sides compile: the TypeScript rules import
 * it as `./codes.js`, the AssemblyScript kernel as `../src/codes` (the packed words are in
 * engine/layout.ts). Plain `export const` lines only: no types, no imports.
 *
 * Actions: facing (4), start point (4), teleport (4), free restart (4), use a die (face × 8
 * moves = 48), extra move (6), x2, skip, no usable die, end of turn, change a die (6 × 6), build
 * a wall (one code per inner edge, up to 180), and the chance outcome of a roll (216 ordered
 * triples).
 */
export const A_FACING = 0;
export const A_START = 4;
export const A_TELEPORT = 8;
export const A_RESTART = 12;
export const A_USE = 16;
export const A_EXTRA = 64;
export const A_X2 = 70;
export const A_SKIP = 71;
export const A_NO_DIE = 72;
export const A_END = 73;
export const A_CHANGE = 74;
export const A_WALL = 110;
export const A_ROLL = 290;
export const ACTION_COUNT = 506;
export const MAX_EDGES = 180;
export const MAX_CELLS = 100;
export const MAX_SOURCES = 12;
export const MAX_PATH = 200;

/** Moves of a die use: straight, right, left, stay, gain a byte, then the three through a wall. */
export const M_STRAIGHT = 0;
export const M_RIGHT = 1;
export const M_LEFT = 2;
export const M_STAY = 3;
export const M_BYTE = 4;
export const M_THROUGH = 5;

/** Hack costs. */
export const COST_SKIP = 2;
export const COST_WALL = 3;
export const COST_THROUGH = 3;
export const COST_X2 = 2;
export const COST_EXTRA = 3;
export const COST_TELEPORT = 3;

/** Phases. */
export const PH_START = 0;
export const PH_ROLL = 1;
export const PH_TURN = 2;
export const PH_OVER = 3;

/** Map modes. */
export const MODE_DUEL = 0;
export const MODE_COLLECTORS = 1;
export const MODE_IYS = 2;

/** Endings (0: none yet). */
export const E_NONE = 0;
export const E_CODES = 1;
export const E_CODES_GONE = 2;
export const E_GUARD_PATH = 3;
export const E_SPOTTED = 4;
export const E_ROUND_LIMIT = 5;
/** Solo against the Collectors: the guard holds 3 SOURCE CODEs first. */
export const E_GUARD_CODES = 6;
/** The largest ending code (the codec's range). */
export const E_LAST = 6;

/** Owner of a collected SOURCE CODE taken by the guard. */
export const GUARD_OWNER = 2;
