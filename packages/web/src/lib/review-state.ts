/**
 * Where a game element's review stands (idle, running with its progress and the moves judged so
 * far, done with the review and
 * the chosen move, or failed with a message): set by the review controller, drawn by the review
 * views (review-view.ts, review-done-view.ts), which read it without importing the controller.
 */
import type { GameReview, ReviewProgress } from '@matrix-arcade/ai-wasm';

export type ReviewState =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly progress: ReviewProgress;
      /** The moves judged so far, as a review (shown and usable while the rest is judged). */
      readonly partial: GameReview | null;
      readonly selected: number | null;
    }
  | { readonly kind: 'done'; readonly review: GameReview; readonly selected: number | null }
  | { readonly kind: 'failed'; readonly message: string };
