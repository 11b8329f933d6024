/**
 * The arcade's daily deal, as a Lit reactive controller (the rules of the day's seed, the kept
 * results, the streak and the share text are in `daily-deal.ts`; the line below the game in
 * `daily-bar.ts`, the month calendar in `daily-calendar.ts`, the end panel's medal and
 * comparisons in `daily-compare.ts`). It draws one compact line below the game: which day's deal is on show,
 * today's result or a button to play it, the one streak with what it counts written beside it,
 * and a Calendar button (a month of days, each day's result, every past day playable); once a
 * daily deal is finished, its result in one line of plain text to copy (from the person's side;
 * a game the AI played alone or people played among themselves keeps no result, as in Stats). Dealing a daily deal over
 * a game in progress asks first (that game counts as abandoned). Results live in `localStorage`
 * under their own key, checked on the way back. The clock is injectable (`clock`), for tests and
 * for a page that wants its own.
 */
import { type ReactiveController, type ReactiveControllerHost, nothing } from 'lit';
import { type AnyGame, type Outcome, defaultOptions, deepEqual } from '@matrix-arcade/core';
import { GameSession, type SessionJSON } from '../lib/game-session.js';
import { aiOnlySeats } from '../lib/made-by.js';
import { showDialog } from './arcade-panels.js';
import {
  CALENDAR_DAYS,
  type DailyRecords,
  type DailyResult,
  dailySeed,
  dayKey,
  monthOf,
  parseDailyRecords,
  previousDay,
  shareText,
  streak,
  withAi,
  withResult,
} from './daily-deal.js';
import { resultFrom } from './daily-ai.js';
import { dailyBar } from './daily-bar.js';
import { DailyCompare } from './daily-compare.js';
import type { AnyGameElement } from './game-mount.js';

export const DAILY_KEY = 'matrix-arcade:daily';

