/**
 * The server as a library: `createGameServer({ games, server })` serves the host's own games
 * on the host's own `http.Server`, which keeps answering its own routes; the games are found
 * by Node's module resolution when none are given (`discoverDuelGames`).
 */
import { createServer, type Server } from 'node:http';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDuelGames } from './games.js';
import { createGameServer, type GameServer } from './server.js';
import { createRoom, joinRoom } from './test-kit.test-util.js';

let http: Server;
let server: GameServer;
beforeAll(async () => {
  http = createServer((req, res) => {
    res.writeHead(req.url === '/hello' ? 200 : 404, { 'Content-Type': 'text/plain' });
    res.end(req.url === '/hello' ? 'hello from the host' : 'the host has no such page');
  });
  server = await createGameServer({ games: [diceMatrixDescriptor], server: http });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await server.close();
});

describe('createGameServer', () => {
  it('serves the given games on the host’s server, next to the host’s routes', async () => {
    expect(server.games).toEqual(['dice-matrix']);
    const base = `http://127.0.0.1:${server.port}`;
    const hello = await fetch(`${base}/hello`);
    expect(await hello.text()).toBe('hello from the host');
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({
      ok: true,
      games: ['dice-matrix'],
    });
    const { host, room, invite } = await createRoom(server.port, 'dice-matrix');
    const guest = await joinRoom(server.port, 'dice-matrix', room, invite);
    expect(guest.welcome?.seat).toBe(1);
    await expect(createRoom(server.port, 'matrix-maze')).rejects.toThrow(/BAD_REQUEST/);
    for (const r of [host, guest]) await r.room.leave();
  });

  it('finds its own two-player game dependencies through module resolution', async () => {
    expect([...(await discoverDuelGames()).keys()].sort()).toEqual(['dice-matrix', 'matrix-maze']);
  });
});
