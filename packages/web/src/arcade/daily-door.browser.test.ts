/**
 * Issue 37, item 7 and the front door, in Chromium with the real mouse: one streak with its
 * definition in the Daily bar and in Stats (before, a lost daily said "Streak: 1 day" in one and
 * 0 in the other); each game's deal of the day on the front door, played from there; a month
 * calendar whose past days are playable and keep their results without filling the streak; a
 * one-line share text; Stats with win %, the best result per option set and no "drawn" for a
 * solitaire; a front door that fills 1920 px, offers to continue a game in progress and shows
 * nothing that needs a game before one is chosen; saved records of the older code still load.
 * The day comes from the controller's injected clock, never the machine's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import { expectNoAxeViolations } from '../../test/axe.js';
import { clickMiddle, settle, settleLayout, waitFor } from '../../test/helpers.js';
import { DAILY_TEST_AI } from './daily-dealt.test-util.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';

interface El extends HTMLElement {
  seed: number;
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
}

const TODAY = '2026-11-27T10:00:00Z';
const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

async function arcade(game: string | null): Promise<MatrixArcade> {
  const a = document.createElement('matrix-arcade');
  if (game) a.setAttribute('game', game);
  a.daily.clock = () => new Date(TODAY);
  a.daily.aiIterations = DAILY_TEST_AI;
  document.body.append(a);
  mounted.push(a);
  // No game: the front door of a first visit (no game is loaded for it).
  await waitFor(() => (game ? a.gameElement?.gameState : q(a, '[part=picker]')), 'the arcade');
  await settle(a);
  return a;
}
const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel);
const el = (a: MatrixArcade) => a.gameElement as unknown as El;

type Rules = { legalActions(s: unknown): number[]; currentPlayer(s: unknown): number };
const rulesOf = (e: El) => (e.constructor as unknown as { game: Rules }).game;

/** Plays the first legal move until the end (a person's moves; the AI off). */
async function playOut(a: MatrixArcade) {
  const e = el(a);
  e.autoplay = false;
  e.aiSeats = [];
  const rules = rulesOf(e);
  for (let i = 0; i < 5000 && !e.result; i++) e.play(rules.legalActions(e.gameState)[0]!);
  await settle(a);
}

/** Plays seat 0's first legal move at each turn against the AI on seat 1, to the end. */
async function playAgainstAi(a: MatrixArcade) {
  const e = el(a) as El & { speed: string; idle(): Promise<void> };
  e.speed = 'instant';
  e.aiSeats = [1];
  e.autoplay = true;
  const rules = rulesOf(e);
  for (let i = 0; i < 1000 && !e.result; i++) {
    await e.idle();
    if (!e.result && rules.currentPlayer(e.gameState) === 0)
      e.play(rules.legalActions(e.gameState)[0]!);
  }
  await settle(a);
}

async function openDialog(a: MatrixArcade, name: string, button: string) {
  await userEvent.click(q(a, button)!);
  await waitFor(() => q<HTMLDialogElement>(a, `dialog[data-dialog="${name}"]`)?.open, name);
  await settle(a);
  return q<HTMLDialogElement>(a, `dialog[data-dialog="${name}"]`)!;
}

