// Plays N runs with the wasm engine at given settings (node scripts/compare-settings.mjs
// N iterations exploration playoutDepth [option=value ...]); prints wins and endings. Used to
// choose the engine defaults (docs/performance.md).
import { Match, deriveSeed } from '@matrix-arcade/core';
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { piecepackMatrix as game } from '../dist/index.js';
import { piecepackMatrixKernel as kernel } from '../dist/engine/index.js';

const [n, iterations, exploration, playoutDepth, ...opts] = process.argv.slice(2);
const options = Object.fromEntries(
  opts.map((o) => o.split('=')).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]),
);
const engine = await createInlineEngine(kernel);
const endings = {};
let wins = 0;
const t0 = Date.now();
for (let i = 0; i < Number(n); i++) {
  const seed = deriveSeed(1, i);
  const m = new Match(game, options, seed);
  while (game.outcome(m.state) === null) {
    const h = engine.hintSync(game.observe(m.state, 0), 0, {
      iterations: Number(iterations),
      exploration: Number(exploration),
      playoutDepth: Number(playoutDepth),
      seed: i,
    });
    m.play(h.action);
  }
  const o = game.outcome(m.state);
  endings[o.ending] = (endings[o.ending] ?? 0) + 1;
  if (o.ending === 'win') wins++;
}
console.log(
  JSON.stringify({
    n,
    iterations,
    exploration,
    playoutDepth,
    options,
    wins,
    endings,
    s: (Date.now() - t0) / 1000,
  }),
);
