/**
 * `<piecepack-matrix-game>` at the widths people use, standalone: the board column has a real
 * width from the first move (its words do not wrap a word a line), nothing spills out of the
 * element's frame mid-run and the page never scrolls sideways, the board opens on the matrix
 * (every marked space inside its viewport), and the "Moving" line and the chosen card follow
 * the breaker actually challenging.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './define.js';
import { saveState } from '@matrix-arcade/core';
import { piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import { controlButton, part, settle } from '../../test/helpers.js';
import { overflowingBoxes, sidewaysScroll } from '../../test/layout.js';
import {
  boardCells,
  decisionButtons,
  midRun,
  mountPiecepack,
  playerStep,
  targetCells,
} from './piecepack-matrix.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

const NAMES = ['black', 'green', 'red', 'blue'];

async function mountAt(width: number, height = 900): Promise<PiecepackMatrixGame> {
  await page.viewport(width, height);
  document.body.style.cssText = 'margin:0;';
  return mountPiecepack({ seed: '12' });
}

async function load(el: PiecepackMatrixGame, st: ReturnType<typeof midRun>): Promise<void> {
  el.state = saveState(piecepackMatrix, st);
  await settle(el);
  await new Promise((r) => requestAnimationFrame(r));
  await settle(el);
}

/** Boxes inside the element whose right edge is past the element's own right edge. */
function outsideFrame(el: HTMLElement): string[] {
  const frame = el.getBoundingClientRect();
  const out: string[] = [];
  for (const sel of [
    '.main',
    '.side',
    '.viewport',
    '.panel',
    '[part=breakers]',
    '.status',
    '[part=board]',
  ]) {
    for (const box of el.shadowRoot!.querySelectorAll(sel)) {
      const r = box.getBoundingClientRect();
      if (r.width > 0 && (r.right > frame.right + 0.5 || r.left < frame.left - 0.5))
        out.push(
          `${sel}: ${Math.round(r.left)}–${Math.round(r.right)} in ${frame.left}–${frame.right}`,
        );
    }
  }
  return out;
}

/** Where each installed tile is in the board's viewport, by the cell's name. */
function tilePlaces(el: PiecepackMatrixGame): Map<string, string> {
  const out = new Map<string, string>();
  const view = part(el, '.viewport').getBoundingClientRect();
  for (const c of boardCells(el)) {
    if (!c.querySelector('img.tile:not(.space)')) continue;
    const r = c.getBoundingClientRect();
    out.set(
      c.getAttribute('aria-label')!.split(':')[0]!,
      `${r.left - view.left},${r.top - view.top},${r.width}`,
    );
  }
  return out;
}

afterEach(async () => {
  document.body.style.cssText = '';
  for (const e of document.querySelectorAll('piecepack-matrix-game')) e.remove();
  await page.viewport(1280, 900);
});

