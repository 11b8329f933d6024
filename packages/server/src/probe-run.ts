/**
 * Runs the attack probe's attacks (probe-messages.ts, probe-rooms.ts) against a target and
 * sums them up: per attack what was sent, the codes it was refused with, `/health` round trips
 * after it and what was found; the processes' memory before and after. The floods run last
 * (they use up the per-minute limits of the one address the probe attacks from).
 */
import { frames, messageNames, payloads, rate, tokens, turns } from './probe-messages.js';
import { type Finding, Probe, type Target } from './probe-kit.js';
import { floods, http, reconnects, spectators, split } from './probe-rooms.js';
import type { ServerProcess } from './processes.js';

export const ATTACKS: Readonly<Record<string, (p: Probe) => Promise<void>>> = {
  'message names': messageNames,
  payloads,
  'raw frames': frames,
  turns,
  tokens,
  'message rate': rate,
  'rapid reconnects': reconnects,
  'spectator flood': spectators,
  'room split': split,
  'bad HTTP': http,
  'room and request floods': floods,
};

export interface ProbeReport {
  readonly target: string;
  readonly processes: number;
  readonly redis: boolean;
  readonly attacks: {
    readonly attack: string;
    readonly sent: number;
    readonly codes: Record<string, number>;
    readonly healthMs: { readonly median: number; readonly max: number } | null;
    readonly seconds: number;
  }[];
  readonly rssMb: { readonly before: number[]; readonly after: number[] };
  readonly findings: readonly Finding[];
}

/** The target made of game-server processes (processes.ts), sharing `redis` if given. */
export function processTarget(
  name: string,
  servers: readonly ServerProcess[],
  redis?: string,
): Target {
  return {
    name,
    ports: servers.map((s) => s.port),
    pids: servers.map((s) => s.child.pid!),
    ...(redis ? { redis } : {}),
    alive: (i) => servers[i]!.child.exitCode === null && servers[i]!.child.signalCode === null,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Runs `names` (default: every attack) against `target`, telling `progress` each attack as it
 * starts; an attack that throws is a finding.
 */
export async function runProbe(
  target: Target,
  names: readonly string[] = Object.keys(ATTACKS),
  progress?: (line: string) => void,
): Promise<ProbeReport> {
  const p = new Probe(target);
  const before = p.rssMb();
  const attacks: ProbeReport['attacks'][number][] = [];
  for (const name of names) {
    const run = ATTACKS[name];
    if (!run)
      throw new Error(`no attack "${name}"; the attacks: ${Object.keys(ATTACKS).join(', ')}`);
    const t0 = performance.now();
    progress?.(`${target.name}: ${name}…`);
    try {
      await run(p);
    } catch (e) {
      p.find(name, `the attack stopped: ${(e as Error)?.message ?? e}`);
    }
    await p.checkHealth(name);
    const t = p.tally.get(name);
    const h = p.health.get(name) ?? [];
    attacks.push({
      attack: name,
      sent: t?.sent ?? 0,
      codes: Object.fromEntries(t?.codes ?? []),
      healthMs: h.length
        ? { median: Math.round(median(h)), max: Math.round(Math.max(...h)) }
        : null,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    });
  }
  await p.end();
  return {
    target: target.name,
    processes: target.ports.length,
    redis: target.redis !== undefined,
    attacks,
    rssMb: { before, after: p.rssMb() },
    findings: p.findings,
  };
}
