#!/usr/bin/env node
/**
 * `pnpm bench [game] [--json] [--seconds S] [--hints N] [--skip-browser]`
 *
 * Measures, in one run on this machine, for each game with a wasm kernel: random playouts per
 * second through the TypeScript rules and through the kernel; MCTS iterations per second for the
 * TypeScript reference search and for the wasm engine (same algorithm, same settings); and the
 * latency of a default hint through the real worker engine (median and 95th percentile) and the
 * CPU time of the same hints searched on this thread (`process.cpuUsage`: what one free core
 * takes, whatever else the machine is running, since the wall clock of a shared machine
 * inflates the worker's figure); then,
 * unless `--skip-browser`, the same latency in Chromium through the built arcade
 * (`packages/web/scripts/bench-hints.mjs`). Figures are rates and ratios from one run, never
 * pass/fail thresholds.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type EngineKernel, WasmSearch, createEngine, resolveSearch } from '@matrix-arcade/ai-wasm';
import {
  type AnyGame,
  CHANCE,
  TERMINAL,
  createRng,
  mctsSearch,
  sampleChance,
} from '@matrix-arcade/core';
import { intFlag, parseCli } from './cli-args.js';
import { KERNELS } from './engines.js';
import { findGame } from './games.js';
import { progressBar } from './progress.js';
import { UsageError } from './usage-error.js';

const USAGE = `usage: pnpm bench [game] [--json] [--seconds S] [--hints N] [--skip-browser]

  game         one game (default: every game with a wasm engine: ${Object.keys(KERNELS).join(', ')})
  --seconds S  seconds per rate measurement (default 1)
  --hints N    default hints timed through the worker engine (default 40)
  --json       one JSON object per game and line
  --skip-browser  no Chromium figures (they need pnpm build and Chromium)`;

const BROWSER_BENCH = fileURLToPath(
  new URL('../../packages/web/scripts/bench-hints.mjs', import.meta.url),
);

export interface BenchResult {
  game: string;
  ts_playouts_per_s: number;
  wasm_playouts_per_s: number;
  ts_search_iters_per_s: number;
  wasm_search_iters_per_s: number;
  hint_ms_p50: number;
  hint_ms_p95: number;
  hint_cpu_ms_p50: number;
  hint_cpu_ms_p95: number;
  default_budget: string;
}

/** Positions to measure from: the start and a few mid-game states of random games. */
function positions(game: AnyGame, count: number, seed: number): unknown[] {
  const rng = createRng(seed);
  const out: unknown[] = [];
  for (let g = 0; out.length < count; g++) {
    let s = game.setup({}, seed + g);
    const states: unknown[] = [];
    while (game.currentPlayer(s) !== TERMINAL) {
      if (game.currentPlayer(s) >= 0) states.push(s);
      const p = game.currentPlayer(s);
      const legal = p === CHANCE ? null : game.legalActions(s);
      s = game.apply(
        s,
        legal ? legal[rng.int(legal.length)]! : sampleChance(game.chanceOutcomes(s), rng),
      );
    }
    out.push(states[rng.int(Math.max(1, Math.floor(states.length * 0.7)))]);
  }
  return out;
}

function tsPlayoutsPerSecond(game: AnyGame, seconds: number): number {
  const rng = createRng(1);
  const end = performance.now() + seconds * 1000;
  let playouts = 0;
  const t0 = performance.now();
  while (performance.now() < end) {
    let s = game.setup({}, playouts);
    while (game.currentPlayer(s) !== TERMINAL) {
      const legal = game.currentPlayer(s) === CHANCE ? null : game.legalActions(s);
      s = game.apply(
        s,
        legal ? legal[rng.int(legal.length)]! : sampleChance(game.chanceOutcomes(s), rng),
      );
    }
    playouts++;
  }
  return playouts / ((performance.now() - t0) / 1000);
}

async function wasmPlayoutsPerSecond(
  game: AnyGame,
  kernel: EngineKernel<unknown>,
  seconds: number,
) {
  const search = await WasmSearch.instantiateAsync(await kernel.loadModule());
  const bench = search.exports.benchPlayouts;
  if (!bench) return Number.NaN;
  const s = game.setup({}, 1);
  search.load(kernel.encodeObservation(game.observe(s, game.currentPlayer(s))));
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  let playouts = 0;
  while (performance.now() < end) {
    bench.call(search.exports, 100, playouts);
    playouts += 100;
  }
  return playouts / ((performance.now() - t0) / 1000);
}

async function searchRates(game: AnyGame, kernel: EngineKernel<unknown>, seconds: number) {
  const search = await WasmSearch.instantiateAsync(await kernel.loadModule());
  const settings = {
    exploration: kernel.defaults.exploration,
    playoutDepth: kernel.defaults.playoutDepth,
  };
  const at = positions(game, 3, 11);
  let tsIters = 0;
  let tsMs = 0;
  let wasmIters = 0;
  let wasmMs = 0;
  for (const s of at) {
    const seat = game.currentPlayer(s);
    const obs = game.observe(s, seat);
    let t = performance.now();
    tsIters += mctsSearch(game, obs, seat, {
      ...settings,
      budgetMs: (seconds * 1000) / at.length,
      seed: 1,
    }).iterations;
    tsMs += performance.now() - t;
    t = performance.now();
    const h = search.hint(kernel.encodeObservation(obs), seat, {
      algorithm: 'mcts',
      iterations: Number.POSITIVE_INFINITY,
      budgetMs: (seconds * 1000) / at.length,
      seed: 1,
      exploration: settings.exploration,
      playoutDepth: settings.playoutDepth,
    });
    wasmIters += h.iterations;
    wasmMs += performance.now() - t;
  }
  return { ts: tsIters / (tsMs / 1000), wasm: wasmIters / (wasmMs / 1000) };
}

