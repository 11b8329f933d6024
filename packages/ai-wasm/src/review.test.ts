/**
 * `reviewGame` on real wasm (the Nim test kernel, solved exactly by alpha-beta): a move that
 * keeps a won game won is `best` or `good`, a move that throws a won game away is a `blunder`
 * with the whole game lost, named as the move that decided the game, and its seat's accuracy
 * falls while the other seat's is 100; each entry carries who made the move when the replay
 * recorded it; chance nodes are not graded; the same replay gives the same review;
 * a review can be cancelled and reports its progress; bad thresholds are refused; several
 * workers give the same review as one, each move reported as it is judged.
 */
import {
  type Game,
  Match,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  playReplay,
  TERMINAL,
  replayOf,
} from '@matrix-arcade/core';
import { glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { type NimObservation, nimKernel } from '../test-kernels/nim/engine.js';
import { type NimState, nimGame } from '../test-kernels/nim/game.js';
import { EngineCancelledError } from './errors.js';
import { createInlineEngine } from './inline-engine.js';
import { gradeMove } from './review-grades.js';
import { type GameReview, type ReviewProgress, reviewGame } from './review.js';

const nim = { ...nimGame, describeAction: (_s: NimState, a: number) => `take ${a}` } as Game<
  NimState,
  NimObservation,
  object
>;

/** Seed 3: a pile of 8, seat 1 to move (a pile that is a multiple of 4 is lost for the mover). */
const replay = (actions: number[]): Replay => ({
  format: REPLAY_FORMAT,
  version: REPLAY_VERSION,
  game: 'nim',
  options: {},
  seed: 3,
  actions,
});

describe('reviewGame', () => {
  it('grades the winning replies best and the move that throws the game away a blunder', async () => {
    const engine = await createInlineEngine(nimKernel);
    // 8: seat 1 takes 1 (any move loses), 7: seat 0 takes 3 (wins: 4 left), 4: seat 1 takes 2,
    // 2: seat 0 takes 1 (a blunder: 1 left, seat 1 takes it and wins), 1: seat 1 takes 1.
    const r = await reviewGame(nimKernel, nim, replay([1, 3, 2, 1, 1]), { engine });
    expect(r.moves.map((m) => m.seat)).toEqual([1, 0, 1, 0, 1]);
    expect(r.moves[1]).toMatchObject({ action: 3, bestAction: 3, grade: 'best', loss: 0 });
    expect(r.moves[1]!.chanceBefore).toBe(1);
    expect(r.moves[3]).toMatchObject({
      action: 1,
      bestAction: 2,
      bestChance: 1,
      chanceAfter: 0,
      loss: 1,
      grade: 'blunder',
      description: 'take 1',
      bestDescription: 'take 2',
    });
    // A lost position: every move loses, so none gives anything away.
    expect(r.moves[0]!.chanceBefore).toBe(0);
    expect(r.moves[0]!.loss).toBe(0);
    expect(r.result).toEqual([0, 1]);
    expect(r.calibrated).toBe(true); // solved: exact chances
    // The blunder decided the game: seat 0's accuracy falls, seat 1 played perfectly.
    expect(r.deciding).toEqual([r.moves[3]]);
    expect(r.accuracy[1]).toBe(100);
    expect(r.accuracy[0]).toBeLessThan(30); // one best move (100), one blunder (0)
  });

  it('carries who made each move from the replay into its entry', async () => {
    const engine = await createInlineEngine(nimKernel);
    const madeBy = ['person', 'ai', 'person', 'hint', 'ai'] as const;
    const r = await reviewGame(nimKernel, nim, { ...replay([1, 3, 2, 1, 1]), madeBy }, { engine });
    expect(r.moves.map((m) => m.madeBy)).toEqual(madeBy);
    // The blunder was a hint followed: the record says so, whoever plays the seat now.
    expect(r.deciding[0]).toMatchObject({ step: 3, madeBy: 'hint' });
    const unrecorded = await reviewGame(nimKernel, nim, replay([1, 3]), { engine });
    expect(unrecorded.moves[0]).not.toHaveProperty('madeBy');
  });

  it('gives the same review for the same replay, in a worker and in this thread', async () => {
    const engine = await createInlineEngine(nimKernel);
    const a = await reviewGame(nimKernel, nim, replay([2, 2, 1]), { engine });
    const b = await reviewGame(nimKernel, nim, JSON.stringify(replay([2, 2, 1])));
    expect(b).toEqual(a);
    expect(a.result).toBeNull();
  });

  it('reports progress up to the whole and stops on abort', async () => {
    const seen: ReviewProgress[] = [];
    const r = await reviewGame(nimKernel, nim, replay([1, 3, 2, 2]), {
      onProgress: (p) => seen.push(p),
    });
    expect(seen[0]).toMatchObject({ done: 0, total: 4, fraction: 0 });
    expect(seen[seen.length - 1]).toMatchObject({ done: 4, total: 4, fraction: 1 });
    expect(r.moves).toHaveLength(4);

    const controller = new AbortController();
    const cancelled = reviewGame(nimKernel, nim, replay([1, 3, 2, 2]), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 1) controller.abort();
      },
    });
    await expect(cancelled).rejects.toBeInstanceOf(EngineCancelledError);
  });

  it('refuses thresholds out of order and a replay of another game, naming them', async () => {
    await expect(
      reviewGame(nimKernel, nim, replay([1]), {
        thresholds: { good: 0.2, inaccuracy: 0.1, mistake: 0.3 },
      }),
    ).rejects.toThrow(/thresholds: must be numbers in \[0, 1\] with good <= inaccuracy/);
    await expect(reviewGame(nimKernel, nim, { ...replay([1]), game: 'chess' })).rejects.toThrow(
      /replay.game/,
    );
    await expect(reviewGame(nimKernel, nim, replay([4]))).rejects.toThrow(/replay step 0/);
  });
});

