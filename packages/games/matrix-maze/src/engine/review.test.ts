/**
 * `reviewGame` on Matrix Maze solo games. A planted blunder in a position built with
 * `buildPosition` (the game set up there, so a replay plays on from it): the third SOURCE CODE
 * is one square straight ahead and the dice are a 1 and two 4s; staying put with one 4 still
 * leaves the 1, but staying with the second 4 too throws the run away (the guard's path ends with
 * the turn). The review grades that second move a blunder and names it as the move that lost the
 * run, with the winning move beside it. And the engine's own game of a shipped solo map, from its
 * deal to its end (hints at another seed than the review's), is graded 90% accurate or more.
 * A forced position (the turn must end, the guard moves, the dice are rolled) is given the
 * mean chance at the next decision over the review's sampled rolls, not the map's reading of
 * its own search value (issue 40: in random games that reading sat above the next decision's
 * chance, a fall of the chance no move could be charged with).
 */
import { createInlineEngine, engineBot, reviewGame } from '@matrix-arcade/ai-wasm';
import {
  CHANCE,
  TERMINAL,
  createRng,
  deriveSeed,
  playGame,
  playReplay,
  randomBot,
  sampleChance,
} from '@matrix-arcade/core';
import { fromPosition, replayFrom } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { matrixMaze as game } from '../game.js';
import type { MatrixMazeState } from '../state.js';
import { soloRoom } from '../test-maps.test-util.js';
import { matrixMazeKernel as kernel } from './kernel.js';

/**
 * Solo against the Collectors on the 4 × 4 test room: two codes held (b2, c3), the guard's two
 * (b4, d2), on c2 facing north with the free code c1 straight ahead, no bytes; the guard two
 * squares from the end of its path, so the run ends with this turn; the dice 1, 4, 4.
 */
const oneStepFromWinning = (): MatrixMazeState =>
  buildPosition({
    map: soloRoom('collectors', ['a1', 'a2', 'a3', 'a4', 'b4']),
    seats: [{ at: 'c2', facing: 'north', trail: ['b2', 'c3', 'c4'], bytes: 0 }],
    codes: { b2: 0, c3: 0, b4: 'guard', d2: 'guard' },
    guardStep: 2,
    round: 3,
    dice: [1, 4, 4],
  });

/** The legal action of `s` that `words` describes. */
const named = (s: MatrixMazeState, words: RegExp) =>
  game.legalActions(s).find((a) => words.test(game.describeAction(s, a)))!;

describe('reviewGame on Matrix Maze solo games', () => {
  it('staying put with both 4s is a blunder, and the move that lost the run', async () => {
    const start = oneStepFromWinning();
    const stay = named(start, /Use the 4: stay/);
    const second = game.apply(start, stay);
    const stayAgain = named(second, /Use the 4: stay/);
    const third = game.apply(second, stayAgain);
    expect(game.legalActions(third)).toHaveLength(1); // the turn must end
    const end = game.legalActions(third)[0]!;
    expect(game.currentPlayer(game.apply(third, end))).toBe(TERMINAL);
    const engine = await createInlineEngine(kernel);
    const r = await reviewGame(
      kernel,
      fromPosition(game, start),
      replayFrom(game, [stay, stayAgain, end]),
      { engine },
    );
    expect(r.result).toEqual([0]);
    // The first 4 keeps the win (the 1 is still there): no loss.
    expect(r.moves[0]).toMatchObject({ chanceBefore: 1, chanceAfter: 1, loss: 0, grade: 'good' });
    expect(r.moves[1]).toMatchObject({
      action: stayAgain,
      chanceBefore: 1,
      chanceAfter: 0,
      loss: 1,
      grade: 'blunder',
    });
    expect(r.moves[1]!.bestDescription).toMatch(/straight on to c1/);
    expect(r.deciding).toEqual([r.moves[1]]);
    // A move that gives the whole run away scores 0: the harmonic mean halves the seat's figure.
    expect(r.accuracy[0]).toBeLessThan(60);
    engine.dispose();
  });

  it("the engine's own game of Glass Corridors is graded 90% accurate or more", async () => {
    const engine = await createInlineEngine(kernel);
    const played = await playGame(game, [engineBot(kernel, { seed: 7 })], {
      seed: 11,
      options: { map: 'glass-corridors' },
    });
    const r = await reviewGame(kernel, game, played.replay, { engine });
    expect(r.result).not.toBeNull();
    expect(r.moves.length).toBeGreaterThan(10);
    expect(r.calibrated).toBe(true);
    expect(r.accuracy[0]).toBeGreaterThanOrEqual(90);
    expect(r.deciding).toEqual([]);
    engine.dispose();
  });

  it('a forced position has the mean chance at the next decision over the sampled rolls', async () => {
    // A random run of Glass Corridors: its first forced move that ends a turn (the guard moves,
    // the dice are rolled), where the hint's chance is the map's (not solved, not near 0), and whose next
    // decision has a choice in each of the review's four worlds of that step (its seed 0).
    const engine = await createInlineEngine(kernel);
    const played = await playGame(game, [randomBot(1)], {
      seed: 1,
      options: { map: 'glass-corridors' },
    });
    const states = playReplay(game, played.replay);
    const worldsAfter = (i: number) =>
      [0, 1, 2, 3].map((k) => {
        const rng = createRng(deriveSeed(deriveSeed(0, i), k)); // the review's worlds of step i
        let s = game.apply(
          game.determinize(game.observe(states[i]!, 0), rng),
          played.replay.actions[i]!,
        );
        while (game.currentPlayer(s) === CHANCE) {
          s = game.apply(s, sampleChance(game.chanceOutcomes(s), rng));
        }
        return s;
      });
    let at = -1;
    let expected = 0;
    for (let i = 0; i < states.length - 1 && at < 0; i++) {
      const s = states[i]!;
      if (game.currentPlayer(s) !== 0 || game.legalActions(s).length !== 1) continue;
      if (game.currentPlayer(states[i + 1]!) !== CHANCE) continue;
      const hint = await engine.hint(game.observe(s, 0), 0, { seed: 0 });
      if (hint.chanceKind !== 'calibrated' || hint.chance! < 0.05) continue;
      const worlds = worldsAfter(i);
      if (worlds.some((w) => game.currentPlayer(w) !== 0 || game.legalActions(w).length < 2))
        continue;
      let sum = 0;
      for (const w of worlds)
        sum += (await engine.hint(game.observe(w, 0), 0, { seed: 0 })).chance!;
      at = i;
      expected = sum / 4;
    }
    expect(at).toBeGreaterThan(0);
    const own = (await engine.hint(game.observe(states[at]!, 0), 0, { seed: 0 })).chance!;
    const r = await reviewGame(
      kernel,
      game,
      { ...played.replay, actions: played.replay.actions.slice(0, at + 1), madeBy: undefined },
      { engine, samples: 4 },
    );
    expect(r.moves.at(-1)!.step).toBe(at);
    expect(r.moves.at(-1)!.chanceBefore).toBeCloseTo(expected, 12);
    expect(Math.abs(own - expected)).toBeGreaterThan(0.01); // the map's own reading differs
    engine.dispose();
  });
});
