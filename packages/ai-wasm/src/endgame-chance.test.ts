/**
 * `provenHint`: a solved endgame replaces the hint's chance (and, only when strictly better, its
 * move: the replaced move's statistics come first among the alternatives); an unsolved one, or a
 * module without the solver, leaves the hint as the search made it. (The solver itself is
 * checked against a TypeScript expectimax over the rules in the games' `endgame.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { EXACT_NODES, provenHint } from './endgame-chance.js';
import type { EngineHint } from './hint.js';

const hint: EngineHint = {
  action: 3,
  algorithm: 'mcts',
  value: 0.7,
  chance: 0.6,
  chanceKind: 'calibrated',
  iterations: 100,
  alternatives: [
    { action: 3, visits: 60, value: 0.7 },
    { action: 5, visits: 30, value: 0.6 },
    { action: 8, visits: 10, value: 0.2 },
  ],
};

/** A module whose solver answers `action` with `value` (−1: not solved), and what it was asked. */
function solver(action: number, value: number) {
  const asked: [number, number][] = [];
  return {
    asked,
    exactSolve: (maxNodes: number, preferred: number) => {
      asked.push([maxNodes, preferred]);
      return action;
    },
    exactValue: () => value,
  };
}

describe('provenHint', () => {
  it("keeps the engine's move when it is best play, with the proven chance", () => {
    const x = solver(3, 13 / 24);
    expect(provenHint(x, hint)).toEqual({
      ...hint,
      value: 13 / 24,
      chance: 13 / 24,
      chanceKind: 'exact',
      proven: true,
    });
    // The engine's move is searched first, so a tie keeps it.
    expect(x.asked).toEqual([[EXACT_NODES, 3]]);
  });

  it('plays the strictly better move the solver found, first among the alternatives', () => {
    const h = provenHint(solver(8, 1), hint)!;
    expect(h).toMatchObject({ action: 8, chance: 1, chanceKind: 'exact', proven: true });
    expect(h.alternatives.map((a) => a.action)).toEqual([8, 3, 5]);
  });

  it('leaves the hint alone when not solved or when the module has no solver', () => {
    expect(provenHint(solver(-1, 0), hint)).toBeUndefined();
    expect(provenHint({}, hint)).toBeUndefined();
  });
});
