/**
 * The events of the embedding contract: `move` and `game-over` (and `state-change`) bubble and
 * cross shadow roots, so a page can listen anywhere above the element. Their details, and what
 * `hint()` resolves to, are typed here.
 */

/** Detail of `move`. */
export interface MoveDetail {
  readonly seat: number;
  readonly action: number;
  readonly description: string;
  /** Who chose it: a person or the AI. */
  readonly by: 'human' | 'ai';
}

/** What `hint()` resolves to. */
export interface HintResult {
  readonly action: number;
  readonly description: string;
  /** The engine's estimate for the seat to move, from 0 (lost) to 1 (won). */
  readonly value: number;
  readonly seat: number;
}

/** Dispatches a bubbling, composed event. */
export function fire(el: HTMLElement, type: string, detail: unknown): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
