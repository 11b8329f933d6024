// Plays a series of runs with the wasm engine and reports wins (95% Wilson interval) and decision
// times: node scripts/series.mjs --games N --seed S [--iterations I] [--exploration C]
// [--depth D] [--algorithm A] [--wasm FILE] [--engine-seed E] [--option k=v ...] (--wasm:
// another build of the module, e.g. the one before a change, for paired runs; --engine-seed: run
// i's search seed is E × 100000 + i instead of i: the same deals, another engine stream). Used
// to tune and measure the engine (docs/performance.md); every figure there names its command.
import { Match, deriveSeed } from '@matrix-arcade/core';
import { WasmSearch, compileWasm, resolveSearch } from '@matrix-arcade/ai-wasm';
import { pathToFileURL } from 'node:url';
import { cybermancy as game } from '../dist/index.js';
import { cybermancyKernel as kernel } from '../dist/engine/index.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const options = {};
args.forEach((a, i) => {
  if (a !== '--option') return;
  const [k, v] = args[i + 1].split('=');
  options[k] = /^\d+$/.test(v) ? Number(v) : v;
});
const games = Number(flag('games', 40));
const engineSeed = Number(flag('engine-seed', 0));
const seed = Number(flag('seed', 1));
const settings = { ...kernel.defaults };
if (flag('iterations')) settings.iterations = Number(flag('iterations'));
if (flag('exploration')) settings.exploration = Number(flag('exploration'));
if (flag('depth')) settings.playoutDepth = Number(flag('depth'));
if (flag('algorithm')) settings.algorithm = flag('algorithm');
const wasm = flag('wasm');
const search = await WasmSearch.instantiateAsync(
  await (wasm ? compileWasm(pathToFileURL(wasm)) : kernel.loadModule()),
);
const endings = {};
const times = [];
let wins = 0;
for (let i = 0; i < games; i++) {
  const m = new Match(game, options, deriveSeed(seed, i));
  while (game.outcome(m.state) === null) {
    const t = performance.now();
    const words = kernel.encodeObservation(game.observe(m.state, 0));
    const h = search.hint(
      words,
      0,
      resolveSearch(settings, { seed: engineSeed * 100000 + i }, kernel.strong),
    );
    times.push(performance.now() - t);
    m.play(h.action);
  }
  const o = game.outcome(m.state);
  endings[o.ending] = (endings[o.ending] ?? 0) + 1;
  if (o.ending === 'win') wins++;
  process.stderr.write(`${i + 1}/${games}: ${o.ending} (${wins} won)\n`);
}
const wilson = (k, n) => {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h].map((x) => `${(100 * x).toFixed(1)}%`);
};
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  JSON.stringify({
    games,
    seed,
    settings,
    options,
    wins,
    share: `${((100 * wins) / games).toFixed(1)}%`,
    interval: wilson(wins, games),
    endings,
    decisions: times.length,
    meanMs: Number(mean.toFixed(2)),
    p95Ms: Number(times[Math.floor(0.95 * (times.length - 1))].toFixed(2)),
  }),
);
