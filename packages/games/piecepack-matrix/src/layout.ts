/**
 * The word map of Matrix (piecepack), the one definition both sides compile: the TypeScript
 * rules (which run on these words, `src/words/`) import it as `./layout.js` style paths, the
 * AssemblyScript kernel as `../src/engine/layout`. Plain `export const` lines only: no types,
 * no imports (AssemblyScript reads each literal as an `i32` constant).
 *
 * The packed state is a fixed block of `STATE_WORDS` words: a header, four words per ice
 * breaker, the installed data structures in install order (cell, tile, cut, coin) and the data
 * stack, bottom first (the top tile is the last one). Unused words are zero. The observation is
 * the same block with `W_HIDDEN` = 1 and the stack region holding the unseen tiles as a sorted
 * multiset, which `determinize` deals into a stack.
 *
 * The grid is unbounded in the rules; here it is a 49 × 49 frame whose centre (`ORIGIN`) holds
 * the first tile. A connected shape of 24 tiles spans at most 24 cells each way, so with the
 * first tile in the centre every tile and every space next to one fits; only Babylon Q can drift
 * the shape, and then it is moved back to the centre (`recentre`).
 */

// Tiles: code = colour × 6 + value; value 0 is the colour's data fort (strength 6), 1–5 ice.
export const TILES = 24;
export const COLOURS = 4;
export const BLACK = 0;
export const GREEN = 1;
export const RED = 2;
export const BLUE = 3;
export const FORT_STRENGTH = 6;
/** Power-up coins of each colour. */
export const COINS = 5;
/** The data stack's bottom part (the four forts and six ice). */
export const BOTTOM_PART = 10;
/** Brain death. */
export const DEATH = 10;

// The grid frame.
export const SIDE = 49;
export const CELLS = 2401;
export const ORIGIN = 1200;
export const OUTSIDE = -1;

// Phases.
export const PH_PICK = 0;
export const PH_MOVE = 1;
export const PH_PRE = 2;
export const PH_ROLL = 3;
export const PH_BOOST = 4;
export const PH_REACH = 5;
export const PH_AIM = 6;
export const PH_PAY = 7;
export const PH_VIRAL = 8;
export const PH_OVER = 9;

// Endings (0 while the run goes on).
export const E_NONE = 0;
export const E_WIN = 1;
export const E_DEATH = 2;
export const E_TARGET = 3;

// Strength modes of a challenge.
export const M_ROLL = 0;
export const M_STEALTH = 1;
export const M_DUB = 2;
export const M_SLIVER = 3;

// Abilities waiting for a payment (W_PENDING).
export const PEND_NONE = 0;
export const PEND_BABYLON = 1;
export const PEND_DAHLIA = 2;
export const PEND_FINN = 3;

// Header words.
export const W_PHASE = 0;
export const W_ENDING = 1;
export const W_DAMAGE = 2;
export const W_ACTIVE = 3;
export const W_TARGET = 4;
export const W_ROLL = 5;
export const W_SPENT = 6;
export const W_MODE = 7;
export const W_REACH = 8;
export const W_PENDING = 9;
export const W_ARG = 10;
export const W_ARG2 = 11;
export const W_TOPAY = 12;
export const W_CHALLENGES = 13;
export const W_STACK = 14;
export const W_COUNT = 15;
export const W_GOAL = 16;
export const W_CHOICE = 17;
export const W_HIDDEN = 18;
// Per breaker (4 words each block).
export const W_POS = 20;
export const W_KIND = 24;
export const W_POOL = 28;
export const W_SUPPLY = 32;
export const W_BONUS = 36;
export const W_TEN = 40;
// Structures: 4 words each, install order.
export const W_S = 44;
export const S_CELL = 0;
export const S_TILE = 1;
export const S_CUT = 2;
export const S_COIN = 3;
export const S_WORDS = 4;
// The stack, bottom first.
export const W_STK = 140;
export const STATE_WORDS = 164;

// Breaker choice modes (W_CHOICE).
export const CH_SET = 0;
export const CH_ROLL = 1;
export const CH_CHOOSE = 2;

// Actions. Cell actions are base + cell.
export const A_MOVE = 0;
export const A_ASSIM = 9604;
export const A_AIM = 12005;
export const A_BABYLON = 14406;
export const A_DAHLIA = 16807;
export const A_VIRAL = 19208;
export const A_SMALL = 21609;
export const A_SLIVER_CUT = 21609;
export const A_PICK = 21610;
export const A_ROLL = 21620;
export const A_STEALTH = 21621;
export const A_DUB = 21622;
export const A_SPEND = 21630;
export const A_SLIVER_SET = 21634;
export const A_COMMIT = 21635;
export const A_PAY = 21640;
export const A_PASS = 21645;
export const A_LISP = 21650;
export const A_ANKARA = 21655;
export const A_DIAMOND = 21656;
export const A_KUANG = 21657;
export const A_WINTERMUTE = 21658;
export const A_FINN = 21660;
export const A_CASE = 21680;
export const A_ENIGMA = 21710;
export const A_DIE = 21740;
export const ACTION_COUNT = 21747;
/** The most legal actions any state has (four breakers' moves plus abilities). */
export const MAX_ACTIONS = 512;

// The observation has the same words; its magic word sits in the spare W_MAGIC slot.
export const W_MAGIC = 19;
export const OBS_MAGIC = 1347440720;

// The custom ice breakers: pawn colour and number (1–6) on the colour's list; 0 is the basic
// pawn. A breaker is "pawn `c` with kind `k`" (W_KIND + c).
export const LISP = 1;
export const ANKARA = 2;
export const DIAMOND = 3;
export const KUANG = 4;
export const ASSIMILATION = 5;
export const WINTERMUTE = 6;
export const TURING = 1;
export const TRINITY = 2;
export const KLEIN = 3;
export const FINN = 4;
export const DIX = 5;
export const CASE_CURRY = 6;
export const SENDAI = 1;
export const CHIBA = 2;
export const HOSAKA = 3;
export const SLIVER = 4;
export const CRAY = 5;
export const STEALTH = 6;
export const ZION = 1;
export const DUB = 2;
export const BABYLON = 3;
export const DAHLIA = 4;
export const VIRAL = 5;
export const ENIGMA = 6;
