/**
 * The look of the daily deal and the front door's extras: the daily line below the game, the
 * month calendar (seven columns, each day a square button with its number and a result letter),
 * the "continue your game" card, each card's deal of the day, and the Stats table by options
 * (stacked a set a block on a phone).
 */
import { css } from 'lit';

export const dailyStyles = css`
  .daily .muted {
    font-size: 0.85em;
  }
  .daily-share {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .daily-share output {
    padding: 0.2rem 0.5rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    font-family: var(--_mono);
    font-size: 0.85rem;
  }
  /*
   * The end panel's slot (end-slot.ts) adds no box of its own: its lines and buttons join the
   * panel's row of Review the game. The daily's lines, each a line of its own, come before that
   * row, so Copy result and Calendar sit beside Review the game instead of on a line of their own;
   * the panel's gap alone spaces the lines.
   */
  .game-end {
    display: contents;
  }
  .game-end > :is(p, section) {
    flex: 1 0 100%;
    margin: 0;
  }
  .game-end > :is(.daily-end, .daily-compare) {
    order: -1;
  }
  .daily-end {
    margin: 0.25rem 0;
    font-size: 0.95rem;
  }
  .calendar {
    display: grid;
    gap: 0.5rem;
  }
  .calendar-nav {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .calendar-days {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.25rem;
  }
  .calendar-days .weekday {
    text-align: center;
    font-size: 0.75rem;
    color: var(--_text-muted);
  }
  .calendar-days .day {
    width: 100%;
    min-height: 2.75rem;
    padding: 0.15rem;
    display: grid;
    place-items: center;
    gap: 0;
    line-height: 1.1;
  }
  .calendar-days .day .mark {
    font: 700 0.8rem / 1 var(--_mono);
    min-height: 0.8rem;
  }
  .calendar-days .day.won {
    border-color: var(--_good);
    color: var(--_good);
  }
  .calendar-days .day.lost {
    border-color: var(--_bad);
    color: var(--_bad);
  }
  .calendar-days .day.drawn {
    border-color: var(--_warn);
    color: var(--_warn);
  }
  .calendar-days .day[aria-current='date'] {
    outline: 2px dashed var(--_accent);
    outline-offset: 1px;
  }
  .calendar-days .day[aria-pressed='true'] {
    box-shadow: var(--_glow);
  }
  .calendar-days .later {
    display: grid;
    place-items: center;
    min-height: 2.75rem;
    color: var(--_text-muted);
    border: 1px dashed var(--_border);
    border-radius: calc(var(--_radius) * 0.7);
  }
  .resume-card {
    display: grid;
    grid-template-columns: 9rem minmax(0, 1fr);
    gap: 0.4rem 1rem;
    align-items: center;
    width: 100%;
    margin-bottom: 1rem;
    padding: 0.6rem;
    text-align: left;
    border-color: var(--_accent);
    box-shadow: var(--_glow);
  }
  .resume-card .picture {
    width: 100%;
    height: 6rem;
  }
  .resume-words {
    display: grid;
    gap: 0.2rem;
  }
  .resume-card .kicker {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--_accent-alt);
  }
  .resume-card strong {
    font-size: 1.15rem;
    color: var(--_accent);
  }
  .resume-card .blurb {
    font-weight: 400;
    font-size: 0.9rem;
  }
  .door-daily {
    margin: -0.4rem 0 0.75rem;
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .picker li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: 0.3rem;
  }
  .card-daily {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.5rem;
    align-items: center;
    font-size: 0.85rem;
    color: var(--_text-muted);
    /* The same height on every card, finished or not, so the cards of a row line up. */
    min-height: 4.4rem;
    align-content: start;
  }
  @container arcade (max-width: 560px) {
    .card-daily {
      min-height: 0;
    }
    .resume-card {
      grid-template-columns: 6.5rem minmax(0, 1fr);
      column-gap: 0.6rem;
    }
    .resume-card .picture {
      height: 5rem;
      padding: 0.2rem;
    }
  }
  .card-daily strong {
    color: var(--_text);
  }
  .card-daily button {
    min-height: 2.5rem;
    padding: 0.1rem 0.6rem;
  }
  table.bests {
    width: 100%;
    border-collapse: collapse;
    margin: 0.5rem 0;
    font-size: 0.9rem;
  }
  table.bests caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 0.25rem;
  }
  table.bests th,
  table.bests td {
    text-align: left;
    padding: 0.2rem 0.4rem;
    border-bottom: 1px solid var(--_border);
    vertical-align: top;
  }
  /* The counts keep to one line; the best result takes the room left. On a phone each option
     set is a block of its own (its words, the counts side by side, each named beside it, then
     the best result across the width): five columns left the best one word a line. */
  table.bests thead th,
  table.bests td:not([data-best]) {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  table.bests td[data-best] {
    min-width: 12rem;
  }
  @media (max-width: 560px) {
    table.bests,
    table.bests caption,
    table.bests tbody {
      display: block;
    }
    table.bests thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    table.bests tbody tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0 1rem;
      padding: 0.3rem 0;
      border-bottom: 1px solid var(--_border);
    }
    table.bests th,
    table.bests td {
      border: 0;
      padding: 0.1rem 0;
    }
    table.bests th[scope='row'],
    table.bests td[data-best] {
      flex: 1 0 100%;
      min-width: 0;
    }
    table.bests td::before {
      content: attr(data-label) ': ';
      color: var(--_text-muted);
    }
  }
  /* A day's medal: its own shape (★ ☆ ◇), in the text's colour (kept readable in both themes). */
  .medal {
    font-weight: 700;
  }
  .daily-compare {
    margin: 0.25rem 0;
    font-size: 0.9rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
  }
`;
