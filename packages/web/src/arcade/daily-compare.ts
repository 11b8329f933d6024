/**
 * The end-of-game panel's daily lines (issue 37), once a daily deal is finished: its result with
 * the day's medal and the streak (a daily not won says its medal is not decided yet while the AI
 * still plays the deal: bronze or none hangs on the AI's result), then how it compares: the AI's result on the same deal, in the
 * seat the person played (played in the background the first time the result is shown,
 * `daily-ai.ts`, and kept with the day's result), the person's previous daily of the game and
 * their best (`daily-medal.ts`); then Copy result (the result as one line of plain text, its
 * title and read to screen readers) and Calendar, small, which join the end panel's row of Review
 * the game (`daily-styles.ts`): the panel stays compact, and they are in the first screen at every
 * width (in the Daily bar below the game they were under the fold).
 */
import { html, nothing } from 'lit';
import { type AiRun, playByAi } from './daily-ai.js';
import {
  type DailyAi,
  type DailyRecords,
  type DailyResult,
  daysWords,
  resultWords,
} from './daily-deal.js';
import {
  MEDAL_MARK,
  bestDaily,
  medalOf,
  medalWhy,
  previousDaily,
  versusAi,
} from './daily-medal.js';

/** The deal the AI is to play, and whose side its result is read from. */
export interface AiDeal {
  readonly tag: string;
  readonly seed: number;
  readonly options: Record<string, unknown>;
  readonly seat: number;
  readonly seats: number;
}

export class DailyCompare {
  private readonly runs = new Map<string, AiRun>();
  private readonly failed = new Set<string>();

  constructor(
    private readonly host: {
      requestUpdate(): void;
      /** Where the AI's hidden game goes while it plays. */
      readonly slot: () => ParentNode;
      /** Keeps the AI's result with the day's result. */
      readonly keepAi: (id: string, day: string, ai: DailyAi) => void;
      /** The AI's search iterations a move (undefined: the game's quick level). */
      readonly iterations?: () => number | undefined;
    },
  ) {}

  /** Starts the AI on `day`'s deal of game `id` unless it has played it or is playing it. */
  ensureAi(id: string, day: string, r: DailyResult, deal: AiDeal): void {
    const key = `${id} ${day}`;
    if (r.ai || this.runs.has(key) || this.failed.has(key)) return;
    const run = playByAi({ ...deal, slot: this.host.slot(), iterations: this.host.iterations?.() });
    this.runs.set(key, run);
    run.result.then(
      (ai) => {
        this.runs.delete(key);
        this.host.keepAi(id, day, ai);
        this.host.requestUpdate();
      },
      () => {
        this.runs.delete(key);
        this.failed.add(key);
        this.host.requestUpdate();
      },
    );
  }

  /** Stops every AI game under way (the arcade leaves the page). */
  cancel(): void {
    for (const run of this.runs.values()) run.cancel();
    this.runs.clear();
  }

  /** The lines: the result, medal and streak; the AI's result; the previous and best dailies. */
  render(p: {
    readonly id: string;
    readonly day: string;
    readonly records: DailyRecords;
    readonly streak: number;
    /** A two-seat game: the AI played the person's seat against the AI. */
    readonly duel: boolean;
    /** The result as one line of plain text, to copy. */
    readonly share: string;
    /** The share was copied (the button says so). */
    readonly copied: boolean;
    readonly onCopy: (text: string) => void;
    readonly onCalendar: () => void;
  }): unknown {
    const days = p.records[p.id] ?? {};
    const done = days[p.day];
    if (!done) return nothing;
    const medal = medalOf(done);
    const key = `${p.id} ${p.day}`;
    // Not won, and the AI's game on the deal still to come: bronze or none is not known yet.
    const undecided = !medal && !done.ai && !this.failed.has(key);
    const prev = previousDaily(days, p.day);
    const best = bestDaily(days);
    // A finished sentence ends on a full stop; the one still under way on its ellipsis alone.
    const ai = done.ai
      ? `${versusAi(done, done.ai)}.`
      : this.failed.has(key)
        ? 'it could not play it this time.'
        : 'playing it now…';
    return html`<p class="daily-end" data-daily-end>
        <strong>Daily deal of ${p.day}:</strong> ${resultWords(done)} ·
        ${
          medal
            ? html`<span class="medal ${medal}" data-daily-medal=${medal}
                ><span aria-hidden="true">${MEDAL_MARK[medal]}</span> ${medal} medal (${medalWhy(medal)})</span
              >`
            : undecided
              ? html`<span data-daily-medal="pending"
                  >medal not decided yet: bronze if the AI does not win this deal either</span
                >`
              : html`<span data-daily-medal="none">no medal</span>`
        }
        · Streak: ${daysWords(p.streak)}
      </p>
      <p class="daily-compare" data-daily-compare>
        <span data-daily-ai=${done.ai ? done.ai.result : 'pending'}
          >The AI ${p.duel ? 'in your seat ' : ''}on the same deal: ${ai}</span
        >
        ${prev ? html`<span data-daily-previous>Your previous daily (${prev.day}): ${resultWords(prev.r)}.</span>` : nothing}
        ${
          best && best.day !== p.day
            ? html`<span data-daily-best>Your best: ${resultWords(best.r)} (${best.day}).</span>`
            : best && Object.keys(days).length > 1
              ? html`<span data-daily-best>Your best daily of this game so far.</span>`
              : nothing
        }
      </p>
      <span class="daily-share"
        ><output class="visually-hidden" data-daily-share aria-label="Your result to share">${p.share}</output
        ><button class="small" data-daily="copy" title=${p.share} @click=${() => p.onCopy(p.share)}
          >${p.copied ? 'Copied' : 'Copy result'}</button
        ><button class="small" data-daily="calendar" @click=${p.onCalendar}>Calendar</button></span
      >`;
  }
}
