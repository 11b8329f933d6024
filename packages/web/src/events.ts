/**
 * The elements' events, typed for TypeScript pages: the bubbling events of the embedding contract
 * join the DOM's `HTMLElementEventMap`, so `el.addEventListener('move', (e) => e.detail.action)`
 * compiles under `strict` on any element (they bubble, so a listener on a container or the
 * document gets them too). `error` is already the DOM's `ErrorEvent` there and cannot be
 * redeclared, so the game elements get their own `addEventListener` overload for it:
 * `game.addEventListener('error', (e) => e.detail.message)` on a game element.
 */
import type { Outcome } from '@matrix-arcade/core';
import type { CellActivateDetail, CellFocusDetail } from './kit/board-grid.js';
import type { ControlDetail } from './kit/game-controls.js';
import type { LessonDetail } from './learn/lesson-detail.js';
import type { MoveDetail, SettingsDetail } from './lib/event-details.js';
import type { SessionJSON } from './lib/game-session.js';
import type { ErrorDetail } from './lib/warn.js';

/** Detail of `game-over`: how the game ended. */
export interface GameOverDetail {
  readonly result: Outcome;
}

/** Detail of `state-change` (after every move, undo, redo and new game) and `game-abandon`. */
export interface StateDetail {
  /** The whole game as JSON; set it back as the element's `state` to restore the game. */
  readonly state: SessionJSON;
}

/** The bubbling events of the game elements and the kit, by name. */
export interface MatrixArcadeEventMap {
  /** A move was played (by a person or the AI). */
  move: CustomEvent<MoveDetail>;
  /** The game ended. */
  'game-over': CustomEvent<GameOverDetail>;
  /** The game changed: a move, an undo or redo, a new game, a restored state. */
  'state-change': CustomEvent<StateDetail>;
  /** A game still running was replaced by a new one (its last state in the detail). */
  'game-abandon': CustomEvent<StateDetail>;
  /** The AI's seats, autoplay (Run AI / Pause AI) or speed changed. */
  'settings-change': CustomEvent<SettingsDetail>;
  /** Teaching mode: a lesson's step began (the detail resumes it: `teach(lesson, { at })`). */
  'lesson-step': CustomEvent<LessonDetail>;
  /** Teaching mode: a move the step does not accept was refused, and why. */
  'lesson-refused': CustomEvent<{ readonly action: number; readonly reason: string }>;
  /** Teaching mode: the lesson ended (`stars`, `mistakes`, `hints`, `skipped`). */
  'lesson-end': CustomEvent<LessonDetail>;
  /** Teaching mode: "Next lesson" or "Done" at the end of a lesson. */
  'lesson-next': CustomEvent<Record<string, never>>;
  'lesson-exit': CustomEvent<Record<string, never>>;
  /** Teaching mode: "Play a game of …" at the end of the guided first game's last part. */
  'lesson-play': CustomEvent<Record<string, never>>;
  /** `<arcade-learn>`: Close. */
  'learn-close': CustomEvent<Record<string, never>>;
  /** `<arcade-learn>`: "Play a game" once the guided game is played (`learn-close` follows). */
  'learn-play': CustomEvent<{ readonly game: string }>;
  /** Kit: a control of `<arcade-game-controls>` was used. */
  'arcade-control': CustomEvent<ControlDetail>;
  /** Kit: a cell of `<arcade-board-grid>` was activated (click, Enter, Space). */
  'cell-activate': CustomEvent<CellActivateDetail>;
  /** Kit: the focus moved to a cell of `<arcade-board-grid>`. */
  'cell-focus': CustomEvent<CellFocusDetail>;
}

/** The game elements' own events: the map above and `error` (a problem they recovered from). */
export interface GameElementEventMap extends MatrixArcadeEventMap {
  /** A bad attribute, a corrupt save or an engine failure, recovered from (does not bubble). */
  error: CustomEvent<ErrorDetail>;
}

declare global {
  interface HTMLElementEventMap extends MatrixArcadeEventMap {}
}

type Listener<This, E> = (this: This, event: E) => unknown;

declare module './lib/game-element.js' {
  interface GameElement<S, O> {
    addEventListener(
      type: 'error',
      listener: Listener<GameElement<S, O>, CustomEvent<ErrorDetail>>,
      options?: boolean | AddEventListenerOptions,
    ): void;
    addEventListener<K extends keyof HTMLElementEventMap>(
      type: K,
      listener: Listener<GameElement<S, O>, HTMLElementEventMap[K]>,
      options?: boolean | AddEventListenerOptions,
    ): void;
    addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ): void;
    removeEventListener(
      type: 'error',
      listener: Listener<GameElement<S, O>, CustomEvent<ErrorDetail>>,
      options?: boolean | EventListenerOptions,
    ): void;
    removeEventListener<K extends keyof HTMLElementEventMap>(
      type: K,
      listener: Listener<GameElement<S, O>, HTMLElementEventMap[K]>,
      options?: boolean | EventListenerOptions,
    ): void;
    removeEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ): void;
  }
}
