/**
 * A cheap estimate of the chance to win, for cutting search playouts short (the kernel's
 * `estimate` computes the same numbers): forts installed and held by their own breaker, scaled
 * by the brain damage still allowed under the target. 1 for a win, 0 for any loss.
 */
import { E_NONE, E_WIN, W_DAMAGE, W_ENDING, W_GOAL, W_POS } from './layout.js';
import { entryCell, entryOfTile } from './words/board.js';

export function estimateWords(w: Int32Array): number {
  const ending = w[W_ENDING]!;
  if (ending !== E_NONE) return ending === E_WIN ? 1 : 0;
  let held = 0;
  let installed = 0;
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(w, c * 6);
    if (e < 0) continue;
    installed++;
    if (w[W_POS + c] === entryCell(w, e)) held++;
  }
  const goal = w[W_GOAL]!;
  const room = (goal + 1 - w[W_DAMAGE]!) / (goal + 1);
  return (held * 0.2 + installed * 0.05) * room;
}
