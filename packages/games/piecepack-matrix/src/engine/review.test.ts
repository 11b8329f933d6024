/**
 * `reviewGame` on Matrix (piecepack) endgames built with `buildPosition` (the game set up at the
 * built position, so a replay plays on from it). A planted blunder: at 9 brain damage, with the
 * red breaker able to take its fort whatever it rolls (a won run), the black breaker leaves its
 * own fort for the red 1 instead; getting back needs a 6 (its strength is the die plus 1 against
 * the fort's 6, no black power-up to add), and here the die shows a 3: brain death. The review
 * grades the black move a blunder and names it as the move that lost the run, with the red
 * breaker's challenge beside it. The engine's own play of a short endgame (hints at another seed
 * than the review's) is graded 90% accurate or more.
 */
import { createInlineEngine, reviewGame } from '@matrix-arcade/ai-wasm';
import { CHANCE, TERMINAL, createRng, sampleChance } from '@matrix-arcade/core';
import { fromPosition, replayFrom } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { piecepackMatrix as game } from '../game.js';
import { A_DIE } from '../layout.js';
import { RED_HOME } from '../position.test-util.js';
import type { PiecepackState } from '../state.js';
import { piecepackMatrixKernel as kernel } from './kernel.js';

/** The legal action of `s` that `words` describes. */
const named = (s: PiecepackState, words: RegExp) =>
  game.legalActions(s).find((a) => words.test(game.describeAction(s, a)))!;

describe('reviewGame on built Matrix (piecepack) endgames', () => {
  it('the black breaker leaving its fort at 9 damage is a blunder, and the move that lost', async () => {
    const start = buildPosition(RED_HOME);
    const actions: number[] = [];
    let s = start;
    const play = (a: number) => {
      actions.push(a);
      s = game.apply(s, a);
    };
    play(named(s, /black breaker ♠ challenges red ♥ ice 1/));
    play(A_DIE + 2); // 2 against the ice's 1: broken
    play(named(s, /commit the challenge/));
    play(named(s, /black breaker ♠ challenges black ♠ fort/));
    play(A_DIE + 3); // 3 + 1 against the fort's 6: failed
    play(named(s, /commit the challenge/));
    expect(game.currentPlayer(s)).toBe(TERMINAL);
    expect(game.returns(s)).toEqual([0]);
    const engine = await createInlineEngine(kernel);
    const r = await reviewGame(kernel, fromPosition(game, start), replayFrom(game, actions), {
      engine,
    });
    expect(r.result).toEqual([0]);
    const [blunder] = r.moves;
    expect(blunder).toMatchObject({ step: 0, grade: 'blunder' });
    expect(blunder!.bestDescription).toMatch(/red breaker ♥ challenges red ♥ fort/);
    expect(blunder!.chanceBefore).toBe(1); // proven: the red breaker cannot fail
    expect(blunder!.loss).toBeGreaterThan(0.5);
    expect(r.deciding[0]).toBe(blunder);
    expect(r.accuracy[0]).toBeLessThan(60);
    engine.dispose();
  });

  it("the engine's own play of a short endgame is graded 90% accurate or more", async () => {
    // No damage yet; red two challenges from its fort (the red 3, then the fort).
    const start = buildPosition({
      ...RED_HOME,
      tiles: [
        ...RED_HOME.tiles.filter((t) => t.tile !== 'red fort'),
        { at: [2, 0], tile: 'red 3' },
        { at: [3, 0], tile: 'red fort' },
      ],
      damage: 0,
    });
    const engine = await createInlineEngine(kernel);
    const dice = createRng(5);
    const actions: number[] = [];
    for (let s = start; game.currentPlayer(s) !== TERMINAL; ) {
      const a =
        game.currentPlayer(s) === CHANCE
          ? sampleChance(game.chanceOutcomes(s), dice)
          : engine.hintSync(game.observe(s, 0), 0, { seed: 7 }).action;
      actions.push(a);
      s = game.apply(s, a);
    }
    const r = await reviewGame(kernel, fromPosition(game, start), replayFrom(game, actions), {
      engine,
    });
    expect(r.moves.length).toBeGreaterThanOrEqual(3);
    expect(r.result).toEqual([1]);
    expect(r.accuracy[0]).toBeGreaterThanOrEqual(90);
    expect(r.deciding).toEqual([]);
    engine.dispose();
  });
});
