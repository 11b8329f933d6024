#!/usr/bin/env node
/**
 * Load benchmark (not a test): one game-server process on loopback, `--rooms N` rooms (default
 * 200) at once (made and joined ten at a time, then all started together), each with two bot
 * clients (colyseus.js over real WebSockets) that play a legal
 * move as soon as their seat is to move, until every game has ended. Rooms alternate between
 * the two-player games. Reports the move round trip (sending a move to receiving the view that
 * holds it) p50/p95/max, and the server's memory per room: the peak resident set with every
 * room open minus the idle server's, over N (read from /proc/<pid>/status, Linux).
 *
 *   node packages/server/dist/load-bench.js [--rooms 200]
 */
import { readFileSync } from 'node:fs';
import { Client, type Room } from 'colyseus.js';
import { newToken } from './duel.js';
import type { DuelView } from './duel.js';
import { startServerProcess, stop } from './processes.js';
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
const games = [...(await discoverDuelGames()).keys()];
// Every bot connects from 127.0.0.1: the per-address limits are lifted for the benchmark.
const server = await startServerProcess('', {
  RATE_LIMIT: '100000',
  ROOMS_PER_MINUTE: '100000',
  REQUESTS_PER_MINUTE: '1000000',
});
const pid = server.child.pid!;
const url = `ws://127.0.0.1:${server.port}`;
await new Promise((r) => setTimeout(r, 1000));
const idle = rssKb(pid);
let peak = idle;
const poll = setInterval(() => {
  peak = Math.max(peak, rssKb(pid));
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
    const host = new Client(url).create(game, { token }).then((room) => {
      const seat: Seat = { room, last: null, sentAt: 0, sentTurn: -1 };
      seats.push(seat);
      watch(seat, 0);
      return new Promise<{ room: string; invite: string }>((res) =>
        room.onMessage('welcome', (w: { room: string; invite: string }) => res(w)),
      );
    });
    host
      .then(async (w) => {
        const room = await new Client(url).joinOrCreate(game, { room: w.room, token: w.invite });
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
  peak = Math.max(peak, rssKb(pid));
  go();
  await started$;
  // Every room is open and seated: a view nudges each bot whose seat is to move.
  nudge();
  await Promise.all(pending);
} finally {
  clearInterval(poll);
  await stop(server.child);
}
const seconds = (performance.now() - started) / 1000;
trips.sort((a, b) => a - b);
const perRoomKb = (peak - idle) / rooms;
console.log(
  JSON.stringify(
    {
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
      node: process.version,
    },
    null,
    2,
  ),
);
