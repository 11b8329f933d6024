/**
 * The review of a finished game, in Chromium, for every game of the arcade: the Review button
 * appears when the game ends, the review runs in a worker with a progress bar and Cancel, then
 * shows a chart a player can read (issue 37, item 4: axes with their titles, whose chance it is,
 * a legend, the grades as marks on the line; the real mouse on a mark and the arrow keys choose
 * a move), each seat's accuracy and the deciding moves of `reviewGame`, and every move graded;
 * choosing a move that was not the engine's steps the board to the position before it and marks
 * the better move ★ where the element shows it (a board cell, or a button such as the maze's
 * facings), as the words say; closing goes back to the end. A review can be cancelled mid-way.
 * axe-core finds nothing in the panel.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { deepQueryAll, settle, until } from '../../test/helpers.js';
import { axeFindings, describeFindings } from '../../test/axe.js';
import { GAMES } from '../games.js';
import { finished, mountForReview } from './review.test-util.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: unknown;
  readonly: boolean;
  state: { actions: number[]; cursor: number } | null;
  play(action: number): void;
  newGame(o?: { seed?: number }): void;
  review(): Promise<{
    moves: {
      grade: string;
      bestAction: number;
      step: number;
      bestChance: number;
      chanceAfter: number;
    }[];
    accuracy: (number | null)[];
    deciding: { step: number }[];
  }>;
  hints: { current: { action: number } | null };
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

const q = <T extends Element = HTMLButtonElement>(el: El, sel: string) =>
  el.shadowRoot!.querySelector<T>(sel);

/** Visible ★ marks outside the review panel: the better move as the element marks it. */
function starsShown(el: El): Element[] {
  return deepQueryAll(el.shadowRoot!, '*').filter(
    (e) =>
      !e.closest('[part~="review"]') &&
      [...e.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('★'),
      ) &&
      e.checkVisibility(),
  );
}

describe.each(GAMES.map((g) => g.id))('review (%s)', (id) => {
  it('reviews a finished game: chart, graded moves, the better move on the board', async () => {
    const el = await finished<El>(id, mounted);
    const start = q(el, '[data-review="start"]');
    expect(start, 'a Review button at the end').not.toBeNull();
    start!.click();
    await until(() => q(el, '[part~="review-chart"]') !== null, 240_000);
    const chart = q<SVGElement>(el, '[part~="review-chart"]')!;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toMatch(/^(Your|.+’s) chance to win over \d+ moves/);
    // The chart shows the moves judged so far while the review runs: the review, once it ends.
    const review = await el.review();
    await settle(el);
    const items = el.shadowRoot!.querySelectorAll('[data-review-move]');
    expect(items.length).toBe(review.moves.length);
    expect(items[0]!.textContent).toMatch(/best|good|inaccuracy|mistake|blunder/);
    // A chart a player can read: whose chance, both axes, a legend, the grades on the line.
    const panel = q<HTMLElement>(el, '[part~="review"]')!;
    expect(panel.querySelector('figcaption')!.textContent).toMatch(/chance to win \(%\)$/);
    expect(panel.textContent).toContain('Move number');
    const legend = panel.querySelector('[aria-label="Legend"]')!.textContent!;
    expect(legend).toContain('as the engine estimates it');
    expect(legend).toContain('50%: even chances');
    const graded = review.moves.filter((m) =>
      ['inaccuracy', 'mistake', 'blunder'].includes(m.grade),
    );
    expect(chart.querySelectorAll('[data-chart-move]').length).toBe(graded.length);
    // The accuracy of each seat that moved, and the deciding moves, as reviewGame gives them.
    const accuracy = panel.querySelector('[data-review-accuracy]')!.textContent!;
    for (const a of review.accuracy)
      if (a !== null) expect(accuracy).toContain(`${Math.round(a)}%`);
    expect(panel.querySelectorAll('[data-review-deciding]').length).toBe(review.deciding.length);
    // The real mouse on a mark chooses its move; the arrow keys step from there.
    const mark = chart.querySelector('[data-chart-move] circle');
    if (mark) {
      const i = Number(mark.parentElement!.getAttribute('data-chart-move'));
      await userEvent.click(mark);
      await settle(el);
      expect(q(el, `[data-review-move="${i}"]`)!.getAttribute('aria-current')).toBe('true');
      if (i + 1 < review.moves.length) {
        await userEvent.keyboard('{ArrowRight}');
        await settle(el);
        expect(q(el, `[data-review-move="${i + 1}"]`)!.getAttribute('aria-current')).toBe('true');
      }
    }
    // Every move that was not the engine's: the board before it, the better move marked ★.
    const unmarked: string[] = [];
    for (const [i, m] of review.moves.entries()) {
      if (m.grade === 'best') continue;
      (items[i] as HTMLButtonElement).click();
      await settle(el);
      expect(el.state!.cursor, 'the board before the move').toBe(m.step);
      expect(el.hints.current?.action, 'the better move is the hint').toBe(m.bestAction);
      const words = q(el, '[part~="review-better"]')!.textContent!;
      // "Better" only when the engine's move keeps more chance, in the whole percent shown.
      const better = Math.round(m.bestChance * 100) > Math.round(m.chanceAfter * 100);
      expect(words).toContain(better ? 'Better:' : 'The engine’s choice:');
      expect(words).toContain('marked ★');
      if (starsShown(el).length === 0)
        unmarked.push(`${i + 1}: ${(m as { bestDescription?: string }).bestDescription}`);
      expect(el.readonly).toBe(true);
    }
    expect(unmarked, 'better moves with no ★ shown').toEqual([]);
    // The review and the stepped board are clean, a taken die's fading ghost included.
    expect(describeFindings(await axeFindings(el))).toBe('');
    q(el, '[data-review="close"]')!.click();
    await settle(el);
    expect(el.state!.cursor).toBe(el.state!.actions.length);
    expect(el.hints.current).toBeNull();
  }, 300_000);
});

describe('review of a saved game', () => {
  it('reviews a game restored from its save, and offers the review in a read-only replay at its start', async () => {
    const done = await finished<El>('matrix-maze', mounted);
    const saved = done.state!;
    const back = mountForReview<El>('matrix-maze', mounted);
    back.readonly = true;
    back.state = { ...saved, cursor: 0 }; // a replay viewer's element, at the start
    document.body.append(back);
    await settle(back);
    expect(back.result, 'at the start').toBeNull();
    expect(q(back, '[data-review="start"]'), 'the Review button in a replay').not.toBeNull();
    const a = await done.review();
    const b = await back.review();
    expect(b.moves).toEqual(a.moves);
  }, 300_000);
});

describe('review cancel', () => {
  it('stops on Cancel mid-way and offers the review again', async () => {
    const el = await finished<El>('dice-matrix', mounted, 'default');
    q(el, '[data-review="start"]')!.click();
    await until(() => q(el, '[data-review="cancel"]') !== null);
    expect(q(el, '.review')!.getAttribute('aria-busy')).toBe('true');
    q(el, '[data-review="cancel"]')!.click();
    await settle(el);
    expect(q(el, '[data-review="cancel"]')).toBeNull();
    expect(q(el, '[data-review="start"]')).not.toBeNull();
    expect(q(el, '[part~="review-chart"]')).toBeNull();
  });
});
