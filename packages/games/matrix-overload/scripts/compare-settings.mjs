/**
 * Which engine setting plays MATR1X ØVERLØAD best: plays the same deals with one setting of the
 * wasm engine (an inline engine, one hint per move, the core `Match`/`observe` loop: the bot
 * sees only the observation) or with core's greedy bot, and prints wins, the 95% Wilson interval
 * of the win rate, each ending, mean royals killed, actions per run and the time per hint
 * (mean and 95th percentile) with the work done.
 *
 * Settings: `greedy` (core's `greedyBot`), `random`, or `mcts` with any of `-dN` (estimate
 * cutoff after N random playout steps; `-dfull` plays out to the end), `-cX` (exploration X),
 * `-iN` (iterations per hint), e.g. `mcts-d4-c0.4-i20000`. Unset parts come from the kernel's
 * defaults. Deals `--from`..`--to` (exclusive; deal g is `setup({}, 1_000_000 + g)`) allow
 * splitting a run across processes; `--json` prints the tallies for adding up (`--merge`
 * reads JSON lines from stdin and prints the summary).
 *
 * `--skip-forced` plays a move that is the only legal one without a search (and without
 * timing it), which speeds up screening runs without changing any choice.
 *
 * Usage: `pnpm build && node scripts/compare-settings.mjs --setting mcts-d4-i20000 --to 200`
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL, createRng, greedyBot, randomBot } from '@matrix-arcade/core';
import { matrixOverload, observe } from '@matrix-arcade/matrix-overload';
import { matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';

const ENDINGS = ['win', 'out-of-time', 'black-ice', 'infinite-loop'];

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** `greedy`, `random`, or `mcts[-dN|-dfull][-cX][-iN]`. */
function settingsOf(spec) {
  if (spec === 'greedy' || spec === 'random') return { bot: spec };
  const m = /^mcts((?:-(?:d(?:\d+|full)|c[\d.]+|i\d+))*)$/.exec(spec);
  if (!m) throw new Error(`unknown setting ${spec}: greedy, random, mcts[-dN|-dfull][-cX][-iN]`);
  const d = matrixOverloadKernel.defaults;
  const out = {
    bot: 'mcts',
    iterations: d.iterations,
    exploration: d.exploration,
    playoutDepth: d.playoutDepth,
  };
  for (const part of m[1].split('-').filter(Boolean)) {
    const v = part.slice(1);
    if (part[0] === 'd') out.playoutDepth = v === 'full' ? Number.POSITIVE_INFINITY : Number(v);
    if (part[0] === 'c') out.exploration = Number(v);
    if (part[0] === 'i') out.iterations = Number(v);
  }
  return out;
}

/** 95% Wilson interval of `wins` out of `n`. */
export function wilson(wins, n) {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

function summary(t) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  const [lo, hi] = wilson(t.wins, t.deals);
  const times = t.times.slice().sort((a, b) => a - b);
  const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] : 0;
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  const ends = ENDINGS.map((e) => `${e} ${t.endings[e] ?? 0}`).join(', ');
  return [
    `${t.setting}: ${t.deals} deals, ${t.wins} wins = ${pct(t.wins / t.deals)} (95% Wilson ${pct(lo)}–${pct(hi)})`,
    `  endings: ${ends}; mean kills ${(t.kills / t.deals).toFixed(2)}; actions/run ${(t.moves / t.deals).toFixed(1)}`,
    `  per hint: mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, work ${Math.round(t.work / Math.max(1, t.hints))}`,
  ].join('\n');
}

if (process.argv.includes('--merge')) {
  const lines = (await new Response(process.stdin).text()).split('\n').filter(Boolean);
  const all = new Map();
  for (const line of lines) {
    const t = JSON.parse(line);
    const a = all.get(t.setting);
    if (!a) {
      all.set(t.setting, t);
      continue;
    }
    for (const k of ['deals', 'wins', 'kills', 'moves', 'hints', 'work']) a[k] += t[k];
    for (const e of ENDINGS) a.endings[e] = (a.endings[e] ?? 0) + (t.endings[e] ?? 0);
    a.times.push(...t.times);
  }
  for (const t of all.values()) console.log(summary(t));
  process.exit(0);
}

const spec = arg('setting', 'mcts');
const from = Number(arg('from', '0'));
const to = Number(arg('to', arg('deals', '200')));
const S = settingsOf(spec);
const engine = S.bot === 'mcts' ? await createInlineEngine(matrixOverloadKernel) : null;
const tally = {
  setting: spec,
  deals: 0,
  wins: 0,
  kills: 0,
  moves: 0,
  hints: 0,
  work: 0,
  endings: {},
  times: [],
};

for (let g = from; g < to; g++) {
  const dealSeed = 1_000_000 + g;
  const match = new Match(matrixOverload, {}, dealSeed);
  const seeds = createRng(dealSeed);
  const bot =
    S.bot === 'greedy' ? greedyBot(dealSeed) : S.bot === 'random' ? randomBot(dealSeed) : null;
  while (matrixOverload.currentPlayer(match.state) !== TERMINAL) {
    const o = observe(match.state, 0);
    const t0 = performance.now();
    let action;
    const legal = matrixOverload.legalActions(match.state);
    if (legal.length === 1 && process.argv.includes('--skip-forced')) {
      // A forced move needs no search (screening runs only; simulate searches every move).
      action = legal[0];
    } else if (engine) {
      const hint = engine.hintSync(o, 0, {
        iterations: S.iterations,
        exploration: S.exploration,
        playoutDepth: S.playoutDepth,
        seed: seeds.nextU32(),
      });
      tally.work += hint.iterations;
      action = hint.action;
    } else {
      action = bot.chooseAction(matrixOverload, o, 0);
    }
    tally.times.push(Math.round((performance.now() - t0) * 100) / 100);
    tally.hints++;
    match.play(action);
    tally.moves++;
  }
  const s = match.state;
  tally.deals++;
  if (s.ending === 'win') tally.wins++;
  tally.endings[s.ending] = (tally.endings[s.ending] ?? 0) + 1;
  tally.kills += s.dead.filter(Boolean).length;
  if (!process.argv.includes('--quiet')) {
    process.stderr.write(`deal ${g}: ${s.ending}, ${s.dead.filter(Boolean).length} kills\n`);
  }
}

console.log(process.argv.includes('--json') ? JSON.stringify(tally) : summary(tally));
