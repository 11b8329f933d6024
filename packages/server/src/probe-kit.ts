/**
 * The attack probe's instruments (attack-probe.ts runs the attacks of probe-messages.ts and
 * probe-rooms.ts with them): the target (one or more game-server processes, and the Redis they
 * share, if any), raw HTTP with a time limit, seats made through chosen processes, a refusal
 * expected for hostile input with the duel's state read before and after (the snapshot in Redis,
 * else the sender's views), `/health` timed after each attack with every process checked
 * alive, and the tally: what was sent, the codes it was refused with, and each finding (anything
 * not refused with a code, a change made by refused input, a process gone, a room in two places).
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { Client } from 'colyseus.js';
import { Recorded } from './probe-client.js';
import { newToken } from './tokens.js';

/** The servers under attack. */
export interface Target {
  readonly name: string;
  /** Each process's port on 127.0.0.1. */
  readonly ports: readonly number[];
  readonly pids: readonly number[];
  /** The Redis the processes share (their snapshots and listings), if any. */
  readonly redis?: string;
  /** Whether process `i` is still running. */
  alive(i: number): boolean;
}

export interface Finding {
  readonly attack: string;
  readonly what: string;
}

/** A room with both seats taken (host through process `via[0]`, guest through `via[1]`). */
export interface Seats {
  readonly game: string;
  readonly room: string;
  /** The seats' connections now (an attack may take a seat again). */
  host: Recorded;
  guest: Recorded;
  readonly hostToken: string;
  readonly invite: string;
}

export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message every this many ms at most per connection: under the default 10 a second. */
const PACE_MS = 110;

export class Probe {
  readonly findings: Finding[] = [];
  /** Per attack: what was sent, and each code it was refused with. */
  readonly tally = new Map<string, { sent: number; codes: Map<string, number> }>();
  /** Per attack: `/health` round trips after it, in ms (every process). */
  readonly health = new Map<string, number[]>();
  private readonly lastSent = new WeakMap<Recorded, number>();
  private readonly redisClient: Redis | null;

  constructor(readonly target: Target) {
    this.redisClient = target.redis ? new Redis(target.redis, { lazyConnect: true }) : null;
  }

  find(attack: string, what: string): void {
    this.findings.push({ attack, what });
  }

  count(attack: string, code: string, sent = 1): void {
    const t = this.tally.get(attack) ?? { sent: 0, codes: new Map<string, number>() };
    t.sent += sent;
    t.codes.set(code, (t.codes.get(code) ?? 0) + 1);
    this.tally.set(attack, t);
  }

  url(i: number): string {
    return `ws://127.0.0.1:${this.target.ports[i % this.target.ports.length]}`;
  }

  client(i: number): Client {
    return new Client(this.url(i));
  }

