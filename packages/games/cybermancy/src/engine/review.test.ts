/**
 * `reviewGame` on CYBERMANCY endgames built with `buildCyberPosition` (the game set up at the
 * built position, so a replay plays on from it): a planted blunder, the last card able to kill
 * played anywhere but where it kills, throws away a won run; the review grades it a blunder,
 * names it as the move that decided the run with the killing move beside it, and the seat's
 * accuracy falls. The engine's own play of a short endgame (hints at another seed than the
 * review's) is graded 90% accurate or more.
 *
 * The position: Q♦ is the last living royal; every top but the A♣'s 10♥ stack is 6 or more, so a
 * card below 6 goes to the queen as ICE and a card of 6 or more on the 6♠ kills her (7♥ + 10♔,
 * red and wild: 17, against her health of 12 plus her ICE).
 */
import { createInlineEngine, reviewGame } from '@matrix-arcade/ai-wasm';
import { TERMINAL } from '@matrix-arcade/core';
import { outside } from '@matrix-arcade/matrix-overload';
import { fromPosition, replayFrom } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { cybermancy as game } from '../game.js';
import { type CyberPositionSpec, buildCyberPosition } from '../position.js';
import type { CybermancyState } from '../state.js';
import { cybermancyKernel as kernel } from './kernel.js';

const endgame = (hand: string, deck: string[]): CyberPositionSpec => ({
  matrix: ['6♠', '7♥', '10♔', 'A♠ 5♠ 9♥', '8♦', '8♥', '8♣', 'A♣ 10♥', '9♣'],
  royals: { [outside.right(1)]: { royal: 'Q♦', ice: [] } },
  hand,
  deck,
  unnamed: 'retire',
});

describe('reviewGame on built CYBERMANCY endgames', () => {
  it('the killing card played elsewhere is a blunder, and the move that lost the run', async () => {
    // The 9♠ kills on the 6♠; the last card, the 2♠, cannot kill: played anywhere else, the
    // run is lost.
    const start = buildCyberPosition(endgame('9♠', ['2♠']));
    const kill = game.legalActions(start).find((a) => game.apply(start, a).ending === 'win')!;
    const blunder = game.legalActions(start).find((a) => a !== kill)!;
    const next = game.apply(start, blunder) as CybermancyState;
    const last = game.legalActions(next)[0]!;
    expect(game.currentPlayer(game.apply(next, last))).toBe(TERMINAL);
    const engine = await createInlineEngine(kernel);
    const r = await reviewGame(
      kernel,
      fromPosition(game, start),
      replayFrom(game, [blunder, last]),
      { engine },
    );
    expect(r.result).toEqual([0]);
    expect(r.moves[0]).toMatchObject({
      action: blunder,
      bestAction: kill,
      chanceBefore: 1,
      chanceAfter: 0,
      loss: 1,
      grade: 'blunder',
    });
    expect(r.moves[0]!.bestDescription).toMatch(/kills Q♦/);
    expect(r.deciding).toEqual([r.moves[0]]);
    expect(r.accuracy[0]).toBeLessThan(60);
    engine.dispose();
  });

  it("the engine's own play of a short endgame is graded 90% accurate or more", async () => {
    // The 2♠ and the 3♠ go to the queen as ICE (health 17, still within the 6♠ line's 17);
    // the 9♠ then kills her.
    const start = buildCyberPosition(endgame('2♠', ['3♠', '9♠']));
    const engine = await createInlineEngine(kernel);
    const actions: number[] = [];
    for (let s: CybermancyState = start; game.currentPlayer(s) !== TERMINAL; ) {
      const a = engine.hintSync(game.observe(s, 0), 0, { seed: 7 }).action;
      actions.push(a);
      s = game.apply(s, a) as CybermancyState;
    }
    expect(actions.length).toBeGreaterThanOrEqual(3);
    const r = await reviewGame(kernel, fromPosition(game, start), replayFrom(game, actions), {
      engine,
    });
    expect(r.moves).toHaveLength(actions.length);
    expect(r.result).toEqual([1]);
    expect(r.accuracy[0]).toBeGreaterThanOrEqual(90);
    expect(r.deciding).toEqual([]);
    engine.dispose();
  });
});
