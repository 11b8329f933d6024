/**
 * Exact chances in Matrix (piecepack) (ai-wasm's `exact-chance.ts`): where the only move commits
 * a challenge whose end is already decided, the hint's chance is that result, not the
 * calibration's guess (which said 0.069–0.203 for such sure losses): Cray Envelope's strength 10
 * takes the red fort and wins (1); a basic breaker at 9 brain damage that rolled a 1 loses (0),
 * with the stack's order hidden. And a rollout hint is never `solved` (the host once read stale
 * words after a rollout search as alpha-beta's "solved", and showed the raw value as exact).
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { piecepackMatrix as game } from '../game.js';
import { A_DIE } from '../layout.js';
import { move } from '../position.test-util.js';
import type { PiecepackState } from '../state.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';
import { CRAY } from '../position.test-util.js';

const RED = 2;

const onlyMoveEnds = (s: PiecepackState) => {
  const legal = game.legalActions(s);
  return legal.length === 1 && game.currentPlayer(game.apply(s, legal[0]!)) === TERMINAL;
};

describe('exact chances', () => {
  it('Cray Envelope challenges the red fort: committing wins, chance 1', async () => {
    const s = game.apply(buildPosition(CRAY), move(RED, 2, 0));
    expect(onlyMoveEnds(s)).toBe(true);
    expect(game.apply(s, game.legalActions(s)[0]!).ending).toBe('win');
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint).toMatchObject({ chance: 1, chanceKind: 'exact' });
  });

  it('a basic breaker at 9 brain damage rolls a 1: committing loses, chance 0', async () => {
    const basic = buildPosition({
      ...CRAY,
      breakers: { ...CRAY.breakers, red: { at: [1, 0] } },
      damage: 9,
    });
    const s = game.apply(game.apply(basic, move(RED, 2, 0)), A_DIE + 1);
    expect(onlyMoveEnds(s)).toBe(true);
    expect(game.returns(game.apply(s, game.legalActions(s)[0]!))).toEqual([0]);
    expect(s.stack.length).toBeGreaterThan(1); // the order of what is left stays hidden
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint).toMatchObject({ chance: 0, chanceKind: 'exact' });
  });

  it('a rollout hint is never solved (seed 7113, a decision whose moves all roll a die)', async () => {
    const played = await playGame(game, [randomBot(7113)], { seed: 7113 });
    const s = playReplay(game, played.replay)[27]!;
    expect(game.currentPlayer(s)).toBe(0);
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint.algorithm).toBe('rollout');
    expect(hint.solved).toBeUndefined();
    expect(hint.depth).toBeUndefined();
    expect(hint.chanceKind).toBe('calibrated');
  });
});
