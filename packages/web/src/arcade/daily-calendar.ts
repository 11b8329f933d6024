/**
 * The daily deal's month calendar, as a template: a grid of the month's days (weeks from Monday,
 * UTC dates), each day up to today a button that deals that day's deal and says its result in
 * words and a letter (W won, L lost, D drawn; colour is never the only signal) with the day's
 * medal (`daily-medal.ts`: ★ gold, ☆ silver, ◇ bronze, each its own shape), later days shown
 * but not playable; buttons to the month before and after (not past this month). A day's deal
 * played after its day keeps its result but fills no gap in the streak, and says so.
 */
import { html, nothing } from 'lit';
import {
  type DailyRecords,
  type DailyResult,
  addMonths,
  monthDays,
  monthOf,
  resultWords,
} from './daily-deal.js';
import { MEDAL_MARK, MEDAL_RULES, medalOf } from './daily-medal.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LETTER = { won: 'W', lost: 'L', drawn: 'D' } as const;

export interface CalendarProps {
  readonly gameId: string;
  readonly month: string;
  readonly today: string;
  readonly records: DailyRecords;
  /** The day whose deal is on show, if any. */
  readonly onShow: string | null;
  /** The game can end in a draw (not a solitaire). */
  readonly draws: boolean;
  readonly onMonth: (month: string) => void;
  readonly onDay: (day: string) => void;
}

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function dayLabel(day: string, r: DailyResult | undefined, today: string): string {
  const medal = r && medalOf(r);
  const what = r
    ? `${resultWords(r)}${medal ? `, ${medal} medal` : ''}${r.on !== undefined && r.on !== day ? ', played later' : ''}`
    : day === today
      ? 'not played yet'
      : 'not played';
  return `${day}${day === today ? ' (today)' : ''}: ${what}`;
}

/** A day's medal drawn after its letter (its words are in the day's label). */
function medalMark(r: DailyResult | undefined) {
  const m = r && medalOf(r);
  return m ? html`<span class="medal ${m}" data-medal=${m}>${MEDAL_MARK[m]}</span>` : nothing;
}

export function dailyCalendar(p: CalendarProps) {
  const { days, firstWeekday } = monthDays(p.month);
  const kept = p.records[p.gameId] ?? {};
  const thisMonth = monthOf(p.today);
  return html`<div class="calendar" data-month=${p.month}>
    <div class="calendar-nav">
      <button type="button" data-calendar="previous" @click=${() => p.onMonth(addMonths(p.month, -1))}>
        ‹ <span class="visually-hidden">Month before</span>
      </button>
      <strong aria-live="polite">${monthName(p.month)}</strong>
      <button
        type="button"
        data-calendar="next"
        ?disabled=${p.month >= thisMonth}
        @click=${() => p.onMonth(addMonths(p.month, 1))}
      >
        <span class="visually-hidden">Month after</span> ›
      </button>
    </div>
    <ol class="calendar-days" aria-label=${`Daily deals of ${monthName(p.month)} (UTC dates)`}>
      ${WEEKDAYS.map((d) => html`<li class="weekday" aria-hidden="true">${d}</li>`)}
      ${Array.from({ length: firstWeekday }, () => html`<li class="blank" aria-hidden="true"></li>`)}
      ${days.map((day) => {
        const r = kept[day];
        const n = Number(day.slice(8));
        if (day > p.today)
          return html`<li><span class="day later">${n}<span class="visually-hidden">: ${day}, not dealt yet</span></span></li>`;
        return html`<li>
          <button
            type="button"
            class="day ${r ? r.result : 'open'}"
            data-day=${day}
            aria-current=${day === p.today ? 'date' : nothing}
            aria-pressed=${day === p.onShow ? 'true' : 'false'}
            @click=${() => p.onDay(day)}
          >
            <span class="n">${n}</span><span class="mark" aria-hidden="true">${r ? LETTER[r.result] : ''}${medalMark(r)}</span
            ><span class="visually-hidden" data-day-words>: ${dayLabel(day, r, p.today)}. Play this deal</span>
          </button>
        </li>`;
      })}
    </ol>
    <p class="seed">
      W won, L lost${p.draws ? ', D drawn' : ''}. Medals: ${MEDAL_RULES}. Every day’s deal up to today can be
      played; a past day’s deal played later keeps its result but does not add to the streak. Days are UTC dates.
    </p>
  </div>`;
}
