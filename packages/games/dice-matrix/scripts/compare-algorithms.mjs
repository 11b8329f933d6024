/**
 * Which engine setting plays Dice Matrix best at equal time: plays games between two settings of
 * the wasm engine (each on its own inline engine, one move at a time, `--ms` milliseconds per
 * move), each seed twice with the seats swapped, and prints wins, draws, the win rate with its
 * 95% Wilson interval, mean scores and the mean work per move. Settings: `mcts` (estimate cutoff
 * after 2 random steps, exploration 0.7), `mcts-dN` (cutoff after N steps), `mcts-dfull`
 * (playouts to the end), any of them with `-cX` (exploration X), and `alphabeta` (iterative
 * deepening). Games `--from`..`--to` (exclusive) allow splitting a
 * run across processes; `--json` prints the tallies for adding up.
 *
 * Usage: `pnpm build && node scripts/compare-algorithms.mjs --a mcts --b alphabeta --games 100`
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, createRng } from '@matrix-arcade/core';
import { applyAction, diceMatrix, observe, totalScores } from '@matrix-arcade/dice-matrix';
import { diceMatrixKernel } from '@matrix-arcade/dice-matrix/engine';

/** `alphabeta`, `mcts` (cutoff 2), `mcts-dN` (cutoff N), `mcts-dfull`; `-cX` sets exploration. */
function settingsOf(spec) {
  if (spec === 'alphabeta') return { algorithm: 'alphabeta' };
  const m = /^mcts(?:-d(\d+|full))?(?:-c([\d.]+))?$/.exec(spec);
  if (!m) throw new Error(`unknown setting ${spec}: alphabeta, mcts, mcts-dN, mcts-dfull, …-cX`);
  const depth = m[1] === undefined ? 2 : m[1] === 'full' ? Number.POSITIVE_INFINITY : Number(m[1]);
  return { algorithm: 'mcts', playoutDepth: depth, exploration: m[2] ? Number(m[2]) : 0.7 };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const a = arg('a', 'mcts');
const b = arg('b', 'alphabeta');
const ms = Number(arg('ms', '100'));
const games = Number(arg('games', '60'));
const from = Number(arg('from', '0'));
const to = Number(arg('to', String(games)));
const seed = Number(arg('seed', '1'));
const options = JSON.parse(arg('options', '{}'));
const SETTINGS = { [a]: settingsOf(a), [b]: settingsOf(b) };

const engines = [
  await createInlineEngine(diceMatrixKernel),
  await createInlineEngine(diceMatrixKernel),
];
const tally = {
  games: 0,
  winsA: 0,
  winsB: 0,
  draws: 0,
  scoreA: 0,
  scoreB: 0,
  movesA: 0,
  movesB: 0,
  workA: 0,
  workB: 0,
};

for (let g = from; g < to; g++) {
  // Each seed twice: setting A in seat 0, then in seat 1.
  const seatA = g % 2;
  const seeds = createRng(seed * 100_003 + Math.floor(g / 2));
  let s = diceMatrix.setup(options, seeds.nextU32());
  while (s.toMove !== TERMINAL) {
    const seat = s.toMove;
    const isA = seat === seatA;
    const hint = engines[isA ? 0 : 1].hintSync(observe(s, seat), seat, {
      ...SETTINGS[isA ? a : b],
      budgetMs: ms,
      seed: seeds.nextU32(),
    });
    if (isA) {
      tally.movesA++;
      tally.workA += hint.iterations;
    } else {
      tally.movesB++;
      tally.workB += hint.iterations;
    }
    s = applyAction(s, hint.action);
  }
  const scores = totalScores(s);
  tally.games++;
  tally.scoreA += scores[seatA];
  tally.scoreB += scores[1 - seatA];
  if (scores[seatA] > scores[1 - seatA]) tally.winsA++;
  else if (scores[seatA] < scores[1 - seatA]) tally.winsB++;
  else tally.draws++;
  process.stderr.write(`game ${g}: ${a} ${scores[seatA]} – ${b} ${scores[1 - seatA]}\n`);
}

/** 95% Wilson interval of a win rate (draws count half). */
function wilson(wins, n) {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ a, b, ms, options, ...tally }));
} else {
  const n = tally.games;
  const rateA = (tally.winsA + tally.draws / 2) / n;
  const [lo, hi] = wilson(tally.winsA + tally.draws / 2, n);
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(`${n} games, ${ms} ms per move, options ${JSON.stringify(options)}`);
  console.log(
    `${a}: ${tally.winsA} wins, score ${(tally.scoreA / n).toFixed(1)}, ${Math.round(tally.workA / tally.movesA)} work/move`,
  );
  console.log(
    `${b}: ${tally.winsB} wins, score ${(tally.scoreB / n).toFixed(1)}, ${Math.round(tally.workB / tally.movesB)} work/move`,
  );
  console.log(
    `draws: ${tally.draws}; ${a} scores ${pct(rateA)} (95% Wilson ${pct(lo)}–${pct(hi)})`,
  );
}
