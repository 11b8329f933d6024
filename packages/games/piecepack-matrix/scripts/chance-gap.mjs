// Does the hint's chance agree with the chance one decision on (issue 40, docs/performance.md,
// "why the chance one decision on sits below the position's own")? Plays `games` runs of the
// basic game (random moves or the engine's, deal seeds as review-balance derives them from
// `seed`), and at every `every`-th decision with a choice compares the hint's chance (seed 0, as
// the review asks) with the mean, over `worlds` worlds sampled from the observation, of the
// chance at the next decision after the engine's move (dice and forced moves played on): what
// the review's `bestChance` estimates from 4 worlds. The gap is split in two: the raw value's
// change read at the same progress, and the progress alone. Prints one line per kind of
// decision, means a position with 95% intervals; `out` also gets every position (JSON lines).
//   node scripts/chance-gap.mjs random|engine seed games every worlds [out]
import { appendFileSync, writeFileSync } from 'node:fs';
import { engineBot, calibratedChance, createInlineEngine } from '@matrix-arcade/ai-wasm';
import {
  CHANCE,
  TERMINAL,
  createRng,
  deriveSeed,
  playGame,
  playReplay,
  randomBot,
  sampleChance,
} from '@matrix-arcade/core';
import { piecepackMatrixKernel as kernel } from '../dist/engine/index.js';
import { piecepackMatrix as game } from '../dist/index.js';

const [bot, seriesSeed, games, every, worlds, out] = process.argv.slice(2);
const calibration = kernel.calibration;
const engine = await createInlineEngine(kernel);
const hint = (o) => engine.hint(o, 0, { seed: 0 });
const map = (value, progress) => calibratedChance(calibration, value, progress);
if (out) writeFileSync(out, '');
const rows = [];

/** The next position with a choice after `action` in a world of `o` (or the run's result). */
async function after(o, action, rng) {
  let x = game.apply(game.determinize(o, rng), action);
  for (;;) {
    const p = game.currentPlayer(x);
    if (p === CHANCE) x = game.apply(x, sampleChance(game.chanceOutcomes(x), rng));
    else if (p === TERMINAL) return { end: game.returns(x)[0] };
    else {
      const legal = game.legalActions(x);
      if (legal.length !== 1) break;
      x = game.apply(x, legal[0]);
    }
  }
  const ox = game.observe(x, 0);
  const h = await hint(ox);
  if (h.chanceKind !== 'calibrated') return { end: h.chance ?? h.value };
  return { chance: h.chance, value: h.value, progress: calibration.progress(ox) };
}

for (let g = 0; g < Number(games); g++) {
  const seed = deriveSeed(Number(seriesSeed), g);
  const player =
    bot === 'engine'
      ? engineBot(kernel, { seed: createRng(seed).int(1 << 30) + 1 })
      : randomBot((seed ^ 0x5eed) >>> 0);
  const played = await playGame(game, [player], { seed });
  const states = playReplay(game, played.replay);
  const decisions = states.flatMap((s, i) =>
    i < states.length - 1 && game.currentPlayer(s) === 0 && game.legalActions(s).length > 1
      ? [i]
      : [],
  );
  for (let d = 0; d < decisions.length; d += Number(every)) {
    const i = decisions[d];
    const o = game.observe(states[i], 0);
    const h = await hint(o);
    if (h.chanceKind !== 'calibrated') continue;
    const progress = calibration.progress(o);
    const next = [];
    for (let w = 0; w < Number(worlds); w++) {
      next.push(await after(o, h.action, createRng(deriveSeed(deriveSeed(777, g * 1000 + i), w))));
    }
    const mean = (f) => next.reduce((a, n) => a + f(n), 0) / next.length;
    const row = {
      g,
      i,
      phase: o.phase,
      progress,
      chance: h.chance,
      value: h.value,
      after: mean((n) => n.end ?? n.chance),
      // The chance after, read at the position's own progress: the raw value's part alone.
      sameProgress: mean((n) => n.end ?? map(n.value, progress)),
      valueAfter: mean((n) => n.end ?? n.value),
    };
    rows.push(row);
    if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
  }
  process.stderr.write(`\r${g + 1}/${games}`);
}
process.stderr.write('\n');
engine.dispose();

const ci = (xs) => {
  const m = xs.reduce((a, x) => a + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
  const h = (1.96 * sd) / Math.sqrt(xs.length);
  return [m, m - h, m + h].map((x) => Number(x.toFixed(4)));
};
for (const phase of [...new Set(rows.map((r) => r.phase))]) {
  const rs = rows.filter((r) => r.phase === phase);
  console.log(
    JSON.stringify({
      phase,
      positions: rs.length,
      gap: ci(rs.map((r) => r.chance - r.after)),
      value: ci(rs.map((r) => r.chance - r.sameProgress)),
      progress: ci(rs.map((r) => r.sameProgress - r.after)),
      rawValue: ci(rs.map((r) => r.value - r.valueAfter)),
    }),
  );
}
