/**
 * The public side of a game element as its controllers read it: the settings a page sets
 * (`autoplay`, `readonly`, `sound`, the AI seats, speed and level), and the methods the chrome
 * calls (`newGame`, `undo`, `redo`, `hint`, `focusBoard`). A controller reads these straight
 * from its host; what is not public (the element's words and hooks) comes through its driver.
 */
import type { ReactiveControllerHost } from 'lit';
import type { AnyGame, Outcome } from '@matrix-arcade/core';
import type { AiLevelName } from './attributes.js';
import { type MadeStep, aiOnlySeats } from './made-by.js';
import type { SpeedName } from './speeds.js';
import { onlineWordsOf } from './online-words.js';
import { type ResultKind, resultKind } from './words.js';

export interface ElementApi extends ReactiveControllerHost, HTMLElement {
  autoplay: boolean;
  readonly readonly: boolean;
  /** Who plays a solitaire shown when not the person ("The solver"), else ''. */
  readonly player: string;
  readonly sound: boolean;
  readonly seed: number;
  aiSeats: readonly number[];
  speed: SpeedName;
  readonly aiIterations: number | undefined;
  readonly aiLevel: AiLevelName;
  readonly abandonNote: string;
  /** Who made each move played so far, as recorded when it was made. */
  readonly moveMakers: readonly MadeStep[];
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Lit: the first render is done. */
  readonly hasUpdated: boolean;
  newGame(options?: { seed?: number } & Record<string, unknown>): void;
  hint(): Promise<unknown>;
  undo(): boolean;
  redo(): boolean;
  focusBoard(): void;
}

/** The game of an element (its class's static `game`). */
export function gameOf(el: object): AnyGame {
  return (el.constructor as unknown as { game: AnyGame }).game;
}

/** Whether the element's AI plays `seat`. */
export function isAiSeat(el: ElementApi, seat: number): boolean {
  return el.aiSeats.includes(seat);
}

/**
 * The seats a person plays at this screen, of the first `seats` seats; online, the seat this
 * screen holds (none for a spectator), so each side reads its own result.
 */
export function humanSeats(el: ElementApi, seats: number): number[] {
  const online = onlineWordsOf(el);
  if (online) return [...online.people];
  return Array.from({ length: seats }, (_, i) => i).filter((i) => !el.aiSeats.includes(i));
}

/**
 * An outcome as the people playing read it (a win, a loss, a draw), and how many they are, in a
 * deal of `seats` seats (the game's `numSeats`: a solo maze map has one). The people are those
 * who played, as recorded move by move: a seat a person played any of is theirs (`made-by.ts`).
 */
export function judge(
  el: ElementApi,
  outcome: Outcome,
  seats: number,
): { kind: ResultKind; people: number } {
  // Online: the people at this screen play its own seat (none for a spectator): each side
  // reads its own result (online-words.ts).
  const online = onlineWordsOf(el);
  if (online) {
    return { kind: resultKind(outcome, seats, online.people), people: online.people.length };
  }
  const ai = aiOnlySeats(el.moveMakers, seats, el.aiSeats);
  const people = Array.from({ length: seats }, (_, i) => i).filter((i) => !ai.includes(i));
  return { kind: resultKind(outcome, seats, people), people: people.length };
}
