/**
 * `ElementWords`: the layer of `GameElement` that holds the words a game element may reword
 * (seat names, turns, hints, the thinking indicator, results), each a method with its default
 * from `words.ts`. `GameElement` extends it and supplies the game, the seats the AI plays and the
 * hint controller; game elements override the methods they reword.
 */
import { LitElement } from 'lit';
import type { Game, Outcome } from '@matrix-arcade/core';
import type { HintResult } from './game-events.js';
import type { HintController } from './hint-controller.js';
import { onlineWordsOf } from './online-words.js';
import * as words from './words.js';

export abstract class ElementWords<S> extends LitElement {
  /** Seats the AI plays (the settings' accessor, on `GameElement`). */
  declare aiSeats: readonly number[];
  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected abstract get game(): Game<S, any, any>;
  protected abstract readonly hints: HintController<S>;

  protected isAiSeat(seat: number): boolean {
    // Online: the server says whether its AI plays the seat (online-words.ts).
    const online = onlineWordsOf(this);
    if (online) return online.isAi(seat);
    return this.aiSeats.includes(seat);
  }
  /** "Player 1", "Player 2 (AI)"; in a solitaire "You" or "AI". */
  protected seatName(seat: number): string {
    // Online: "You", "Opponent", "AI" from this screen's side (a spectator's "Player 1").
    const online = onlineWordsOf(this);
    if (online) return online.seatName(seat);
    return words.defaultSeatName(seat, this.isAiSeat(seat), this.game.players.max === 1);
  }
  /** What the live region says about whose turn it is: "Player 2 (AI) to move." */
  protected turnWords(seat: number): string {
    const online = onlineWordsOf(this);
    if (online) return online.turnWords(seat);
    return `${this.seatName(seat)} to move.`;
  }
  /** What the live region says about a hint: its title, move, chance and why. */
  protected hintWords(hint: HintResult): string {
    const why = hint.explanation ? ` ${hint.explanation}` : '';
    return `${this.hintTitle(hint)}: ${hint.description}, ${this.valueWords(hint)}.${why}`;
  }
  /** Why the engine's move is good, in words, or null (games that explain their hints override). */
  protected hintExplanation(_state: S, _action: number): string | null {
    return null;
  }
  /** The hint's confidence in words, saying whose chance it is (`words.chanceWords`). */
  protected valueWords(hint: Pick<HintResult, 'value' | 'chance' | 'solved' | 'level'>): string {
    const seat = (hint as Partial<HintResult>).seat;
    const who = seat === undefined ? 'the player to move' : this.hints.who(seat);
    return words.chanceWords(hint, who, (m, v) => this.solvedWords(m, v));
  }
  /** A solved hint's result in words; games with points override to say the margin. */
  protected solvedWords(_margin: number, value: number): string {
    return words.solvedResultWords(value);
  }
  /** The bold title of the hint panel: "Hint for you", "Hint for Player 1". */
  protected hintTitle(hint: HintResult): string {
    return `Hint for ${this.hints.who(hint.seat)}`;
  }
  /** The thinking indicator's words while the AI searches a move for `seat`. */
  protected thinkingWords(seat: number): string {
    return `${this.game.players.max === 1 ? 'The AI' : this.seatName(seat)} is thinking…`;
  }
  /** The names of the "AI plays" boxes: "Player 1", "Player 2"; a solitaire's "the whole run". */
  protected controlSeatNames(): string[] {
    return words.controlSeatNames(this.game.players.max);
  }
  /** The result in the status line (default: the outcome's summary). */
  protected resultWords(outcome: Outcome): unknown {
    return outcome.summary;
  }
}