/** What the controller needs of the arcade. */
export interface DailyHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
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
  /**
   * The search iterations a move of the AI's game on a daily deal (the comparison in the end
   * panel); undefined, the default: the game's quick level, as its hints. A page (or a test that
   * checks the comparison, not the AI's strength) may ask for a quicker game.
   */
  aiIterations: number | undefined = undefined;
  private asking: Asking = null;
  private copied = false;
  /** The month the calendar shows (`YYYY-MM`; '' for this month). */
  private month = '';
  /** Hints asked in the game on show (its `hint()` calls), by element. */
  private readonly hints = new WeakMap<object, number>();
  /** Seeds of each game's deals of the calendar's days, by `<id> <today>`. */
  private readonly seeds = new Map<string, Map<number, string>>();

  /** The end panel's comparisons, and the AI's games on the deals. */
  private readonly compare = new DailyCompare({
    requestUpdate: () => this.host.requestUpdate(),
    slot: () => this.host.renderRoot,
    keepAi: (id, day, ai) =>
      writeKey(this.storage, JSON.stringify(withAi(this.records, id, day, ai))),
    iterations: () => this.aiIterations,
  });

  constructor(private readonly host: DailyHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.compare.cancel();
  }

  get today(): string {
    return dayKey(this.clock());
  }

  /** The day (today or one before, within the calendar's reach) of a seed of `id`, or null. */
  private dayOfSeed(id: string, seed: number): string | null {
    const key = `${id} ${this.today}`;
    let days = this.seeds.get(key);
    if (!days) {
      days = new Map();
      let day = this.today;
      for (let i = 0; i <= CALENDAR_DAYS; i++) {
        days.set(dailySeed(id, day), day);
        day = previousDay(day);
      }
      this.seeds.set(key, days);
    }
    return days.get(seed) ?? null;
  }

  /** The day whose deal the element shows (its seed and the default options), or null. */
  dayOf(el: AnyGameElement | null, game: AnyGame, id: string): string | null {
    const state = el?.gameState;
    if (!el || state === null || state === undefined) return null;
    const day = this.dayOfSeed(id, el.seed);
    if (!day) return null;
    const defaults = defaultOptions(game.optionSchema as never);
    return deepEqual(game.optionsOf(state), defaults) ? day : null;
  }

  get records(): DailyRecords {
    const raw = readKey(this.storage);
    return parseDailyRecords(raw) ?? {};
  }

  /** Today's result of game `id`, if it is kept (for the front door). */
  todayOf(id: string): DailyResult | null {
    return this.records[id]?.[this.today] ?? null;
  }

  /** The streak of game `id` (see `streak`). */
  streakOf(id: string): number {
    return streak(this.records, id, this.today);
  }

  /** Deals `day`'s deal of the game on show (asking first over a game in progress). */
  play(day: string, confirmed = false): void {
    const { id, game, el } = this.host.showing;
    if (!el) return;
    const cost = this.host.abandonCost();
    if (cost !== null && !confirmed && this.dayOf(el, game, id) !== day) {
      this.asking = { day, note: cost };
      this.host.requestUpdate();
      return;
    }
    this.asking = null;
    this.copied = false;
    if (this.dayOf(el, game, id) !== day || el.result)
      el.newGame({ seed: dailySeed(id, day), ...defaultOptions(game.optionSchema as never) });
    this.watchHints(el);
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.reveal(el));
  }

  /**
   * The deal is played from the Daily bar or the calendar, below the game: when the game's top
   * (its status line and main buttons) is above the screen, the page scrolls back to the
   * arcade's top bar, so the new deal is seen from its start.
   */
  private reveal(el: AnyGameElement): void {
    if (!el.isConnected || el.getBoundingClientRect().top >= 0) return;
    const top = this.host.renderRoot.querySelector('header') ?? el;
    top.scrollIntoView({ block: 'start' });
  }

  /**
   * The seat the person played in the game of `el` (as recorded move by move: a seat a person
   * played any of is theirs), or null when it is nobody's daily: like Stats, a game the AI played
   * alone, or people among themselves.
   */
  private personOf(el: AnyGameElement, seats: number): number | null {
    const ai = aiOnlySeats(el.moveMakers, seats, el.aiSeats);
    const people = Array.from({ length: seats }, (_, i) => i).filter((i) => !ai.includes(i));
    if (people.length === 0 || (people.length > 1 && people.length === seats)) return null;
    return people[0]!;
  }

  /** The game on show ended: keeps the day's result if it was a daily deal not yet recorded. */
  finished(el: AnyGameElement, outcome: Outcome, state: SessionJSON): void {
    const { id, game } = this.host.showing;
    const day = this.dayOf(el, game, id);
    if (!day) return;
    const session = GameSession.fromJSON(game, state);
    const seats = game.numSeats(session.state);
    const seat = this.personOf(el, seats);
    if (seat === null) return;
    const r: DailyResult = {
      ...resultFrom(outcome, seat, seats),
      moves: session.history.filter((s) => s.seat === seat).length,
      hints: this.hints.get(el) ?? 0,
      on: this.today,
    };
    writeKey(this.storage, JSON.stringify(withResult(this.records, id, day, r)));
    this.host.requestUpdate();
  }

  /** Opens the calendar on the month of the deal on show (else this month). */
  openCalendar(): void {
    const { id, game, el } = this.host.showing;
    this.month = monthOf(this.dayOf(el, game, id) ?? this.today);
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => showDialog(this.host.renderRoot, 'calendar'));
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

  /**
   * For the end-of-game panel, once a daily deal is over: its result, medal and streak, and how
   * it compares (`daily-compare.ts`; the AI's game on the deal is started here the first time).
   */
  endLine(): unknown {
    const { id, game, el } = this.host.showing;
    const day = this.dayOf(el, game, id);
    const records = this.records;
    const done = day && el?.result ? records[id]?.[day] : undefined;
    if (!day || !done || !el?.gameState) return nothing;
    const seats = game.numSeats(el.gameState);
    const seat = this.personOf(el, seats) ?? 0;
    const options = defaultOptions(game.optionSchema as never) as Record<string, unknown>;
    const deal = { tag: el.localName, seed: el.seed, options, seat, seats };
    // After this render: the AI's hidden game is no part of it.
    queueMicrotask(() => this.compare.ensureAi(id, day, done, deal));
    const days = streak(records, id, this.today);
    return this.compare.render({
      id,
      day,
      records,
      streak: days,
      duel: seats > 1,
      share: shareText(game.title, day, done),
      copied: this.copied,
      onCopy: (text) => void this.copy(text),
      onCalendar: () => this.openCalendar(),
    });
  }

  render(): unknown {
    const { id, game, el } = this.host.showing;
    if (!el) return nothing;
    const today = this.today;
    const day = this.dayOf(el, game, id);
    const ask = this.asking;
    return dailyBar({
      id,
      title: game.title,
      draws: game.players.max > 1,
      today,
      day,
      records: this.records,
      month: this.month || monthOf(today),
      asking: ask?.note ?? null,
      // Once the deal on show is over, its share is in the end panel (`endLine`), not here too.
      ended: Boolean(el.result),
      copied: this.copied,
      onPlay: (d, confirmed) => this.play(d ?? ask?.day ?? today, confirmed),
      onKeep: () => {
        this.asking = null;
        this.host.requestUpdate();
      },
      onCalendar: () => this.openCalendar(),
      onCopy: (text) => void this.copy(text),
      onMonth: (m) => {
        this.month = m;
        this.host.requestUpdate();
      },
      onDay: (d) => {
        this.host.renderRoot
          .querySelector<HTMLDialogElement>('dialog[data-dialog="calendar"]')
          ?.close();
        this.play(d);
      },
    });
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
