/**
 * Root bookkeeping shared by the depth-first searches (`AlphaBeta`, `Expectimax`): the root's
 * actions sorted best first after each completed depth, and which value each is reported with
 * when the budget cuts a depth short (the first action, the last depth's best, searched: any
 * action that then beat it inside the window is better at the deeper depth).
 */

/** Stable insertion sort of the first `n` root actions by value, best first (parallel arrays). */
export function sortRootsBestFirst(
  moves: StaticArray<i32>,
  vals: StaticArray<f64>,
  nodes: StaticArray<i64>,
  n: i32,
): void {
  for (let i = 1; i < n; i++) {
    const m = unchecked(moves[i]);
    const v = unchecked(vals[i]);
    const c = unchecked(nodes[i]);
    let j = i - 1;
    while (j >= 0 && unchecked(vals[j]) < v) {
      unchecked((moves[j + 1] = moves[j]));
      unchecked((vals[j + 1] = vals[j]));
      unchecked((nodes[j + 1] = nodes[j]));
      j--;
    }
    unchecked((moves[j + 1] = m));
    unchecked((vals[j + 1] = v));
    unchecked((nodes[j + 1] = c));
  }
}

/** In a depth cut short (`partial`): the searched root action of highest value, else 0. */
export function partialPick(
  partial: bool,
  seen: StaticArray<i32>,
  vals: StaticArray<f64>,
  n: i32,
): i32 {
  let pick = 0;
  if (partial) {
    for (let i = 1; i < n; i++) {
      if (unchecked(seen[i]) !== 0 && unchecked(vals[i]) > unchecked(vals[pick])) pick = i;
    }
  }
  return pick;
}

/**
 * The value root action `i` is reported with: this depth's when it is cut short and the action
 * was searched, else the last completed depth's, else this depth's if searched, else `none`.
 */
export function rootValue(
  i: i32,
  partial: bool,
  resValid: bool,
  seen: StaticArray<i32>,
  vals: StaticArray<f64>,
  resVals: StaticArray<f64>,
  none: f64,
): f64 {
  const searched = unchecked(seen[i]) !== 0;
  if (partial && searched) return unchecked(vals[i]);
  if (resValid) return unchecked(resVals[i]);
  return searched ? unchecked(vals[i]) : none;
}
