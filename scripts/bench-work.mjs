/**
 * One of `pnpm bench`'s four measures as FIXED work, with no clock, so that two checkouts can be
 * compared by the instructions they execute (scripts/bench-instructions.sh runs this under
 * valgrind's callgrind; on a shared machine wall-clock rates of the same code differ by up to 40%
 * between runs, instruction counts by under 0.1%).
 *
 *   node scripts/bench-work.mjs <checkout> <game> <workload> <count>
 *
 * <checkout> is the root of a built checkout (its packages/core, packages/ai-wasm and tools dist
 * are loaded by path, so an older checkout is measured with its own code). Workloads, as in
 * tools/src/bench.ts: ts-playouts (uniformly random games through the TypeScript rules, game i
 * dealt with seed i), wasm-playouts (the kernel's `benchPlayouts` from the opening), ts-mcts and
 * wasm-mcts (`count` MCTS iterations at the kernel's default exploration and playout depth, from
 * each of bench's three mid-game positions). A count of 0 does the set-up only: the difference
 * of the two is the workload's own cost.
 */
import { pathToFileURL } from 'node:url';

const [root, id, workload, countText] = process.argv.slice(2);
const WORKLOADS = ['ts-playouts', 'wasm-playouts', 'ts-mcts', 'wasm-mcts'];
if (!root || !id || !WORKLOADS.includes(workload) || !/^\d+$/.test(countText ?? '')) {
  console.error(
    `usage: node scripts/bench-work.mjs <checkout> <game> <${WORKLOADS.join('|')}> <count>`,
  );
  process.exit(2);
}
const count = Number(countText);
const load = (path) => import(pathToFileURL(`${root}/${path}`).href);
const core = await load('packages/core/dist/index.js');
const ai = await load('packages/ai-wasm/dist/index.js');
const { findGame } = await load('tools/dist/games.js');
const { KERNELS } = await load('tools/dist/engines.js');
const game = findGame(id);
const kernel = KERNELS[id];
const { createRng, TERMINAL, CHANCE, sampleChance, mctsSearch } = core;

/** One uniformly random step (a chance node samples its outcomes). */
const step = (s, rng) => {
  const legal = game.currentPlayer(s) === CHANCE ? null : game.legalActions(s);
  return game.apply(
    s,
    legal ? legal[rng.int(legal.length)] : sampleChance(game.chanceOutcomes(s), rng),
  );
};

/** bench.ts's positions: a state 0–70% into each of `n` random games. */
function positions(n, seed) {
  const rng = createRng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    let s = game.setup({}, seed + i);
    const states = [s];
    while (game.currentPlayer(s) !== TERMINAL) {
      s = step(s, rng);
      if (game.currentPlayer(s) !== TERMINAL && game.currentPlayer(s) !== CHANCE) states.push(s);
    }
    out.push(states[rng.int(Math.max(1, Math.floor(states.length * 0.7)))]);
  }
  return out;
}

if (workload === 'ts-playouts') {
  const rng = createRng(1);
  for (let p = 0; p < count; p++) {
    let s = game.setup({}, p);
    while (game.currentPlayer(s) !== TERMINAL) s = step(s, rng);
  }
} else {
  const search = await ai.WasmSearch.instantiateAsync(await kernel.loadModule());
  if (workload === 'wasm-playouts') {
    const s = game.setup({}, 1);
    search.load(kernel.encodeObservation(game.observe(s, game.currentPlayer(s))));
    if (count > 0) search.exports.benchPlayouts.call(search.exports, count, 0);
  } else {
    const { exploration, playoutDepth } = kernel.defaults;
    for (const s of positions(3, 11)) {
      if (count === 0) break;
      const seat = game.currentPlayer(s);
      const obs = game.observe(s, seat);
      if (workload === 'ts-mcts') {
        mctsSearch(game, obs, seat, { exploration, playoutDepth, iterations: count, seed: 1 });
      } else {
        const words = kernel.encodeObservation(obs);
        search.hint(words, seat, {
          algorithm: 'mcts',
          iterations: count,
          seed: 1,
          exploration,
          playoutDepth,
        });
      }
    }
  }
}
