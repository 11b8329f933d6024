/**
 * The whole round for a screen that joins late or reloads, from the real server with the real
 * Redis: a spectator who comes in mid-game and a player who reloads are sent their observation
 * of the round's start and every move since, exactly the moves a screen that was there from the
 * start was sent (nothing more: no hidden information it could not have seen), and the round
 * survives the room being made again from its Redis snapshot. A snapshot's round is replayed
 * with the rules on the way back in (only for a seat's holder: a guessed token is refused
 * before any replay), and a forged one is refused, naming the field.
 */
import { createRng, ValidationError } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { describe, expect, it, vi } from 'vitest';
import { Duel, type DuelView, type MoveRecord, newToken } from './duel.js';
import {
  clientFor,
  createRoom,
  joinRoom,
  type Recorded,
  roomGone,
  serverOnRedis,
  token,
} from './test-kit.test-util.js';

const server = serverOnRedis();

/** The moves of the round as a screen put them together from every view it was sent. */
function movesSeen(r: Recorded, round = 0): MoveRecord[] {
  const list: MoveRecord[] = [];
  for (const v of r.views) {
    if (v.round !== round) continue;
    const first = v.turn - v.moves.length;
    v.moves.forEach((m, i) => {
      list[first + i] = m;
    });
  }
  return list;
}

/** `n` moves by whoever is to move (the first legal action); resolves once all have seen them. */
async function play(players: readonly Recorded[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const turn = Math.max(...players.map((p) => p.last!.turn));
    const v = (await Promise.all(players.map((p) => p.viewAt(turn))))[0]!;
    if (v.toMove === null) return;
    const mover = players.find((p) => p.last!.seat === v.toMove)!;
    mover.room.send('act', { action: mover.last!.legal[0], turn: mover.last!.turn });
    await Promise.all(players.map((p) => p.viewAt(turn + 1)));
  }
}

describe('the whole move list', () => {
  it('is sent to a late spectator and a reloaded player, also after a restore from Redis', async () => {
    const { host, room, hostToken, invite } = await createRoom(server.port, 'matrix-maze');
    const guest = await joinRoom(server.port, 'matrix-maze', room, invite);
    const early = await joinRoom(server.port, 'matrix-maze', room);
    await play([host, guest, early], 24);
    const turn = host.last!.turn;
    const all = movesSeen(early);
    expect(all.length).toBe(turn);
    expect(all.some((m) => m.seat === -1)).toBe(true); // the rolls are in it
    expect(movesSeen(host)).toEqual(all);

    // A spectator who comes now: the start and every move, as the early spectator saw them.
    const late = await joinRoom(server.port, 'matrix-maze', room);
    const first = late.views[0]!;
    expect(first.turn).toBe(turn);
    expect(first.start).toEqual(early.views[0]!.start);
    expect(first.moves).toEqual(all);

    // Everyone goes; the room is disposed and made again from Redis by the host's reload.
    for (const r of [host, guest, early, late]) await r.room.leave();
    await roomGone('matrix-maze', room);
    // A stranger's guessed token costs no replay of the round: it is refused on the snapshot.
    const restore = vi.spyOn(Duel, 'restore');
    await expect(
      clientFor(server.port).joinOrCreate('matrix-maze', { room, token: token() }),
    ).rejects.toThrow(/BAD_TOKEN/);
    expect(restore).not.toHaveBeenCalled();
    const back = await joinRoom(server.port, 'matrix-maze', room, hostToken);
    expect(restore).toHaveBeenCalled();
    restore.mockRestore();
    const again = back.views[0]!;
    expect(again.turn).toBe(turn);
    expect(again.start).toEqual(host.views[0]!.start);
    expect(again.moves).toEqual(all);
    // The next change brings only its own moves again.
    const guest2 = await joinRoom(server.port, 'matrix-maze', room, invite);
    await play([back, guest2], 1);
    expect(back.last!.start).toBeUndefined();
    expect(movesSeen(back)).toEqual(movesSeen(guest2));
    expect(movesSeen(back).slice(0, turn)).toEqual(all);
    for (const r of [back, guest2]) await r.room.leave();
  });
});

