/**
 * The AI in `<dice-matrix-game>`, in Chromium: the last moves of an AI-vs-AI game to `game-over`, the AI
 * answering a person on either seat, pausing autoplay, and proof that the engine ran as wasm in
 * a Web Worker (the page started the engine's worker script and fetched the game's .wasm).
 */
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../dice-matrix/define.js';
import { TERMINAL, type Outcome } from '@matrix-arcade/core';
import { diceMatrix, openingAction } from '@matrix-arcade/dice-matrix';
import type { MoveDetail } from '../lib/game-element.js';
import {
  clickMiddle,
  controlButton,
  guarded,
  nextEvent,
  part,
  settle,
  until,
} from '../../test/helpers.js';
import { nearTheEnd } from '../lib/near-end.test-util.js';
import { mountGame } from './dice-matrix.test-util.js';

describe('<dice-matrix-game> with the AI', () => {
  it('plays the last moves of an AI-vs-AI game in a wasm worker and fires game-over', async () => {
    const el = await mountGame({
      seed: '2024',
      'ai-seats': '0,1',
      speed: 'instant',
      // The plumbing of autoplay (worker, events, the end's words), not the AI's strength.
      'ai-iterations': '30',
    });
    // A random game cut back to its last 8 decisions (a whole game adds nothing here).
    el.state = nearTheEnd(diceMatrix, diceMatrix.optionsOf(el.gameState!), 2024, 8);
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    const over = nextEvent<{ result: Outcome }>(el, 'game-over');
    el.autoplay = true;
    const { result } = await over;
    expect(diceMatrix.currentPlayer(el.gameState!)).toBe(TERMINAL);
    expect(result.summary).toMatch(/wins|draw/i);
    expect(result.scores).toHaveLength(2);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.by === 'ai')).toBe(true);
    expect(new Set(moves.map((m) => m.seat))).toEqual(new Set([0, 1]));
    await settle(el);
    expect(part(el, '.status').textContent).toContain(result.summary);
    expect(part(el, '[role=status]').textContent).toContain('Game over');
    // The engine ran in a worker: the page started ai-wasm's worker script.
    const workers = await commands.workerUrls();
    expect(workers.some((u) => /ai-wasm\/(dist|src)\/worker\.(js|ts)/.test(u))).toBe(true);
    const wasm = performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => n.endsWith('.wasm'));
    expect(wasm.some((n) => n.includes('dice-matrix.wasm'))).toBe(true);
  });

  it('answers a person: the AI on seat 2 replies and announces its move', async () => {
    const el = await mountGame({
      seed: '8',
      'ai-seats': '1',
      autoplay: '',
      speed: 'instant',
      'ai-iterations': '200',
    });
    // Both moves are listened for before the click: a warm engine may reply before it returns.
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(part(el, '[data-face="5"]'));
    await until(() => moves.length === 2, 30_000, 'the AI’s reply');
    expect(moves[0]).toMatchObject({ seat: 0, action: openingAction(5), by: 'human' });
    const ai = moves[1]!;
    expect(ai).toMatchObject({ seat: 1, by: 'ai' });
    await settle(el);
    expect(part(el, '[role=status]').textContent).toContain(`Player 2 (AI): ${ai.description}`);
    expect(el.gameState!.toMove).toBe(0);
  });

  it('lets the AI open on seat 1, and undo takes back to the person’s turn', async () => {
    const el = await mountGame({
      seed: '8',
      'ai-seats': '0',
      autoplay: '',
      speed: 'instant',
      'ai-iterations': '200',
    });
    const first = await nextEvent<MoveDetail>(el, 'move');
    expect(first).toMatchObject({ seat: 0, by: 'ai' });
    expect(first.action).toBeGreaterThanOrEqual(openingAction(1));
    await settle(el);
    const reply = nextEvent<MoveDetail>(el, 'move');
    el.play(0);
    await reply;
    const again = await nextEvent<MoveDetail>(el, 'move');
    expect(again.seat).toBe(0);
    await settle(el);
    el.undo();
    await settle(el);
    // Back before the person's move: the AI's opening stays, seat 2 (the person) to move.
    expect(el.state!.cursor).toBe(1);
    expect(el.gameState!.toMove).toBe(1);
  });

  it('pauses: with autoplay off the AI waits, and the thinking indicator shows while it searches', async () => {
    const el = await mountGame({
      seed: '12',
      'ai-seats': '0,1',
      speed: 'instant',
      'ai-iterations': '20000',
    });
    await guarded(el.idle(), 'idle element at the start', 60_000);
    expect(el.state!.actions).toHaveLength(0);
    await clickMiddle(controlButton(el, 'autoplay'));
    expect(el.autoplay).toBe(true);
    const thinking = () => part(el, 'arcade-thinking').hasAttribute('active');
    await until(thinking, 10_000, 'the thinking indicator');
    await nextEvent(el, 'move', 30_000);
    await settle(el);
    // Clicked where the button is while the AI plays on (see clickMiddle).
    await clickMiddle(controlButton(el, 'autoplay'));
    expect(el.autoplay).toBe(false);
    await settle(el);
    const n = el.state!.actions.length;
    await guarded(el.idle(), 'idle element after the pause', 60_000);
    expect(el.state!.actions.length).toBe(n);
    expect(thinking()).toBe(false);
    // A guard, not an assertion: four waits on 20,000-node searches (and a worker started again
    // after the pause's cancel) have passed the default 120 s together on a loaded CI machine;
    // alone the test takes about a second.
  }, 300_000);
});
