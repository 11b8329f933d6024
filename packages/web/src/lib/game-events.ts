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
  /** The engine's raw search value for the seat to move, 0 to 1 (not a probability). */
  readonly value: number;
  /**
   * The chance that the seat to move wins from here (a draw counts half), calibrated from the
   * AI's self-play at the engine's default settings; absent when the search ran with other
   * settings (e.g. `ai-iterations`) or the game has no calibration.
   */
  readonly chance?: number;
  readonly seat: number;
}

/** Dispatches a bubbling, composed event. */
export function fire(el: HTMLElement, type: string, detail: unknown): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
