/**
 * The game server: a Colyseus server with one duel room type per two-player game, on an
 * `http.Server` that also answers `/health`, the server's own matchmaking routes and, when it is
 * the host's server, the host's own routes (http-routes.ts). Without Redis it is one process
 * with the framework's local presence and driver and rooms kept in memory; with Redis it uses
 * Colyseus' Redis presence and driver (a room made on one process is joined through any other)
 * and keeps every room's snapshot and ownership lease in Redis (a room whose process died is
 * made again from its snapshot, by exactly one process).
 *
 * Colyseus keeps its matchmaker in module state: one server per process.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import type { HintOptions } from '@matrix-arcade/ai-wasm';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Server, matchMaker } from '@colyseus/core';
import './ws-compat.js';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { AiPool, type ChooseAction } from './ai-pool.js';
import type { Duel } from './duel.js';
import { DuelRoom } from './duel-room.js';
import { roomDefaults } from './room-settings.js';
import { type DuelGameSource, descriptorOf, discoverManifests, duelGamesOf } from './games.js';
import { attachRoutes } from './http-routes.js';
import { DEFAULT_LIMITS, type Limits } from './limits.js';
import { Matchmaking } from './matchmaking.js';
import { RedisCounters } from './redis-counter.js';
import { RedisRoomStore } from './redis-room-store.js';
import { DEFAULT_LEASE_MS } from './room-lease.js';
import { MemoryRoomStore, type RoomStore } from './room-store.js';

export interface GameServerOptions {
  /**
   * The games to serve (their two-player ones), as descriptors or manifests (a manifest's engine
   * kernel plays an empty seat; a bare descriptor's game gets core's greedy bot); default: this
   * package's own game dependencies.
   */
  readonly games?: Iterable<DuelGameSource>;
  /** Your own HTTP server: the game server adds its routes and WebSocket to it (you listen). */
  readonly server?: HttpServer;
  /** Several processes share rooms through this Redis (`redis://host:port`). */
  readonly redis?: string;
  /** @deprecated The same as `redis`. */
  readonly redisUrl?: string;
  /** The host:port clients reach this process at (several processes: each its own). */
  readonly publicAddress?: string;
  readonly limits?: Partial<Limits>;
  /** Milliseconds a room's ownership lease lasts unrenewed (a dead process's rooms return after it). */
  readonly leaseMs?: number;
  readonly aiDelayMs?: number;
  /**
   * The AI of an empty seat, per game (default: the game's wasm engine in a worker thread, one
   * per game and process, searching with `aiSearch`).
   */
  readonly ai?: (descriptor: AnyGameDescriptor) => ChooseAction;
  /** The engine's search of one AI move (default `{ level: 'quick' }`, the kernel's defaults). */
  readonly aiSearch?: HintOptions;
  /** Milliseconds one AI search may run before it is cancelled (default 30 000: AI_FAILED). */
  readonly aiMaxSearchMs?: number;
  /** Called with the engines' pool once made (tests watch its workers through it). */
  readonly observeAi?: (pool: AiPool) => void;
  /** Read client addresses from X-Forwarded-For (only behind your own proxy). */
  readonly trustProxy?: boolean;
  readonly observeDuel?: (duel: Duel) => void;
  readonly log?: (line: string) => void;
}

export interface StartOptions extends GameServerOptions {
  /** 0 picks a free port. Default 2567 (Colyseus' usual port). */
  readonly port?: number;
  /** Default 127.0.0.1; use 0.0.0.0 behind a load balancer. */
  readonly host?: string;
}

export interface GameServer {
  /** The port listened on (0 until the HTTP server listens). */
  readonly port: number;
  /** The room types (game ids) served. */
  readonly games: readonly string[];
  readonly http: HttpServer;
  close(): Promise<void>;
}

/** One log line when Redis goes away (not one per reconnection attempt), one when it is back. */
function quiet(clients: readonly unknown[], log: (line: string) => void): void {
  let away = false;
  for (const c of clients as { on(e: string, f: (e?: Error) => void): void }[]) {
    c.on('error', (e) => {
      if (!away) log(`Redis is unreachable (${e?.message}); moves are refused until it is back`);
      away = true;
    });
    c.on('ready', () => {
      if (away) log('Redis is back');
      away = false;
    });
  }
}

/**
 * Whether a game server of this module is open in this process: Colyseus keeps one matchmaker
 * per process, so a second server would share (and break) the first one's rooms and timers.
 */
let running = false;

/** A game server on `options.server` (or a new `http.Server`), not listening yet. */
export async function createGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  if (running) {
    throw new Error(
      'createGameServer: a game server is already open in this process (Colyseus keeps one matchmaker per process); close it first (await server.close()), or run another process',
    );
  }
  running = true;
  try {
    return await create(options);
  } catch (error) {
    running = false;
    throw error;
  }
}

