/**
 * The details of the game elements' own events (`move`, `settings-change`), as plain types: read
 * by the typed event map (`src/events.ts`) and by the code that fires them (game-events.ts).
 */

/** Detail of `move`. */
export interface MoveDetail {
  readonly seat: number;
  readonly action: number;
  readonly description: string;
  /** Who chose it: a person or the AI. */
  readonly by: 'human' | 'ai';
}

/** What the AI settings are now, as `settings-change` says them. */
export interface SettingsDetail {
  readonly aiSeats: readonly number[];
  readonly autoplay: boolean;
  readonly speed: string;
}
