/**
 * The arcade's daily deal, as a Lit reactive controller (the rules of the day's seed, the kept
 * results and the share text are in `daily-deal.ts`). It draws one compact line below the
 * game: buttons for today's and yesterday's deal of the game on show and the streak; while a
 * daily deal is on show, which day's deal it is; once it is finished, the day's result and the
 * spoiler-free text to copy. Dealing a daily deal over a game in progress asks first (that game
 * counts as abandoned). Results live in `localStorage` under their own key, checked on the way
 * back. The clock is injectable (`clock`), for tests and for a page that wants its own.
 */
import { type ReactiveController, type ReactiveControllerHost, html, nothing } from 'lit';
import { type AnyGame, type Outcome, defaultOptions, deepEqual } from '@matrix-arcade/core';
import { GameSession, type SessionJSON } from '../lib/game-session.js';
import { aiOnlySeats } from '../lib/made-by.js';
import { resultKind } from '../lib/words.js';
import {
  type DailyRecords,
  type DailyResult,
  dailySeed,
  dayKey,
  parseDailyRecords,
  previousDay,
  shareText,
  streak,
  withResult,
} from './daily-deal.js';
import type { AnyGameElement } from './game-mount.js';

export const DAILY_KEY = 'matrix-arcade:daily';

/** What the controller needs of the arcade. */
export interface DailyHost extends ReactiveControllerHost {
  readonly showing: { id: string; game: AnyGame; el: AnyGameElement | null };
  /** Null when a new deal abandons nothing, else what abandoning costs in words. */
  abandonCost(): string | null;
}

type Asking = { readonly day: string; readonly note: string } | null;

export class DailyController implements ReactiveController {
  /** The clock the day is read from (UTC). */
  clock: () => Date = () => new Date();
  /** Where results are kept (default `localStorage`). */
  storage: Storage | null = safeLocalStorage();
  private asking: Asking = null;
  private copied = false;
  /** Hints asked in the game on show (its `hint()` calls), by element. */
  private readonly hints = new WeakMap<object, number>();

  constructor(private readonly host: DailyHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  get today(): string {
    return dayKey(this.clock());
  }

  /** The day whose deal the element shows (today's or yesterday's), or null. */
  dayOf(el: AnyGameElement | null, game: AnyGame, id: string): string | null {
    const state = el?.gameState;
    if (!el || state === null || state === undefined) return null;
    const defaults = defaultOptions(game.optionSchema as never);
    if (!deepEqual(game.optionsOf(state), defaults)) return null;
    for (const day of [this.today, previousDay(this.today)]) {
      if (el.seed === dailySeed(id, day)) return day;
    }
    return null;
  }

  get records(): DailyRecords {
    const raw = readKey(this.storage);
    return parseDailyRecords(raw) ?? {};
  }

  /** Deals `day`'s deal of the game on show (asking first over a game in progress). */
  play(day: string, confirmed = false): void {
    const { id, game, el } = this.host.showing;
    if (!el) return;
    const cost = this.host.abandonCost();
    if (cost !== null && !confirmed) {
      this.asking = { day, note: cost };
      this.host.requestUpdate();
      return;
    }
    this.asking = null;
    this.copied = false;
    el.newGame({ seed: dailySeed(id, day), ...defaultOptions(game.optionSchema as never) });
    this.watchHints(el);
    this.host.requestUpdate();
  }

  /** The game on show ended: keeps the day's result if it was a daily deal not yet recorded. */
  finished(el: AnyGameElement, outcome: Outcome, state: SessionJSON): void {
    const { id, game } = this.host.showing;
    const day = this.dayOf(el, game, id);
    if (!day) return;
    const session = GameSession.fromJSON(game, state);
    const seats = game.numSeats(session.state);
    // Who played, as recorded move by move: a seat a person played any of is theirs.
    const ai = aiOnlySeats(el.moveMakers, seats, el.aiSeats);
    const people = Array.from({ length: seats }, (_, i) => i).filter((i) => !ai.includes(i));
    const kind = resultKind(outcome, seats, people);
    const r: DailyResult = {
      result: kind === 'win' ? 'won' : kind === 'loss' ? 'lost' : 'drawn',
      moves: session.history.filter((s) => s.seat >= 0 && people.includes(s.seat)).length,
      hints: this.hints.get(el) ?? 0,
      score: outcome.scores.length === 2 ? `${outcome.scores[0]} to ${outcome.scores[1]}` : '',
    };
    writeKey(this.storage, JSON.stringify(withResult(this.records, id, day, r)));
    this.host.requestUpdate();
  }

  /** Counts the element's hints (calls of its `hint()`), once per element. */
  private watchHints(el: AnyGameElement): void {
    if (this.hints.has(el)) {
      this.hints.set(el, 0);
      return;
    }
    this.hints.set(el, 0);
    const ask = el.hint.bind(el);
    el.hint = () => {
      this.hints.set(el, (this.hints.get(el) ?? 0) + 1);
      return ask();
    };
  }

  private async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = true;
    } catch {
      this.copied = false;
    }
    this.host.requestUpdate();
  }

  render(): unknown {
    const { id, game, el } = this.host.showing;
    if (!el) return nothing;
    const today = this.today;
    const day = this.dayOf(el, game, id);
    const records = this.records;
    const days = streak(records, id, today);
    const done = day ? records[id]?.[day] : undefined;
    const text = done && day ? shareText(game.title, day, done, days) : '';
    const ask = this.asking;
    return html`<section class="daily" part="daily" aria-label="Daily deal">
      ${
        day
          ? html`<span class="daily-mark" data-daily-day=${day}><strong>Daily deal</strong> ${day} (UTC)${day === today ? '' : ', yesterday’s'}</span>`
          : html`<span class="daily-mark">Daily deal:</span>`
      }
      ${day === today ? nothing : html`<button data-daily="today" @click=${() => this.play(today)}>Today’s deal</button>`}
      ${
        day === previousDay(today)
          ? nothing
          : html`<button data-daily="yesterday" @click=${() => this.play(previousDay(today))}>Yesterday’s</button>`
      }
      <span data-daily-streak=${days}>Streak: ${days} ${days === 1 ? 'day' : 'days'}</span>
      ${
        ask
          ? html`<span role="group" aria-label="Abandon the game in progress?">
              This ends the game in progress. ${ask.note}
              <button data-daily="confirm" @click=${() => this.play(ask.day, true)}>Play the daily deal</button>
              <button data-daily="keep" @click=${() => {
                this.asking = null;
                this.host.requestUpdate();
              }}>Keep playing</button>
            </span>`
          : nothing
      }
      ${
        text
          ? html`<pre class="daily-share" data-daily-share aria-label="Your result to share">${text}</pre>
            <button data-daily="copy" @click=${() => void this.copy(text)}>${this.copied ? 'Copied' : 'Copy result'}</button>`
          : nothing
      }
    </section>`;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readKey(s: Storage | null): string | null {
  try {
    return s?.getItem(DAILY_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeKey(s: Storage | null, value: string): void {
  try {
    s?.setItem(DAILY_KEY, value);
  } catch {
    // Full or unavailable storage: the result is not kept.
  }
}
