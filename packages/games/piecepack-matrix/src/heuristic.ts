/**
 * A cheap estimate of the chance to win, for cutting search playouts short (the kernel's
 * `estimate` computes the same numbers): forts held by their own breaker count most, then forts
 * found, power-ups in the pool (each is a point of strength for later) and tiles installed
 * (the forts lie in the last ten), all scaled by the share of brain damage still allowed under
 * the target. 1 for a win, 0 for any loss.
 */
import { E_NONE, E_WIN, W_COUNT, W_DAMAGE, W_ENDING, W_GOAL, W_POOL, W_POS } from './layout.js';
import { entryCell, entryOfTile } from './words/board.js';

export function estimateWords(w: Int32Array): number {
  const ending = w[W_ENDING]!;
  if (ending !== E_NONE) return ending === E_WIN ? 1 : 0;
  let held = 0;
  let found = 0;
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(w, c * 6);
    if (e < 0) continue;
    found++;
    if (w[W_POS + c] === entryCell(w, e)) held++;
  }
  const pool = w[W_POOL]! + w[W_POOL + 1]! + w[W_POOL + 2]! + w[W_POOL + 3]!;
  const goal = w[W_GOAL]!;
  const room = (goal + 1 - w[W_DAMAGE]!) / (goal + 1);
  const progress = held * 0.15 + found * 0.05 + pool * 0.01 + w[W_COUNT]! * 0.004;
  return progress * room;
}
