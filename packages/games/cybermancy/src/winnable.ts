/**
 * CYBERMANCY's "was this deal winnable?": the family's `createWinnable` over CYBERMANCY's game
 * and its clairvoyant solver. `cybermancyWinnable(replay)` searches the replay's deal (with its
 * mode and chapter options) from the start; `cybermancyWinnable({ state })` that state. The answer
 * is `winnable` with a winning line (and its replay, checked through the rules), `not-winnable` or
 * `undecided`; options `{ budgetMs, nodes, onProgress }`.
 */
import type { MatrixOverloadGame } from '@matrix-arcade/matrix-overload';
import { createWinnable } from '@matrix-arcade/matrix-overload/solver';
import { cybermancy } from './game.js';
import type { CybermancyOptions } from './modes.js';
import { cybermancySolver } from './solver.js';

// Made on first use: `solver.ts` re-exports this file, so `cybermancySolver` is not initialised
// yet while this module is evaluated.
let call: ReturnType<typeof createWinnable> | null = null;

export const cybermancyWinnable: ReturnType<typeof createWinnable> = (from, options) => {
  call ??= createWinnable(
    cybermancy as unknown as MatrixOverloadGame<CybermancyOptions>,
    cybermancySolver.solve,
  );
  return call(from, options);
};
