/**
 * Snapshots: a duel written and read back is the same position and plays on (its next rolls are
 * the CSPRNG's, not fixed by anything in the snapshot), and a damaged snapshot is refused naming
 * the bad field.
 */
import { errorCode } from '@matrix-arcade/core';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { describe, expect, it } from 'vitest';
import { Duel, newToken } from './duel.js';
import { readSnapshot } from './snapshot.js';

function playSome(duel: Duel, moves: number): void {
  for (let i = 0; i < moves && duel.toMove() !== null; i++) {
    const seat = duel.toMove()!;
    const legal = duel.view(seat).legal;
    duel.act(seat, legal[(i * 5) % legal.length], duel.turn);
  }
}

describe('duel snapshots', () => {
  it('restores a duel at the same position, which then plays on', () => {
    const a = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    playSome(a, 6);
    const b = Duel.restore(matrixMazeDescriptor, JSON.parse(JSON.stringify(a.snapshot())));
    // The last moves are news for connected clients, not part of the snapshot.
    for (const seat of [0, 1]) {
      expect({ ...b.view(seat), moves: [] }).toEqual({ ...a.view(seat), moves: [] });
    }
    expect(b.snapshot()).toEqual(a.snapshot());
    playSome(b, 30);
    expect(b.turn).toBeGreaterThan(20);
  });

  it('names the bad field of a damaged snapshot', () => {
    const good = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken()).snapshot();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, version: 9 }, /snapshot\.version/],
      [{ ...good, game: 'dice-matrix' }, /snapshot\.game/],
      [{ ...good, watch: 'yes' }, /snapshot\.watch/],
      [{ ...good, tokens: ['x'] }, /snapshot\.tokens/],
      [{ ...good, turn: -1 }, /snapshot\.turn/],
    ];
    for (const [bad, field] of cases) {
      let caught: unknown;
      try {
        readSnapshot(bad, 'matrix-maze');
      } catch (e) {
        caught = e;
      }
      expect(errorCode(caught)).toBe('VALIDATION');
      expect(String((caught as Error).message)).toMatch(field);
    }
    expect(() => Duel.restore(matrixMazeDescriptor, { ...good, state: { nonsense: 1 } })).toThrow();
  });
});
