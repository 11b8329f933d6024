/**
 * The clairvoyant solver: a found line replays through the real rules to a win with exactly the
 * match's dice; an endgame whose known rolls allow a win is won; a position with no way to win
 * (brain death on the next challenge, every challenge failing) is proven lost; a tree whose
 * lines were cut at the line budget is stopped, not lost; the budget is respected.
 */
import { playReplay } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from '../game.js';
import { A_DIE } from '../layout.js';
import { crayRow, position } from '../position.test-util.js';
import { apply } from '../rules.js';
import { toWords } from '../state.js';
import { piecepackMatrixSolver } from './deal.js';
import { RollStream, solveWords } from './search.js';

describe('clairvoyant solver', () => {
  it('wins deal 0 of series 1 and the line replays to a win with the match’s dice', () => {
    const r = piecepackMatrixSolver.solveDeal(1, 0, 20_000);
    expect(r.status).toBe('won');
    const replay = piecepackMatrixSolver.replayOfLine(r.seed, r.line);
    const states = playReplay(game, replay);
    expect(states[states.length - 1]!.ending).toBe('win');
    const rolls = new RollStream(r.seed);
    const dice = r.line.filter((a) => a > A_DIE);
    expect(dice.map((a) => a - A_DIE)).toEqual(dice.map((_, k) => rolls.at(k)));
  });

  it('proves an endgame lost when the known roll fails every challenge, won when it does not', () => {
    // Nine damage: the next failure is brain death. Black needs a 6 for its fort (6 + 1), green
    // a 5 for green ice 5, everyone else a 6; the next tile is the green fort (6).
    const s = position({
      tiles: [
        [0, 0, 'kF'],
        [1, 0, 'g5'],
      ],
      damage: 9,
      next: ['gF'],
    });
    expect(new RollStream(2).at(0)).toBe(1);
    expect(solveWords(toWords(s), 2, { nodes: 10_000 }).status).toBe('lost');
    // Seed 1 rolls a 6 first: black breaks into its fort, and the run goes on.
    expect(new RollStream(1).at(0)).toBe(6);
    expect(solveWords(toWords(s), 1, { nodes: 200 }).status).not.toBe('lost');
  });

  it('cuts lines at the line budget: no win within it is "stopped", not a proven loss', () => {
    // Cray Envelope (strength 10 from red ice, no die) is two challenges from its fort; the
    // other breakers hold theirs. One challenge cannot win, two can.
    const s = crayRow(['r1', 'r2', 'r3', 'rF']);
    const one = solveWords(toWords(s), 1, { nodes: 100_000, maxChallenges: 1 });
    expect(one.status).toBe('stopped');
    const two = solveWords(toWords(s), 1, { nodes: 100_000, maxChallenges: 2 });
    expect(two.status).toBe('won');
    expect(two.line.reduce(apply, s).ending).toBe('win');
  });

  it('stops at its node budget', () => {
    const r = piecepackMatrixSolver.solveDeal(1, 1, 500);
    expect(r.status).toBe('undecided');
    expect(r.nodes).toBeGreaterThanOrEqual(500);
    expect(r.nodes).toBeLessThan(600);
  });
});
