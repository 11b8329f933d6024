/**
 * ai-wasm's `reviewGame`, on its own so that `review-controller.ts` can import it dynamically:
 * the review's search and grading are fetched when a review starts, not with the element.
 */
export { reviewGame } from '@matrix-arcade/ai-wasm';
