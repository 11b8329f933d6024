/**
 * `node tools/dist/review-balance.js <game> [--games N] [--skip K] [--seed S]
 * [--bot random|engine] [--option k=v] [--samples K] [--moves FILE]`, or `… --sum FILE…`: do the review's books balance (issue 40; docs/performance.md,
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
 * result, the hint's `chanceKind` there) for a closer look at where the chance drifts. For runs
 * split into chunks (a shared machine: each chunk holds the heavy-job lock a few minutes),
 * `--skip K` starts at game K of the series, so chunks `--skip 0 --games 25`,
 * `--skip 25 --games 25`, … play the 100-game series' games, and `--sum FILE…` (the chunks'
 * `--moves` files, no play) prints the whole series' figures, the same as one run would (each
 * figure is a function of the moves recorded).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRng, deriveSeed, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { type ReviewEngine, engineBot, reviewGame } from '@matrix-arcade/ai-wasm';
import { type Prediction, reliability } from './calibration-stats.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { type Cli, type CliIo, runAsCli } from './cli-main.js';
import { inlineEngine, KERNELS } from './engines.js';
import { findGame } from './games.js';
import { meanCi95, round } from './stats.js';
import { UsageError } from './usage-error.js';

const USAGE = `usage: node tools/dist/review-balance.js <game> [flags], or … --sum FILE…
  --games N       games to play and review (default 100)
  --skip K        start at game K of the series (chunks of one series)
  --seed S        the series' seed (default 1; use seeds no table was fitted on)
  --bot B         random (uniformly random legal moves, the default) or engine
  --option k=v    a game option (repeatable)
  --samples K     worlds the review samples a move (default 4)
  --moves FILE    also write every reviewed move (JSON lines)
  --sum FILE…     no play: the figures of the --moves files of a series' chunks`;

/** One reviewed move of seat 0, as `--moves` writes it. */
interface MoveRow {
  readonly game: number;
  readonly step: number;
  readonly before: number;
  readonly after: number;
  readonly best: number;
  readonly engine: boolean;
  readonly legal: number;
  readonly progress: number;
  readonly result: number;
  /** The hint's `chanceKind` at the position (exact: every move ends it, or a solved search). */
  readonly kind?: string;
  /**
   * The hint's raw search value at the position (what a table reads), so that another table can
   * score the same positions again (`pnpm calibrate --from` reads the same fields).
   */
  readonly value?: number;
}

const parseArgs = (argv: string[]) =>
  parseCli(argv, {
    games: { type: 'string' },
    skip: { type: 'string' },
    seed: { type: 'string' },
    bot: { type: 'string' },
    samples: { type: 'string' },
    option: { type: 'string', multiple: true },
    moves: { type: 'string' },
    sum: { type: 'boolean' },
  });

type Args = ReturnType<typeof parseArgs>;

/** Plays and reviews the series' games `skip` to `skip + games − 1`; their moves, by game. */
async function playSeries({
  values,
  positionals,
}: Args): Promise<{ header: object; games: MoveRow[][] }> {
  const id = positionals[0] ?? '';
  const kernel = KERNELS[id];
  if (!kernel)
    throw new UsageError(`unknown game "${id}"; games: ${Object.keys(KERNELS).join(', ')}`);
  const game = findGame(id);
  const games = intFlag(values.games, '--games', 100);
  const skip = intFlag(values.skip, '--skip', 0, 0);
  const seriesSeed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const samples = intFlag(values.samples, '--samples', 4);
  const bot = values.bot ?? 'random';
  if (bot !== 'random' && bot !== 'engine')
    throw new UsageError(`--bot must be random or engine, got "${bot}"`);
  const options = gameOptions(game, values.option as string[] | undefined);
  const inline = await inlineEngine(id);
  // The review's hints, by observation: each row says what kind of chance its position had.
  const kinds = new Map<string, { kind: string; value: number }>();
  const engine: ReviewEngine<unknown> = {
    cancel: () => inline.cancel(),
    async hint(observation, seat, hintOptions) {
      const h = await inline.hint(observation, seat, hintOptions);
      kinds.set(`${seat} ${JSON.stringify(observation)}`, { kind: h.chanceKind, value: h.value });
      return h;
    },
  };
  const movesFile = values.moves as string | undefined;
  if (movesFile) writeFileSync(movesFile, '');
  const out: MoveRow[][] = [];
  for (let i = skip; i < skip + games; i++) {
    const seed = deriveSeed(seriesSeed, i);
    const player =
      bot === 'engine'
        ? engineBot(kernel, { seed: createRng(seed).int(1 << 30) + 1 })
        : randomBot((seed ^ 0x5eed) >>> 0);
    const played = await playGame(game, [player], { seed, options });
    if (played.outcome === null) continue;
    kinds.clear();
    const r = await reviewGame(kernel, game, played.replay, { engine, seed: 0, samples });
    const moves = r.moves.filter((m) => m.seat === 0);
    if (moves.length === 0 || r.result === null) continue;
    const states = playReplay(game, played.replay);
    const rows = moves.map((m): MoveRow => {
      const o = game.observe(states[m.step]!, 0);
      const hinted = kinds.get(`0 ${JSON.stringify(o)}`);
      return {
        game: i,
        step: m.step,
        before: m.chanceBefore,
        after: m.chanceAfter,
        best: m.bestChance,
        engine: m.action === m.bestAction,
        legal: game.legalActions(states[m.step]!).length,
        progress: kernel.calibration?.progress?.(o as never) ?? 0,
        result: r.result![0]!,
        kind: hinted?.kind ?? 'none',
        ...(hinted && { value: hinted.value }),
      };
    });
    if (movesFile) appendFileSync(movesFile, `${rows.map((x) => JSON.stringify(x)).join('\n')}\n`);
    out.push(rows);
    process.stderr.write(`\r${i + 1 - skip}/${games}`);
  }
  if (games > 0) process.stderr.write('\n');
  inline.dispose();
  return { header: { game: id, options, bot, seed: seriesSeed, skip, samples }, games: out };
}

