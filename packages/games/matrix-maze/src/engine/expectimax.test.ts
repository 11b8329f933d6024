/**
 * Matrix Maze under the engine's expectimax (`algorithm: 'alphabeta'`, which is expectimax for a
 * kernel with chance hooks): a position whose value is a known probability over the next roll,
 * legal hints through a whole solo game, and no peeking at the dice (the search enumerates the
 * 56 distinct rolls; it never draws one).
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { A_END, PH_TURN } from '../codes.js';
import { matrixMaze } from '../game.js';
import { parseSquare } from '../maps/squares.js';
import { legalActions } from '../rules.js';
import { type MatrixMazeState, fromMap } from '../state.js';
import { soloRoom } from '../test-maps.test-util.js';
import { matrixMazeKernel } from './kernel.js';

const sq = (name: string) => parseSquare(name, 4, 4)!;

/**
 * Solo against the Collectors on the 4 × 4 test room: the player holds two codes (b2, c3), stands
 * on c2 facing north with no bytes, the free code c1 straight ahead, and must end the turn. The
 * guard's path ends after the next turn, so the player wins exactly when the next roll shows a
 * 1 or a 5 (the only faces that go straight on): 1 − (4/6)³ = 152/216.
 */
function oneRollFromWinning(): MatrixMazeState {
  const s = fromMap(soloRoom('collectors', ['a1', 'a2', 'a3', 'a4', 'b4']));
  const visited = new Array(16).fill(0);
  for (const name of ['c2', 'b2', 'c3', 'c4']) visited[sq(name)] = 1;
  return {
    ...s,
    phase: PH_TURN,
    round: 3,
    // One die left that the turn cannot use (no uses left, no bytes for a second use): a turn
    // in progress always has dice in its pool (the codec refuses an empty one).
    pool: [2],
    // codes: b2, c3 the player's; b4, d2 the guard's; c1 free
    owner: [0, 0, 2, 2, -1],
    guardStep: 0,
    seats: [{ pos: sq('c2'), facing: 0, visited, bytes: 0, codes: 2, built: [] }],
    turn: { usesLeft: 0, bonus: 0, usedMask: 0, mustUse: 0, restarted: false, done: false },
  };
}

describe('Matrix Maze expectimax', () => {
  it('averages the next roll over its 56 outcomes with their true probabilities', async () => {
    const engine = await createInlineEngine(matrixMazeKernel);
    const s = oneRollFromWinning();
    expect(legalActions(s)).toEqual([A_END]);
    const hint = engine.hintSync(matrixMaze.observe(s, 0), 0, {
      algorithm: 'alphabeta',
      iterations: 200_000,
    });
    expect(hint.action).toBe(A_END);
    // Weighting the 56 sorted rolls equally would give 36/56 ≈ 0.643; ignoring chance, 0.5.
    expect(hint.value).toBeCloseTo(152 / 216, 5);
    expect(hint.solved).toBeDefined();
  });

  it('plays a whole solo game with legal hints, the same whatever the seed', async () => {
    const engine = await createInlineEngine(matrixMazeKernel);
    const m = new Match(matrixMaze, { map: 'glass-corridors' }, 3);
    let decisions = 0;
    while (matrixMaze.currentPlayer(m.state) !== TERMINAL && decisions < 300) {
      const obs = matrixMaze.observe(m.state, 0);
      const a = engine.hintSync(obs, 0, { algorithm: 'alphabeta', iterations: 1500, seed: 1 });
      const b = engine.hintSync(obs, 0, { algorithm: 'alphabeta', iterations: 1500, seed: 99 });
      // Nothing is sampled: the search seed changes nothing.
      expect(b.alternatives).toEqual(a.alternatives);
      expect(legalActions(m.state)).toContain(a.action);
      m.play(a.action);
      decisions++;
    }
    expect(matrixMaze.currentPlayer(m.state)).toBe(TERMINAL);
  }, 60_000);
});
