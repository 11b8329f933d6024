/**
 * The move list of a Dice Matrix tournament's second game, from the real server with the real
 * Redis. The second layout is rolled at set-up and hidden until it is dealt, so a screen cannot
 * rebuild the second game from the round's start (it would have to guess that layout). From the
 * second deal on, the record lists from the position after the move that dealt it: the players
 * who were there are sent that position with that move (`start`, and the first game's last
 * moves in `shown`), and a reload, also from a room made again from its Redis snapshot, gets the
 * same position (the first game's scores in it) and every move of the second game since. Before
 * the deal no screen is sent anything of the second layout.
 */
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { Duel, type DuelView, newToken } from './duel.js';
import {
  createRoom,
  joinRoom,
  type Recorded,
  roomGone,
  serverOnRedis,
} from './test-kit.test-util.js';

const server = serverOnRedis();

interface Seen {
  readonly round: number;
  readonly matrix: readonly number[];
  readonly gameScores: readonly (readonly number[])[];
  readonly secondLayoutHidden: boolean;
}
const seen = (o: unknown) => o as Seen;

/** Plays (the last legal action: a pair when there is one) until `done(view)` holds. */
async function playUntil(players: readonly Recorded[], done: (v: DuelView) => boolean) {
  for (;;) {
    const turn = Math.max(...players.map((p) => p.last!.turn));
    const v = (await Promise.all(players.map((p) => p.viewAt(turn))))[0]!;
    if (done(v) || v.toMove === null) return v;
    const mover = players.find((p) => p.last!.seat === v.toMove)!;
    mover.room.send('act', { action: mover.last!.legal.at(-1), turn: mover.last!.turn });
    await Promise.all(players.map((p) => p.viewAt(turn + 1)));
  }
}

describe("a Dice Matrix tournament's second game", () => {
  it('is listed whole from its deal, for the players there, a reload and a room restored from Redis', async () => {
    const { host, room, hostToken, invite } = await createRoom(
      server.port,
      'dice-matrix',
      { tournament: true },
      false,
    );
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    const dealtView = await playUntil([host, guest], (v) => seen(v.observation).round === 1);
    const dealt = dealtView.turn;
    // Before the deal every start sent is the first game's set-up, the second layout hidden.
    for (const v of [...host.views, ...guest.views].filter((x) => x.turn < dealt)) {
      if (v.start !== undefined) expect(seen(v.start).secondLayoutHidden).toBe(true);
    }
    // The view of the dealing move carries the new start and the move that dealt it.
    for (const r of [host, guest]) {
      const v = r.views.find((x) => x.turn === dealt)!;
      expect(seen(v.start)).toMatchObject({ round: 1, secondLayoutHidden: false });
      expect(seen(v.start).matrix.every((d) => d >= 0)).toBe(true);
      expect(seen(v.start).gameScores).toHaveLength(1);
      expect(v.moves).toEqual([]);
      expect(v.shown!.length).toBeGreaterThan(0);
      expect(v.shown!.at(-1)!.seat).toBeGreaterThanOrEqual(0);
    }
    const start = host.views.find((x) => x.turn === dealt)!.start;
    await playUntil([host, guest], (v) => v.turn >= dealt + 6);
    const turn = host.last!.turn;
    // The moves of the second game, as the players were told them one by one.
    const told = host.views.filter((v) => v.turn > dealt).flatMap((v) => v.moves);
    expect(told).toHaveLength(turn - dealt);

    // A reload: the second game from its deal, every move since.
    await host.room.leave();
    const back = await joinRoom(server.port, 'dice-matrix', room, hostToken);
    expect(back.views[0]!.start).toEqual(start);
    expect(back.views[0]!.moves).toEqual(told);

    // Everyone goes; the room is made again from its snapshot (the whole tournament replayed).
    for (const r of [back, guest]) await r.room.leave();
    await roomGone('dice-matrix', room);
    const restored = await joinRoom(server.port, 'dice-matrix', room, invite);
    expect(restored.views[0]!.start).toEqual({ ...(start as object), seat: 1 });
    expect(restored.views[0]!.moves).toEqual(told);
    expect(restored.views[0]!.turn).toBe(turn);
    await restored.room.leave();
  });
});

describe('the record of a round (no network)', () => {
  it('keeps the whole tournament in the snapshot and lists from the second deal', () => {
    const duel = Duel.create(
      diceMatrixDescriptor,
      'AAAAAAAAAAAA',
      { tournament: true },
      newToken(),
    );
    const history = () => duel.snapshot().history!;
    let dealt = -1;
    while (duel.toMove() !== null) {
      const seat = duel.toMove()!;
      duel.act(seat, duel.view(seat).legal[0], duel.turn);
      if (dealt < 0 && seen(duel.view(0).observation).round === 1) dealt = duel.turn;
      // Every move of the tournament stays in the record the snapshot keeps.
      expect(history().moves).toHaveLength(duel.turn);
    }
    expect(dealt).toBeGreaterThan(0);
    const whole = duel.view(1, true);
    expect(whole.moves).toHaveLength(duel.turn - dealt);
    expect(seen(whole.start).round).toBe(1);
    // The views of a later change carry no start (only the change that dealt did).
    expect(duel.view(0).start).toBeUndefined();
    // Restored, the record lists from the same deal.
    const again = Duel.restore(diceMatrixDescriptor, JSON.parse(JSON.stringify(duel.snapshot())));
    expect(again.view(1, true)).toEqual(whole);
    // A game without hidden information lists from the round's start.
    const plain = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    while (plain.toMove() !== null) {
      const seat = plain.toMove()!;
      plain.act(seat, plain.view(seat).legal[0], plain.turn);
    }
    expect(plain.view(0, true).moves).toHaveLength(plain.turn);
  });
});
