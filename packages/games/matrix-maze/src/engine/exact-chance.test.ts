/**
 * Exact chances in Matrix Maze (ai-wasm's `exact-chance.ts`, or a search solved to the end):
 * a decision whose every move ends the game at once gets that result as its chance, marked
 * exact: the duel's last turn of the round limit, where ending the turn loses (0) or the last die
 * takes the winning code (1, the seat's share of a two-seat game). Positions from random duels
 * of fixed seeds (`randomBot` for both seats), the decision just before the end.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { matrixMaze as game } from '../game.js';
import type { MatrixMazeState } from '../state.js';
import { matrixMazeKernel as kernel } from './kernel.js';

async function beforeTheEnd(seed: number): Promise<MatrixMazeState> {
  const played = await playGame(game, [randomBot(seed)], { seed });
  const states = playReplay(game, played.replay);
  return states[states.length - 2]!;
}

describe('exact chances', () => {
  for (const [seed, result] of [
    [7102, 0],
    [7103, 1],
  ] as const) {
    it(`seed ${seed}: every move ends the duel at once, the chance is ${result}`, async () => {
      const s = await beforeTheEnd(seed);
      const seat = game.currentPlayer(s);
      expect(seat).toBeGreaterThanOrEqual(0);
      const legal = game.legalActions(s);
      expect(legal.every((a) => game.currentPlayer(game.apply(s, a)) === TERMINAL)).toBe(true);
      const engine = await createInlineEngine(kernel);
      const hint = engine.hintSync(game.observe(s, seat), seat, { seed: 1 });
      expect(game.returns(game.apply(s, hint.action))[seat]).toBe(result);
      expect(hint).toMatchObject({ chance: result, chanceKind: 'exact' });
    });
  }
});
