/**
 * An AI that fails does not stall a room silently: the duel ends with `AI_FAILED`, said to
 * every client and written to the log, the connections are closed, and the room cannot be
 * brought back to stall again (a seat's holder is refused `AI_FAILED`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServer, startGameServer } from './server.js';
import { clientFor, createRoom, TEST_LIMITS } from './test-kit.test-util.js';

let server: GameServer;
const lines: string[] = [];
beforeAll(async () => {
  server = await startGameServer({
    port: 0,
    aiDelayMs: 0,
    limits: TEST_LIMITS,
    ai: () => () => {
      throw new Error('the engine crashed');
    },
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await server.close();
});

describe('an AI failure', () => {
  it('ends the duel with AI_FAILED, a log line and closed connections', async () => {
    const { host, room, hostToken } = await createRoom(server.port, 'dice-matrix');
    let closed = 0;
    host.room.onLeave((code) => {
      closed = code;
    });
    host.room.send('ai', {});
    await host.until(() => host.last?.seats[1]?.ai, 'the AI in seat 1');
    const v = host.last!;
    if (v.toMove === 0) host.room.send('act', { action: v.legal[0], turn: v.turn });
    const refusal = await host.until(
      () => host.refusals.find((r) => r.code === 'AI_FAILED'),
      'AI_FAILED',
    );
    expect(refusal.message).toMatch(/AI playing seat 2 failed/);
    await host.until(() => closed !== 0, 'the connection to close');
    expect(closed).toBe(4500);
    expect(lines.some((l) => /AI_FAILED in seat 2/.test(l) && /the engine crashed/.test(l))).toBe(
      true,
    );
    await expect(
      clientFor(server.port).joinOrCreate('dice-matrix', { room, token: hostToken }),
    ).rejects.toThrow(/AI_FAILED/);
  });
});
