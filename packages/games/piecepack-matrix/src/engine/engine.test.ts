/**
 * The Matrix (piecepack) engine beyond the kit: the kernel, like the rules, ends a run only in
 * brain death, over the target or in a win (ruling 12), so a run 300 challenges long is searched
 * like any other and the engine still finds its winning move.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from '../game.js';
import { A_COMMIT } from '../layout.js';
import { crayRow, move } from '../position.test-util.js';
import { apply } from '../rules.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';

const RED = 2;

describe('Matrix (piecepack) engine', () => {
  it('finds the winning move of a run 300 challenges long', async () => {
    const s = { ...crayRow(['r1', 'r2', 'rF']), challenges: 300 };
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint.action).toBe(move(RED, 2, 0));
    expect(apply(apply(s, hint.action), A_COMMIT).ending).toBe('win');
  });
});
