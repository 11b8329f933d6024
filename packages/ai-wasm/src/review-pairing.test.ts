/**
 * `reviewGame` judges a move other than the engine's against the engine's move over the same
 * sampled worlds (common random numbers), not against the position's chance: a move exactly as
 * good as the engine's loses nothing, whatever the few samples happened to draw. The game: one
 * seat picks 0 or 1 (alike), a fair coin is tossed, and the seat wins on heads. A stand-in engine
 * answers 0 with the true chance, ½ before the toss and the coin after it, so every number is
 * known; with four samples the mean chance after either move is the share of heads they drew,
 * not ½, and charging it against the position's ½ (the review before pairing) called the equal
 * move a blunder. The coin game says it hides information, so that the review samples the toss;
 * where nothing is hidden it weighs both sides of the coin instead (`review-after.ts`), and the
 * chance after either move is exactly ½ (the last test).
 */
import { CHANCE, type Game, TERMINAL } from '@matrix-arcade/core';
import { replayFrom } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import type { EngineHint, EngineKernel } from './hint.js';
import { type ReviewEngine, reviewGame } from './review.js';

/** step 0: pick; 1: the toss; 2: the last move; 3: over. */
interface Coin {
  readonly step: number;
  readonly heads: boolean;
}
const HEADS = 11;
const TAILS = 10;

const coinGame = {
  id: 'coin',
  title: 'Coin',
  players: { min: 1, max: 1 },
  optionSchema: {},
  hasHiddenInformation: true,
  setup: () => ({ step: 0, heads: false }),
  optionsOf: () => ({}),
  numSeats: () => 1,
  currentPlayer: (s: Coin) => (s.step === 1 ? CHANCE : s.step === 3 ? TERMINAL : 0),
  legalActions: (s: Coin) => (s.step === 0 ? [0, 1] : s.step === 2 ? [0] : []),
  chanceOutcomes: (s: Coin) =>
    s.step === 1
      ? [
          { action: TAILS, probability: 0.5 },
          { action: HEADS, probability: 0.5 },
        ]
      : [],
  apply: (s: Coin, a: number): Coin =>
    s.step === 1 ? { step: 2, heads: a === HEADS } : { step: s.step + 1, heads: s.heads },
  returns: (s: Coin) => [s.step === 3 && s.heads ? 1 : 0],
  outcome: () => null,
  observe: (s: Coin) => s,
  determinize: (o: Coin) => o,
  describeAction: (_s: Coin, a: number) => `move ${a}`,
} as unknown as Game<Coin, Coin, object>;

const kernel = {
  gameId: 'coin',
  defaults: { algorithm: 'mcts', iterations: 1, exploration: 1, playoutDepth: -1 },
} as unknown as EngineKernel<Coin>;

/** The stand-in engine: move 0, with the true chance of the position. */
const engine: ReviewEngine<Coin> = {
  hint: async (o: Coin): Promise<EngineHint> => ({
    action: 0,
    algorithm: 'mcts',
    value: 0.5,
    chance: o.step === 0 ? 0.5 : o.heads ? 1 : 0,
    chanceKind: 'exact',
    iterations: 1,
    alternatives: [],
  }),
  cancel: () => {},
};

describe('reviewGame pairs the move played with the engine’s over the same samples', () => {
  it('a move as good as the engine’s gives nothing away, whatever the samples drew', async () => {
    // Twenty seeds: each decision draws its own four tosses, so the sampled mean after the move
    // is the share of heads they drew (0, ¼, ½, ¾ or 1), seldom the true ½.
    const after: number[] = [];
    for (let seed = 0; seed < 20; seed++) {
      const r = await reviewGame(kernel, coinGame, replayFrom(coinGame, [1, HEADS, 0]), {
        engine,
        seed,
        samples: 4,
      });
      const [pick] = r.moves;
      expect(pick).toMatchObject({ action: 1, bestAction: 0, chanceBefore: 0.5 });
      after.push(pick!.chanceAfter);
      // The engine's move, over the same tosses, gets the same mean: no loss, whatever they drew.
      expect(pick!.bestChance).toBe(pick!.chanceAfter);
      expect(pick!.loss).toBe(0);
      expect(pick!.grade).toBe('good');
    }
    // Some seeds drew more tails than heads: the review before pairing charged those moves
    // ½ − (their mean) against the position's chance (½ − 0 a blunder when all four were tails).
    expect(after.some((c) => c < 0.5)).toBe(true);
  });

  it('where nothing is hidden, the toss is weighed, not sampled: ½ after either move', async () => {
    const open = { ...coinGame, hasHiddenInformation: false } as Game<Coin, Coin, object>;
    for (let seed = 0; seed < 20; seed++) {
      const r = await reviewGame(kernel, open, replayFrom(open, [1, HEADS, 0]), {
        engine,
        seed,
        samples: 4,
      });
      expect(r.moves[0]).toMatchObject({ chanceAfter: 0.5, bestChance: 0.5, loss: 0 });
    }
  });
});
