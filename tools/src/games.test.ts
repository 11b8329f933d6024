import { cybermancyDescriptor } from '@matrix-arcade/cybermancy';
import { cybermancySolver } from '@matrix-arcade/cybermancy/solver';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { ENDINGS, matrixOverloadDescriptor } from '@matrix-arcade/matrix-overload';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { matrixOverloadSolver } from '@matrix-arcade/matrix-overload/solver';
import { piecepackMatrixDescriptor } from '@matrix-arcade/piecepack-matrix';
import { piecepackMatrixSolver } from '@matrix-arcade/piecepack-matrix/solver';
import { describe, expect, it } from 'vitest';
import { KERNELS } from './engines.js';
import { ENTRIES, GAMES, GAME_ENDINGS, REGISTRY, SOLVERS, findSolver } from './games.js';

describe('the tools registry', () => {
  it('builds every list from one entry per game', () => {
    expect(REGISTRY.map((e) => e.descriptor)).toEqual([
      diceMatrixDescriptor,
      matrixOverloadDescriptor,
      cybermancyDescriptor,
      matrixMazeDescriptor,
      piecepackMatrixDescriptor,
    ]);
    const ids = ['dice-matrix', 'matrix-overload', 'cybermancy', 'matrix-maze', 'piecepack-matrix'];
    expect(Object.keys(GAMES)).toEqual(ids);
    expect(GAMES['dice-matrix']).toBe(diceMatrixDescriptor.game);
    expect(Object.keys(KERNELS)).toEqual(ids);
    for (const [id, kernel] of Object.entries(KERNELS)) expect(kernel.gameId).toBe(id);
    expect(GAME_ENDINGS).toEqual({
      'matrix-overload': ENDINGS,
      cybermancy: ENDINGS,
      'matrix-maze': matrixMazeDescriptor.endings,
      'piecepack-matrix': piecepackMatrixDescriptor.endings,
    });
    expect(SOLVERS).toEqual({
      'matrix-overload': matrixOverloadSolver,
      cybermancy: cybermancySolver,
      'piecepack-matrix': piecepackMatrixSolver,
    });
    expect(ENTRIES['matrix-overload']!.descriptor).toBe(matrixOverloadDescriptor);
  });

  it('names the games with a solver when asked for one that has none', () => {
    expect(findSolver('matrix-overload')).toBe(matrixOverloadSolver);
    expect(() => findSolver('dice-matrix')).toThrow(
      'dice-matrix has no solver; games with one: matrix-overload, cybermancy',
    );
    expect(() => findSolver('chess')).toThrow('unknown game "chess"');
  });
});
