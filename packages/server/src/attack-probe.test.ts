/**
 * The attack probe (attack-probe.ts) as a test: every attack of probe-run.ts against the built
 * server as it is deployed, with its default limits, once as one process without Redis and once
 * as two processes sharing a throwaway Redis; it must find nothing, and each attack must have
 * been refused the way its input calls for. Real processes, all stopped afterwards. What the probe
 * found and was mended is pinned here too: a seat taken again while an earlier connection to
 * it is still joining fails that join with `REPLACED` (it used to wait forever), and a message
 * with a field it does not carry is refused `BAD_MESSAGE` (it used to be played).
 */
import { describe, expect, it } from 'vitest';
import { Probe } from './probe-kit.js';
import { type ProbeReport, processTarget, runProbe } from './probe-run.js';
import { type ServerProcess, startRedis, startServerProcess, stop } from './processes.js';

/** The codes an attack was refused with, as a set. */
function codes(r: ProbeReport, attack: string): Set<string> {
  return new Set(Object.keys(r.attacks.find((a) => a.attack === attack)?.codes ?? {}));
}

function expectRefusals(r: ProbeReport): void {
  expect(r.findings).toEqual([]);
  expect(codes(r, 'message names')).toEqual(new Set(['UNKNOWN_MESSAGE']));
  expect(codes(r, 'tokens')).toEqual(new Set(['BAD_TOKEN']));
  expect(codes(r, 'message rate')).toEqual(new Set(['UNKNOWN_MESSAGE', 'RATE_LIMITED']));
  for (const code of ['NOT_YOUR_TURN', 'NOT_SEATED', 'STALE_TURN', 'ILLEGAL_ACTION']) {
    expect(codes(r, 'turns')).toContain(code);
  }
  expect(codes(r, 'spectator flood')).toContain('SEAT_OCCUPIED');
  expect(codes(r, 'room split')).toContain('instances 1');
  expect([...codes(r, 'room split')].some((c) => /instances [^1]/.test(c))).toBe(false);
  // Every process answered /health after every attack.
  for (const a of r.attacks) expect(a.healthMs, a.attack).not.toBeNull();
}

describe('the attack probe', () => {
  it('finds nothing against one process without Redis', async () => {
    const one = await startServerProcess('');
    try {
      expectRefusals(await runProbe(processTarget('one process', [one])));
    } finally {
      await stop(one.child);
    }
  }, 300_000);

  it('finds nothing against two processes sharing Redis', async () => {
    const redis = await startRedis();
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServerProcess(redis.url), await startServerProcess(redis.url));
      expectRefusals(await runProbe(processTarget('two processes', servers, redis.url)));
    } finally {
      for (const s of servers) await stop(s.child);
      await stop(redis.child);
    }
  }, 300_000);
});

describe('what the probe found', () => {
  it('fails a join still under way when a newer connection takes its seat, with REPLACED', async () => {
    const one = await startServerProcess('');
    const p = new Probe(processTarget('one process', [one]));
    try {
      const s = await p.seats('dice-matrix');
      for (let round = 0; round < 3; round++) {
        const tries = await Promise.allSettled(
          Array.from({ length: 5 }, () => p.join(0, s.game, s.room, s.invite)),
        );
        // Every join ends (none waits forever); the ones that lost say why, with a code.
        for (const t of tries) {
          if (t.status === 'rejected') {
            expect(String(t.reason?.message)).toMatch(/^(REPLACED|CLOSED_4001):/);
          }
        }
        const held = tries.flatMap((t) => (t.status === 'fulfilled' ? [t.value] : []));
        await p.close(...held);
      }
      // A message with a field `act` does not carry is refused and not played.
      const mover = s.host.last!.toMove === 0 ? s.host : await p.join(0, s.game, s.room, s.invite);
      const { legal, turn } = mover.last!;
      const code = await p.refused('fields', s, mover, 'an extra field', () =>
        mover.room.send('act', { action: legal[0], turn, extra: 1 }),
      );
      expect(code).toBe('BAD_MESSAGE');
      expect(p.findings).toEqual([]);
      await p.close(s.host, s.guest, mover);
    } finally {
      await p.end();
      await stop(one.child);
    }
  }, 120_000);
});
