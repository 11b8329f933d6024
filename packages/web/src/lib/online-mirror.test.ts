/**
 * The element's copy of an online duel, fed the views the server's own `Duel` writes (no
 * network): a screen that joins at any turn of a round — a late spectator, a reload — is sent
 * the round whole, and its copy lists every move of the round and shows the server's position;
 * the views that follow add their moves to it. Played over Dice Matrix and the Matrix Maze duel,
 * with fixed seeds. A tournament's second layout is hidden until its game is dealt, so a copy
 * replayed from a guessed start cannot reach the second game: there the copy shows the server's
 * position from then on and says that earlier moves are missing (`joinedLate`), never a wrong
 * position.
 */
import { createRng, deepEqual } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { describe, expect, it } from 'vitest';
// By path, as test/online-server.ts does: the web package does not depend on the server.
import { Duel, newToken } from '../../../server/dist/index.js';
import { OnlineMirror, type OnlineView } from './online-mirror.js';

const cases = [
  [diceMatrixDescriptor, {}],
  [diceMatrixDescriptor, { tournament: true }],
  [matrixMazeDescriptor, {}],
] as const;

describe('an online copy that joins mid-round', () => {
  for (const [descriptor, options] of cases) {
    it(`lists every move of the round: ${descriptor.game.id} ${JSON.stringify(options)}`, () => {
      const game = descriptor.game;
      const duel = Duel.create(descriptor, 'AAAAAAAAAAAA', options, newToken());
      const rng = createRng(17);
      const early = new OnlineMirror<unknown>(game);
      for (const seat of [0, 1, null]) {
        if (seat === null && !duel.spectatable()) continue;
        early.update(duel.view(seat, true) as OnlineView);
      }
      let checked = 0;
      while (duel.toMove() !== null) {
        const seat = duel.toMove()!;
        const legal = duel.view(seat).legal;
        duel.act(seat, legal[rng.int(legal.length)], duel.turn);
        early.update(duel.view(0) as OnlineView);
        if (duel.turn % 7 !== 0 && duel.toMove() !== null) continue;
        for (const viewer of [0, 1, null]) {
          if (viewer === null && !duel.spectatable()) continue;
          const late = new OnlineMirror<unknown>(game);
          const view = duel.view(viewer, true) as OnlineView;
          late.update(view);
          const secondGame = (view.observation as { round?: number }).round === 1;
          if ('tournament' in options && secondGame) expect(late.joinedLate).toBe(true);
          else {
            expect(late.joinedLate).toBe(false);
            expect(late.session!.history.length).toBe(duel.turn);
          }
          const observed = game.observe(late.session!.state as never, viewer ?? 0);
          expect(deepEqual(observed, view.observation)).toBe(true);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(4);
      // The copy that was there from the start has the same list.
      if (!('tournament' in options)) {
        expect(early.session!.history.length).toBe(duel.turn);
        expect(early.joinedLate).toBe(false);
      }
    });
  }
});
