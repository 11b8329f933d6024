/**
 * The AI of an empty seat is the game's wasm engine, in a worker thread, with the real Redis:
 * it plays a Dice Matrix tournament (whose second layout is hidden from both seats) to the end
 * from its seat's observation only (every observation it searched equals `observe` of the
 * server's true state for its seat, never the state itself); every move the clients are sent
 * names who made it (`by`: the person or the AI), and so does the round a screen is sent whole
 * when it comes back (snapshot.test.ts: also from a snapshot). After `close()` no worker is left.
 * A small search budget: this proves the plumbing; the engine's strength is `pnpm simulate`'s.
 */
import { deepEqual } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiPool } from './ai-pool.js';
import type { Duel, MoveRecord } from './duel.js';
import { type RedisProcess, startRedis, stop } from './processes.js';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, joinRoom, playToEnd, TEST_LIMITS } from './test-kit.test-util.js';

let redis: RedisProcess | undefined;
let server: GameServer | undefined;
let pool: AiPool;
const duels = new Map<string, Duel>();
/** Each search: what the AI was given, and whether it was its seat's observation of the state. */
const searched: { seat: number; own: boolean; state: boolean }[] = [];
beforeAll(async () => {
  redis = await startRedis();
  server = await startGameServer({
    port: 0,
    redis: redis.url,
    aiDelayMs: 0,
    limits: TEST_LIMITS,
    aiSearch: { iterations: 300, seed: 1 },
    observeAi: (p) => {
      pool = p;
    },
    ai: (descriptor) => {
      const engine = pool.chooser(descriptor);
      return (game, observation, seat) => {
        const duel = [...duels.values()].find((d) => d.game.id === game.id)!;
        const state = duel.fullState();
        searched.push({
          seat,
          own: deepEqual(observation, game.observe(state, seat)),
          state: deepEqual(observation, state),
        });
        return engine(game, observation, seat);
      };
    },
    observeDuel: (duel) => duels.set(duel.room, duel),
    log: () => {},
  });
});
afterAll(async () => {
  await server?.close();
  if (redis) await stop(redis.child);
});

describe('the engine in an empty seat', () => {
  it('plays from its seat’s observation; each move names its maker, also in the round sent whole', async () => {
    const port = server!.port;
    const { host, room, hostToken } = await createRoom(port, 'dice-matrix', { tournament: true });
    host.room.send('ai', {});
    await host.until(() => host.last?.seats[1]?.ai, 'the AI in seat 1');
    const end = await playToEnd([host]);
    expect(end.outcome).not.toBeNull();
    expect(pool.liveWorkers).toBe(1);
    expect(searched.length).toBeGreaterThan(5);
    expect(searched.every((s) => s.seat === 1 && s.own && !s.state)).toBe(true);
    const sent = host.views.flatMap((v) => v.moves);
    const makers = (moves: readonly MoveRecord[]) =>
      moves.map((m) => `${m.seat}:${m.by ?? '-'}`).filter((m, i, all) => all.indexOf(m) === i);
    expect(makers(sent).sort()).toEqual(['0:person', '1:ai']);
    // A screen that comes back is sent the round whole, each move with its maker.
    await host.room.leave();
    const back = await joinRoom(port, 'dice-matrix', room, hostToken);
    const whole = back.views[0]!;
    expect(whole.start).toBeDefined();
    const round = (moves: readonly MoveRecord[]) => moves.slice(-whole.moves.length);
    expect(whole.moves).toEqual(round(sent));
    await back.room.leave();
  });

  it('leaves no worker running after close', async () => {
    expect(pool.liveWorkers).toBe(1);
    await server!.close();
    server = undefined;
    expect(pool.liveWorkers).toBe(0);
  });
});
