/**
 * Exact chances in Dice Matrix: the last die on the board ends the game whoever takes it, so
 * the hint's chance is the mover's share of the result (1 a win, ½ a draw, 0 a loss), marked
 * exact (ai-wasm's `exact-chance.ts`, or alpha-beta's solved search). Positions from random games
 * of fixed seeds, the decision just before the end, written out in players' words and built
 * again with `buildPosition`.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { COLOUR_LETTERS } from '../dice.js';
import { diceMatrix as game } from '../game.js';
import type { DiceMatrixState } from '../state.js';
import { diceMatrixKernel as kernel } from './kernel.js';

/** A die code as the builder's tag: colour letter and face ("R5"). */
const tag = (code: number) => `${COLOUR_LETTERS[Math.floor(code / 6)]}${(code % 6) + 1}`;

/** `s` in the position builder's words, built again. */
function rebuilt(s: DiceMatrixState): DiceMatrixState {
  const area = (counts: readonly number[]) => counts.flatMap((n, code) => Array(n).fill(tag(code)));
  return buildPosition({
    matrix: s.matrix.map((c) => (c < 0 ? '.' : tag(c))),
    areas: [area(s.areas[0]!), area(s.areas[1]!)],
    toMove: s.toMove,
    scores: [s.scores[0]!, s.scores[1]!],
  });
}

describe('exact chances', () => {
  for (const seed of [7100, 7101]) {
    it(`seed ${seed}: the last die ends the game, the chance is the mover's result`, async () => {
      const played = await playGame(game, [randomBot(seed)], { seed });
      const states = playReplay(game, played.replay);
      const s = rebuilt(states[states.length - 2]!);
      expect(game.observe(s, 0)).toEqual(game.observe(states[states.length - 2]!, 0));
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
