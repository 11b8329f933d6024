/**
 * "Dice known, stack hidden", an analysis mode of the honest-ceiling study (issue 24;
 * docs/performance.md, Matrix (piecepack)): the engine searches the observation as always (the
 * stack hidden and dealt again in every rollout) but its rollouts roll the match's true future
 * dice, the faces core's `chanceRng(seed)` gives the match in order (the stream the clairvoyant
 * solver reads, `RollStream`). It is the mirror of `--see-state` and sees what no player can:
 * never a hint. The kernel's `seeChance` (`pnpm series --see-chance`) uses it; the wasm side is
 * `assembly/dice-feed.ts` (exports `feedDie`, `feedDice`).
 */
import { A_DIE } from '../layout.js';
import { RollStream } from '../solver/search.js';

/** The module exports the mode needs (assembly/dice-feed.ts). */
export interface DiceFeedExports {
  feedDie(i: number, face: number): void;
  feedDice(count: number, next: number): void;
}

/** Rolls fed a match: far more than a run makes (the module holds 4,096). */
export const FED_ROLLS = 4096;

/** How many dice a match has rolled: the die outcomes among its actions (core's `Match.actions`). */
export function rollsMade(actions: readonly number[]): number {
  let n = 0;
  for (const a of actions) if (a > A_DIE && a <= A_DIE + 6) n++;
  return n;
}

/** Loads the module with the first `FED_ROLLS` faces a match with `seed` rolls (once a match). */
export function feedMatchDice(x: DiceFeedExports, seed: number): void {
  const rolls = new RollStream(seed);
  for (let k = 0; k < FED_ROLLS; k++) x.feedDie(k, rolls.at(k));
}

/** Before a decision: the search's dice start at the match's next roll. */
export function seeDiceFrom(x: DiceFeedExports, actions: readonly number[]): void {
  x.feedDice(FED_ROLLS, rollsMade(actions));
}

/** Back to sampled dice (the module as a hint uses it). */
export function unseeDice(x: DiceFeedExports): void {
  x.feedDice(0, 0);
}
