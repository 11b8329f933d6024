/**
 * The AI in `<matrix-overload-game>`, in Chromium, on the real wasm engine in a Web Worker: a
 * hint is a legal action, marked on the board and said in words, and does not depend on the
 * hidden order of the deck; with `ai-seats="0"` and `autoplay` the AI plays the end of a run
 * (restored near its end) to `game-over`, and the end is explained with its reason.
 */
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { saveState, type Outcome } from '@matrix-arcade/core';
import {
  ENDINGS,
  fromPosition,
  legalActions,
  matrixOverload,
} from '@matrix-arcade/matrix-overload';
import type { MoveDetail } from '../lib/game-element.js';
import { nearTheEnd } from '../lib/near-end.test-util.js';
import { controlButton, nextEvent, part, settle, until } from '../../test/helpers.js';
import { boardCells, mountOverload } from './matrix-overload.test-util.js';
import { indexOfAction } from './board.js';

describe('<matrix-overload-game> with the AI', () => {
  it('gives a legal hint, marks it on the board and says it in words', async () => {
    const el = await mountOverload({ seed: '5', 'ai-iterations': '400' });
    el.play(legalActions(el.gameState!)[0]!); // the J♥ of the deal
    await settle(el);
    await userEvent.click(controlButton(el, 'hint'));
    const panel = () => el.shadowRoot!.querySelector('[part=hint]');
    await until(() => panel() !== null, 20_000, 'the hint');
    await settle(el);
    const action = Number(panel()!.getAttribute('data-hint-action'));
    expect(legalActions(el.gameState!)).toContain(action);
    expect(panel()!.textContent).toContain(matrixOverload.describeAction(el.gameState!, action));
    expect(panel()!.textContent).toContain('win chance unknown at these AI settings');
    const cell = boardCells(el)[indexOfAction(action)]!;
    expect(cell.getAttribute('part')).toContain('hint');
    expect(cell.getAttribute('aria-label')).toContain('Suggested by the hint');
    // With nothing pointed at, the preview shows the hinted place.
    expect(part(el, '[part=preview]').getAttribute('data-preview-action')).toBe(String(action));
    expect(part(el, '[role=status]').textContent).toMatch(/^Hint: /);
    const direct = await el.hint();
    expect(legalActions(el.gameState!)).toContain(direct.action);
    expect(direct.value).toBeGreaterThanOrEqual(0);
    expect(direct.value).toBeLessThanOrEqual(1);
  });

  it('hints the same whatever the hidden order of the deck', async () => {
    const position = (seed: number) =>
      saveState(
        matrixOverload,
        fromPosition({
          stacks: ['9♠', '3♥', '10♦', '4♣', '', '7♥', '2♠', '8♣', '5♦'],
          outside: { 0: 'Q♠', 4: 'J♥', 7: { royal: 'K♦', ice: ['2♦'] } },
          hand: '6♥',
          seed,
        }),
      );
    const hints = [];
    for (const seed of [1, 2]) {
      const el = await mountOverload({ 'ai-iterations': '600' });
      el.state = position(seed);
      hints.push(await el.hint());
    }
    expect(hints[0]!.action).toBe(hints[1]!.action);
    expect(hints[0]!.value).toBe(hints[1]!.value);
  });

  it('plays the end of a run by itself (ai-seats="0", autoplay) and explains the end', async () => {
    const el = await mountOverload({
      seed: '2024',
      'ai-seats': '0',
      speed: 'instant',
      // The plumbing of autoplay (worker, events, the end's words), not the AI's strength.
      'ai-iterations': '20',
    });
    // A random run cut back to its last 3 decisions (a whole run adds nothing here; the game
    // has no chance steps: each action is a move of the log).
    const start = nearTheEnd(matrixOverload, matrixOverload.optionsOf(el.gameState!), 2024, 3);
    el.state = start;
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    const over = nextEvent<{ result: Outcome }>(el, 'game-over');
    el.autoplay = true;
    const { result } = await over;
    expect(ENDINGS).toContain(result.ending);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.by === 'ai' && m.seat === 0)).toBe(true);
    await settle(el);
    const end = part(el, '[part=result]');
    expect(end.getAttribute('data-ending')).toBe(result.ending);
    expect(part(el, '.status').contains(end), 'the end is said in the status line').toBe(true);
    expect(end.textContent).toMatch(
      /every royal is dead|deck ran out|above 20|without placing a royal/,
    );
    expect(part(el, '[role=status]').textContent).toContain('Game over');
    expect(part(el, 'arcade-move-log').shadowRoot!.querySelectorAll('li')).toHaveLength(
      start.cursor + moves.length,
    );
    // The engine ran as wasm in a worker.
    const workers = await commands.workerUrls();
    expect(workers.some((u) => /ai-wasm\/(dist|src)\/worker\.(js|ts)/.test(u))).toBe(true);
    const wasm = performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => n.endsWith('.wasm'));
    expect(wasm.some((n) => n.includes('matrix-overload.wasm'))).toBe(true);
  });
});
