/**
 * One game server per process: Colyseus keeps one matchmaker per process, so a second
 * `createGameServer` while one is open is refused with a clear error (the first keeps serving);
 * after `close` a new one opens; `startGameServer` on a port in use rejects and leaves nothing
 * open behind it, so the caller can try another port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { createGameServer, startGameServer } from './server.js';

const games = [diceMatrixDescriptor];
const health = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/health`)).json() as Promise<{ ok: boolean }>;

describe('one game server per process', () => {
  it('refuses a second server while one is open, and opens one again after close', async () => {
    const first = await startGameServer({ port: 0, games });
    await expect(createGameServer({ games })).rejects.toThrow(
      /already open in this process.*close it first/,
    );
    expect(await health(first.port)).toMatchObject({ ok: true });
    await first.close();
    const again = await startGameServer({ port: 0, games });
    expect(await health(again.port)).toMatchObject({ ok: true });
    await again.close();
  });

  it('a port in use: startGameServer rejects and leaves no server open', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    await expect(startGameServer({ port, games })).rejects.toThrow(/EADDRINUSE/);
    const next = await startGameServer({ port: 0, games });
    expect(await health(next.port)).toMatchObject({ ok: true });
    await next.close();
    await new Promise<void>((resolve) => taken.close(() => resolve()));
  });
});