async function hintLatency(
  game: AnyGame,
  kernel: EngineKernel<unknown>,
  at: readonly unknown[],
  onTick: (n: number) => void,
) {
  const engine = createEngine(kernel);
  const times: number[] = [];
  try {
    await engine.hint(game.observe(game.setup({}, 0), 0), 0, { seed: 0 }); // warm-up: worker start and compile
    for (const s of at) {
      const seat = game.currentPlayer(s);
      const t = performance.now();
      await engine.hint(game.observe(s, seat), seat, { seed: times.length });
      times.push(performance.now() - t);
      onTick(times.length);
    }
  } finally {
    engine.dispose();
  }
  return quantiles(times);
}

/** The median and 95th percentile of `times` (sorted in place). */
function quantiles(times: number[]): { p50: number; p95: number } {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return { p50: q(0.5), p95: q(0.95) };
}

/** CPU milliseconds of the same default hints, searched on this thread one after another. */
async function hintCpu(game: AnyGame, kernel: EngineKernel<unknown>, at: readonly unknown[]) {
  const search = await WasmSearch.instantiateAsync(await kernel.loadModule());
  const times: number[] = [];
  for (const s of at) {
    const seat = game.currentPlayer(s);
    const words = kernel.encodeObservation(game.observe(s, seat));
    const settings = resolveSearch(kernel.defaults, { seed: times.length });
    const before = process.cpuUsage();
    search.hint(words, seat, settings);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return quantiles(times);
}

const r1 = (x: number) => Math.round(x * 10) / 10;

async function benchGame(id: string, seconds: number, hints: number): Promise<BenchResult> {
  const game = findGame(id);
  const kernel = KERNELS[id]!;
  const bar = progressBar(hints + 3, `bench ${id}`);
  const tsPlayouts = tsPlayoutsPerSecond(game, seconds);
  bar.tick(1);
  const wasmPlayouts = await wasmPlayoutsPerSecond(game, kernel, seconds);
  bar.tick(2);
  const rates = await searchRates(game, kernel, seconds);
  bar.tick(3);
  const at = positions(game, hints, 101); // the same positions for both timings
  const latency = await hintLatency(game, kernel, at, (n) => bar.tick(3 + n));
  const cpu = await hintCpu(game, kernel, at);
  bar.done();
  const d = kernel.defaults;
  return {
    game: id,
    ts_playouts_per_s: Math.round(tsPlayouts),
    wasm_playouts_per_s: Math.round(wasmPlayouts),
    ts_search_iters_per_s: Math.round(rates.ts),
    wasm_search_iters_per_s: Math.round(rates.wasm),
    hint_ms_p50: r1(latency.p50),
    hint_ms_p95: r1(latency.p95),
    hint_cpu_ms_p50: r1(cpu.p50),
    hint_cpu_ms_p95: r1(cpu.p95),
    default_budget: `${d.algorithm} ${d.iterations} ${d.algorithm === 'alphabeta' ? 'nodes' : 'iterations'}`,
  };
}

async function main(argv: string[]) {
  const { values, positionals } = parseCli(argv, {
    json: { type: 'boolean' },
    seconds: { type: 'string' },
    hints: { type: 'string' },
    help: { type: 'boolean' },
    'skip-browser': { type: 'boolean' },
  });
  if (values.help) return console.log(USAGE);
  const seconds = intFlag(values.seconds, '--seconds', 1, 1, 600);
  const hints = intFlag(values.hints, '--hints', 40, 1, 10_000);
  const ids = positionals.length ? positionals : Object.keys(KERNELS);
  for (const id of ids) {
    findGame(id);
    if (!KERNELS[id])
      throw new UsageError(
        `${id} has no wasm engine yet; games with one: ${Object.keys(KERNELS).join(', ')}`,
      );
  }
  for (const id of ids) {
    const r = await benchGame(id, seconds, hints);
    if (values.json) {
      console.log(JSON.stringify(r));
      continue;
    }
    const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
    console.log(`${r.game} (${r.default_budget} by default)`);
    console.log(
      `  random playouts/s   TS ${r.ts_playouts_per_s}   wasm ${r.wasm_playouts_per_s}   ${x(r.wasm_playouts_per_s, r.ts_playouts_per_s)}`,
    );
    console.log(
      `  MCTS iterations/s   TS ${r.ts_search_iters_per_s}   wasm ${r.wasm_search_iters_per_s}   ${x(r.wasm_search_iters_per_s, r.ts_search_iters_per_s)}`,
    );
    console.log(`  default hint (worker)   p50 ${r.hint_ms_p50} ms   p95 ${r.hint_ms_p95} ms`);
    console.log(
      `  default hint CPU time   p50 ${r.hint_cpu_ms_p50} ms   p95 ${r.hint_cpu_ms_p95} ms (one core)`,
    );
  }
  if (values['skip-browser']) return;
  const args = [
    BROWSER_BENCH,
    ...ids,
    '--hints',
    String(hints),
    ...(values.json ? ['--json'] : []),
  ];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the Chromium hint benchmark failed (exit ${run.status})`);
}

main(process.argv.slice(2)).catch((e) => {
  if (e instanceof UsageError) {
    console.error(`bench: ${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(e);
  process.exit(1);
});
