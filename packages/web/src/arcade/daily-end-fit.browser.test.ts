/**
 * A finished daily deal's end in the first screen (issue 37: one end-of-game panel with the
 * daily's result, in the first screen at every width), in Chromium with the real mouse: for each
 * game, today's deal is dealt from the Daily bar at 390×844 and played to its end (the first
 * legal move each turn; against the AI in a two-seat game), and once the AI has played the same
 * deal, at 390×844, then 1280×800 and 1920×1080 (the window resized, as a player turning a tablet
 * would; the deal and the AI's game played once, not once a width), with the page at its top:
 * the board, the result, Play again, the
 * daily's line, "Copy result" (the share text its title) and "Calendar" are each wholly in the
 * first screen and not covered; Calendar, clicked there, opens the month. Before, the share and
 * its two buttons were only in the Daily bar below the game (y 963–999 at 1280×800 after
 * piecepack's deal); put in the end panel as a line of their own, they pushed the board out.
 * The day comes from the controller's injected clock, never the machine's.
 */
import type { AnyGame } from '@matrix-arcade/core';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import { clickMiddle, deepQueryAll, settle, settleLayout, waitFor } from '../../test/helpers.js';
import { seenWhole } from '../../test/layout.js';
import { DAILY_TEST_AI } from './daily-dealt.test-util.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';
import type { El } from './won-arcade.test-util.js';

const TODAY = '2026-11-27';
const GAMES = ['matrix-overload', 'cybermancy', 'matrix-maze', 'piecepack-matrix', 'dice-matrix'];
const WIDTHS: [number, number][] = [
  [390, 844],
  [1280, 800],
  [1920, 1080],
];

const mounted: Element[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) m.remove();
  document.body.style.cssText = '';
  localStorage.clear();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

async function arcade(game: string): Promise<MatrixArcade> {
  localStorage.clear();
  document.body.style.cssText = 'margin:0;';
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  a.daily.clock = () => new Date(`${TODAY}T10:00:00Z`);
  a.daily.aiIterations = DAILY_TEST_AI;
  document.body.append(a);
  mounted.push(a);
  await waitFor(() => a.gameElement?.gameState, 'the arcade');
  await settleLayout(a);
  return a;
}

/** Plays the deal to its end: the first legal move each turn, seat 0's against the AI. */
async function playOut(el: El & { speed: string }, rules: AnyGame): Promise<void> {
  const state = () => el.gameState as never;
  if (rules.numSeats(state()) === 1) {
    el.autoplay = false;
    el.aiSeats = [];
    for (let i = 0; i < 5000 && !el.result; i++) el.play(rules.legalActions(state())[0]!);
    return;
  }
  el.speed = 'instant';
  // The AI's seat at the daily tests' budget: the end panel's layout is checked, not its play.
  (el as unknown as { aiIterations: number }).aiIterations = DAILY_TEST_AI;
  el.aiSeats = [1];
  el.autoplay = true;
  for (let i = 0; i < 3000 && !el.result; i++) {
    await el.idle();
    if (!el.result && rules.currentPlayer(state()) === 0) el.play(rules.legalActions(state())[0]!);
  }
}

/** Where `e` is, for a failure's message. */
const at = (e: Element | null | undefined) => {
  const r = e?.getBoundingClientRect();
  return r ? `y ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}` : 'none';
};

/** The first of `sel` (through shadow roots) seen whole in the first screen, else the first. */
const seenOf = (a: MatrixArcade, sel: string) => {
  const all = deepQueryAll(a, sel);
  return all.find(seenWhole) ?? all[0];
};

describe('a finished daily deal', () => {
  it.each(GAMES)(
    '%s: the board, the result, the daily’s line, Copy result and Calendar in the first screen at 390, 1280 and 1920',
    async (game) => {
      await page.viewport(...WIDTHS[0]!);
      const a = await arcade(game);
      // The player plays today's deal from the Daily bar below the game.
      await clickMiddle(a.shadowRoot!.querySelector('[data-daily="today"]')!);
      const el = await waitFor(() => {
        const e = a.gameElement as unknown as (El & { seed: number; speed: string }) | null;
        return e?.gameState && e.seed === dailySeed(game, TODAY) ? e : null;
      }, 'today’s deal');
      await playOut(el, (el.constructor as unknown as { game: AnyGame }).game);
      expect(el.result, 'the deal is over').not.toBeNull();
      // The AI's result on the same deal comes in beside the player's: the panel's last words.
      await waitFor(
        () => el.querySelector('[data-daily-ai]:not([data-daily-ai="pending"])'),
        'the AI’s result on the deal',
        120_000,
      );
      for (const [w, h] of WIDTHS) {
        await page.viewport(w, h);
        window.scrollTo(0, 0);
        await settleLayout(a);
        const root = el.shadowRoot!;
        const board = root.querySelector('[part~=board], [part~=matrix], [part~=maze]');
        type Part = [string, Element | null | undefined];
        const parts: Part[] = [
          ['the board', board],
          ['Play again', root.querySelector('[data-command="play-again"]')],
          ['the daily’s line', el.querySelector('[data-daily-end]')],
          ['Copy result', seenOf(a, '[data-daily="copy"]')],
          ['Calendar', seenOf(a, '[data-daily="calendar"]')],
        ];
        const verdict = root.querySelector('[part~=status] .verdict');
        if (verdict?.textContent?.trim()) parts.unshift(['the result', verdict]);
        const problems = parts
          .filter(([, e]) => !seenWhole(e))
          .map(([name, e]) => `${name}: ${at(e)}`);
        expect(problems, `${game} at ${w}×${h}`).toEqual([]);
        const share = seenOf(a, '[data-daily-share]')?.textContent;
        expect(share).toMatch(new RegExp(`daily ${TODAY}: (won|lost|drawn)`));
        expect(seenOf(a, '[data-daily="copy"]')?.getAttribute('title'), 'what Copy copies').toBe(
          share,
        );
        // Calendar, clicked where it is seen (no scrolling), opens the month of the deal.
        const cal = seenOf(a, '[data-daily="calendar"]')!.getBoundingClientRect();
        await commands.clickAt(cal.left + cal.width / 2, cal.top + cal.height / 2);
        const dialog = await waitFor(
          () =>
            a.shadowRoot!.querySelector<HTMLDialogElement>('dialog[data-dialog="calendar"][open]'),
          'the calendar',
        );
        expect(
          dialog.querySelector(`[data-day="${TODAY}"] [data-day-words]`)?.textContent,
          `${game} at ${w}×${h}`,
        ).toMatch(/(won|lost|drawn)/);
        dialog.close();
        await settle(a);
      }
    },
    240_000,
  );
});