/** The moves of `--moves` files, by game (a chunk's games keep their series index). */
function readSeries(files: readonly string[]): { header: object; games: MoveRow[][] } {
  const byGame = new Map<string, MoveRow[]>();
  files.forEach((file, f) => {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as MoveRow;
      const key = `${f} ${row.game}`;
      byGame.set(key, [...(byGame.get(key) ?? []), row]);
    }
  });
  return { header: { files }, games: [...byGame.values()] };
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  if (args.values.sum && args.positionals.length === 0)
    throw new UsageError('--sum needs the --moves files of a series');
  const { header, games } = args.values.sum ? readSeries(args.positionals) : await playSeries(args);
  if (games.length === 0) throw new UsageError('no game finished: nothing to sum');
  io.out(JSON.stringify({ ...header, ...balance(games) }));
  return 0;
}

/** The books of a series' games (see the file comment). */
function balance(games: readonly MoveRow[][]): object {
  const falls: number[] = [];
  const losses: number[] = [];
  const signed: number[] = [];
  const nets: number[] = [];
  const driftAtEngineMoves: number[] = [];
  const driftAtForcedMoves: number[] = [];
  const luckAfterOthers: number[] = [];
  const predictions: Prediction[] = [];
  let wins = 0;
  games.forEach((moves, g) => {
    const result = moves[0]!.result;
    falls.push(moves[0]!.before - result);
    // The review's loss: 0 for the engine's move, else bestChance − chanceAfter clamped at 0.
    losses.push(moves.reduce((a, m) => a + (m.engine ? 0 : Math.max(0, m.best - m.after)), 0));
    signed.push(moves.reduce((a, m) => a + (m.before - m.after), 0));
    nets.push(moves.reduce((a, m) => a + (m.best - m.after), 0));
    // Where the chance moved without a move to blame: across the engine's own moves (the review's
    // "after" is its "before"; the forced ones also on their own) and across the draws after the
    // other moves.
    let drift = 0;
    let forced = 0;
    let luck = 0;
    moves.forEach((m, k) => {
      const next = k + 1 < moves.length ? moves[k + 1]!.before : result;
      if (m.engine) drift += m.before - next;
      else luck += m.after - next;
      if (m.legal === 1) forced += m.before - next;
    });
    for (const m of moves) predictions.push({ p: m.before, y: result, game: g });
    driftAtEngineMoves.push(drift);
    driftAtForcedMoves.push(forced);
    luckAfterOthers.push(luck);
    wins += result > 0.5 ? 1 : 0;
  });
  const ci = (xs: number[]) => meanCi95(xs).map((x) => round(x));
  const rel = reliability(predictions);
  const minus = (xs: number[]) => ci(falls.map((f, k) => f - xs[k]!));
  return {
    games: falls.length,
    wins,
    fall: ci(falls),
    losses: ci(losses),
    signedLosses: ci(signed),
    fallMinusLosses: minus(losses),
    fallMinusSigned: minus(signed),
    netLosses: ci(nets),
    fallMinusNet: minus(nets),
    driftAtEngineMoves: ci(driftAtEngineMoves),
    driftAtForcedMoves: ci(driftAtForcedMoves),
    luckAfterOthers: ci(luckAfterOthers),
    decisions: rel.count,
    ece: round(rel.ece),
    brier: round(rel.brier),
    binsOutside: rel.bins.filter((b) => !b.inside).length,
  };
}

export const reviewBalanceCli: Cli = { name: 'review-balance', usage: USAGE, main };
runAsCli(import.meta.url, reviewBalanceCli);