describe('the daily deal', () => {
  it('has one streak, with what it counts written where it is shown: the Daily bar and Stats agree after a lost deal', async () => {
    const a = await arcade('matrix-overload');
    await userEvent.click(q(a, '[data-daily="today"]')!);
    await settle(a);
    expect(el(a).seed).toBe(dailySeed('matrix-overload', '2026-11-27'));
    await playOut(a);
    expect(el(a).result!.winners).toEqual([]);
    const bar = q(a, '[data-daily-streak]')!;
    expect(bar.textContent).toContain('Streak: 1 day');
    expect(bar.textContent).toContain('days in a row you finished that day’s deal, won or lost');
    const stats = await openDialog(a, 'stats', 'header [data-open="stats"]');
    const line = stats.querySelector('[data-stat="streak"]')!;
    expect(line.textContent).toContain('Daily streak: 1 day');
    expect(line.textContent).toContain('days in a row you finished that day’s deal, won or lost');
    // No other streak anywhere in Stats.
    expect(stats.textContent!.match(/streak/gi)).toHaveLength(1);
    expect(q(a, '[data-daily-share]')!.textContent).toBe('MATR1X ØVERLØAD daily 2026-11-27: lost');
    // The end-of-game panel says it too, beside the result, with the medal the rule gives once
    // the AI has played the same deal (bronze if it lost too: daily-medal.browser.test.ts).
    const ai = await waitFor(
      () => el(a).querySelector('[data-daily-ai]:not([data-daily-ai="pending"])'),
      'the AI’s result on the deal',
      120_000,
    );
    const medal =
      ai.getAttribute('data-daily-ai') === 'lost'
        ? '◇ bronze medal (the AI did not win it either)'
        : 'no medal';
    expect(el(a).querySelector('[data-daily-end]')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      `Daily deal of 2026-11-27: lost · ${medal} · Streak: 1 day`,
    );
  }, 180_000);

  it('played from the Daily bar at the page’s bottom, shows the new deal from its top: the status line and the main buttons in the screen', async () => {
    await page.viewport(1280, 800);
    document.body.style.margin = '0';
    const a = await arcade('matrix-maze');
    await settleLayout(a);
    // The Daily bar is below the game: the player scrolls down to it, and clicks there.
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect(window.scrollY, 'the page scrolls').toBeGreaterThan(0);
    await clickMiddle(q(a, '[data-daily="today"]')!);
    await settleLayout(a);
    expect(el(a).seed).toBe(dailySeed('matrix-maze', '2026-11-27'));
    const root = el(a).shadowRoot!;
    for (const sel of ['[part~=status]', '.actions']) {
      const r = root.querySelector(sel)!.getBoundingClientRect();
      expect(r.top, `${sel}: its top in the screen`).toBeGreaterThanOrEqual(0);
      expect(r.bottom, `${sel}: its bottom in the screen`).toBeLessThanOrEqual(800);
    }
    document.body.style.margin = '';
  }, 60_000);

  it('shows a month calendar with each day’s result; a past day is playable and keeps its result, without filling the streak', async () => {
    const a = await arcade('dice-matrix');
    const cal = await openDialog(a, 'calendar', '[data-daily="calendar"]');
    expect(cal.querySelector('[data-month]')!.getAttribute('data-month')).toBe('2026-11');
    expect(cal.querySelectorAll('button[data-day]')).toHaveLength(27);
    expect(cal.querySelector('[data-day="2026-11-27"]')!.getAttribute('aria-current')).toBe('date');
    await userEvent.click(cal.querySelector('[data-day="2026-11-03"]')!);
    await settle(a);
    expect(cal.open).toBe(false);
    expect(el(a).seed).toBe(dailySeed('dice-matrix', '2026-11-03'));
    expect(q(a, '[data-daily-day]')!.getAttribute('data-daily-day')).toBe('2026-11-03');
    await playAgainstAi(a);
    const share = q(a, '[data-daily-share]')!.textContent!;
    expect(share).toMatch(/^Dice Matrix daily 2026-11-03: (won|lost|drawn) \d+–\d+$/);
    await openDialog(a, 'calendar', '[data-daily="calendar"]');
    await expectNoAxeViolations(cal, 'the calendar');
    const day = cal.querySelector('[data-day="2026-11-03"]')!;
    expect(day.querySelector('[data-day-words]')!.textContent).toMatch(
      /^: 2026-11-03: (won|lost|drawn) \d+–\d+, played later/,
    );
    expect(q(a, '[data-daily-streak]')!.getAttribute('data-daily-streak')).toBe('0');
    // The month before, and back.
    await userEvent.click(cal.querySelector('[data-calendar="previous"]')!);
    await settle(a);
    expect(cal.querySelector('[data-month]')!.getAttribute('data-month')).toBe('2026-10');
    expect(cal.querySelectorAll('button[data-day]')).toHaveLength(31);
    cal.close();
  }, 240_000);
});

