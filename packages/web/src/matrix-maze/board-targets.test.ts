/**
 * The pure side of acting on the maze: squares grouped with every choice that leads there (and
 * narrowed to a picked die), which clicks play at once, the arrow-key step between edges, and the
 * walk of the latest turn (the AI's whole turn, not only its last step).
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '@matrix-arcade/core';
import {
  type MatrixMazeState,
  decodeAction,
  edgeIndex,
  facingAction,
  legalActions,
  matrixMaze,
  registerMap,
  startAction,
} from '@matrix-arcade/matrix-maze';
import { directChoice, lastPath, nextEdge, squareTargets } from './board-targets.js';
import { choicesOf } from './choices.js';

registerMap({
  format: 'matrix-maze-map',
  version: 1,
  id: 'targets-room',
  name: 'Targets Room',
  mood: 'Rich in bytes.',
  mode: 'duel',
  width: 4,
  height: 4,
  bytes: 9,
  walls: [],
  starts: { A: 'a1', B: 'd1', C: 'a4', D: 'd4' },
  sources: ['b2', 'c3', 'b4', 'd2', 'c1'],
});

/** A duel after both start points, the roll `faces` and Player 1's facing. */
function faced(faces: string, facing: number, map = 'neon-junction'): MatrixMazeState {
  let s = matrixMaze.setup({ map }, 1);
  s = matrixMaze.apply(s, startAction(0));
  s = matrixMaze.apply(s, startAction(3));
  const roll = matrixMaze
    .chanceOutcomes(s)
    .find(
      (o) => String((decodeAction(o.action) as unknown as { faces: number[] }).faces) === faces,
    )!;
  s = matrixMaze.apply(s, roll.action);
  return matrixMaze.apply(s, facingAction(facing));
}

describe('squareTargets', () => {
  it('groups the choices by the square they lead to, and a picked die keeps only its uses', () => {
    // A 1 and a 5 facing east from a1: both go straight on to b1.
    const s = faced('1,3,5', 1);
    const targets = squareTargets(choicesOf(s));
    const b1 = targets.find((t) => t.square === 1)!;
    expect(b1.choices.map((c) => c.description)).toEqual([
      'Use the 1: straight on to b1',
      'Use the 5: straight on to b1',
    ]);
    expect(directChoice(b1)).toBeNull();
    const only5 = squareTargets(choicesOf(s), 5);
    expect(only5.every((t) => t.choices.every((c) => c.description.startsWith('Use the 5')))).toBe(
      true,
    );
    const b1by5 = only5.find((t) => t.square === 1)!;
    expect(directChoice(b1by5)?.description).toBe('Use the 5: straight on to b1');
  });

  it('a hack that costs bytes never plays on one click', () => {
    const s = faced('1,2,4', 1, 'targets-room');
    const paid = squareTargets(choicesOf(s)).filter((t) =>
      t.choices.some((c) => /bytes/.test(c.description)),
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const t of paid) expect(directChoice(t)).toBeNull();
  });
});

describe('nextEdge', () => {
  it('steps to the nearest edge that way, and stays at the border', () => {
    const all = Array.from({ length: 112 }, (_, i) => i);
    const c3south = edgeIndex(18, 2, 8, 8);
    expect(nextEdge(all, c3south, 'ArrowDown', 8, 8)).toBe(edgeIndex(26, 2, 8, 8));
    expect(nextEdge(all, c3south, 'ArrowRight', 8, 8)).toBe(edgeIndex(19, 2, 8, 8));
    expect(nextEdge(all, c3south, 'Home', 8, 8)).toBe(c3south);
    const h8top = edgeIndex(63, 0, 8, 8);
    expect(nextEdge(all, h8top, 'ArrowRight', 8, 8)).toBe(h8top);
  });
});

describe('lastPath', () => {
  it('is the latest turn of the seat that moved last, all its steps, across the roll after it', () => {
    let s = faced('1,2,4', 1);
    const history: { seat: number; before: MatrixMazeState }[] = [];
    const step = (action: number) => {
      history.push({ seat: matrixMaze.currentPlayer(s), before: s });
      s = matrixMaze.apply(s, action);
      if (matrixMaze.currentPlayer(s) === CHANCE) step(matrixMaze.chanceOutcomes(s)[0]!.action);
    };
    const kind = (k: string) => legalActions(s).find((a) => decodeAction(a)?.kind === k)!;
    const moving = () =>
      legalActions(s).find((x) => choicesOf(s).find((c) => c.action === x)!.square >= 0)!;
    const p1 = s.seats[0]!.pos;
    step(moving());
    expect(lastPath(history, s)).toEqual({ seat: 0, cells: [p1, s.seats[0]!.pos], walls: [] });
    step(kind('end'));
    // Player 2 faces, moves, ends the round: the roll that follows does not hide its walk.
    step(
      legalActions(s).find(
        (a) =>
          decodeAction(a)?.kind === 'facing' &&
          (() => {
            const t = matrixMaze.apply(s, a);
            return choicesOf(t).some((c) => c.square >= 0);
          })(),
      )!,
    );
    const p2 = s.seats[1]!.pos;
    step(moving());
    const p2after = s.seats[1]!.pos;
    step(kind('end'));
    expect(history[history.length - 1]!.seat).toBe(CHANCE);
    expect(lastPath(history, s)).toEqual({ seat: 1, cells: [p2, p2after], walls: [] });
  });
});
