/**
 * Map tuning (a design tool, not shipped): plays N solo games of the wasm engine (the `wasm:N`
 * bot of `pnpm simulate`) on variants of a shipped map — starting bytes and the guard's path cut
 * to a length — and prints each variant's win rate, to pick variants in the 30–70% band.
 *
 * node scripts/tune-maps.mjs <map-id> <games> <iterations> <bytes,...> <pathLength,...> [algorithm]
 *
 * `iterations` is the work a decision (MCTS iterations or expectimax nodes), `default` for the
 * kernel's; `algorithm` is `mcts` or `alphabeta` (expectimax for this kernel), default the
 * kernel's.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL, deriveSeed } from '@matrix-arcade/core';
import { SHIPPED_MAPS, matrixMaze, registerMap } from '../dist/index.js';
import { matrixMazeKernel } from '../dist/engine/index.js';

const [id, games = '40', iterations = 'default', bytesList = '3', lengths = '', algorithm] =
  process.argv.slice(2);
const work = iterations === 'default' ? {} : { iterations: Number(iterations) };
const search = algorithm ? { ...work, algorithm } : work;
const base = SHIPPED_MAPS.find((m) => m.id === id);
const engine = await createInlineEngine(matrixMazeKernel);
for (const bytes of bytesList.split(',').map(Number)) {
  for (const spec of (lengths || String(base.guard.path.length)).split(',')) {
    // `len` or `from:len`: the path from its square `from` (the guard starts further on).
    const [from, len] = spec.includes(':') ? spec.split(':').map(Number) : [0, Number(spec)];
    const variant = {
      ...base,
      id: `${id}-t`,
      bytes,
      guard: { path: base.guard.path.slice(from, from + len) },
    };
    registerMap(variant);
    let wins = 0;
    const endings = {};
    for (let g = 0; g < Number(games); g++) {
      const m = new Match(matrixMaze, { map: variant.id }, deriveSeed(77, g));
      let k = 0;
      while (matrixMaze.currentPlayer(m.state) !== TERMINAL) {
        const h = engine.hintSync(matrixMaze.observe(m.state, 0), 0, {
          ...search,
          seed: deriveSeed(g, k++),
        });
        m.play(h.action);
      }
      const o = matrixMaze.outcome(m.state);
      if (o.winners.length) wins++;
      endings[o.ending] = (endings[o.ending] ?? 0) + 1;
    }
    console.log(
      `${id} bytes ${bytes} path ${spec}: ${wins}/${games} = ${Math.round((100 * wins) / Number(games))}%`,
      JSON.stringify(endings),
    );
  }
}
