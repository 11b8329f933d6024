/**
 * Stats' "By options" table reads on a phone (issue 37, found by hand play): at 390×844 Matrix
 * (piecepack)'s rows with custom breakers (long option words, a loss's long summary) squeezed the
 * Best column to one word a line. Each option set's best result now keeps a line length a person
 * can read (four lines at most, half the panel's width or 190 px), at 390×844 and no worse at
 * 1280×800 and 1920×1080; the counts are still said with their column's name. The records are the
 * arcade's own (`withGame`, `optionsLabel` over the game's schema); Stats opened with the real mouse.
 */
import { optionSchema } from '@matrix-arcade/piecepack-matrix';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './define.js';
import { clickMiddle, settle, waitFor } from '../../test/helpers.js';
import { ArcadeStorage } from './arcade-storage.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { type OptionBests, optionsKey, optionsLabel, withGame } from './option-bests.js';

const mounted: Element[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) m.remove();
  localStorage.clear();
  await page.viewport(1280, 900);
});

const BASE = { target: 9, breakers: 'set', black: 0, green: 0, red: 0, blue: 0 };
const SETS: [Record<string, unknown>, string, number][] = [
  [{ black: 4, red: 3 }, 'lost: Brain death: 10 brain damage (1 of 4 forts held).', 9],
  [
    { green: 2, blue: 5, target: 7 },
    'lost: Over the target: 8 brain damage, more than the 7 allowed (2 of 4 forts held).',
    42,
  ],
  [{}, 'won: Every data fort holds its own breaker: the run is won with 4 brain damage.', 13],
];

function records(): OptionBests {
  let bests: OptionBests = {};
  for (const [o, words, seed] of SETS) {
    const options = { ...BASE, ...o };
    const result = words.startsWith('won') ? 'won' : 'lost';
    bests = withGame(bests, optionsKey(options), optionsLabel(optionSchema, options), {
      result,
      score: 1,
      margin: 1,
      words,
      seed,
      when: '2026-11-28T10:00:00.000Z',
    });
  }
  return bests;
}

/** The line boxes of an element's text (the rects of its text, one a line). */
function lines(e: Element): number {
  const range = document.createRange();
  range.selectNodeContents(e);
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  return tops.size;
}

async function openStats(width: number, height: number) {
  await page.viewport(width, height);
  localStorage.clear();
  const storage = new ArcadeStorage(localStorage);
  storage.saveBests('piecepack-matrix', records());
  const a = document.createElement('matrix-arcade') as MatrixArcade;
  a.setAttribute('game', 'piecepack-matrix');
  a.storage = storage;
  document.body.append(a);
  mounted.push(a);
  await waitFor(() => (a.gameElement?.gameState ? a.gameElement : null), 'the game');
  await settle(a);
  const root = a.shadowRoot!;
  await clickMiddle(root.querySelector('header [data-open="stats"]')!);
  const d = await waitFor(
    () => root.querySelector<HTMLDialogElement>('dialog[data-dialog="stats"][open]'),
    'the Stats dialog',
  );
  await settle(a);
  return d;
}

describe('Stats by options', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ] as const)
    it(`the best results read as lines at ${w}×${h}, not one word a line`, async () => {
      const d = await openStats(w, h);
      const cells = [...d.querySelectorAll<HTMLElement>('[data-bests] td[data-best]')];
      expect(cells).toHaveLength(SETS.length);
      const panel = d.querySelector('[data-bests]')!.getBoundingClientRect().width;
      for (const c of cells) {
        const words = c.textContent!.trim().split(/\s+/).length;
        const box = c.getBoundingClientRect();
        const n = lines(c);
        expect(
          n,
          `${c.textContent!.trim()}: ${n} lines for ${words} words in ${Math.round(box.width)} px of ${Math.round(panel)}`,
        ).toBeLessThanOrEqual(4);
        expect(
          box.width,
          'the best result takes half the table, or 190 px on a wide screen',
        ).toBeGreaterThanOrEqual(Math.min(panel / 2, 190));
        expect(box.right, 'inside the dialog').toBeLessThanOrEqual(
          d.getBoundingClientRect().right + 0.5,
        );
      }
      // Each number keeps its column's name in view: the head's row, or (stacked, the head hidden)
      // the name said before the number.
      const head = d.querySelector('[data-bests] thead')!.getBoundingClientRect();
      if (head.height <= 1)
        for (const c of d.querySelectorAll('[data-bests] tbody td'))
          expect(getComputedStyle(c, '::before').content).toContain(c.getAttribute('data-label'));
    });
});
