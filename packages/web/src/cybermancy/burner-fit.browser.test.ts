/**
 * A burner's choice with a royal selected and the hint shown fits the first screen (issue 37):
 * in `<matrix-arcade>` at 390×844 (and 1280×800, 1920×1080), with the tower in hand, the hint
 * asked for and one of its two royals clicked with the real mouse, the whole board, the
 * choices panel's step, Cancel, the hint's words and the list's summary stay above a phone's
 * bottom bar; the same with the world in hand, the hint shown and its line pointed at. A phone
 * used to lose the board's bottom row under the bar once the selection's Cancel joined the
 * card's long explanation and the hint's words above the board.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import '../arcade/define.js';
import { saveState } from '@matrix-arcade/core';
import { type CybermancyState, cybermancy } from '@matrix-arcade/cybermancy';
import type { MatrixArcade } from '../arcade/matrix-arcade.js';
import { clickMiddle, deepQueryAll, settleLayout, waitFor } from '../../test/helpers.js';
import type { CybermancyGame } from './cybermancy-game.js';
import { advancedRun, twelveRoyals } from './cybermancy.test-util.js';

const SIZES = [
  [390, 844],
  [1280, 800],
  [1920, 1080],
] as const;

const root = (el: CybermancyGame) => el.shadowRoot!;
const boardOf = (el: CybermancyGame) => root(el).querySelector('[part~=board]')!;
/** The board's cells the hint marks (★), highest on the screen first. */
const hinted = (el: CybermancyGame) =>
  deepQueryAll(boardOf(el), '[part~=hint]').sort(
    (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
  );

/** The top of a bar stuck to the screen's bottom (a phone's), or the screen's bottom. */
function roomBottom(el: CybermancyGame): number {
  const tops = deepQueryAll(el, '*')
    .filter((e) => ['fixed', 'sticky'].includes(getComputedStyle(e).position))
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.bottom >= innerHeight - 1 && r.width > innerWidth / 2)
    .map((r) => r.top);
  return Math.min(innerHeight, ...tops);
}

/** What is out of the room (y 0 to `bottom`), in words. */
function outOfRoom(named: Record<string, Element[]>, bottom: number): string[] {
  const out: string[] = [];
  for (const [name, es] of Object.entries(named)) {
    if (es.length === 0) out.push(`${name}: not drawn`);
    for (const e of es) {
      const r = e.getBoundingClientRect();
      if (r.top < -0.5 || r.bottom > bottom + 0.5 || r.right > innerWidth + 0.5)
        out.push(
          `${name} at y ${Math.round(r.top)}–${Math.round(r.bottom)} (room to ${Math.round(bottom)})`,
        );
    }
  }
  return out;
}

async function arcadeWith(s: CybermancyState, width: number, height: number) {
  await commands.reducedMotion(true);
  await page.viewport(width, height);
  document.body.style.cssText = 'margin:0;';
  const a = document.createElement('matrix-arcade') as MatrixArcade;
  a.setAttribute('game', 'cybermancy');
  document.body.append(a);
  const el = await waitFor(
    () => (a.gameElement?.gameState ? (a.gameElement as unknown as CybermancyGame) : null),
    'the game',
  );
  el.autoplay = false;
  el.aiSeats = [];
  el.state = saveState(cybermancy, s);
  await settleLayout(a);
  await el.hint();
  await settleLayout(a);
  return { a, el };
}

afterEach(async () => {
  document.body.replaceChildren();
  document.body.style.cssText = '';
  window.scrollTo(0, 0);
  localStorage.clear();
  await commands.reducedMotion(false);
  await page.viewport(1280, 900);
});

const TOWERS = [
  ['four royals alive', () => advancedRun('16♔')],
  ['twelve royals alive', twelveRoyals],
] as const;

describe('<cybermancy-game> in the arcade: a burner’s choice with the hint fits the first screen', () => {
  for (const [what, position] of TOWERS) {
    for (const [width, height] of SIZES) {
      it(`the tower, ${what}, a hinted royal clicked, at ${width}×${height}`, async () => {
        const { a, el } = await arcadeWith(position(), width, height);
        const [first] = hinted(el);
        expect(first, 'the hint marks its royals').toBeDefined();
        await clickMiddle(first!);
        await settleLayout(a);
        window.scrollTo(0, 0);
        expect(
          root(el).querySelector('[data-pair-selected]'),
          'a royal is selected',
        ).not.toBeNull();
        const problems = outOfRoom(
          {
            board: [boardOf(el)],
            'hinted royal': hinted(el),
            Cancel: [...root(el).querySelectorAll('[data-action=cancel-pair]')],
            "the hint's words": [...root(el).querySelectorAll('[data-pair-hint]')],
            "the list's summary": [...root(el).querySelectorAll('[data-pair-list] summary')],
          },
          roomBottom(el),
        );
        expect(problems).toEqual([]);
      });
    }
  }

  for (const [width, height] of SIZES) {
    it(`the world, its hinted line pointed at, at ${width}×${height}`, async () => {
      const { a, el } = await arcadeWith(advancedRun('21♔'), width, height);
      const [end] = hinted(el);
      expect(end, 'the hint marks its line').toBeDefined();
      await userEvent.hover(end!);
      await settleLayout(a);
      window.scrollTo(0, 0);
      const problems = outOfRoom(
        {
          board: [boardOf(el)],
          'hinted end': hinted(el),
          "the hint's words": [...root(el).querySelectorAll('[data-pair-hint]')],
          "the list's summary": [...root(el).querySelectorAll('[data-pair-list] summary')],
        },
        roomBottom(el),
      );
      expect(problems).toEqual([]);
    });
  }
});