/** `createGameServer`'s work, once the process has no other server open. */
async function create(options: GameServerOptions): Promise<GameServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const redisUrl = options.redis ?? options.redisUrl;
  const redisStore = redisUrl ? new RedisRoomStore(redisUrl) : undefined;
  await redisStore?.ready();
  const store: RoomStore = redisStore ?? new MemoryRoomStore();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sources = options.games ? [...options.games] : await discoverManifests();
  const games = duelGamesOf(sources.map(descriptorOf));
  const pool = new AiPool(AiPool.kernelsOf(sources), {
    maxWaiting: limits.aiQueue,
    ...(options.aiMaxSearchMs !== undefined ? { maxSearchMs: options.aiMaxSearchMs } : {}),
    ...(options.aiSearch ? { hint: options.aiSearch } : {}),
  });
  options.observeAi?.(pool);
  const http = options.server ?? createServer();
  if (!options.server) {
    // Keep-alive sockets outlive a slow matchmaking request (a join that first finds a dead
    // process waits for its health check and its lease): 65 s, longer than the usual balancer's.
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
  }
  const others = http.listeners('request') as never[];
  const log = options.log ?? ((l: string) => console.error(`[matrix-arcade-server] ${l}`));
  const presence = redisUrl ? new RedisPresence(redisUrl) : undefined;
  const driver = redisUrl ? new RedisDriver(redisUrl) : undefined;
  if (presence && driver) {
    // Colyseus' own Redis clients (not in its typings): their errors are logged once here.
    const p = presence as unknown as { pub: unknown; sub: unknown };
    quiet([p.pub, p.sub, (driver as unknown as { _client: unknown })._client], log);
  }
  const transport = new WebSocketTransport({ maxPayload: limits.maxPayloadBytes, server: http });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    // A room lives on the process that was asked to make it (the load balancer spreads those
    // requests); joins reach it from any process through Redis.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    ...(presence && driver ? { presence, driver } : {}),
  });
  const settings = {
    store,
    limits,
    leaseMs,
    ai: options.ai ?? ((d: AnyGameDescriptor) => pool.chooser(d)),
    ...(options.aiDelayMs !== undefined ? { aiDelayMs: options.aiDelayMs } : {}),
    ...(options.observeDuel ? { observeDuel: options.observeDuel } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  for (const [id, descriptor] of games) {
    server.define(id, DuelRoom, roomDefaults(descriptor, settings)).filterBy(['room']);
  }
  // With Redis the per-address limits are counted there, across every process.
  const counters = redisUrl ? new RedisCounters(redisUrl) : undefined;
  await counters?.ready();
  const matchmaking = new Matchmaking(
    new Set(games.keys()),
    limits,
    leaseMs,
    counters && {
      rooms: counters.counter('rooms', limits.roomsPerMinute),
      requests: counters.counter('requests', limits.requestsPerMinute),
    },
  );
  attachRoutes(http, {
    matchmaking,
    maxBodyBytes: limits.maxBodyBytes,
    others,
    ...(options.trustProxy ? { trustProxy: true } : {}),
  });
  await matchMaker.accept();
  // Colyseus registers this process for discovery when the server starts listening, with the
  // port it is told first; a server that already listens is registered now.
  const setPort = () => {
    (server as unknown as { port: number }).port = (http.address() as AddressInfo).port;
  };
  if (http.listening) {
    setPort();
    void server.registerProcessForDiscovery();
  } else http.prependOnceListener('listening', setPort);
  return {
    get port() {
      return http.listening ? (http.address() as AddressInfo).port : 0;
    },
    games: [...games.keys()],
    http,
    async close() {
      // Colyseus disconnects every room; the HTTP server then drops what is left open. The 5 s
      // guard is cleared once the shutdown is done: a pending timer kept the process alive 5 s
      // after `close` (and vitest's browser run, whose global setup closes a server, waited on it).
      let guard: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        server.gracefullyShutdown(false),
        new Promise((resolve) => {
          guard = setTimeout(resolve, 5000);
        }),
      ]);
      clearTimeout(guard);
      http.closeAllConnections();
      if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
      // Every engine worker ends (a busy one too) before `close` resolves.
      await pool.close();
      await store.close();
      await counters?.close();
      running = false;
    },
  };
}

/** A game server listening on `port` (default 2567) of `host` (default 127.0.0.1). */
export async function startGameServer(options: StartOptions = {}): Promise<GameServer> {
  const server = await createGameServer(options);
  try {
    await new Promise<void>((resolve, reject) => {
      server.http.once('error', reject);
      server.http.listen(options.port ?? 2567, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    // A port in use: nothing is left open, and the caller may try another port.
    await server.close();
    throw error;
  }
  return server;
}
