/**
 * Exact chances in Dice Matrix: the last die on the board ends the game whoever takes it, so
 * the hint's chance is the mover's share of the result (1 a win, ½ a draw, 0 a loss), marked
 * exact (ai-wasm's `exact-chance.ts`, or alpha-beta's solved search). Positions from random games
 * of fixed seeds, the decision just before the end.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { diceMatrix as game } from '../game.js';
import { diceMatrixKernel as kernel } from './kernel.js';

describe('exact chances', () => {
  for (const seed of [7100, 7101]) {
    it(`seed ${seed}: the last die ends the game, the chance is the mover's result`, async () => {
      const played = await playGame(game, [randomBot(seed)], { seed });
      const states = playReplay(game, played.replay);
      const s = states[states.length - 2]!;
      const seat = game.currentPlayer(s);
      const legal = game.legalActions(s);
      expect(legal.every((a) => game.currentPlayer(game.apply(s, a)) === TERMINAL)).toBe(true);
      const engine = await createInlineEngine(kernel);
      for (const algorithm of ['alphabeta', 'mcts'] as const) {
        const hint = engine.hintSync(game.observe(s, seat), seat, { seed: 1, algorithm });
        const result = game.returns(game.apply(s, hint.action))[seat];
        expect(hint, algorithm).toMatchObject({ chance: result, chanceKind: 'exact' });
      }
    });
  }
});
