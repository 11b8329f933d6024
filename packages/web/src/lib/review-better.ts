/**
 * Whether the engine's move was better than the move played, as a player reads the review: the
 * chances are shown in whole percent, so a move whose chance after it rounds to the engine's
 * move's chance is another choice as good as the engine's, never called "Better" (a review said
 * "Better: … 80%; after the move played, 80%" for moves graded good). Read by the review's panel
 * and by what the review says aloud.
 */
import type { ReviewedMove } from '@matrix-arcade/ai-wasm';

/** True when the engine's move gives the mover a higher chance, in whole percent, than the move played. */
export function engineMoveBetter(m: Pick<ReviewedMove, 'bestChance' | 'chanceAfter'>): boolean {
  return Math.round(m.bestChance * 100) > Math.round(m.chanceAfter * 100);
}
