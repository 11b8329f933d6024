// Plays a series of runs with the wasm engine and reports wins (95% Wilson interval) and decision
// times: node scripts/series.mjs --games N --seed S [--iterations I] [--exploration C]
// [--depth D] [--algorithm A] [--option k=v ...] [--tune eps,reserve,ready] [--width W] [--see-stack] [--see-dice]
// [--move-seeds]. Used to tune and measure the engine
// (docs/performance.md); every figure there names its command.
import { Match, createRng, deriveSeed } from '@matrix-arcade/core';
import { WasmSearch, resolveSearch } from '@matrix-arcade/ai-wasm';
import { piecepackMatrix as game } from '../dist/index.js';
import { encodeState } from '../dist/engine/encode.js';
import { piecepackMatrixKernel as kernel } from '../dist/engine/index.js';
import { feedMatchDice, seeDiceFrom } from '../dist/analysis/see-dice.js';

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
const seeStack = args.includes('--see-stack');
const seeDice = args.includes('--see-dice');
// --move-seeds: every decision searches with a fresh seed, drawn as `pnpm simulate`'s engine bot
// draws them (tools/src/bots.ts: createRng(deriveSeed(seed, 1_000_000 + 8i)), one a move), so a
// series plays run for run what simulate plays. Without it every decision of run i searches
// with seed i (the seeding of the tuning figures).
const moveSeeds = args.includes('--move-seeds');
const seed = Number(flag('seed', 1));
const settings = { ...kernel.defaults };
if (flag('iterations')) settings.iterations = Number(flag('iterations'));
if (flag('exploration')) settings.exploration = Number(flag('exploration'));
if (flag('depth')) settings.playoutDepth = Number(flag('depth'));
if (flag('algorithm')) settings.algorithm = flag('algorithm');
const search = await WasmSearch.instantiateAsync(await kernel.loadModule());
// Tuning only: the policy's constants and the rollout width, when the module exports them.
if (flag('tune')) search.exports.tunePolicy(...flag('tune').split(',').map(Number));
if (flag('width')) search.exports.tuneWidth(Number(flag('width')));
const endings = {};
const times = [];
let wins = 0;
let deals = '';
for (let i = 0; i < games; i++) {
  const m = new Match(game, options, deriveSeed(seed, i));
  const seeds = createRng(deriveSeed(seed, 1_000_000 + i * 8));
  // --see-dice (analysis only, src/analysis/see-dice.ts): the search's rollouts roll the match's
  // true future dice on sampled stacks, a player who knows the dice but not the stack.
  if (seeDice) feedMatchDice(search.exports, m.seed);
  while (game.outcome(m.state) === null) {
    const t = performance.now();
    // --see-stack (analysis only, the honest-ceiling study): the engine is handed the true stack
    // order, so it plays as a player who knows the stack but not the dice.
    if (seeDice) seeDiceFrom(search.exports, m.actions);
    const words = seeStack
      ? encodeState(m.state)
      : kernel.encodeObservation(game.observe(m.state, 0));
    const h = search.hint(
      words,
      0,
      resolveSearch(settings, { seed: moveSeeds ? seeds.nextU32() : i }, kernel.strong),
    );
    times.push(performance.now() - t);
    m.play(h.action);
  }
  const o = game.outcome(m.state);
  endings[o.ending] = (endings[o.ending] ?? 0) + 1;
  if (o.ending === 'win') wins++;
  deals += o.ending === 'win' ? 'W' : '.';
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
    seeStack,
    seeDice,
    moveSeeds,
    wins,
    share: `${((100 * wins) / games).toFixed(1)}%`,
    interval: wilson(wins, games),
    endings,
    deals,
    decisions: times.length,
    meanMs: Number(mean.toFixed(2)),
    p95Ms: Number(times[Math.floor(0.95 * (times.length - 1))].toFixed(2)),
  }),
);
