/**
 * What the shared chrome and a game element say to each other, as types only: the requests of
 * the controls bar (`arcade-control` events) and the entries of the move log. They live here, in
 * `lib`, so the element's chrome needs nothing from `kit`; the kit elements that send and show
 * them (`kit/game-controls.ts`, `kit/move-log.ts`) import and re-export these types.
 */
import type { SpeedName } from './speeds.js';

/** A control's request. */
export type ControlDetail =
  | { readonly command: 'new-game' | 'hint' | 'undo' | 'redo' }
  | { readonly command: 'autoplay'; readonly value: boolean }
  | { readonly command: 'speed'; readonly value: SpeedName }
  | { readonly command: 'ai-seat'; readonly value: { seat: number; ai: boolean } };

/** One logged move. */
export interface LogEntry {
  /** Who moved ("Player 1", "Player 2 (AI)"). */
  readonly who: string;
  /** The move in words. */
  readonly text: string;
  /** Taken back by undo, still available to redo. */
  readonly undone?: boolean;
}
