/**
 * The AI in `<matrix-maze-game>`, in Chromium: the ends of games to `game-over` in the wasm worker
 * (restored near their end) — an AI-vs-AI duel and the AI solo on each of the four solo maps — and a hint that marks its
 * choice (★) in the action panel or on the maze.
 */
import { describe, expect, it } from 'vitest';
import '../matrix-maze/define.js';
import { TERMINAL, type Outcome } from '@matrix-arcade/core';
import { matrixMaze } from '@matrix-arcade/matrix-maze';
import type { MoveDetail } from '../lib/game-element.js';
import { nextEvent, part, settle } from '../../test/helpers.js';
import { nearTheEnd } from '../lib/near-end.test-util.js';
import { mountGame } from './matrix-maze.test-util.js';

/**
 * Mounts the game, restores a random game of its deal cut back to its last 8 decisions, and lets
 * the AI play them: the plumbing of autoplay and the end's words, not the AI's strength (whole
 * games are `pnpm simulate`'s).
 */
async function playToEnd(attrs: Record<string, string>) {
  const el = await mountGame({ speed: 'instant', 'ai-iterations': '120', ...attrs });
  el.state = nearTheEnd(matrixMaze, matrixMaze.optionsOf(el.gameState!), Number(attrs.seed), 8);
  const moves: MoveDetail[] = [];
  el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
  const over = nextEvent<{ result: Outcome }>(el, 'game-over', 110_000);
  el.autoplay = true;
  const { result } = await over;
  await settle(el);
  expect(matrixMaze.currentPlayer(el.gameState!)).toBe(TERMINAL);
  expect(part(el, '.status').textContent).toContain(result.summary);
  expect(part(el, '[role=status]').textContent).toContain('Game over');
  expect(moves.every((m) => m.by === 'ai')).toBe(true);
  return { el, result, moves };
}

describe('<matrix-maze-game> with the AI', () => {
  it('plays the end of an AI-vs-AI duel', async () => {
    const { result, moves } = await playToEnd({
      seed: '11',
      'ai-seats': '0,1',
      map: 'neon-junction',
    });
    expect(result.scores).toHaveLength(2);
    expect(new Set(moves.map((m) => m.seat))).toEqual(new Set([0, 1]));
    expect(['codes', 'codes-gone', 'round-limit']).toContain(result.ending);
  }, 120_000);

  for (const map of ['harvest-grid', 'data-orchard', 'glass-corridors', 'watchtower']) {
    it(`plays the solo map ${map} to the end`, async () => {
      const { el, result } = await playToEnd({ seed: '12', 'ai-seats': '0', map });
      expect(el.gameState!.seats).toHaveLength(1);
      expect(result.scores).toHaveLength(1);
      const guardEndings =
        map.startsWith('harvest') || map.startsWith('data')
          ? ['codes', 'guard-codes', 'codes-gone', 'guard-path']
          : ['codes', 'spotted', 'guard-path'];
      expect(guardEndings).toContain(result.ending);
    }, 120_000);
  }

  it('a hint marks its choice with a star', async () => {
    const el = await mountGame({ seed: '6', 'ai-seats': '', 'ai-iterations': '200' });
    const hint = await el.hint();
    await settle(el);
    // The hinted choice is starred where it is taken: a button, or a lit square of the maze.
    const marked = el.shadowRoot!.querySelector('button.choice.hinted, svg .target.hinted');
    const actions = marked?.getAttribute('data-action') ?? marked?.getAttribute('data-actions');
    expect(actions?.split(' ')).toContain(String(hint.action));
    expect(part(el, '[part=hint]').textContent).toContain(hint.description);
  });
});