describe('reviewGame with chance nodes (Glitch Deck, MCTS)', () => {
  it('grades every decision and no chance outcome, chances in [0, 1]', async () => {
    const engine = await createInlineEngine(glitchDeckKernel);
    const match = new Match(glitchDeck, {}, 12);
    let guard = 0;
    while (glitchDeck.currentPlayer(match.state) !== TERMINAL && guard++ < 200) {
      const legal = glitchDeck.legalActions(match.state);
      match.play(legal[guard % legal.length]!);
    }
    const rep = replayOf(match);
    const states = playReplay(glitchDeck, rep);
    const decisions = rep.actions.filter((_, i) => glitchDeck.currentPlayer(states[i]!) >= 0);
    const r = await reviewGame(glitchDeckKernel, glitchDeck, rep, { engine, seed: 5 });
    expect(r.moves.map((m) => m.action)).toEqual(decisions);
    expect(r.moves.every((m) => glitchDeck.currentPlayer(states[m.step]!) >= 0)).toBe(true);
    for (const m of r.moves) {
      for (const c of [m.chanceBefore, m.chanceAfter, m.bestChance, m.loss]) {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('reviewGame in several workers, shown as it runs', () => {
  it('gives the same review in three workers as in this thread, each judged move as it comes', async () => {
    const engine = await createInlineEngine(glitchDeckKernel);
    const match = new Match(glitchDeck, {}, 7);
    let guard = 0;
    while (glitchDeck.currentPlayer(match.state) !== TERMINAL && guard++ < 200) {
      const legal = glitchDeck.legalActions(match.state);
      match.play(legal[(guard * 7) % legal.length]!);
    }
    const rep = replayOf(match);
    const one = await reviewGame(glitchDeckKernel, glitchDeck, rep, { engine, seed: 5 });
    const partial: number[] = [];
    let last: GameReview | null = null;
    const three = await reviewGame(glitchDeckKernel, glitchDeck, rep, {
      seed: 5,
      workers: 3,
      onMove: (r) => {
        partial.push(r.moves.length);
        last = r;
      },
    });
    expect(three).toEqual(one);
    // One partial review a decision, growing by one, the last with every move and no result.
    expect(partial).toEqual(one.moves.map((_, i) => i + 1));
    expect(last!.moves).toEqual(one.moves);
    expect(last!.result).toBeNull();
    await expect(reviewGame(glitchDeckKernel, glitchDeck, rep, { workers: 0 })).rejects.toThrow(
      /workers: must be an integer >= 1/,
    );
  });
});

describe('gradeMove', () => {
  it('grades by the chance lost, the engine’s own move always best', () => {
    expect(gradeMove(true, 0.5)).toBe('best');
    expect([0, 0.04, 0.05, 0.1, 0.15, 0.2, 0.21].map((l) => gradeMove(false, l))).toEqual([
      'good',
      'good',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
    ]);
  });
});