describe('Stats', () => {
  it('give win %, the best result per option set, and no "drawn" for a solitaire', async () => {
    const a = await arcade('matrix-overload');
    await playOut(a);
    const stats = await openDialog(a, 'stats', 'header [data-open="stats"]');
    expect(stats.querySelector('[data-stat="win-percent"]')!.textContent).toBe('0%');
    expect(stats.querySelector('[data-stat="drawn"]')).toBeNull();
    expect(stats.textContent).not.toMatch(/drawn/i);
    const row = stats.querySelector('[data-bests] tbody tr')!;
    expect(row.querySelector('th')!.textContent).toBe('Default options');
    expect(row.querySelector('[data-best]')!.textContent).toMatch(/^lost: .+ \(seed \d+\)$/);
    stats.close();
  }, 60_000);

  it('load the records the older code saved (stats with runs of wins, daily results without a day played)', async () => {
    localStorage.setItem(
      'matrix-arcade:v1:stats:dice-matrix',
      '{"played":5,"won":3,"lost":1,"drawn":1,"streak":2,"bestStreak":2}',
    );
    localStorage.setItem(
      'matrix-arcade:daily',
      '{"dice-matrix":{"2026-11-26":{"result":"won","moves":30,"hints":1,"score":"158 to 140"}}}',
    );
    const a = await arcade('dice-matrix');
    expect(q(a, '[data-daily-streak]')!.getAttribute('data-daily-streak')).toBe('1');
    const stats = await openDialog(a, 'stats', 'header [data-open="stats"]');
    expect(stats.querySelector('[data-stat="played"]')!.textContent).toBe('5');
    expect(stats.querySelector('[data-stat="win-percent"]')!.textContent).toBe('60%');
    expect(stats.querySelector('[data-stat="drawn"]')!.textContent).toBe('1');
    expect(a.shadowRoot!.querySelector('[part=notice]')).toBeNull();
    stats.close();
  }, 30_000);
});

describe('the front door', () => {
  it('fills 1920 px, shows nothing that needs a game, and deals each game’s deal of the day', async () => {
    await page.viewport(1920, 1080);
    const a = await arcade(null);
    const picker = q(a, '[part=picker]')!;
    expect(q(a, 'header [data-open="new-game"]')).toBeNull();
    expect(q(a, 'header [data-open="stats"]')).toBeNull();
    expect(q(a, 'header [data-open="rules"]')).toBeNull();
    const right = Math.max(
      ...[...picker.querySelectorAll('[data-game]')].map((c) => c.getBoundingClientRect().right),
    );
    expect(right).toBeGreaterThan(picker.getBoundingClientRect().right - 60);
    const cards = picker.querySelectorAll('[data-card-daily]');
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const c of cards) expect(c.textContent).toContain('Today’s deal: still to play');
    await userEvent.click(q(a, '[data-daily-game="matrix-overload"]')!);
    await waitFor(() => el(a)?.localName === 'matrix-overload-game', 'the game');
    await settle(a);
    expect(q(a, '[part=picker]')).toBeNull();
    expect(el(a).seed).toBe(dailySeed('matrix-overload', '2026-11-27'));
    await playOut(a);
    await userEvent.click(q(a, 'header [data-open="picker"]')!);
    await settle(a);
    expect(q(a, '[data-card-daily="matrix-overload"]')!.textContent).toContain(
      'Today’s deal: lost',
    );
  }, 60_000);

  it('offers to continue the game in progress', async () => {
    const a = await arcade('dice-matrix');
    await userEvent.click(q(a, 'header [data-open="picker"]')!);
    await settle(a);
    expect(q(a, '[data-resume]')).toBeNull();
    await userEvent.click(q(a, 'header [data-open="picker"]')!);
    const e = el(a);
    e.autoplay = false;
    e.play(rulesOf(e).legalActions(e.gameState)[0]!);
    const seed = e.seed;
    await settle(a);
    await userEvent.click(q(a, '[data-open="picker"]')!);
    await userEvent.click(q(a, '[data-game="matrix-maze"]')!);
    await waitFor(() => el(a)?.localName === 'matrix-maze-game', 'the maze');
    await userEvent.click(q(a, '[data-open="picker"]')!);
    await settle(a);
    const resume = q(a, '[data-resume="dice-matrix"]')!;
    expect(resume.textContent).toContain('Continue your game');
    expect(resume.textContent).toContain(`seed ${seed}`);
    await userEvent.click(resume);
    await waitFor(() => el(a)?.localName === 'dice-matrix-game' && el(a).gameState, 'the game');
    expect(el(a).seed).toBe(seed);
  }, 60_000);
});
