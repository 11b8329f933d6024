/**
 * A daily deal's medal and comparisons (issue 37), in Chromium with the real mouse, on
 * MATR1X ØVERLØAD's deal of a fixed day (the controller's clock, never the machine's): won by the
 * solver's line without a hint, the end panel says the gold medal, the previous daily kept the day
 * before, and the AI's result on the same deal once it has played it (in a hidden element, kept
 * with the day's result); lost, the medal follows from the AI's result by the rule (bronze when
 * the AI did not win it either, else none), and the calendar marks the day with it. A reload shows the
 * kept AI result at once, without playing the deal again.
 */
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay, defaultOptions } from '@matrix-arcade/core';
import { matrixOverload } from '@matrix-arcade/matrix-overload';
import { winnable } from '@matrix-arcade/matrix-overload/solver';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { settle, waitFor } from '../../test/helpers.js';
import { DAILY_KEY } from './daily-controller.js';
import { DAILY_TEST_AI } from './daily-dealt.test-util.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
}

const TODAY = '2026-11-27';
const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
});

async function arcade(): Promise<MatrixArcade> {
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', 'matrix-overload');
  a.daily.clock = () => new Date(`${TODAY}T10:00:00Z`);
  a.daily.aiIterations = DAILY_TEST_AI;
  document.body.append(a);
  mounted.push(a);
  await waitFor(() => a.gameElement?.gameState, 'the arcade');
  await settle(a);
  return a;
}

const endText = (a: MatrixArcade, sel: string) =>
  (a.gameElement?.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Plays today's deal with `moves` (the first legal move each turn when none), the AI off. */
async function playToday(a: MatrixArcade, moves: readonly number[] | null): Promise<El> {
  await userEvent.click(a.shadowRoot!.querySelector<HTMLElement>('[data-daily="today"]')!);
  const el = a.gameElement as unknown as El;
  await waitFor(
    () => el.gameState && (el as unknown as { seed: number }).seed === seedToday,
    'the deal',
  );
  el.autoplay = false;
  el.aiSeats = [];
  if (moves) for (const m of moves) el.play(m);
  else
    for (let i = 0; i < 5000 && !el.result; i++)
      el.play(matrixOverload.legalActions(el.gameState as never)[0]!);
  await settle(a);
  return el;
}

/** Waits for the AI's result on the deal beside the player's; returns it. */
async function aiResult(a: MatrixArcade): Promise<string> {
  return waitFor(
    () => {
      const r = a.gameElement?.querySelector('[data-daily-ai]')?.getAttribute('data-daily-ai');
      return r && r !== 'pending' ? r : null;
    },
    'the AI’s result on the same deal',
    120_000,
  );
}

const seedToday = dailySeed('matrix-overload', TODAY);

describe('daily medals and comparisons', () => {
  it('a daily won without a hint: gold, the previous daily, and the AI on the same deal', async () => {
    localStorage.setItem(
      DAILY_KEY,
      JSON.stringify({
        'matrix-overload': {
          '2026-11-26': { result: 'lost', moves: 40, hints: 2, score: '', on: '2026-11-26' },
        },
      }),
    );
    const a = await arcade();
    const replay: Replay = {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: 'matrix-overload',
      options: defaultOptions(matrixOverload.optionSchema),
      seed: seedToday,
      actions: [],
    };
    const answer = winnable(replay, { nodes: 200_000 });
    expect(answer.verdict).toBe('winnable');
    const el = await playToday(a, answer.line);
    expect(el.result?.winners).toEqual([0]);
    expect(endText(a, '[data-daily-end]')).toContain('won · ★ gold medal (won without a hint)');
    expect(endText(a, '[data-daily-previous]')).toBe('Your previous daily (2026-11-26): lost.');
    expect(endText(a, '[data-daily-best]')).toBe('Your best daily of this game so far.');
    const ai = await aiResult(a);
    const words = endText(a, '[data-daily-compare]');
    expect(words).toContain(`The AI on the same deal: ${ai} (`);
    expect(words).toContain(ai === 'won' ? '(the same as you)' : '(you did better)');
    // The AI's game was hidden, and is gone once played.
    expect(a.shadowRoot!.querySelector('[data-daily-ai-game]')).toBeNull();
    const kept = JSON.parse(localStorage.getItem(DAILY_KEY)!)['matrix-overload'][TODAY];
    expect(kept.ai.result).toBe(ai);
  }, 240_000);

  it('a lost daily: the medal follows from the AI’s result, the calendar marks it, a reload keeps it', async () => {
    const a = await arcade();
    await playToday(a, null);
    const ai = await aiResult(a);
    const bronze = ai === 'lost';
    expect(endText(a, '[data-daily-end]')).toContain(bronze ? '◇ bronze medal' : 'no medal');
    await userEvent.click(a.shadowRoot!.querySelector<HTMLElement>('[data-daily="calendar"]')!);
    await settle(a);
    const day = a.shadowRoot!.querySelector<HTMLElement>(`[data-day="${TODAY}"]`)!;
    expect(day.querySelector('[data-medal]')?.getAttribute('data-medal') ?? null).toBe(
      bronze ? 'bronze' : null,
    );
    expect(day.querySelector('[data-day-words]')!.textContent).toContain(
      bronze ? 'lost, bronze medal' : 'lost',
    );
    a.remove();
    // A new visit: the finished daily is back with the AI's result, and no AI game starts.
    const again = await arcade();
    expect(again.gameElement?.querySelector('[data-daily-ai]')?.getAttribute('data-daily-ai')).toBe(
      ai,
    );
    expect(again.shadowRoot!.querySelector('[data-daily-ai-game]')).toBeNull();
  }, 240_000);
});
