/**
 * The chance that a challenge succeeds, shown before the player commits: for a move (or a Kuang
 * aim) from the state, averaged over the six die faces and, for an empty space, over the tiles
 * the stack may turn up next (uniformly over the unseen ice while the top part lasts, over all
 * unseen tiles after that), counting every power-up the breaker could spend and the best
 * pre-roll choice. Only the observation is used: no peeking at the stack order.
 */
import {
  A_AIM,
  A_ASSIM,
  BLACK,
  BOTTOM_PART,
  CELLS,
  M_DUB,
  M_ROLL,
  M_STEALTH,
  RED,
  S_CELL,
  S_COIN,
  S_CUT,
  S_TILE,
  S_WORDS,
  W_ACTIVE,
  W_COUNT,
  W_MODE,
  W_POOL,
  W_ROLL,
  W_S,
  W_SPENT,
  W_TARGET,
  GREEN,
} from './layout.js';
import type { PiecepackObservation } from './observation.js';
import { observationWords } from './observation.js';
import { colourOf, entryAt } from './words/board.js';
import { preRollChoice } from './words/legal.js';
import { challengeStrength, hasBreaker, rolls, targetStrength } from './words/strength.js';

function usablePowerUps(w: Int32Array, b: number, colour: number): number {
  let v = 0;
  for (let c = 0; c < 4; c++) {
    const n = w[W_POOL + c]!;
    if (b === RED && c === RED && hasBreaker(w, RED, 1)) v += 2 * n;
    else if (c === colour || (b === GREEN && hasBreaker(w, GREEN, 3))) v += n;
  }
  return v;
}

/** Success chance with the tile already on `cell`. */
function chanceOn(w: Int32Array, b: number, cell: number): number {
  w[W_ACTIVE] = b;
  w[W_TARGET] = cell;
  w[W_SPENT] = 0;
  const colour = colourOf(w[W_S + entryAt(w, cell) * S_WORDS + S_TILE]!);
  const extra = usablePowerUps(w, b, colour);
  const need = targetStrength(w);
  let best = 0;
  const modes = preRollChoice(w, b) ? [M_ROLL, b === RED ? M_STEALTH : M_DUB] : [M_ROLL];
  for (const mode of modes) {
    w[W_MODE] = mode;
    const faces = mode === M_ROLL && rolls(w, b) ? [1, 2, 3, 4, 5, 6] : [0];
    let wins = 0;
    for (const f of faces) {
      w[W_ROLL] = f;
      if (challengeStrength(w) + extra > need) wins++;
    }
    best = Math.max(best, wins / faces.length);
  }
  return best;
}

/**
 * The chance that move (or Kuang aim) `action` breaks in, or null when it is not a challenge
 * of a free structure or space.
 */
export function challengeChance(o: PiecepackObservation, action: number): number | null {
  let b: number;
  let cell: number;
  if (action < A_ASSIM) {
    b = Math.floor(action / CELLS);
    cell = action % CELLS;
  } else if (action >= A_AIM && action < A_AIM + CELLS) {
    b = BLACK;
    cell = action - A_AIM;
  } else {
    return null;
  }
  const w = observationWords(o);
  if (entryAt(w, cell) >= 0) return chanceOn(w, b, cell);
  const pool = o.unseen.length > BOTTOM_PART ? o.unseen.filter((t) => t % 6 !== 0) : o.unseen;
  if (pool.length === 0) return null;
  const e = w[W_COUNT]!;
  w[W_COUNT] = e + 1;
  const at = W_S + e * S_WORDS;
  w[at + S_CELL] = cell;
  w[at + S_CUT] = 0;
  w[at + S_COIN] = 0;
  let sum = 0;
  for (const t of pool) {
    w[at + S_TILE] = t;
    sum += chanceOn(w, b, cell);
  }
  return sum / pool.length;
}
