/**
 * What the family's shared board (`OverloadBoard`) is given by the element that draws it: the
 * edition (its rules, words and own marks, each hook optional, the family's behaviour when
 * absent) and the port (what the board may ask of its game element: the session, whose turn it
 * is, the hint, and playing, announcing and drawing the status line). MATR1X ØVERLØAD passes its
 * rules and words only; an edition with new cards adds its card names, marks and board choices.
 */
import type { ActionPreview, MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import type { GridCell } from '../kit/board-grid.js';
import type { GameSession } from '../lib/game-session.js';
import type { SeatPlay } from '../lib/made-by.js';
import type { BoardMarks } from './board.js';
import type { FamilyPreview, FamilyRules } from './family-preview.js';
import type { FamilyWords } from './words.js';

/**
 * An edition of the family, as the board draws and checks it, typed with the edition's preview
 * shape `P` (its rules' `preview`), which its words and marks are given as it is.
 */
export interface OverloadEdition<P extends FamilyPreview = ActionPreview> {
  readonly rules: FamilyRules<P>;
  /** What the board says about cards, previews and endings. */
  readonly words: FamilyWords<P>;
  /** The board grid's accessible name. */
  readonly boardLabel: string;
  /** The name a card shows on a banner when it is the card in hand ("" for none). */
  cardName?(card: number): string;
  /** Words for a choice that has no place on the board (default: the game's description). */
  choiceWords?(st: MatrixOverloadState, action: number): string;
  /** The edition's own marks on the board for this position and preview. */
  boardExtras?(st: MatrixOverloadState, preview: P | null): BoardMarks['extra'];
  /**
   * The action activating grid index `index` plays, or null; undefined: the family's (the place
   * at that index). An edition whose choices join two places returns the joined choice.
   */
  actionAtIndex?(index: number): number | null | undefined;
  /** Takes an activated cell before anything is played there (a first royal chosen): true if so. */
  takeCell?(index: number, pointerType: string): boolean;
  /** The board's grid cells with the edition's own marks and words. */
  boardCells?(cells: GridCell[], legal: readonly number[]): GridCell[];
  /** What the preview panel says when there is nothing to preview; undefined: the family's. */
  prompt?(st: MatrixOverloadState): string | undefined;
  /** The choices panel; undefined: the family's (off-board choices as buttons). */
  renderChoices?(st: MatrixOverloadState, legal: readonly number[]): unknown;
  /** The board spots an action without a place of its own touches (a swap's two royals). */
  lastSpots?(action: number): readonly number[];
  /** Shown under the card in hand (the run's setup, say). */
  renderMainExtras?(st: MatrixOverloadState): unknown;
  /** Shown at the top of the side column. */
  renderSideExtras?(st: MatrixOverloadState): unknown;
  /** Clears the edition's selection (Escape), saying so: true when there was one. */
  clearSelection?(): boolean;
  /** Forgets the edition's selection silently (a new position, a new game). */
  reset?(): void;
}

/** What the board may ask of the game element that draws it. */
export interface OverloadPort {
  session(): GameSession<MatrixOverloadState> | null;
  /** The player may move now (not the AI's run, not over, not read-only). */
  humanTurn(): boolean;
  /** The hinted action, or -1. */
  hinted(): number;
  /** The action a lesson's pointer shows (teaching mode), or -1; absent: never. */
  pointed?(): number;
  /** The board part a lesson's pointer shows (`hand`, `deck`), or ''. */
  pointedPart?(): string;
  /**
   * Teaching mode: a move the rules refuse goes to the lesson as well (which says why in its
   * panel); absent: never.
   */
  teaching?(): boolean;
  /** The AI plays the run (now: the settings, for the moves to come). */
  aiPlays(): boolean;
  /** Who plays a run shown read-only when not the person ("The solver"), else '' (absent: ''). */
  player?(): string;
  /** Who played the run so far, as recorded move by move. */
  played(): SeatPlay;
  play(action: number): void;
  announce(text: string): void;
  /** The action in words, as the game describes it. */
  describe(st: MatrixOverloadState, action: number): string;
  /** The status line with these words (the element's chrome). */
  status(words: unknown): unknown;
  /** The hint panel, or nothing (the element's chrome). */
  hint(): unknown;
}
