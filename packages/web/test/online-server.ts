/**
 * Global setup of the browser tests: a real @matrix-arcade/server (one process's worth, local
 * presence) on a free loopback port for the online tests, closed at the end of the run. Its
 * WebSocket URL reaches the tests through `inject('onlineServer')`.
 */
// By path, not as a dependency: the published web package must not name the server (its
// release installs production dependencies only, where a workspace dev dependency cannot resolve).
import { startGameServer } from '../../server/dist/index.js';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    onlineServer: string;
  }
}

type GameServer = Awaited<ReturnType<typeof startGameServer>>;

/**
 * One server for the whole run, however many projects call this setup: vitest runs a browser
 * config's global setup for the config's project and again for its instances, and Colyseus'
 * matchmaker is one per process (a second server in the process replaced the first one's
 * stats timer, which no close cleared: vitest then waited 10 s for the process to end).
 */
let shared: { server: Promise<GameServer>; users: number } | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared ??= { server: start(), users: 0 };
  shared.users += 1;
  const server = await shared.server;
  project.provide('onlineServer', `ws://127.0.0.1:${server.port}`);
  return async () => {
    if (shared && --shared.users === 0) {
      shared = null;
      await server.close();
    }
  };
}

function start(): Promise<GameServer> {
  // Bots in tests move faster than people: a generous rate limit (the server's tests check it).
  // The games named: vitest's module runner has no `import.meta.resolve` for the server's own
  // discovery. Rooms from the one loopback address of every test: no per-minute room limit.
  return startGameServer({
    port: 0,
    games: [diceMatrixDescriptor, matrixMazeDescriptor],
    aiDelayMs: 50,
    limits: {
      maxMessageChars: 256,
      burst: 10_000,
      perSecond: 10_000,
      maxSpectators: 32,
      maxPayloadBytes: 4096,
      roomsPerMinute: 10_000,
      requestsPerMinute: 100_000,
    },
  });
}