describe('the round in a duel and its snapshot', () => {
  /** A Dice Matrix tournament duel a few moves in, and its true start. */
  function tournament(): { duel: Duel; start: unknown } {
    const duel = Duel.create(
      diceMatrixDescriptor,
      'AAAAAAAAAAAA',
      { tournament: true },
      newToken(),
    );
    const start = diceMatrixDescriptor.game.codec.fromJSON(
      (duel.snapshot().history as { start: unknown }).start,
    );
    for (let i = 0; i < 6; i++) {
      const seat = duel.toMove()!;
      duel.act(seat, duel.view(seat).legal.at(-1), duel.turn);
    }
    return { duel, start };
  }

  it("shows each seat only its own observation of the start (the tournament's next layout stays hidden)", () => {
    const { duel, start } = tournament();
    const game = diceMatrixDescriptor.game;
    for (const seat of [0, 1]) {
      const v: DuelView = duel.view(seat, true);
      expect(v.start).toEqual(game.observe(start as never, seat));
      expect(JSON.stringify(v.start)).not.toContain('nextLayout');
      expect(v.moves.length).toBe(duel.turn);
    }
    // The start is the set-up, not a later position; the view without `whole` has no start.
    expect(duel.view(0).start).toBeUndefined();
    expect((start as { nextLayout: unknown }).nextLayout).not.toBeNull();
  });

  it('replays a snapshot’s round on the way in and refuses a forged one, naming the field', () => {
    const { duel } = tournament();
    const json = JSON.parse(JSON.stringify(duel.snapshot()));
    const restored = Duel.restore(diceMatrixDescriptor, json);
    expect(restored.view(1, true)).toEqual(duel.view(1, true));
    const forge = (change: (h: { moves: number[][] }) => void) => {
      const copy = JSON.parse(JSON.stringify(json));
      change(copy.history);
      return () => Duel.restore(diceMatrixDescriptor, copy);
    };
    const refused = (f: () => unknown, field: RegExp) => {
      let e: unknown;
      try {
        f();
      } catch (x) {
        e = x;
      }
      expect(ValidationError.is(e)).toBe(true);
      expect((e as ValidationError).path).toMatch(field);
    };
    refused(
      forge((h) => {
        h.moves[0]![0] = 1 - h.moves[0]![0]!;
      }),
      /history\.moves\[0\]/,
    );
    refused(
      forge((h) => {
        h.moves[2]![1] = 9999;
      }),
      /history\.moves\[2\]/,
    );
    refused(
      forge((h) => {
        h.moves.pop();
      }),
      /^snapshot\.history$/,
    );
    refused(
      forge((h) => {
        (h as { moves: unknown }).moves = 'x';
      }),
      /history\.moves/,
    );
    const noHistory = JSON.parse(JSON.stringify(json));
    delete noHistory.history;
    refused(() => Duel.restore(diceMatrixDescriptor, noHistory), /history/);
    // A version-2 snapshot (before the round was kept) still restores, with moves from then on.
    const old = Duel.restore(diceMatrixDescriptor, { ...noHistory, version: 2 });
    expect(old.view(0, true).start).toBeUndefined();
    expect(old.turn).toBe(duel.turn);
  });

  it('starts the record again at a rematch (a new set-up, no moves)', () => {
    const duel = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    duel.callAi(0);
    const rng = createRng(5);
    while (duel.toMove() !== null) {
      const seat = duel.toMove()!;
      const legal = duel.view(seat).legal;
      duel.act(seat, legal[rng.int(legal.length)], duel.turn);
    }
    duel.voteRematch(0);
    const v = duel.view(0, true);
    expect(v.round).toBe(1);
    expect(v.moves.length).toBe(v.turn);
    expect(v.start).toBeDefined();
  });
});
