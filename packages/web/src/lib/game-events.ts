/**
 * The events of the embedding contract: `move` and `game-over` (and `state-change`) bubble and
 * cross shadow roots, so a page can listen anywhere above the element. What `hint()` resolves to
 * is typed here; the events' details in event-details.ts.
 */
import type { SettingsDetail } from './event-details.js';

export type { MoveDetail, SettingsDetail } from './event-details.js';

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
  /**
   * What `chance` is: `'exact'` (every move ends the game now, or the endgame was worked out
   * over every hidden arrangement), `'calibrated'` (measured on the AI's self-play), or
   * `'unknown'` (no `chance`).
   */
  readonly chanceKind?: 'exact' | 'calibrated' | 'unknown';
  /**
   * Why there is no `chance`: `'options'` (none was measured for this game's options, e.g.
   * another target or map) or `'settings'` (the AI searched at other settings than the ones it
   * was measured at: another level, `ai-iterations`).
   */
  readonly chanceUnknown?: 'options' | 'settings';
  /**
   * Present when the search saw every line to the end of the game (an endgame solved exactly):
   * the result of best play for the seat to move, in the game's points (e.g. the final
   * margin; 0 a draw).
   */
  readonly solved?: { readonly margin: number };
  /** The AI level that searched it (`ai-level`). */
  readonly level: 'quick' | 'strong';
  /** Why the move, in words, for games that explain their hints (e.g. points now, what it opens). */
  readonly explanation?: string;
  readonly seat: number;
}

/** Dispatches a bubbling, composed event. */
export function fire(el: HTMLElement, type: string, detail: unknown): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Fires `settings-change`: the AI's seats, autoplay (Run AI / Pause AI) or speed changed. */
export function fireSettings(el: HTMLElement & SettingsDetail): void {
  const detail: SettingsDetail = { aiSeats: el.aiSeats, autoplay: el.autoplay, speed: el.speed };
  fire(el, 'settings-change', detail);
}

// The typed event map (`src/events.ts`) travels with every element's declarations through here.
export type { GameElementEventMap, MatrixArcadeEventMap } from '../events.js';
