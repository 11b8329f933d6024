/**
 * The family's elements on one screen, in Chromium, each alone in the page and filling the
 * viewport: at 1280×800 and 390×844 at least 60% of the board and the whole Hint button are in
 * the first screen; at 1920×1080 the board is larger than at 1280 (no narrow cap); after six
 * moves nothing sticks out of the element's frame and the page does not scroll sideways.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import './define.js';
import '../cybermancy/define.js';
import { cybermancyRules } from '@matrix-arcade/cybermancy';
import {
  type AnyOverloadRules,
  type MatrixOverloadState,
  rules as standardRules,
} from '@matrix-arcade/matrix-overload';
import { controlButton, deepQueryAll, mountTag, settle } from '../../test/helpers.js';
import { board } from './matrix-overload.test-util.js';

afterEach(async () => {
  document.body.style.cssText = '';
  await commands.reducedMotion(false);
  await page.viewport(1280, 900);
});

type Tag = 'matrix-overload-game' | 'cybermancy-game';

async function mountAlone(tag: Tag, width: number, height: number) {
  await commands.reducedMotion(true);
  await page.viewport(width, height);
  document.body.style.cssText = 'margin:0;';
  window.scrollTo(0, 0);
  const el = await mountTag(tag, { seed: '16' });
  el.style.cssText = 'display:block;box-sizing:border-box;width:100%;min-height:100vh;';
  await settle(el);
  return el;
}

/** The share of a box inside the first screen (0 to 1). */
function onFirstScreen(r: DOMRect): number {
  const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
  const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
  return (w * h) / (r.width * r.height);
}

async function playSix(el: HTMLElement & { play(a: number): void }, rules: AnyOverloadRules) {
  for (let i = 0; i < 6; i++) {
    const st = (el as unknown as { gameState: MatrixOverloadState }).gameState;
    const legal = rules.legalActions(st);
    if (legal.length === 0) break;
    el.play(legal[legal.length - 1]!);
    await settle(el);
  }
}

describe('the family on one screen', () => {
  for (const [tag, rules] of [
    ['matrix-overload-game', standardRules],
    ['cybermancy-game', cybermancyRules],
  ] as const) {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      it(`<${tag}> at ${width}×${height}: board and Hint in the first screen, nothing spills`, async () => {
        const el = await mountAlone(tag, width, height);
        const grid = board(el).shadowRoot!.querySelector('[role=grid]')!;
        expect(onFirstScreen(grid.getBoundingClientRect())).toBeGreaterThanOrEqual(0.6);
        expect(onFirstScreen(controlButton(el, 'hint').getBoundingClientRect())).toBe(1);
        await playSix(el, rules);
        const frame = el.getBoundingClientRect();
        const out = deepQueryAll(el, '*')
          .filter((e) => !e.closest('.visually-hidden'))
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.left < frame.left - 1 || r.right > frame.right + 1));
        expect(out.map(({ e }) => `${e.localName}.${e.className}`)).toEqual([]);
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth);
      });
    }

    it(`<${tag}>: the board grows at 1920×1080`, async () => {
      const size = async (w: number, h: number) => {
        const el = await mountAlone(tag, w, h);
        const r = board(el).shadowRoot!.querySelector('[role=grid]')!.getBoundingClientRect();
        el.remove();
        return r;
      };
      const at1280 = await size(1280, 800);
      const at1920 = await size(1920, 1080);
      expect(at1920.width).toBeGreaterThan(at1280.width * 1.25);
      expect(onFirstScreen(at1920)).toBe(1);
    });
  }
});
