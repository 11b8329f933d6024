/**
 * `reviewGame` on MATR1X ØVERLØAD endgames built with `buildPosition` (the game set up at the
 * built position): a planted blunder, a card played anywhere but where it kills the last royal,
 * throws away a won run; the review grades it a blunder, names it as the move that decided the
 * game with the killing move beside it, and the seat's accuracy falls. The engine's own play of
 * a short endgame (hints at another seed than the review's) is graded 90% accurate or more.
 */
import { createInlineEngine, reviewGame } from '@matrix-arcade/ai-wasm';
import { TERMINAL } from '@matrix-arcade/core';
import { fromPosition, replayFrom } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { type BuildPositionSpec, buildPosition } from '../build-position.js';
import { matrixOverload as game } from '../game.js';
import { outside } from '../outside.js';
import { actionChance } from './best-chance.test-util.js';
import { matrixOverloadKernel as kernel } from './kernel.js';

/** J♦ (health 14) is the last living royal; the 6♣ in hand kills it on the 6♠. */
const endgame = (deck: string[]): BuildPositionSpec => ({
  matrix: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
  royals: { [outside.right(1)]: { royal: 'J♦', ice: ['3♦'] } },
  hand: '6♣',
  deck,
  unnamed: 'retire',
});

describe('reviewGame on built endgames', () => {
  it('charges a move with the chance it gave away, not with the lucky draw that followed', async () => {
    // Every top is 6 or more; a card on the 6♠ kills J♦ (7♣ + 10♦ = 17 ≥ 14). The 9♠ kills now;
    // played elsewhere, the run is won only if the hidden 7♥ comes before the 5♥ (which would go
    // to J♦ as ICE: 19, out of the 7♥'s reach): half the shuffles. Here the 7♥ does come first.
    const start = buildPosition({
      matrix: ['6♠', '7♣', '10♦', 'JK 5♠ 8♣', 'A♠ 8♦', 'A♥ 8♥', 'A♣ 9♥', 'JK 10♥', 'A♦ 9♣'],
      royals: { [outside.right(1)]: { royal: 'J♦', ice: ['3♦'] } },
      hand: '9♠',
      deck: ['7♥', '5♥'],
      unnamed: 'retire',
    });
    expect(start.unknown).toBe(2);
    const kill = game.legalActions(start).find((a) => game.apply(start, a).ending === 'win')!;
    const blunder = game.legalActions(start).find((a) => actionChance(start, a) === 0.5)!;
    expect(blunder).toBeDefined();
    const actions = [blunder];
    for (let s = game.apply(start, blunder); game.currentPlayer(s) !== TERMINAL; ) {
      const a = game.legalActions(s).find((b) => game.apply(s, b).ending === 'win')!;
      actions.push(a);
      s = game.apply(s, a);
    }
    const engine = await createInlineEngine(kernel);
    const r = await reviewGame(kernel, fromPosition(game, start), replayFrom(game, actions), {
      engine,
      samples: 256,
    });
    expect(r.result).toEqual([1]); // the lucky draw won the run
    expect(r.moves[0]).toMatchObject({ action: blunder, bestAction: kill, chanceBefore: 1 });
    // The next position alone says 1 (the 7♥ in hand kills): the old review called it no loss.
    // Over the draws the move faced, it kept half: 256 fixed samples of two equally likely cards (sd 0.03).
    expect(Math.abs(r.moves[0]!.chanceAfter - 0.5)).toBeLessThan(0.1);
    expect(r.moves[0]!.grade).toBe('blunder');
    expect(r.deciding[0]).toBe(r.moves[0]);
  });

  it('a card played past the kill is a blunder, and the move that lost the run', async () => {
    const start = buildPosition(endgame(['2♥']));
    const kill = game.legalActions(start).find((a) => game.apply(start, a).ending === 'win')!;
    const blunder = game.legalActions(start).find((a) => a !== kill)!;
    const next = game.apply(start, blunder);
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
    expect(r.moves[0]!.bestDescription).toMatch(/kills J♦/);
    expect(r.deciding).toEqual([r.moves[0]]);
    expect(r.accuracy[0]).toBeLessThan(60);
    expect(r.givenAway).toEqual([1]); // the net books: the whole run, and the forced last card nothing
  });

  it("the engine's own play of a short endgame is graded 90% accurate or more", async () => {
    const start = buildPosition({ ...endgame(['3♠', '6♣']), hand: '2♥' });
    const engine = await createInlineEngine(kernel);
    const actions: number[] = [];
    for (let s = start; game.currentPlayer(s) !== TERMINAL; ) {
      const a = engine.hintSync(game.observe(s, 0), 0, { seed: 7 }).action;
      actions.push(a);
      s = game.apply(s, a);
    }
    expect(actions.length).toBeGreaterThanOrEqual(3);
    const r = await reviewGame(kernel, fromPosition(game, start), replayFrom(game, actions), {
      engine,
    });
    expect(r.moves).toHaveLength(actions.length);
    expect(r.result).toEqual([1]); // it keeps the kill line and wins
    expect(r.accuracy[0]).toBeGreaterThanOrEqual(90);
    expect(r.deciding).toEqual([]);
  });
});