  /** One HTTP request to process `i`; a timeout (5 s) or a reset is a finding. */
  http(
    attack: string,
    i: number,
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer | null> {
    const t0 = performance.now();
    const port = this.target.ports[i % this.target.ports.length];
    return new Promise((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, headers, timeout: 5000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - t0,
            }),
          );
        },
      );
      req.on('timeout', () => {
        this.find(attack, `${method} ${path.slice(0, 60)}: no answer within 5 s`);
        req.destroy();
        resolve(null);
      });
      req.on('error', (e) => {
        this.find(attack, `${method} ${path.slice(0, 60)}: ${e.message}`);
        resolve(null);
      });
      if (body !== undefined) req.end(body);
      else req.end();
    });
  }

  /** `GET /health` on every process, timed; each process must run and answer 200. */
  async checkHealth(attack: string): Promise<void> {
    const times = this.health.get(attack) ?? [];
    for (let i = 0; i < this.target.ports.length; i++) {
      if (!this.target.alive(i)) {
        this.find(attack, `process ${i + 1} is gone`);
        continue;
      }
      const a = await this.http(attack, i, 'GET', '/health');
      if (a && a.status !== 200) this.find(attack, `/health of process ${i + 1}: ${a.status}`);
      if (a) times.push(a.ms);
    }
    this.health.set(attack, times);
  }

  /** A room of `game` with both seats taken, the guest through another process when there is one. */
  async seats(game: string, options: object = {}, watch = false, via = [0, 1]): Promise<Seats> {
    const hostToken = newToken();
    const host = new Recorded(
      await this.client(via[0]!).create(game, { token: hostToken, options, watch }),
    );
    const welcome = await host.until(() => host.welcome, 'welcome');
    const invite = welcome.invite!;
    const guest = await this.join(via[1]!, game, welcome.room, invite);
    await host.until(() => host.last?.seats[1]?.present, 'the guest');
    return { game, room: welcome.room, host, guest, hostToken, invite };
  }

  /**
   * Joins room `room` through process `i` (a spectator without `token`); a join neither made nor
   * refused within 15 s throws (a client left waiting).
   */
  async join(i: number, game: string, room: string, token?: string): Promise<Recorded> {
    const options = token === undefined ? { room } : { room, token };
    const joining = this.client(i).joinOrCreate(game, options);
    const late = new Promise<never>((_, reject) => {
      const t = setTimeout(
        () => reject(new Error('a join neither made nor refused in 15 s')),
        15_000,
      );
      joining.finally(() => clearTimeout(t)).catch(() => {});
    });
    const r = new Recorded(await Promise.race([joining, late]));
    await r.until(() => (r.welcome && r.last) || r.closed !== undefined, 'welcome and view');
    if (!r.last) throw new Error(`CLOSED_${r.closed}: closed before its first view`);
    return r;
  }

  /** What the duel is now: its snapshot in Redis, else what `witness` was last shown. */
  async state(s: { game: string; room: string }, witness: Recorded): Promise<string> {
    if (this.redisClient) {
      return (await this.redisClient.get(`matrix-arcade:duel:${s.game}:${s.room}`)) ?? 'none';
    }
    const v = witness.last;
    return JSON.stringify(v && { turn: v.turn, observation: v.observation, seats: v.seats });
  }

  /** Sends at most one message per `PACE_MS` per connection (the rate limit is its own attack). */
  async paced(r: Recorded): Promise<void> {
    const wait = (this.lastSent.get(r) ?? 0) + PACE_MS - performance.now();
    if (wait > 0) await sleep(wait);
    this.lastSent.set(r, performance.now());
  }

  /**
   * Sends hostile input from `r` (`send` does it) and expects a coded refusal within 5 s, with the
   * duel unchanged (its state, and no view to the sender). Returns the code, or null.
   */
  async refused(
    attack: string,
    s: { game: string; room: string },
    r: Recorded,
    what: string,
    send: () => void,
    expected?: RegExp,
  ): Promise<string | null> {
    await this.paced(r);
    if (!r.room.connection.isOpen) {
      this.find(attack, `${what}: the sender's connection is closed`);
      return null;
    }
    const before = await this.state(s, r);
    const views = r.views.length;
    const count = r.refusals.length;
    send();
    let code: string | null = null;
    try {
      code = (await r.until(() => r.refusals[count], 'a refusal', 5000)).code;
    } catch {
      this.find(attack, `${what}: no refusal within 5 s`);
    }
    this.count(attack, code ?? 'none');
    if (code === 'INTERNAL') this.find(attack, `${what}: refused as INTERNAL (not coded)`);
    if (code && expected && !expected.test(code)) {
      this.find(attack, `${what}: refused ${code}, expected ${expected.source}`);
    }
    if (r.views.length !== views) this.find(attack, `${what}: the sender was sent a new view`);
    if ((await this.state(s, r)) !== before) this.find(attack, `${what}: the duel changed`);
    return code;
  }

  /** A legal move by whoever is to move still plays (the room works after an attack). */
  async stillPlays(attack: string, s: Seats): Promise<void> {
    const turn = Math.max(s.host.last!.turn, s.guest.last!.turn);
    const v = (await s.host.viewAt(turn).catch(() => null)) ?? s.host.last!;
    if (v.toMove === null) return;
    const mover = [s.host, s.guest].find((r) => r.last?.seat === v.toMove);
    if (!mover) return this.find(attack, 'nobody holds the seat to move');
    await this.paced(mover);
    mover.room.send('act', { action: mover.last!.legal[0], turn: mover.last!.turn });
    try {
      await s.host.viewAt(turn + 1);
    } catch {
      this.find(attack, 'a legal move did not play after the attack');
    }
  }

  /** Every Colyseus listing of room `room` in the shared Redis (one per live instance). */
  async listings(room: string): Promise<{ roomId: string; processId: string }[]> {
    if (!this.redisClient) return [];
    const all = Object.values(await this.redisClient.hgetall('roomcaches'));
    return all.map((j) => JSON.parse(j)).filter((l) => l.room === room);
  }

  /** Resident memory of every process, in MB (Linux). */
  rssMb(): number[] {
    return this.target.pids.map((pid) => {
      try {
        const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
        return m ? Math.round(Number(m[1]) / 1024) : 0;
      } catch {
        return 0;
      }
    });
  }

  /** Leaves each room still open (a closed one's `leave()` would never settle), 3 s at most each. */
  async close(...rooms: (Recorded | undefined)[]): Promise<void> {
    for (const r of rooms) {
      if (!r?.room.connection.isOpen) continue;
      await Promise.race([r.room.leave(true).catch(() => {}), sleep(3000)]);
    }
  }

  async end(): Promise<void> {
    this.redisClient?.disconnect();
  }
}
