/**
 * The server's AI searches off the room's event loop, with bounded work, against the real Redis.
 * The engine here is asked for a search that never ends on its own (MCTS with a billion
 * iterations), so "while the AI thinks" is a state the test holds, not a race: meanwhile the
 * room answers its player at once (a move out of turn is refused `NOT_YOUR_TURN`, nothing
 * changed) and another room's duel is played move by move. Rooms flooding the AI are held to the
 * pool's bound (`aiQueue`): the rest are turned away inside the server and ask again, and no room
 * fails for it. A worker that dies mid-search ends that duel with `AI_FAILED` (close 4500, a log
 * line) and no other; `close()` ends every worker, the busy one too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiPool } from './ai-pool.js';
import { type RedisProcess, startRedis, stop } from './processes.js';
import { type GameServer, startGameServer } from './server.js';
import { createRoom, joinRoom, type Recorded, TEST_LIMITS } from './test-kit.test-util.js';

let redis: RedisProcess | undefined;
let server: GameServer | undefined;
let pool: AiPool;
const lines: string[] = [];
beforeAll(async () => {
  redis = await startRedis();
  server = await startGameServer({
    port: 0,
    redis: redis.url,
    aiDelayMs: 0,
    limits: { ...TEST_LIMITS, aiQueue: 2 },
    aiSearch: { algorithm: 'mcts', iterations: 1_000_000_000 },
    aiMaxSearchMs: 600_000, // held by the test, not cut by the cap (ai-pool.test.ts checks it)
    observeAi: (p) => {
      pool = p;
    },
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await server?.close();
  if (redis) await stop(redis.child);
});

/** A Dice Matrix room whose seat 1 the AI plays, at the AI's turn. */
async function roomWithAi(port: number): Promise<Recorded> {
  const { host } = await createRoom(port, 'dice-matrix');
  host.room.send('ai', {});
  const v = await host.until(() => host.last?.seats[1]?.ai && host.last, 'the AI in seat 1');
  if (v.toMove === 0) {
    host.room.send('act', { action: v.legal[0], turn: v.turn });
    await host.viewAt(v.turn + 1);
  }
  return host;
}

describe('the AI thinking in a worker', () => {
  it('leaves the room answering while it thinks, and another room playing', async () => {
    const port = server!.port;
    const host = await roomWithAi(port);
    await host.until(() => pool.busy === 1, 'the search to start');
    const thinking = host.last!;
    expect(thinking.toMove).toBe(1);
    // The player sends a move while the AI thinks: refused at once, nothing changed.
    const seen = host.refusals.length;
    host.room.send('act', { action: 0, turn: thinking.turn });
    expect((await host.nextRefusal(seen)).code).toBe('NOT_YOUR_TURN');
    host.room.send('rematch', {});
    expect((await host.nextRefusal(seen + 1)).code).toBe('GAME_NOT_OVER');
    // Another room of the same game is served move after move.
    const other = await createRoom(port, 'dice-matrix');
    const guest = await joinRoom(port, 'dice-matrix', other.room, other.invite);
    for (let i = 0; i < 3; i++) {
      const v = await other.host.viewAt(i);
      const mover = v.toMove === 0 ? other.host : guest;
      const mv = await mover.viewAt(i);
      mover.room.send('act', { action: mv.legal[0], turn: mv.turn });
      await other.host.viewAt(i + 1);
    }
    // Still thinking: the AI's seat has not moved, the search still runs.
    expect(host.last!.turn).toBe(thinking.turn);
    expect(pool.busy).toBe(1);
    for (const r of [other.host, guest]) await r.room.leave();
  });

  it('holds rooms flooding the AI to the pool’s bound; none of them fails for it', async () => {
    const port = server!.port;
    const before = pool.turnedAway;
    const flood = [];
    for (let i = 0; i < 3; i++) flood.push(await roomWithAi(port));
    // One search runs, one waits, the others were turned away and ask again later.
    await flood[0]!.until(() => pool.turnedAway >= before + 2, 'rooms turned away');
    // The running search's worker starts once its wasm is compiled (seconds on a loaded
    // machine, after the rooms were already turned away): one worker, never more.
    await flood[0]!.until(() => pool.liveWorkers > 0, 'the engine worker');
    expect(pool.busy).toBe(2);
    expect(pool.peak).toBe(2);
    expect(pool.liveWorkers).toBe(1);
    for (const r of flood) {
      const seen = r.refusals.length;
      r.room.send('act', { action: 0, turn: r.last!.turn });
      expect((await r.nextRefusal(seen)).code).toBe('NOT_YOUR_TURN');
      expect(r.refusals.some((x) => x.code === 'AI_FAILED')).toBe(false);
    }
  });

  it('ends the duel whose search dies with AI_FAILED, and no other; close ends every worker', async () => {
    const port = server!.port;
    const host = await roomWithAi(port);
    let code = 0;
    host.room.onLeave((c) => {
      code = c;
    });
    // The first test's room holds the running search: its worker dies under it.
    await host.until(() => pool.threads().length > 0, 'the engine worker');
    const [worker] = pool.threads();
    const logged = lines.length;
    await worker!.terminate();
    await host.until(() => lines.length > logged, 'the log line');
    expect(lines.slice(logged).join('\n')).toMatch(/AI_FAILED in seat 2: EngineCrashedError/);
    // This room's search waits or is turned away; it has not failed.
    expect(host.refusals.some((x) => x.code === 'AI_FAILED')).toBe(false);
    expect(code).toBe(0);
    await host.until(() => pool.liveWorkers === 1, 'the next search on a new worker');
    await server!.close();
    server = undefined;
    expect(pool.liveWorkers).toBe(0);
  });
});
