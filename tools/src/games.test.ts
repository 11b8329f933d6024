import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { ENDINGS as MAZE_ENDINGS, matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { ENDINGS, matrixOverloadDescriptor } from '@matrix-arcade/matrix-overload';
import { matrixOverloadSolver } from '@matrix-arcade/matrix-overload/solver';
import { describe, expect, it } from 'vitest';
import { KERNELS } from './engines.js';
import { ENTRIES, GAMES, GAME_ENDINGS, REGISTRY, SOLVERS, findSolver } from './games.js';

describe('the tools registry', () => {
  it('builds every list from one entry per game', () => {
    expect(REGISTRY.map((e) => e.descriptor)).toEqual([
      diceMatrixDescriptor,
      matrixOverloadDescriptor,
      matrixMazeDescriptor,
    ]);
    expect(Object.keys(GAMES)).toEqual(['dice-matrix', 'matrix-overload', 'matrix-maze']);
    expect(GAMES['dice-matrix']).toBe(diceMatrixDescriptor.game);
    expect(Object.keys(KERNELS)).toEqual(['dice-matrix', 'matrix-overload', 'matrix-maze']);
    for (const [id, kernel] of Object.entries(KERNELS)) expect(kernel.gameId).toBe(id);
    expect(GAME_ENDINGS).toEqual({ 'matrix-overload': ENDINGS, 'matrix-maze': MAZE_ENDINGS });
    expect(SOLVERS).toEqual({ 'matrix-overload': matrixOverloadSolver });
    expect(ENTRIES['matrix-overload']!.descriptor).toBe(matrixOverloadDescriptor);
  });

  it('names the games with a solver when asked for one that has none', () => {
    expect(findSolver('matrix-overload')).toBe(matrixOverloadSolver);
    expect(() => findSolver('dice-matrix')).toThrow(
      'dice-matrix has no solver; games with one: matrix-overload',
    );
    expect(() => findSolver('chess')).toThrow('unknown game "chess"');
  });
});
