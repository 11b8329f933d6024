/**
 * The TS `estimateWords` (src/heuristic.ts): forts installed and held by their own breaker,
 * scaled by the brain damage still allowed; 1 for a win, 0 for a loss.
 */
import { E_NONE, E_WIN, W_DAMAGE, W_ENDING, W_GOAL, W_POS } from '../src/layout';
import { entryCell, entryOfTile } from './board';

export function estimate(w: StaticArray<i32>): f64 {
  const ending = w[W_ENDING];
  if (ending !== E_NONE) return ending === E_WIN ? 1.0 : 0.0;
  let held = 0;
  let installed = 0;
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(w, c * 6);
    if (e < 0) continue;
    installed++;
    if (w[W_POS + c] === entryCell(w, e)) held++;
  }
  const goal = w[W_GOAL];
  const room = <f64>(goal + 1 - w[W_DAMAGE]) / <f64>(goal + 1);
  return (<f64>held * 0.2 + <f64>installed * 0.05) * room;
}
