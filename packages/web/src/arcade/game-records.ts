/**
 * What the arcade records of the game on show, over `ArcadeStorage`: its statistics and its
 * history of past games (loaded when the game is mounted), whether the game in progress is
 * already counted, and what a finished or abandoned game adds to both. A finished game counts
 * once (undo and redo at the end do not count it again); a game abandoned for a new one counts
 * as lost when it was a game that counts (against the AI, or a solitaire played by a person),
 * and goes to the history either way.
 */
import type { SessionJSON } from '../lib/game-session.js';
import {
  type ArcadeStorage,
  EMPTY_STATS,
  type GameStats,
  type SavedGame,
  resultFor,
} from './arcade-storage.js';
import type { PastGame } from './game-history.js';
import { type BestGame, type OptionBests, withGame } from './option-bests.js';

/** What the statistics per option set need of a finished game. */
export interface FinishedDeal {
  /** The option set's key and words (`optionsKey`, `optionsLabel`). */
  readonly key: string;
  readonly label: string;
  readonly scores: readonly number[];
}

/** Who played a game, as recorded: the seats no person played, and whether the AI helped one. */
export interface Played {
  readonly ai: readonly number[];
  readonly assisted: boolean;
}

export class GameRecords {
  stats: GameStats = EMPTY_STATS;
  history: readonly PastGame[] = [];
  /** Statistics per option set. */
  bests: OptionBests = {};
  /** The result of the game in progress is in the statistics already. */
  counted = false;

  constructor(
    private readonly storage: ArcadeStorage,
    readonly gameId: string,
    readonly title: string,
    readonly seats: number,
  ) {}

  /** Loads the statistics, the history and the saved game; returns them with any problems. */
  load(): { saved: SavedGame | null; problems: string[] } {
    const stats = this.storage.loadStats(this.gameId, this.title);
    const history = this.storage.loadHistory(this.gameId, this.title);
    const saved = this.storage.loadGame(this.gameId, this.title);
    this.stats = stats.value;
    this.history = history.value;
    this.counted = saved.value?.counted ?? false;
    this.bests = this.storage.loadBests(this.gameId);
    const problems = [stats, history, saved].flatMap((r) => (r.problem ? [r.problem] : []));
    return { saved: saved.value, problems };
  }

  /**
   * Whether a game played with these AI seats counts in the statistics; `seats`: how many seats
   * the deal has (a solo map of a 1–2 player game has one of its two).
   */
  counts(aiSeats: readonly number[], seats = this.seats): boolean {
    return resultFor([0], aiSeats, seats) !== 'other';
  }

  /** Saves the game in progress with its settings. */
  save(state: SessionJSON, settings: SavedGame['settings']): void {
    if (state.actions.length === 0) this.counted = false;
    this.storage.saveGame(this.gameId, { state, settings, counted: this.counted });
  }

  /**
   * A game ended: counted once, and kept in the history. `played`: who played it as recorded
   * (the seats no person played; whether the AI played part of a person's seat).
   */
  finished(
    winners: readonly number[],
    summary: string,
    played: Played,
    state: SessionJSON,
    seats = this.seats,
    deal?: FinishedDeal,
  ): void {
    if (this.counted) return;
    const result = resultFor(winners, played.ai, seats);
    this.stats = this.storage.record(this.gameId, this.title, result);
    if (deal && result !== 'other') {
      const person = Array.from({ length: seats }, (_, i) => i).find(
        (i) => !played.ai.includes(i),
      )!;
      const score = deal.scores[person] ?? 0;
      const others = deal.scores.filter((_, i) => i !== person);
      const best: BestGame = {
        result,
        score,
        margin: others.length > 0 ? score - Math.max(...others) : score,
        words: others.length === 1 ? `${result} ${score}–${others[0]}` : `${result}: ${summary}`,
        seed: state.seed,
        when: new Date().toISOString(),
      };
      this.bests = withGame(this.bests, deal.key, deal.label, best);
      this.storage.saveBests(this.gameId, this.bests);
    }
    this.remember(result, summary, state, played);
    this.counted = true;
  }

  /** A running game was replaced by a new one. */
  abandoned(state: SessionJSON, played: Played, seats = this.seats): void {
    const counts = this.counts(played.ai, seats);
    if (counts) this.stats = this.storage.record(this.gameId, this.title, 'lost');
    const moves = state.actions.length;
    this.remember(
      counts ? 'abandoned' : 'other',
      `Abandoned after ${moves} move${moves === 1 ? '' : 's'}`,
      state,
      played,
    );
  }

  private remember(
    result: PastGame['result'],
    summary: string,
    state: SessionJSON,
    played: Played,
  ): void {
    this.history = this.storage.addToHistory(this.gameId, this.title, {
      when: new Date().toISOString(),
      seed: state.seed,
      result,
      summary,
      state,
      aiSeats: [...played.ai],
      ...(played.assisted && { assisted: true }),
    });
  }
}
