/**
 * The game server: a Colyseus server with one duel room type per two-player game found in this
 * package's dependencies. Without `redisUrl` it is one process with the framework's local
 * presence and driver and snapshots in memory; with `redisUrl` it uses Colyseus' Redis presence
 * and driver (a room made on one process is joined through any other) and snapshots rooms to
 * Redis after every move (a room whose process died is made again from its snapshot).
 *
 * Colyseus keeps its matchmaker in module state: one server per process.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Server, matchMaker } from '@colyseus/core';
import './ws-compat.js';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Duel } from './duel.js';
import { DuelRoom, roomDefaults } from './duel-room.js';
import { discoverDuelGames } from './games.js';
import { DEFAULT_LIMITS, type Limits } from './limits.js';
import { MemorySnapshotStore, RedisSnapshotStore, type SnapshotStore } from './snapshot-store.js';

export interface GameServerOptions {
  /** 0 picks a free port. Default 2567 (Colyseus' usual port). */
  readonly port?: number;
  /** Default 127.0.0.1; use 0.0.0.0 behind a load balancer. */
  readonly host?: string;
  /** Several processes share rooms through this Redis. */
  readonly redisUrl?: string;
  /** The host:port clients reach this process at (several processes: each its own). */
  readonly publicAddress?: string;
  readonly limits?: Limits;
  readonly aiDelayMs?: number;
  readonly observeDuel?: (duel: Duel) => void;
}

export interface GameServer {
  readonly port: number;
  /** The room types (game ids) served. */
  readonly games: readonly string[];
  close(): Promise<void>;
}

export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const store: SnapshotStore = options.redisUrl
    ? new RedisSnapshotStore(options.redisUrl)
    : new MemorySnapshotStore();
  // Keep-alive sockets outlive a slow matchmaking request (a join that first finds a dead
  // process waits for Colyseus' health check, about 4 s): Node's 5 s default closed such sockets
  // mid-request. 65 s is also longer than the usual load balancer's idle timeout.
  const http = createServer();
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  const transport = new WebSocketTransport({ maxPayload: limits.maxPayloadBytes, server: http });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    // A room lives on the process that was asked to make it (the load balancer spreads those
    // requests); joins reach it from any process through Redis.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    ...(options.redisUrl
      ? { presence: new RedisPresence(options.redisUrl), driver: new RedisDriver(options.redisUrl) }
      : {}),
  });
  const games = await discoverDuelGames();
  for (const [id, descriptor] of games) {
    server
      .define(
        id,
        DuelRoom,
        roomDefaults(descriptor, {
          store,
          limits,
          ...(options.aiDelayMs !== undefined ? { aiDelayMs: options.aiDelayMs } : {}),
          ...(options.observeDuel ? { observeDuel: options.observeDuel } : {}),
        }),
      )
      .filterBy(['room']);
  }
  await server.listen(options.port ?? 2567, options.host ?? '127.0.0.1');
  const port = (transport.server!.address() as AddressInfo).port;
  return {
    port,
    games: [...games.keys()],
    async close() {
      // Colyseus disconnects every room; the HTTP server then drops what is left open.
      await Promise.race([
        server.gracefullyShutdown(false),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
}
