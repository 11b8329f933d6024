/**
 * Every discovered game's wasm engine names the search that ran: `alphabeta` asks for the
 * kernel's depth-first search and the hint says which one it is (alpha-beta, or expectimax for
 * a kernel with dice); `expectimax` by name runs exactly when that is the kernel's own search,
 * and is refused otherwise; `mcts` is MCTS everywhere.
 */
import { EngineRequestError } from '@matrix-arcade/ai-wasm';
import { Match } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { KERNELS, inlineEngine } from './engines.js';
import { GAMES } from './games.js';

describe.each(Object.keys(KERNELS))('the %s engine', (id) => {
  it('names the search that ran', async () => {
    const game = GAMES[id]!;
    const match = new Match(game, undefined, 11);
    const seat = game.currentPlayer(match.state);
    expect(seat).toBeGreaterThanOrEqual(0);
    const observation = game.observe(match.state, seat);
    const engine = await inlineEngine(id);
    const hint = (algorithm: 'mcts' | 'alphabeta' | 'expectimax') =>
      engine.hintSync(observation, seat, { algorithm, iterations: 300, seed: 1 });
    expect(hint('mcts').algorithm).toBe('mcts');
    const own = hint('alphabeta');
    expect(['alphabeta', 'expectimax']).toContain(own.algorithm);
    if (own.algorithm === 'expectimax') {
      expect(hint('expectimax')).toEqual(own);
    } else {
      expect(() => hint('expectimax')).toThrow(EngineRequestError);
    }
  });
});