describe('<piecepack-matrix-game> layout', () => {
  it('gives the board column a real width at the start (its words do not wrap a word a line)', async () => {
    const el = await mountAt(1280);
    const main = part(el, '.main').getBoundingClientRect();
    expect(main.width).toBeGreaterThan(320);
    const status = part(el, '[part=status]').getBoundingClientRect();
    expect(status.height).toBeLessThan(80);
  });

  for (const width of [360, 390, 768, 1280]) {
    it(`keeps a run in its frame at ${width} px, no sideways scroll`, async () => {
      const el = await mountAt(width);
      await load(el, midRun(17, 'boost'));
      expect(overflowingBoxes(el)).toEqual([]);
      expect(outsideFrame(el)).toEqual([]);
      expect(sidewaysScroll()).toBe(0);
    });
  }

  it('opens on the matrix at 360 px: every marked space inside the board’s viewport', async () => {
    const el = await mountAt(360);
    await load(el, midRun(17, 'move'));
    const view = part(el, '.viewport').getBoundingClientRect();
    const targets = targetCells(el);
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) {
      const r = t.getBoundingClientRect();
      expect(r.left).toBeGreaterThanOrEqual(view.left - 0.5);
      expect(r.right).toBeLessThanOrEqual(view.right + 0.5);
      expect(r.top).toBeGreaterThanOrEqual(view.top - 0.5);
      expect(r.bottom).toBeLessThanOrEqual(view.bottom + 0.5);
    }
  });

  it('names and highlights the breaker actually challenging, not the one chosen before', async () => {
    let st = midRun(3, 'boost');
    for (let n = 4; st.active === 0 && n < 20; n++) st = midRun(n, 'boost');
    expect(st.active).not.toBe(0);
    const el = await mountAt(1280);
    await load(el, st);
    const said = /(?:Moving|Challenging): the (\w+) breaker/.exec(el.shadowRoot!.textContent ?? '');
    expect(said?.[1]).toBe(NAMES[st.active]);
    expect(part(el, '.card.chosen').dataset.breaker).toBe(String(st.active));
  });

  it('keeps the tiles in place while the matrix grows, moving them only at the viewport’s edge', async () => {
    const el = await mountAt(1920, 1080);
    let moved = 0;
    let still = 0;
    for (let i = 0; i < 40 && moved < 8; i++) {
      const before = tilePlaces(el);
      const n = el.gameState!.structures.length;
      await playerStep(el);
      await new Promise((r) => requestAnimationFrame(r));
      if (el.gameState!.structures.length === n) continue;
      moved++;
      const after = tilePlaces(el);
      const shifts = new Set<string>();
      let resized = false;
      for (const [cell, at] of before) {
        const [x0, y0, w0] = at.split(',').map(Number);
        const [x1, y1, w1] = after.get(cell)!.split(',').map(Number);
        resized ||= w1 !== w0;
        shifts.add(`${x1! - x0!},${y1! - y0!}`);
      }
      if (resized) continue; // the matrix outgrew the cell size: a smaller one, centred
      // The board moves as one piece, if at all.
      expect(shifts.size).toBeLessThanOrEqual(1);
      if (shifts.size === 0 || shifts.has('0,0')) still++;
    }
    expect(moved).toBe(8);
    expect(still).toBeGreaterThanOrEqual(3);
  });

  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`puts the board, the choice and the whole Hint button on the first screen at ${w}×${h}`, async () => {
      const el = await mountAt(w, h);
      for (let i = 0; i < 6; i++) await playerStep(el);
      while (decisionButtons(el).length === 0) await playerStep(el);
      await new Promise((r) => requestAnimationFrame(r));
      window.scrollTo(0, 0);
      const inside = (r: DOMRect) => r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w;
      const view = part(el, '.viewport').getBoundingClientRect();
      const seen = Math.max(0, Math.min(view.bottom, h) - Math.max(view.top, 0));
      expect(seen / view.height).toBeGreaterThanOrEqual(0.6);
      expect(inside(controlButton(el, 'hint').getBoundingClientRect())).toBe(true);
      for (const b of decisionButtons(el)) expect(inside(b.getBoundingClientRect())).toBe(true);
      expect(outsideFrame(el)).toEqual([]);
      expect(sidewaysScroll()).toBe(0);
    });
  }

  it('gives the board more room at 1920×1080 than at 1280×800', async () => {
    const sizes: number[] = [];
    for (const [w, h] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      const el = await mountAt(w, h);
      await load(el, midRun(12, 'move'));
      sizes.push(part(el, '.viewport').getBoundingClientRect().width);
      el.remove();
    }
    expect(sizes[1]).toBeGreaterThan(sizes[0]! * 1.2);
  });

  it('zoomed in, scrolls the board to the marked spaces after each move', async () => {
    const el = await mountAt(390, 844);
    await load(el, midRun(10, 'move'));
    for (let i = 0; i < 3; i++) part<HTMLButtonElement>(el, '[aria-label="Zoom in"]').click();
    await settle(el);
    const view = part(el, '.viewport');
    expect(view.classList.contains('scrolls')).toBe(true);
    let checked = 0;
    for (let i = 0; i < 12; i++) {
      // The player had panned away to the far corner.
      view.scrollTo(i % 2 ? 0 : view.scrollWidth, view.scrollHeight);
      await playerStep(el);
      await settle(el);
      await new Promise((r) => requestAnimationFrame(r));
      const targets = targetCells(el);
      if (targets.length === 0) continue;
      const box = view.getBoundingClientRect();
      const r = targets[0]!.getBoundingClientRect();
      expect(r.left >= box.left - 0.5 && r.right <= box.right + 0.5, 'across').toBe(true);
      expect(r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5, 'down').toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('redraws the board for a narrower window: a wide board does not hold the column open', async () => {
    const el = await mountAt(1920, 1080);
    await load(el, midRun(17, 'boost'));
    await page.viewport(360, 800);
    for (let i = 0; i < 4; i++) await new Promise((r) => requestAnimationFrame(r));
    await settle(el);
    expect(overflowingBoxes(el)).toEqual([]);
    expect(outsideFrame(el)).toEqual([]);
    expect(sidewaysScroll()).toBe(0);
  });
});
