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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Bots in tests move faster than people: a generous rate limit (the server's tests check it).
  // The games named: vitest's module runner has no `import.meta.resolve` for the server's own
  // discovery. Rooms from the one loopback address of every test: no per-minute room limit.
  const server = await startGameServer({
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
  project.provide('onlineServer', `ws://127.0.0.1:${server.port}`);
  return () => server.close();
}
