/**
 * The TS `estimateWords` (src/heuristic.ts), the same arithmetic in the same order: forts held
 * and found, power-ups in the pool, tiles installed, scaled by the brain damage still allowed.
 */
import { E_NONE, E_WIN, W_COUNT, W_DAMAGE, W_ENDING, W_GOAL, W_POOL, W_POS } from '../src/layout';
import { entryCell, entryOfTile } from './generated/board';

export function estimate(w: StaticArray<i32>): f64 {
  const ending = w[W_ENDING];
  if (ending !== E_NONE) return ending === E_WIN ? 1.0 : 0.0;
  let held = 0;
  let found = 0;
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(w, c * 6);
    if (e < 0) continue;
    found++;
    if (w[W_POS + c] === entryCell(w, e)) held++;
  }
  const pool = w[W_POOL] + w[W_POOL + 1] + w[W_POOL + 2] + w[W_POOL + 3];
  const goal = w[W_GOAL];
  const room = <f64>(goal + 1 - w[W_DAMAGE]) / <f64>(goal + 1);
  const progress =
    <f64>held * 0.15 + <f64>found * 0.05 + <f64>pool * 0.01 + <f64>w[W_COUNT] * 0.004;
  return progress * room;
}
