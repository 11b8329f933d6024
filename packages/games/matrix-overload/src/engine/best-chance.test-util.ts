/**
 * The reference the endgame solver and the review are checked against: best play's exact win
 * probability by the TypeScript rules alone, each hidden card equally likely to be drawn next
 * (plain expectimax over the rules, no engine). Small endgames only: it is exponential.
 */
import { TERMINAL } from '@matrix-arcade/core';
import { matrixOverload as game } from '../game.js';
import type { MatrixOverloadState } from '../state.js';

/** Best play's win probability from `s`. */
export function bestChance(s: MatrixOverloadState): number {
  if (game.currentPlayer(s) === TERMINAL) return game.returns(s)[0]!;
  return Math.max(...game.legalActions(s).map((a) => actionChance(s, a)));
}

/** The win probability of playing `a` in `s`, then best play: averaged over the next draw. */
export function actionChance(s: MatrixOverloadState, a: number): number {
  const next = game.apply(s, a);
  if (next.unknown === s.unknown || game.currentPlayer(next) === TERMINAL) return bestChance(next);
  let sum = 0;
  for (let i = 0; i < s.unknown; i++) {
    const deck = s.deck.slice();
    [deck[0], deck[i]] = [deck[i]!, deck[0]!];
    sum += bestChance(game.apply({ ...s, deck }, a));
  }
  return sum / s.unknown;
}
