/**
 * The maze's clairvoyant solver: deals it wins come with a line the rules replay to three SOURCE
 * CODEs, every roll the one a match with that seed makes; a position whose last turn cannot reach
 * the third code is proven lost; a budget too small leaves a deal undecided; a duel is refused.
 * And "was this deal winnable?" answers a lost game with a winning replay, the same for the deal's
 * first state given with its seed.
 */
import {
  CHANCE,
  Match,
  ValidationError,
  chanceRng,
  deriveSeed,
  playReplay,
  replayOf,
  sampleChance,
} from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { matrixMaze } from '../game.js';
import { soloRoom } from '../test-maps.test-util.js';
import { matrixMazeSolver } from './deal.js';
import { solveMaze } from './search.js';
import { winnable } from './winnable.js';

/** Every roll of `line` is the one a match with `seed` makes there, every move legal. */
function checkLine(seed: number, line: readonly number[], options: object) {
  const states = playReplay(matrixMaze, matrixMazeSolver.replayOfLine(seed, line, options));
  const rng = chanceRng(seed);
  line.forEach((a, i) => {
    const s = states[i]!;
    if (matrixMaze.currentPlayer(s) === CHANCE) {
      expect(a).toBe(sampleChance(matrixMaze.chanceOutcomes(s), rng));
    } else {
      expect(matrixMaze.legalActions(s)).toContain(a);
    }
  });
  return states[states.length - 1]!;
}

/** A solo game lost by always playing the first legal action (rolls from the match's stream). */
function lostGame(map: string, seed: number) {
  const m = new Match(matrixMaze, { map }, seed);
  while (matrixMaze.currentPlayer(m.state) >= 0) m.play(matrixMaze.legalActions(m.state)[0]!);
  expect(matrixMaze.returns(m.state)).toEqual([0]);
  return replayOf(m);
}

describe('the maze solver', () => {
  it('wins deals with a line the rules replay to three SOURCE CODEs, with the match’s rolls', () => {
    // Deal 0 of series 1 on each map: won within a few thousand nodes.
    for (const map of ['watchtower', 'glass-corridors']) {
      const r = matrixMazeSolver.solveDeal(1, 0, 20_000, { map });
      expect(r.status, map).toBe('won');
      expect(r.seed).toBe(deriveSeed(1, 0));
      const end = checkLine(r.seed, r.line, { map });
      expect(matrixMaze.returns(end)).toEqual([1]);
      expect(end.seats[0]!.codes).toBe(3);
    }
  });

  it('proves a lost last turn lost, and finds the win when the dice allow it', () => {
    // The guard's path ends with this turn; the free code c1 is straight ahead of c2 (facing
    // north), no bytes for a hack: only a 1 or a 5 reaches it.
    const last = (dice: number[]) =>
      buildPosition({
        map: soloRoom('collectors', ['a1', 'a2', 'a3', 'a4', 'b4']),
        seats: [{ at: 'c2', facing: 'north', trail: ['b2', 'c3', 'c4'], bytes: 0 }],
        codes: { b2: 0, c3: 0, b4: 'guard', d2: 'guard' },
        guardStep: 2,
        round: 3,
        dice,
      });
    const lost = solveMaze(last([2, 4, 6]), 1, { nodes: 10_000 });
    expect(lost).toMatchObject({ status: 'lost', line: [] });
    const won = solveMaze(last([2, 4, 5]), 1, { nodes: 10_000 });
    expect(won.status).toBe('won');
    expect(matrixMaze.describeAction(last([2, 4, 5]), won.line[0]!)).toMatch(/Use the 5/);
  });

  it('leaves a deal undecided on a budget too small, and refuses a duel', () => {
    const seed = deriveSeed(1, 0);
    expect(
      solveMaze(matrixMaze.setup({ map: 'watchtower' }, seed), seed, { nodes: 5 }),
    ).toMatchObject({ status: 'undecided', line: [] });
    expect(() => solveMaze(matrixMaze.setup({}, seed), seed, { nodes: 5 })).toThrow(/solo games/);
  });
});

describe('winnable (Matrix Maze, solo)', () => {
  it('answers a lost game with a winning replay, the same from its first state and seed', () => {
    const seed = deriveSeed(1, 0);
    const replay = lostGame('watchtower', seed);
    const answer = winnable(replay, { nodes: 20_000 });
    expect(answer.verdict).toBe('winnable');
    expect(answer.replay!.options).toMatchObject({ map: 'watchtower' });
    expect(matrixMaze.returns(checkLine(seed, answer.line, { map: 'watchtower' }))).toEqual([1]);
    const first = winnable(
      { state: matrixMaze.setup({ map: 'watchtower' }, seed), seed },
      { nodes: 20_000 },
    );
    expect(first).toMatchObject({ verdict: 'winnable', line: answer.line, replay: null });
  });

  it('refuses a duel, a state in progress and a budget too small to decide says so', () => {
    const duel = new Match(matrixMaze, {}, 3);
    expect(() => winnable(replayOf(duel), { nodes: 100 })).toThrow(ValidationError);
    expect(() => winnable(replayOf(duel), { nodes: 100 })).toThrow(/solo games/);
    const m = new Match(matrixMaze, { map: 'watchtower' }, 3);
    m.play(matrixMaze.legalActions(m.state)[0]!);
    expect(() => winnable({ state: m.state, seed: 3 }, { nodes: 100 })).toThrow(
      /first state of a deal/,
    );
    expect(winnable(lostGame('watchtower', 3), { nodes: 5 })).toMatchObject({
      verdict: 'undecided',
      reason: 'budget',
      replay: null,
    });
  });
});
