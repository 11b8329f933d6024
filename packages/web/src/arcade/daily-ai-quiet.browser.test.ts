/**
 * The AI's hidden game on a daily deal (`daily-ai.ts`) stays hidden to the page too (issue 37,
 * seen by hand at 1280: a page listening on the document heard nine "move" events by the AI and a
 * second "game-over" after the player's daily had ended, as if the game on show went on). In
 * Chromium with the real mouse: MATR1X ØVERLØAD's deal of a fixed day, dealt from the Daily bar and
 * played to its end by the player; once the AI's result is in beside the player's, the document
 * heard one "game-over" (the player's) and no event of the AI's game after it.
 */
import { matrixOverload } from '@matrix-arcade/matrix-overload';
import { afterEach, describe, expect, it } from 'vitest';
import './define.js';
import { settle, waitFor } from '../../test/helpers.js';
import { dailyDealt } from './daily-dealt.test-util.js';

const TODAY = '2026-11-27';
const EVENTS = ['move', 'game-over', 'state-change', 'settings-change', 'game-abandon'];

const mounted: Element[] = [];
const heard: string[] = [];
const listen = (e: Event) => heard.push(e.type);
afterEach(() => {
  for (const m of mounted.splice(0)) m.remove();
  for (const t of EVENTS) document.removeEventListener(t, listen);
  heard.length = 0;
  localStorage.clear();
});

describe('the AI’s game on a daily deal', () => {
  it('is not heard by the page: one game-over, the player’s, and nothing after it', async () => {
    const { a, el } = await dailyDealt('matrix-overload', TODAY, mounted);
    for (const t of EVENTS) document.addEventListener(t, listen);
    for (let i = 0; i < 5000 && !el.result; i++)
      el.play(matrixOverload.legalActions(el.gameState as never)[0]!);
    await settle(a);
    const mine = heard.filter((t) => t === 'move').length;
    expect(mine, 'the player’s moves are heard').toBeGreaterThan(0);
    expect(heard.filter((t) => t === 'game-over')).toHaveLength(1);
    const atEnd = heard.length;
    // The AI plays the same deal in a hidden element, to its end.
    await waitFor(
      () => el.querySelector('[data-daily-ai]:not([data-daily-ai="pending"])'),
      'the AI’s result on the deal',
      120_000,
    );
    expect(heard.slice(atEnd), 'events of the AI’s hidden game').toEqual([]);
  }, 180_000);
});
