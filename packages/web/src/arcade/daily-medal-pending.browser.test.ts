/**
 * A daily not won says its medal is not decided while the AI still plays the same deal (issue
 * 37, seen by hand on Matrix Maze's daily at 1280: the end panel said "no medal" beside "playing it
 * now…", then turned bronze; a player reads the first as final). The panel is shared by every
 * game's daily (`daily-compare.ts`); here on MATR1X ØVERLØAD's deal of a fixed day, dealt from the
 * Daily bar with the real mouse and lost by the player: while the AI's result is pending the
 * panel says in words that the medal is not decided yet and names no medal; once the AI has
 * played, the rule's medal (bronze if it lost too) or "no medal", and the pending words are gone.
 */
import { matrixOverload } from '@matrix-arcade/matrix-overload';
import { afterEach, describe, expect, it } from 'vitest';
import './define.js';
import { settle, waitFor } from '../../test/helpers.js';
import { DAILY_TEST_AI, dailyDealt } from './daily-dealt.test-util.js';

const TODAY = '2026-11-27';
const mounted: Element[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.remove();
  localStorage.clear();
});

const words = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the daily’s medal while the AI plays the same deal', () => {
  it('is "not decided yet" until the AI’s result is in, then the rule’s medal', async () => {
    const { a, el } = await dailyDealt('matrix-overload', TODAY, mounted);
    for (let i = 0; i < 5000 && !el.result; i++)
      el.play(matrixOverload.legalActions(el.gameState as never)[0]!);
    await settle(a);
    expect(el.result?.winners, 'the player lost the deal').toEqual([]);
    // The AI's game on the deal has only just started (it takes seconds: many searches).
    expect(el.querySelector('[data-daily-ai]')?.getAttribute('data-daily-ai')).toBe('pending');
    // It plays at the budget the page gave the daily (`daily.aiIterations`), not the quick level.
    const hidden = a.shadowRoot!.querySelector('[data-daily-ai-game] > *');
    expect((hidden as { aiIterations?: number } | null)?.aiIterations).toBe(DAILY_TEST_AI);
    const pending = el.querySelector('[data-daily-medal]');
    expect(words(el.querySelector('[data-daily-end]'))).not.toMatch(/no medal|bronze medal/);
    expect(pending?.getAttribute('data-daily-medal')).toBe('pending');
    expect(words(pending)).toBe(
      'medal not decided yet: bronze if the AI does not win this deal either',
    );
    const ai = await waitFor(
      () => el.querySelector('[data-daily-ai]:not([data-daily-ai="pending"])'),
      'the AI’s result on the deal',
      120_000,
    );
    await settle(a);
    const medal =
      ai.getAttribute('data-daily-ai') === 'lost'
        ? '◇ bronze medal (the AI did not win it either)'
        : 'no medal';
    expect(words(el.querySelector('[data-daily-end]'))).toBe(
      `Daily deal of ${TODAY}: lost · ${medal} · Streak: 1 day`,
    );
  }, 180_000);
});
