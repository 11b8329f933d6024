/**
 * The AI pool on its own (no rooms): a search past `maxSearchMs` is cancelled and its worker
 * ended (the duel would end AI_FAILED); a quick search is given an observation
 * and answers a legal action; `close()` leaves no worker; a game without a kernel (a bare
 * descriptor) is played by the greedy bot, in this thread. (Workers' Node flags: ai-wasm's
 * `workerArgv`, tested there.)
 */
import { errorCode } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { manifest } from '@matrix-arcade/dice-matrix/manifest';
import { describe, expect, it } from 'vitest';
import { AiPool } from './ai-pool.js';

const game = diceMatrixDescriptor.game;
const state = game.setup({}, 3);
const seat = game.currentPlayer(state) as number;

describe('the AI pool', () => {
  it('cancels a search past its time cap and ends its worker; a quick one answers a legal move', async () => {
    const endless = new AiPool(AiPool.kernelsOf([manifest]), {
      hint: { algorithm: 'mcts', iterations: 1_000_000_000 },
      maxSearchMs: 200,
    });
    const choose = endless.chooser(diceMatrixDescriptor);
    let caught: unknown;
    try {
      await choose(game, game.observe(state, seat), seat);
    } catch (e) {
      caught = e;
    }
    expect(errorCode(caught)).toBe('ENGINE_CANCELLED');
    await endless.close();
    expect(endless.liveWorkers).toBe(0);

    const quick = new AiPool(AiPool.kernelsOf([manifest]), { hint: { iterations: 100 } });
    const action = await quick.chooser(diceMatrixDescriptor)(game, game.observe(state, seat), seat);
    expect(game.legalActions(state)).toContain(action);
    expect(quick.liveWorkers).toBe(1);
    await quick.close();
    expect(quick.liveWorkers).toBe(0);
  });

  it('plays a game without a kernel with the greedy bot', async () => {
    const pool = new AiPool(AiPool.kernelsOf([diceMatrixDescriptor]));
    const action = await pool.chooser(diceMatrixDescriptor)(game, game.observe(state, seat), seat);
    expect(game.legalActions(state)).toContain(action);
    expect(pool.liveWorkers).toBe(0);
    await pool.close();
  });
});
