/**
 * The element's copy of an online duel, fed the views the server's own `Duel` writes (no
 * network): a screen that joins at any turn of a round — a late spectator, a reload — is sent
 * the round whole, and its copy lists every move of the round and shows the server's position;
 * the views that follow add their moves to it. Played over Dice Matrix and the Matrix Maze duel,
 * with fixed seeds. A tournament's second layout is hidden until its game is dealt, so a copy
 * replayed from a guessed start cannot reach the second game: from the second deal on, every
 * copy (one that joins then, and one that was there from the start) lists every move of the
 * second game from its deal (`listStart` 'shown'), shows the first game's result in the
 * position, and is never shown the hidden layout before its deal. Each move keeps who made it as
 * the server recorded it: the AI's moves in a seat a person later took back are still named the
 * AI's, on the screens there and on one that joins.
 */
import { createRng, deepEqual } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { describe, expect, it } from 'vitest';
// By path, as test/online-server.ts does: the web package does not depend on the server.
import { Duel, newToken } from '../../../server/dist/index.js';
import { OnlineMirror, type OnlineView } from './online-mirror.js';
import { onlineWords } from './online-words.js';

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
      /** The turn the second game of a tournament was dealt at (its first move's turn). */
      let dealt: number | null = null;
      const told: number[] = [];
      while (duel.toMove() !== null) {
        const seat = duel.toMove()!;
        const legal = duel.view(seat).legal;
        duel.act(seat, legal[rng.int(legal.length)], duel.turn);
        const round = (duel.view(0).observation as { round?: number }).round;
        if ('tournament' in options && round === 1 && dealt === null) dealt = duel.turn;
        told.push(...early.update(duel.view(0) as OnlineView).map((m) => m.action));
        if (duel.turn % 7 !== 0 && duel.toMove() !== null) continue;
        for (const viewer of [0, 1, null]) {
          if (viewer === null && !duel.spectatable()) continue;
          const late = new OnlineMirror<unknown>(game);
          const view = duel.view(viewer, true) as OnlineView;
          late.update(view);
          // Listed from the round's start, or from the second deal on once it is dealt.
          expect(late.listStart).toBe(dealt === null ? 'round' : 'shown');
          expect(late.session!.history.length).toBe(duel.turn - (dealt ?? 0));
          if (dealt !== null) {
            // The list starts at the second deal: 49 dice in the matrix, the spare to open with,
            // and the first game's scores in the position.
            const first = game.observe(late.session!.start as never, viewer ?? 0) as unknown;
            expect(first).toMatchObject({ round: 1, secondLayoutHidden: false });
            expect((first as { matrix: number[] }).matrix.every((d) => d >= 0)).toBe(true);
            expect((first as { gameScores: unknown[] }).gameScores).toHaveLength(1);
          }
          const observed = game.observe(late.session!.state as never, viewer ?? 0);
          expect(deepEqual(observed, view.observation)).toBe(true);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(4);
      expect(dealt !== null).toBe('tournament' in options);
      // The copy that was there from the start lists the same, and was told every move once.
      expect(early.session!.history.length).toBe(duel.turn - (dealt ?? 0));
      expect(early.listStart).toBe(dealt === null ? 'round' : 'shown');
      expect(told).toHaveLength(duel.turn);
    }, 30_000); // a guard for a loaded machine: each view replays the round so far
  }
});

describe('who made each move of an online duel', () => {
  it('names the AI’s moves the AI’s after a person takes the seat back', () => {
    const game = diceMatrixDescriptor.game;
    const duel = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    duel.setPresent(0, 1);
    duel.callAi(0);
    const mirror = new OnlineMirror<unknown>(game);
    mirror.update(duel.view(0, true) as OnlineView);
    const play = (moves: number) => {
      for (let i = 0; i < moves; i++) {
        const seat = duel.toMove()!;
        const action = duel.view(seat).legal[0]!;
        if (duel.isAi(seat)) duel.playAi(seat, action, duel.turn);
        else duel.act(seat, action, duel.turn);
        mirror.update(duel.view(0) as OnlineView);
      }
    };
    play(6);
    duel.setPresent(1, 1); // a person takes seat 2 back from the AI
    play(4);
    const steps = mirror.session!.history.filter((s) => s.seat >= 0);
    expect(steps).toHaveLength(10);
    const words = onlineWords(duel.view(0));
    const named = (from: typeof words, list: typeof steps) =>
      list.map((s) => `${s.seat}:${s.by}:${from.moverName(s)}`);
    const early = steps.slice(0, 6).filter((s) => s.seat === 1);
    const late = steps.slice(6).filter((s) => s.seat === 1);
    expect(new Set(named(words, early))).toEqual(new Set(['1:ai:AI']));
    expect(new Set(named(words, late))).toEqual(new Set(['1:person:Opponent']));
    expect(
      new Set(
        named(
          words,
          steps.filter((s) => s.seat === 0),
        ),
      ),
    ).toEqual(new Set(['0:person:You']));
    // The seat's holder, back, is sent the round whole: its seat's earlier moves were the AI's.
    const back = new OnlineMirror<unknown>(game);
    back.update(duel.view(1, true) as OnlineView);
    const theirs = back.session!.history.filter((s) => s.seat === 1);
    const fromSeat2 = onlineWords(duel.view(1));
    expect(theirs.map((s) => fromSeat2.moverName(s))).toEqual(
      steps.filter((s) => s.seat === 1).map((s) => (s.by === 'ai' ? 'AI' : 'You')),
    );
    // A spectator reads neutral names with the maker.
    const watching = onlineWords(duel.view(null));
    expect(watching.moverName(early[0]!)).toBe('Player 2 (AI)');
    expect(watching.moverName(late[0]!)).toBe('Player 2');
  });
});
