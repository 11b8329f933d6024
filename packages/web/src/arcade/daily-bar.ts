/**
 * The daily deal's line below the game, as a template: which day's deal is on show, today's
 * result or a button to play it, the one streak with what it counts written beside it, the
 * Calendar button and its dialog (`daily-calendar.ts`), the question before a daily deal replaces
 * a game in progress, and the result of the deal on show as one line of plain text to copy when
 * it was finished before (a finished game's end panel has its own: `daily-compare.ts`).
 */
import { html, nothing } from 'lit';
import { arcadeDialog } from './arcade-panels.js';
import { dailyCalendar } from './daily-calendar.js';
import {
  type DailyRecords,
  STREAK_WORDS,
  daysWords,
  resultWords,
  shareText,
  streak,
} from './daily-deal.js';

export interface DailyBarProps {
  readonly id: string;
  readonly title: string;
  /** The game can end in a draw (not a solitaire). */
  readonly draws: boolean;
  readonly today: string;
  /** The day whose deal is on show, or null. */
  readonly day: string | null;
  readonly records: DailyRecords;
  /** The month the calendar shows (`YYYY-MM`). */
  readonly month: string;
  /** What replacing the game in progress costs, while the question is asked; else null. */
  readonly asking: string | null;
  /** The game on show is over: the end panel shows its share (`daily-compare.ts`), not the bar. */
  readonly ended: boolean;
  readonly copied: boolean;
  /** Deals a day's deal (null: the day asked about; `confirmed`: the question answered). */
  readonly onPlay: (day: string | null, confirmed: boolean) => void;
  readonly onKeep: () => void;
  readonly onCalendar: () => void;
  readonly onCopy: (text: string) => void;
  readonly onMonth: (month: string) => void;
  readonly onDay: (day: string) => void;
}

export function dailyBar(p: DailyBarProps) {
  const { today, day } = p;
  const days = streak(p.records, p.id, today);
  const todays = p.records[p.id]?.[today];
  const done = day ? p.records[p.id]?.[day] : undefined;
  const share = done && day && !p.ended ? shareText(p.title, day, done) : null;
  return html`<section class="daily" part="daily" aria-label="Daily deal">
    ${
      day
        ? html`<span class="daily-mark" data-daily-day=${day}><strong>Daily deal</strong> of ${day}${day === today ? ' (today, UTC)' : ' (UTC)'}</span>`
        : html`<span class="daily-mark"><strong>Daily deal</strong></span>`
    }
    ${
      todays && day === today
        ? nothing
        : todays
          ? html`<span data-daily-today>Today’s: ${resultWords(todays)}</span>`
          : day === today
            ? html`<span data-daily-today>Today’s: not finished yet</span>`
            : html`<button data-daily="today" @click=${() => p.onPlay(today, false)}>Play today’s deal</button>`
    }
    <span data-daily-streak=${days}
      ><strong>Streak: ${daysWords(days)}</strong> <span class="muted">(${STREAK_WORDS})</span></span
    >
    <button data-daily="calendar" @click=${p.onCalendar}>Calendar</button>
    ${
      p.asking !== null
        ? html`<span role="group" aria-label="Abandon the game in progress?">
            This ends the game in progress. ${p.asking}
            <button data-daily="confirm" @click=${() => p.onPlay(null, true)}>Play the daily deal</button>
            <button data-daily="keep" @click=${p.onKeep}>Keep playing</button>
          </span>`
        : nothing
    }
    ${
      share
        ? html`<span class="daily-share"
            ><output data-daily-share aria-label="Your result to share">${share}</output>
            <button data-daily="copy" @click=${() => p.onCopy(share)}>${p.copied ? 'Copied' : 'Copy result'}</button></span
          >`
        : nothing
    }
    ${arcadeDialog(
      'calendar',
      `Daily deals of ${p.title}`,
      dailyCalendar({
        gameId: p.id,
        month: p.month,
        today,
        records: p.records,
        onShow: day,
        draws: p.draws,
        onMonth: p.onMonth,
        onDay: p.onDay,
      }),
    )}
  </section>`;
}
