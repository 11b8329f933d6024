/**
 * `ElementWords`: the layer of `GameElement` that holds the words a game element may reword
 * (seat names, turns, hints, the thinking indicator, results), each a method with its default
 * from `words.ts`. `GameElement` extends it and supplies the game, the seats the AI plays and the
 * hint controller; game elements override the methods they reword.
 */
import { LitElement } from 'lit';
import { CHANCE, type Game, type Outcome } from '@matrix-arcade/core';
import type { HintResult } from './game-events.js';
import type { GameSession } from './game-session.js';
import {
  type MadeStep,
  PLAY_NOTE,
  type SeatPlay,
  moverName,
  seatPlay,
  seatPlayName,
} from './made-by.js';
import type { HintController } from './hint-controller.js';
import { onlineWordsOf } from './online-words.js';
import { summaryWithNames } from './summary-words.js';
import * as words from './words.js';

export abstract class ElementWords<S> extends LitElement {
  /** Seats the AI plays (the settings' accessor, on `GameElement`). */
  declare aiSeats: readonly number[];
  /**
   * Who plays the solitaire shown when it is neither the person nor the AI (a solver's winning
   * line in the arcade's viewer: "The solver"): the words name it instead of "you". Set it
   * before the element draws; empty (the default): the person or the AI, as recorded.
   */
  player = '';
  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected abstract get game(): Game<S, any, any>;
  protected abstract readonly hints: HintController<S>;
  protected abstract get session(): GameSession<S> | null;

  /** Whether the AI plays `seat` now (the settings: for the moves to come, never the past). */
  protected isAiSeat(seat: number): boolean {
    // Online: the server says whether its AI plays the seat (online-words.ts).
    const online = onlineWordsOf(this);
    if (online) return online.isAi(seat);
    return this.aiSeats.includes(seat);
  }
  /**
   * Who played `seat` in this game, from the record of its moves (`made-by.ts`): a person, the
   * AI, or both; a seat with no recorded move yet is played as the settings say.
   */
  protected seatPlay(seat: number): SeatPlay {
    return seatPlay(this.session?.history ?? [], seat, this.isAiSeat(seat));
  }
  /**
   * The note under a seat's score saying who plays it ("AI", "person and AI", and "person" when
   * `person` is set, "you" for the one person against the AI); none in a lesson, whose steps
   * name the seats ("You", "Your opponent").
   */
  protected playNote(seat: number, person = true): string {
    if (this.lessonSeat() !== null) return '';
    const play = this.seatPlay(seat);
    if (play === 'person' && !person) return '';
    // The one seat a person plays against the AI is "you" (a newcomer read "person" as someone
    // else); people sharing a screen, or an online game, keep "person".
    if (play === 'person' && !onlineWordsOf(this) && this.othersAi(seat)) return 'you';
    return PLAY_NOTE[play];
  }
  /** True when the AI played every seat but `seat` (as recorded, else as the settings say). */
  private othersAi(seat: number): boolean {
    const seats = Array.from({ length: this.game.players.max }, (_, s) => s);
    return seats.every((s) => s === seat || this.seatPlay(s) === 'ai');
  }
  /** The seat the person plays in the lesson on the board, or null (no lesson). */
  protected lessonSeat(): number | null {
    return null;
  }
  /** A solitaire's names for who played the run (null: the game has several seats). */
  protected soloNames(): { person: string; ai: string; both: string } | null {
    return this.game.players.max === 1 ? (this.playerNames() ?? words.SOLO_NAMES) : null;
  }
  /** Every name of a solitaire's player when `player` says who it is, else null. */
  protected playerNames(): { person: string; ai: string; both: string } | null {
    const p = this.player;
    return p ? { person: p, ai: p, both: p } : null;
  }
  /** The name of chance's moves in the log: none by default (the move says it: "the die shows 5"). */
  protected chanceName(): string {
    return '';
  }
  /**
   * "Player 1", "Player 2 (AI)", "Player 1 (you and AI)"; in a solitaire "You", "AI", "You and
   * the AI": who played the seat, as recorded.
   */
  protected seatName(seat: number): string {
    // Online: "You", "Opponent", "AI" from this screen's side (a spectator's "Player 1").
    const online = onlineWordsOf(this);
    if (online) return online.seatName(seat);
    // A lesson names the seats as its steps do: the person "You", the other side "Your opponent".
    const learner = this.lessonSeat();
    if (learner !== null && seat >= 0 && this.soloNames() === null)
      return seat === learner ? 'You' : 'Your opponent';
    return seatPlayName(seat, this.seatPlay(seat), this.soloNames());
  }
  /** Who made one move, as recorded: "Player 1 (AI)", "You (hint)"; chance: `chanceName`. */
  protected moverName(step: MadeStep): string {
    if (step.seat === CHANCE) return this.chanceName();
    // Online: "You", "Opponent", "AI" from this screen's side, as the server recorded the move.
    const online = onlineWordsOf(this);
    if (online) return online.moverName(step);
    if (step.by === null || this.lessonSeat() !== null) return this.seatName(step.seat);
    return moverName(step.by, (play) => seatPlayName(step.seat, play, this.soloNames()));
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
  /**
   * The result in the status line (default: the outcome's summary); `verdict` is what the line
   * says before it ("You won!", "You lost." or ''), so the words need not say it again.
   */
  protected resultWords(outcome: Outcome, _verdict = ''): unknown {
    return this.summaryWords(outcome);
  }
  /**
   * The outcome's sentence; online, from this screen's side ("Opponent wins 34 to 28."); offline,
   * with the one person against the AI as "You" and the AI's seat by its name ("You win 151 to
   * 137.", "Player 2 (AI) wins 151 to 137."), a lesson's seats as its steps name them. People
   * sharing a screen, or the AI alone, read the rules' own words.
   */
  protected summaryWords(outcome: Outcome): string {
    const online = onlineWordsOf(this);
    if (online) return online.summary(outcome.summary);
    if (this.game.players.max < 2) return outcome.summary;
    if (this.lessonSeat() !== null)
      return summaryWithNames(outcome.summary, (seat) => this.seatName(seat));
    const seats = Array.from({ length: this.game.players.max }, (_, s) => s);
    const you = seats.filter((s) => this.seatPlay(s) !== 'ai' && this.othersAi(s));
    if (you.length !== 1 || this.player) return outcome.summary;
    return summaryWithNames(outcome.summary, (seat) =>
      seat === you[0] ? 'You' : this.seatName(seat),
    );
  }
}
