/**
 * What a client is told, over a whole Matrix Maze duel (dice rolled by the server): every
 * message both seats and a spectator receive is recorded, and each is checked against the
 * server's true state at that moment. A view holds exactly that seat's `observe` (the
 * spectator's: the public one) and public facts; the view a screen gets as it joins also holds
 * that seat's observation of the round's start and every move since (and nothing more: the
 * moves each later view brings add up to the same list). (Chance comes from the CSPRNG: there is no
 * RNG state a message could leak; chance.test.ts.)
 */
import { matrixMaze } from '@matrix-arcade/matrix-maze';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Duel, DuelView } from './duel.js';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, joinRoom, playToEnd, TEST_LIMITS } from './test-kit.test-util.js';

const VIEW_KEYS = [
  'game',
  'legal',
  'moves',
  'observation',
  'outcome',
  'rematch',
  'room',
  'round',
  'seat',
  'seats',
  'toMove',
  'turn',
].sort();

let server: GameServer;
/** The server's full state after each turn, read through the test hook, and the round's start. */
const truth = new Map<number, { state: unknown }>();
let start: unknown;
beforeAll(async () => {
  server = await startGameServer({
    port: 0,
    limits: TEST_LIMITS,
    observeDuel: (duel: Duel) => {
      if (duel.game.id !== 'matrix-maze') return;
      truth.set(duel.turn, { state: structuredClone(duel.fullState()) });
      const round = duel.snapshot().history as { start: unknown };
      start = matrixMaze.codec.fromJSON(round.start);
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe('what clients receive', () => {
  it('holds only the seat’s observation over a whole Matrix Maze duel', async () => {
    const { host, room, invite } = await createRoom(server.port, 'matrix-maze');
    const guest = await joinRoom(server.port, 'matrix-maze', room, invite);
    const watcher = await joinRoom(server.port, 'matrix-maze', room);
    const end = await playToEnd([host, guest], (legal, turn) => legal[(turn * 7) % legal.length]!);
    expect(end.outcome).not.toBeNull();
    await watcher.viewAt(end.turn);
    const rolls = [...truth.values()].filter((_, i) => i > 0).length;
    expect(rolls).toBeGreaterThan(10);

    // Every screen puts the same whole list together from its views.
    const lists: unknown[][] = [];
    for (const [r, seat] of [
      [host, 0],
      [guest, 1],
      [watcher, null],
    ] as const) {
      expect(r.messages.length).toBeGreaterThan(10);
      const moves: unknown[] = [];
      for (const { type, message } of r.messages) {
        expect(['view', 'welcome']).toContain(type);
        if (type !== 'view') continue;
        const view = message as DuelView;
        const observer = seat ?? 0;
        if (view === r.views[0]) {
          // As it joins: the start as this seat sees it, and the whole round so far.
          expect(Object.keys(view).sort()).toEqual([...VIEW_KEYS, 'start'].sort());
          expect(view.start).toEqual(matrixMaze.observe(start as never, observer));
          expect(view.moves.length).toBe(view.turn);
        } else expect(Object.keys(view).sort()).toEqual(VIEW_KEYS);
        view.moves.forEach((m, i) => {
          moves[view.turn - view.moves.length + i] = m;
        });
        expect(view.seat).toBe(seat);
        const t = truth.get(view.turn)!;
        expect(view.observation).toEqual(matrixMaze.observe(t.state as never, observer));
        const toMove = matrixMaze.currentPlayer(t.state as never);
        expect(view.legal).toEqual(
          seat !== null && toMove === seat ? matrixMaze.legalActions(t.state as never) : [],
        );
      }
      expect(moves.length).toBe(end.turn);
      lists.push(moves);
    }
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    for (const r of [host, guest, watcher]) await r.room.leave();
  });
});
