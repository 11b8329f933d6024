/**
 * `reviewGame` (@matrix-arcade/ai-wasm) on Dice Matrix: a side that played the engine's own moves
 * has every move graded best; a move planted in a won endgame that hands the win over is a
 * blunder; every chance is the calibrated hint's chance at that position; the same replay gives
 * the same review.
 */
import { createInlineEngine, reviewGame } from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL, playReplay, replayOf } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { diceMatrix } from '../game.js';
import type { DiceMatrixState } from '../state.js';
import { diceMatrixKernel } from './kernel.js';

const SEED = 7;

type Pick = (seat: number, alternatives: number[], state: DiceMatrixState, step: number) => number;

/** A game of deal `SEED` where each move is `pick`ed from the engine's hint (best first). */
async function playGame(pick: Pick) {
  const engine = await createInlineEngine(diceMatrixKernel);
  const match = new Match(diceMatrix, {}, SEED);
  while (diceMatrix.currentPlayer(match.state) !== TERMINAL) {
    const seat = diceMatrix.currentPlayer(match.state);
    const hint = engine.hintSync(diceMatrix.observe(match.state, seat), seat, { seed: 0 });
    const alternatives = hint.alternatives.map((a) => a.action);
    match.play(pick(seat, alternatives, match.state, match.actions.length));
  }
  return { engine, replay: replayOf(match) };
}

describe('reviewGame on Dice Matrix', () => {
  it('grades every move of the side that played the engine’s moves best, with the hint’s chances', async () => {
    // Seat 1 plays the engine's least favoured move.
    const { engine, replay } = await playGame((seat, alts) =>
      seat === 0 ? alts[0]! : alts[alts.length - 1]!,
    );
    const review = await reviewGame(diceMatrixKernel, diceMatrix, replay, { engine });
    const own = review.moves.filter((m) => m.seat === 0);
    expect(own.length).toBeGreaterThan(10);
    expect(own.every((m) => m.grade === 'best' && m.loss === 0)).toBe(true);
    // Seat 1's weakest moves are not all best, and some are graded worse than good.
    const theirs = review.moves.filter((m) => m.seat === 1);
    expect(theirs.some((m) => m.grade !== 'best' && m.grade !== 'good')).toBe(true);
    expect(review.calibrated).toBe(true);
    const states = playReplay(diceMatrix, replay);
    for (const m of review.moves) {
      const hint = engine.hintSync(diceMatrix.observe(states[m.step]!, m.seat), m.seat, {
        seed: 0,
      });
      expect(hint.chance).toBeDefined();
      expect(m.chanceBefore).toBe(hint.chance);
      expect(m.bestAction).toBe(hint.action);
    }
    expect(await reviewGame(diceMatrixKernel, diceMatrix, replay, { engine })).toEqual(review);
  }, 120_000);

  it('grades a move that hands a won endgame over a blunder', async () => {
    const engine = await createInlineEngine(diceMatrixKernel);
    let planted = -1;
    const { replay } = await playGame((seat, alts, state, step) => {
      if (planted < 0 && seat === 0 && alts.length > 1) {
        const best = engine.hintSync(diceMatrix.observe(state, 0), 0, { seed: 0 });
        if (best.solved && best.chance === 1) {
          for (const a of alts.slice(1)) {
            const next = diceMatrix.apply(state, a);
            if (diceMatrix.currentPlayer(next) !== 1) continue;
            const reply = engine.hintSync(diceMatrix.observe(next, 1), 1, { seed: 0 });
            if (reply.solved && reply.chance === 1) {
              planted = step;
              return a;
            }
          }
        }
      }
      return alts[0]!;
    });
    expect(planted).toBeGreaterThanOrEqual(0);
    const review = await reviewGame(diceMatrixKernel, diceMatrix, replay, { engine });
    const blunder = review.moves.find((m) => m.step === planted)!;
    expect(blunder).toMatchObject({
      seat: 0,
      grade: 'blunder',
      bestChance: 1,
      chanceAfter: 0,
      loss: 1,
    });
    expect(review.moves.filter((m) => m.grade !== 'best').map((m) => m.step)).toEqual([planted]);
  }, 120_000);
});
