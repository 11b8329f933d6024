/**
 * Actions in plain words for logs and hints, in the context of the state they are played from:
 * "red breaker ♥ to (1, 0): install the next tile", "spend a green ♣ power-up (+1)", "Ankara:
 * take 1 brain damage for +2 on its next challenge". Cells are named by column and row from the
 * first tile (columns grow to the right, rows downwards).
 */
import {
  A_AIM,
  A_ANKARA,
  A_ASSIM,
  A_BABYLON,
  A_CASE,
  A_COMMIT,
  A_DAHLIA,
  A_DIAMOND,
  A_DIE,
  A_DUB,
  A_ENIGMA,
  A_FINN,
  A_KUANG,
  A_LISP,
  A_PASS,
  A_PAY,
  A_PICK,
  A_ROLL,
  A_SLIVER_CUT,
  A_SLIVER_SET,
  A_SPEND,
  A_STEALTH,
  A_VIRAL,
  A_WINTERMUTE,
  CELLS,
  ORIGIN,
  SIDE,
} from './layout.js';
import { IllegalActionError } from '@matrix-arcade/core';
import { COLOUR_GLYPHS, COLOUR_NAMES, breakerName, tileName } from './breakers.js';
import { illegalReason } from './rules.js';
import { permAt } from './words/perm.js';
import type { PiecepackState } from './state.js';

/** "(2, -1)": column and row from the first tile. */
export function cellName(cell: number): string {
  const x = (cell % SIDE) - (ORIGIN % SIDE);
  const y = Math.floor(cell / SIDE) - Math.floor(ORIGIN / SIDE);
  return `(${x}, ${y})`;
}

function colour(c: number): string {
  return `${COLOUR_NAMES[c]} ${COLOUR_GLYPHS[c]}`;
}

function structureAt(s: PiecepackState, cell: number): string {
  const st = s.structures.find((x) => x.cell === cell);
  return st ? `${tileName(st.tile)} at ${cellName(cell)}` : `the empty space ${cellName(cell)}`;
}

function who(s: PiecepackState, b: number): string {
  return breakerName(b, s.kinds[b] ?? 0);
}

/** Describes a legal action; one the state does not allow throws `IllegalActionError` saying why. */
export function describeAction(s: PiecepackState, a: number): string {
  const why = illegalReason(s, a);
  if (why !== null) throw new IllegalActionError(a, why);
  if (a < A_ASSIM) {
    const b = Math.floor(a / CELLS);
    const cell = a % CELLS;
    const there = s.structures.some((x) => x.cell === cell);
    return there
      ? `${who(s, b)} challenges ${structureAt(s, cell)}`
      : `${who(s, b)} to ${cellName(cell)}: install the next tile and challenge it`;
  }
  if (a < A_AIM) return `Assimilation Kuang jumps onto ${structureAt(s, a - A_ASSIM)}`;
  if (a < A_BABYLON) return `Kuang Grade Mark Eleven challenges ${structureAt(s, a - A_AIM)}`;
  if (a < A_DAHLIA) return `Babylon Q carries its structure to ${cellName(a - A_BABYLON)}`;
  if (a < A_VIRAL) return `Dahlia Mix swaps her structure with ${structureAt(s, a - A_DAHLIA)}`;
  if (a < A_SLIVER_CUT) {
    return s.phase === 'viral'
      ? `Viral Dub swaps ${structureAt(s, s.arg)} with ${structureAt(s, a - A_VIRAL)}`
      : `Viral Dub picks ${structureAt(s, a - A_VIRAL)} to swap`;
  }
  if (a === A_SLIVER_CUT) return 'Sliver Virus cuts 2 strength off the structure it stands on';
  if (a > A_PICK && a <= A_PICK + 6) {
    const b = s.kinds.indexOf(-1);
    return `${COLOUR_NAMES[b]} pawn becomes ${breakerName(b, a - A_PICK)}`;
  }
  if (a === A_ROLL) return 'roll the die';
  if (a === A_STEALTH)
    return 'Stealth Blade: 1 + distance to the nearest breaker instead of rolling';
  if (a === A_DUB) return 'Dub Lattice: 3 + nearby blue structures instead of rolling';
  if (a >= A_SPEND && a < A_SPEND + 4) {
    const c = a - A_SPEND;
    const two = c === 2 && s.active === 2 && s.kinds[2] === 1;
    return `spend a ${colour(c)} power-up (+${two ? 2 : 1})`;
  }
  if (a === A_SLIVER_SET) return 'Sliver Virus: pay red, strength = red structures + 1';
  if (a === A_COMMIT) return 'commit the challenge';
  if (a >= A_PAY && a < A_PAY + 4) return `pay a ${colour(a - A_PAY)} power-up`;
  if (a === A_PASS) return 'Kuang Grade Mark Eleven passes';
  if (a > A_LISP && a < A_LISP + 4) {
    return `Self-Fragment LISP swaps places with ${who(s, a - A_LISP)} (1 brain damage)`;
  }
  if (a === A_ANKARA) return 'Ankara: 1 brain damage for +2 on its next challenge';
  if (a === A_DIAMOND) return 'Black Diamond: 2 brain damage for +3 to breakers within 5';
  if (a === A_KUANG) return 'Kuang Grade Mark Eleven: 1 brain damage, roll its reach';
  if (a === A_WINTERMUTE) return 'Wintermute Compiler: 1 brain damage for strength 10 next time';
  if (a >= A_FINN && a < A_CASE) {
    const k = a - A_FINN;
    return `Finn Construct switches ${who(s, k >> 2)} and ${who(s, k & 3)} (2 brain damage)`;
  }
  if (a >= A_CASE && a < A_ENIGMA) {
    const p = new Int32Array(4);
    permAt(a - A_CASE, p);
    const moves = [0, 1, 2, 3]
      .filter((i) => p[i] !== i)
      .map((i) => `${COLOUR_NAMES[i]} to ${COLOUR_NAMES[p[i]!]}’s place`);
    return `Case-Curry Construct rearranges: ${moves.join(', ')}`;
  }
  if (a >= A_ENIGMA && a < A_DIE) {
    const p = new Int32Array(4);
    permAt(a - A_ENIGMA, p);
    const moves = [0, 1, 2, 3]
      .filter((i) => p[i] !== i)
      .map((i) => `${COLOUR_NAMES[i]} fort to the ${COLOUR_NAMES[p[i]!]} fort’s place`);
    return `Enigma rearranges forts: ${moves.join(', ')}`;
  }
  if (a > A_DIE && a <= A_DIE + 6) return `the die shows ${a - A_DIE}`;
  return `action ${a}`;
}
