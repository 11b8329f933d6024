#!/usr/bin/env node
/**
 * The attack probe (not a test; `pnpm --filter @matrix-arcade/server attack-probe`, built
 * first): starts the game server as the documented deployment runs it, with its default limits,
 * in two set-ups: one process without Redis, then two processes sharing a throwaway
 * `redis-server` (the probe's rooms made on one process and joined through the other). Runs every
 * attack of probe-run.ts against each from this one address, prints each attack's figures and
 * the findings, and exits 1 when anything was found. Every process it started is stopped.
 *
 *   node packages/server/dist/attack-probe.js [--only one|redis] [--attacks "payloads,turns"] [--json]
 */
import { type ProbeReport, processTarget as target, runProbe } from './probe-run.js';
import { type ServerProcess, startRedis, startServerProcess, stop } from './processes.js';

function option(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? null : (process.argv[i + 1] ?? '');
}

const only = option('only');
if (only !== null && only !== 'one' && only !== 'redis') {
  console.error('attack-probe: --only must be one or redis');
  process.exit(2);
}
const names = option('attacks')
  ?.split(',')
  .map((n) => n.trim());

function print(r: ProbeReport): void {
  console.log(`\n${r.target}: ${r.processes} process(es)${r.redis ? ', Redis' : ''}`);
  for (const a of r.attacks) {
    const codes = Object.entries(a.codes)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
    const health = a.healthMs ? `/health ${a.healthMs.median} ms (max ${a.healthMs.max})` : '';
    console.log(`  ${a.attack} (${a.seconds} s): sent ${a.sent}; ${codes}; ${health}`);
  }
  console.log(`  memory MB: ${r.rssMb.before.join('+')} before, ${r.rssMb.after.join('+')} after`);
  for (const f of r.findings) console.log(`  FOUND [${f.attack}] ${f.what}`);
  if (r.findings.length === 0) console.log('  found nothing');
}

const say = (line: string) => console.error(line);
const reports: ProbeReport[] = [];
if (only !== 'redis') {
  const one = await startServerProcess('');
  try {
    reports.push(await runProbe(target('one process', [one]), names, say));
  } finally {
    await stop(one.child);
  }
}
if (only !== 'one') {
  const redis = await startRedis();
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(redis.url), await startServerProcess(redis.url));
    reports.push(await runProbe(target('two processes', servers, redis.url), names, say));
  } finally {
    for (const s of servers) await stop(s.child);
    await stop(redis.child);
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(reports, null, 2));
else reports.forEach(print);
process.exit(reports.some((r) => r.findings.length > 0) ? 1 : 0);
