/**
 * Proven chances in Matrix (piecepack) (ai-wasm's exact endgame solver, which averages the
 * kernel's dice as chance nodes): at 9 brain damage, the red breaker beside the red fort with all
 * five red power-ups in the pool takes the fort whatever it rolls (a die of 1, plus 1 for its own
 * colour, plus 5 power-ups: 7, above the fort's 6), so the run is won; the hint says so, a proven
 * 1, where the calibration read the search's value as a 68% chance. The same by a plain
 * expectimax over the TypeScript rules, every die face weighed 1/6. A line that installs a tile
 * is not solved (the next tile is not any unseen one alike: the forts lie in the stack's bottom
 * part), so a deal's first position keeps its calibrated chance.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { CHANCE, TERMINAL } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { piecepackMatrix as game } from '../game.js';
import { RED_HOME } from '../position.test-util.js';
import type { PiecepackState } from '../state.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';

/**
 * Best play's win chance after `action` by the rules alone: dice averaged, every decision its
 * best move; a line that installs a tile (a hidden draw) throws, as the solver gives up there.
 */
function actionChance(s: PiecepackState, action: number): number {
  const next = game.apply(s, action);
  if (next.stack.length !== s.stack.length) throw new Error('a tile was drawn');
  return value(next);
}
function value(s: PiecepackState): number {
  const p = game.currentPlayer(s);
  if (p === TERMINAL) return game.returns(s)[0]!;
  if (p === CHANCE) {
    return game
      .chanceOutcomes(s)
      .reduce((sum, o) => sum + o.probability * value(game.apply(s, o.action)), 0);
  }
  let best = 0;
  for (const a of game.legalActions(s)) {
    best = Math.max(best, actionChance(s, a));
    if (best === 1) break;
  }
  return best;
}

describe('proven endgame chances', () => {
  it('the red breaker takes its fort whatever it rolls: a proven 1, as the rules count it', async () => {
    const s = buildPosition(RED_HOME);
    const take = game
      .legalActions(s)
      .find((a) => /red breaker ♥ challenges red ♥ fort/.test(game.describeAction(s, a)))!;
    expect(actionChance(s, take)).toBeCloseTo(1, 12);
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint).toMatchObject({ action: take, chance: 1, chanceKind: 'exact', proven: true });
    // The next decision, after any roll: proven too (or every move ends the run).
    const rolled = game.apply(
      game.apply(s, take),
      game.chanceOutcomes(game.apply(s, take))[0]!.action,
    );
    expect(engine.hintSync(game.observe(rolled, 0), 0, { seed: 1 })).toMatchObject({
      chance: 1,
      chanceKind: 'exact',
    });
    engine.dispose();
  });

  it('a line that installs a tile is not solved: a deal’s first position stays calibrated', async () => {
    const s = game.setup({}, 5);
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint.proven).toBeUndefined();
    expect(hint.chanceKind).toBe('calibrated');
    engine.dispose();
  });
});
