#!/usr/bin/env node
/**
 * Load benchmark (not a test), in two set-ups: one game-server process on loopback without
 * Redis, then two processes sharing a throwaway `redis-server` (every move written ahead to it,
 * each room owned through its lease there), each room made on one process and its second seat
 * joined through the other. In each, `--rooms N` rooms (default 200) at once (made and joined ten
 * at a time, then all started together), each with two bot clients (colyseus.js over real
 * WebSockets) that play a legal move as soon as their seat is to move, until every game has
 * ended. Rooms alternate between the two-player games. Reports the move round trip (sending a
 * move to receiving the view that holds it) p50/p95/max, and the servers' memory per room: the
 * peak resident set with every room open minus the idle servers', over N (read from
 * /proc/<pid>/status, Linux).
 *
 *   node packages/server/dist/load-bench.js [--rooms 200] [--only local|redis]
 */
import { readFileSync } from 'node:fs';
import { Client, type Room } from 'colyseus.js';
import { newToken } from './duel.js';
import type { DuelView } from './duel.js';
import { type ServerProcess, startRedis, startServerProcess, stop } from './processes.js';
import { discoverDuelGames } from './games.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) {
    console.error(`load-bench: --${name} must be a whole number ≥ 1`);
    process.exit(2);
  }
  return v;
}

function rssKb(pid: number): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return m ? Number(m[1]) : 0;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Seat {
  room: Room;
  last: DuelView | null;
  sentAt: number;
  sentTurn: number;
}

const rooms = arg('rooms', 200);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt < 0 ? null : process.argv[onlyAt + 1];
if (only !== null && only !== 'local' && only !== 'redis') {
  console.error('load-bench: --only must be local or redis');
  process.exit(2);
}
const games = [...(await discoverDuelGames()).keys()];
// Every bot connects from 127.0.0.1: the per-address limits are lifted for the benchmark.
const LIFTED = { RATE_LIMIT: '100000', ROOMS_PER_MINUTE: '100000', REQUESTS_PER_MINUTE: '1000000' };

/** Plays `rooms` rooms on `servers` (room i made on server i, its second seat joined through the next). */
async function bench(setup: string, servers: readonly ServerProcess[]): Promise<object> {
  const pids = servers.map((s) => s.child.pid!);
  const urls = servers.map((s) => `ws://127.0.0.1:${s.port}`);
  const rss = () => pids.reduce((sum, pid) => sum + rssKb(pid), 0);
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rss();
  let peak = idle;
  const poll = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 100);
  const trips: number[] = [];
  let go: () => void = () => {};
  const started$ = new Promise<void>((resolve) => {
    go = resolve;
  });
  let joined = 0;
  /** Each bot's "look at your last view again". */
  const bots: (() => unknown)[] = [];
  function nudge(): void {
    for (const b of bots) b();
  }
  let moves = 0;
  const started = performance.now();

  /** Makes room `i` and seats both bots; resolves once both are in, with the game's end. */
  async function playRoom(i: number): Promise<{ ended: Promise<void> }> {
    const game = games[i % games.length]!;
    const token = newToken();
    const seats: Seat[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      const watch = (seat: Seat, mine: number) => {
        seat.room.onMessage('welcome', () => {});
        seat.room.onMessage('refused', (r: unknown) =>
          reject(new Error(`refused: ${JSON.stringify(r)}`)),
        );
        const consider = (v: DuelView) => {
          if (seat.sentTurn >= 0 && v.turn > seat.sentTurn) {
            trips.push(performance.now() - seat.sentAt);
            seat.sentTurn = -1;
          }
          if (v.toMove === null) {
            if (mine === 0) resolve();
            return;
          }
          if (joined < rooms) return; // every room is made and seated before the first move
          if (
            v.toMove === mine &&
            seat.sentTurn < 0 &&
            v.legal.length > 0 &&
            v.seats.every((s) => s.present)
          ) {
            seat.sentAt = performance.now();
            seat.sentTurn = v.turn;
            moves++;
            seat.room.send('act', { action: v.legal[(v.turn * 7) % v.legal.length], turn: v.turn });
          }
        };
        bots.push(() => seat.last && consider(seat.last));
        seat.room.onMessage('view', (v: DuelView) => {
          seat.last = v;
          consider(v);
        });
      };
      const host = new Client(urls[i % urls.length]!).create(game, { token }).then((room) => {
        const seat: Seat = { room, last: null, sentAt: 0, sentTurn: -1 };
        seats.push(seat);
        watch(seat, 0);
        return new Promise<{ room: string; invite: string }>((res) =>
          room.onMessage('welcome', (w: { room: string; invite: string }) => res(w)),
        );
      });
      host
        .then(async (w) => {
          const through = new Client(urls[(i + 1) % urls.length]!);
          const room = await through.joinOrCreate(game, { room: w.room, token: w.invite });
          const seat: Seat = { room, last: null, sentAt: 0, sentTurn: -1 };
          seats.push(seat);
          watch(seat, 1);
          inRoom();
        })
        .catch(reject);
    });
    let inRoom: () => void = () => {};
    const seated = new Promise<void>((resolve) => {
      inRoom = resolve;
    });
    await Promise.race([seated, ended]);
    return {
      ended: (async () => {
        await ended;
        for (const s of seats) await s.room.leave();
      })(),
    };
  }

  try {
    const pending: Promise<void>[] = [];
    for (let i = 0; i < rooms; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, rooms - i) }, (_, j) => playRoom(i + j)),
      );
      pending.push(...batch.map((b) => b.ended));
    }
    joined = rooms;
    peak = Math.max(peak, rss());
    go();
    await started$;
    // Every room is open and seated: a view nudges each bot whose seat is to move.
    nudge();
    await Promise.all(pending);
  } finally {
    clearInterval(poll);
  }
  const seconds = (performance.now() - started) / 1000;
  trips.sort((a, b) => a - b);
  const perRoomKb = (peak - idle) / rooms;
  return {
    setup,
    rooms,
    games,
    moves,
    seconds: Number(seconds.toFixed(1)),
    roundTripMs: {
      p50: Number(percentile(trips, 50).toFixed(1)),
      p95: Number(percentile(trips, 95).toFixed(1)),
      max: Number(trips[trips.length - 1]!.toFixed(1)),
    },
    serverRssMb: {
      idle: Number((idle / 1024).toFixed(1)),
      peak: Number((peak / 1024).toFixed(1)),
    },
    memoryPerRoomKb: Number(perRoomKb.toFixed(0)),
  };
}

const results: object[] = [];
if (only !== 'redis') {
  const server = await startServerProcess('', LIFTED);
  try {
    results.push(await bench('one process, no Redis', [server]));
  } finally {
    await stop(server.child);
  }
}
if (only !== 'local') {
  const redis = await startRedis();
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(redis.url, LIFTED));
    results.push(await bench('two processes through Redis', servers));
  } finally {
    for (const s of servers) await stop(s.child);
    await stop(redis.child);
  }
}
console.log(JSON.stringify({ results, node: process.version }, null, 2));
