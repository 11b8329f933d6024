/**
 * `node tools/dist/review-balance.js <game> [--games N] [--seed S] [--bot random|engine]
 * [--option k=v] [--samples K]`: do the review's books balance (issue 40; docs/performance.md,
 * "How true is the chance")? Plays N held-out games of a solitaire (deal seeds derived from S,
 * one bot: uniformly random legal moves, or the engine's quick hint with another seed than the
 * review's), reviews each with `reviewGame` (seed 0, `samples` worlds a move), and compares, game
 * by game, the fall from the first position's chance to the result with the chance the moves
 * gave away. The chance follows the engine's play, so across the draws and rolls its expected
 * change is zero, and the losses should account for the fall on average: the mean of
 * `fall − losses` should be 0 within its 95% interval. Both the review's losses (each clamped at
 * 0, as graded), the signed ones (before − after) and the net ones (the review's paired
 * `bestChance − chanceAfter` unclamped: a move that kept more than the engine's move counts
 * negative, `GameReview.givenAway`) are reported, each as `[mean, low, high]`, and the fall the moves do not explain split in two: the chance's change
 * across the engine's own moves (forced ones included; zero on average only where the chance is
 * calibrated for the positions reached) and across the draws after the other moves (zero on
 * average by construction: their "after" is the mean over sampled draws). It also scores each
 * decision's chance (as the review's hint gives it, exact ones included) against the game's
 * result: the expected calibration error and Brier score (calibration-stats.ts), a held-out
 * calibration check where the moves are the engine's (`--bot engine`: the chance promises the
 * engine's play; on random games the results are random play's, so there it is only a lower
 * bound on how far the chance is from what happened). Prints one JSON object;
 * `--moves FILE` also writes every reviewed move (JSON lines: the game, the chances, whether it
 * was the engine's move, how many moves were legal, the progress the calibration read, the
 * result) for a closer look at where the chance drifts.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRng, deriveSeed, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { engineBot, reviewGame } from '@matrix-arcade/ai-wasm';
import { type Prediction, reliability } from './calibration-stats.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { inlineEngine, KERNELS } from './engines.js';
import { findGame } from './games.js';
import { meanCi95, round } from './stats.js';

const { values, positionals } = parseCli(process.argv.slice(2), {
  games: { type: 'string' },
  seed: { type: 'string' },
  bot: { type: 'string' },
  samples: { type: 'string' },
  option: { type: 'string', multiple: true },
  moves: { type: 'string' },
});
const id = positionals[0] ?? '';
const kernel = KERNELS[id];
if (!kernel)
  throw new Error(`usage: review-balance <game>; games: ${Object.keys(KERNELS).join(', ')}`);
const game = findGame(id);
const games = intFlag(values.games, '--games', 100);
const seriesSeed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
const samples = intFlag(values.samples, '--samples', 4);
const bot = values.bot === 'engine' ? 'engine' : 'random';
const options = gameOptions(game, values.option as string[] | undefined);
const engine = await inlineEngine(id);
const movesFile = values.moves as string | undefined;
if (movesFile) writeFileSync(movesFile, '');

const falls: number[] = [];
const losses: number[] = [];
const signed: number[] = [];
const nets: number[] = [];
const gaps: number[] = [];
const driftAtEngineMoves: number[] = [];
const luckAfterOthers: number[] = [];
const predictions: Prediction[] = [];
let wins = 0;
for (let i = 0; i < games; i++) {
  const seed = deriveSeed(seriesSeed, i);
  const player =
    bot === 'engine'
      ? engineBot(kernel, { seed: createRng(seed).int(1 << 30) + 1 })
      : randomBot((seed ^ 0x5eed) >>> 0);
  const played = await playGame(game, [player], { seed, options });
  if (played.outcome === null) continue;
  const r = await reviewGame(kernel, game, played.replay, { engine, seed: 0, samples });
  const moves = r.moves.filter((m) => m.seat === 0);
  if (moves.length === 0 || r.result === null) continue;
  const fall = moves[0]!.chanceBefore - r.result[0]!;
  const lost = moves.reduce((a, m) => a + m.loss, 0);
  falls.push(fall);
  losses.push(lost);
  signed.push(moves.reduce((a, m) => a + (m.chanceBefore - m.chanceAfter), 0));
  nets.push(moves.reduce((a, m) => a + (m.bestChance - m.chanceAfter), 0));
  gaps.push(fall - lost);
  // Where the chance moved without a move to blame: across the engine's own moves (the review's
  // "after" is its "before") and across the draws after the other moves.
  let drift = 0;
  let luck = 0;
  moves.forEach((m, k) => {
    const next = k + 1 < moves.length ? moves[k + 1]!.chanceBefore : r.result![0]!;
    if (m.action === m.bestAction) drift += m.chanceBefore - next;
    else luck += m.chanceAfter - next;
  });
  if (movesFile) {
    const states = playReplay(game, played.replay);
    const lines = moves.map((m) => {
      const o = game.observe(states[m.step]!, 0);
      return JSON.stringify({
        game: i,
        step: m.step,
        before: m.chanceBefore,
        after: m.chanceAfter,
        best: m.bestChance,
        engine: m.action === m.bestAction,
        legal: game.legalActions(states[m.step]!).length,
        progress: kernel.calibration?.progress?.(o as never) ?? 0,
        result: r.result![0],
      });
    });
    appendFileSync(movesFile, `${lines.join('\n')}\n`);
  }
  for (const m of moves) predictions.push({ p: m.chanceBefore, y: r.result[0]!, game: i });
  driftAtEngineMoves.push(drift);
  luckAfterOthers.push(luck);
  wins += r.result[0]! > 0.5 ? 1 : 0;
  process.stderr.write(`\r${i + 1}/${games}`);
}
process.stderr.write('\n');
const ci = (xs: number[]) => meanCi95(xs).map((x) => round(x));
const rel = reliability(predictions);
console.log(
  JSON.stringify({
    game: id,
    options,
    bot,
    seed: seriesSeed,
    games: falls.length,
    samples,
    wins,
    fall: ci(falls),
    losses: ci(losses),
    signedLosses: ci(signed),
    fallMinusLosses: ci(gaps),
    fallMinusSigned: ci(falls.map((f, k) => f - signed[k]!)),
    netLosses: ci(nets),
    fallMinusNet: ci(falls.map((f, k) => f - nets[k]!)),
    driftAtEngineMoves: ci(driftAtEngineMoves),
    luckAfterOthers: ci(luckAfterOthers),
    decisions: rel.count,
    ece: round(rel.ece),
    brier: round(rel.brier),
    binsOutside: rel.bins.filter((b) => !b.inside).length,
  }),
);
engine.dispose();
