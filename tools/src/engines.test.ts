/**
 * Every discovered game's wasm engine runs exactly the searches its kernel says it can use
 * (`algorithmsOf`) and names the search that ran: `alphabeta` asks for the kernel's depth-first
 * search and the hint says which one it is (alpha-beta, or expectimax for a kernel with dice);
 * `expectimax` by name runs exactly when that is the kernel's own search; `rollout` (policy
 * rollouts) where the kernel has a playout policy; `mcts` is MCTS everywhere. Any other algorithm is refused with a coded `OptionsError` before a search runs.
 */
import { ENGINE_ALGORITHMS, algorithmsOf } from '@matrix-arcade/ai-wasm';
import { Match, OptionsError, errorCode } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { KERNELS, inlineEngine } from './engines.js';
import { GAMES } from './games.js';

describe.each(Object.keys(KERNELS))('the %s engine', (id) => {
  it('runs the searches it can use, names the one that ran, and refuses the others', async () => {
    const game = GAMES[id]!;
    const match = new Match(game, undefined, 11);
    const seat = game.currentPlayer(match.state);
    expect(seat).toBeGreaterThanOrEqual(0);
    const observation = game.observe(match.state, seat);
    const engine = await inlineEngine(id);
    const usable = algorithmsOf(KERNELS[id]!);
    expect(usable).toContain('mcts');
    const hint = (algorithm: (typeof ENGINE_ALGORITHMS)[number]) =>
      engine.hintSync(observation, seat, { algorithm, iterations: 300, seed: 1 });
    expect(hint('mcts').algorithm).toBe('mcts');
    for (const algorithm of ENGINE_ALGORITHMS) {
      if (usable.includes(algorithm)) {
        if (algorithm === 'mcts') continue;
        const ran = hint(algorithm).algorithm;
        if (algorithm === 'rollout') expect(ran).toBe('rollout');
        else expect(['alphabeta', 'expectimax']).toContain(ran);
        if (algorithm === 'expectimax') expect(ran).toBe('expectimax');
      } else {
        let error: unknown;
        try {
          hint(algorithm);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(OptionsError);
        expect(errorCode(error)).toBe('OPTIONS');
      }
    }
  });
});
