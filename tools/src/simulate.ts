#!/usr/bin/env node
/**
 * `pnpm simulate <game> --games N --a <bot> [--b <bot>] --seed S [--json]`
 *
 * Plays N seeded games between two bots (or one bot for a solitaire) and reports wins, draws,
 * win rates with 95% Wilson intervals, mean scores and how the games ended: each ending's count
 * and share of the games, with its 95% Wilson interval (for a solitaire, the ways of losing),
 * and each bot's decision time (`decisionMs`: mean, p50, p95, max). Two-bot series alternate
 * seats game by game; `--paired` also gives each pair of games the same deal (seats swapped).
 * A game not over after `--max-steps` decisions is stopped and counted apart (`stopped`): it is
 * not a win, not a draw and not one of the endings, whose shares are of all games.
 */
import { availableParallelism } from 'node:os';
import { BOT_STEP_BUDGET } from '@matrix-arcade/core';
import { GAME_BOT_KINDS, checkBotSpec, usesWasm } from './bots.js';
import { inlineEngine } from './engines.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { GAMES, GAME_ENDINGS, findGame, gameArgument } from './games.js';
import { progressBar } from './progress.js';
import { runSeries } from './run-series.js';
import { type Share, type Timing, round, shares, timing, wilson95 } from './stats.js';
import { UsageError } from './usage-error.js';
import { type Cli, type CliIo, runAsCli } from './cli-main.js';

const USAGE = `usage: pnpm simulate <game> [flags]

  <game>              ${Object.keys(GAMES).join(', ')}
  --games N           number of games (default 100)
  --a BOT, --b BOT    the bots: random, greedy, mcts, mcts:N (TS reference MCTS,
                      N iterations); wasm (WebAssembly engine, kernel defaults),
                      wasm:N (N units), wasm:ms<N> (N ms a move), wasm:strong,
                      wasm:ab, wasm:ab:ms<N> (the kernel's alpha-beta, or its
                      expectimax in a game with dice), wasm:em (expectimax by
                      name, dice games only); a game's own bots:
                      ${GAME_BOT_KINDS.join(', ') || '(none)'};
                      a solitaire takes --a only (defaults: mcts vs greedy)
  --seed S            series seed (default 1); game i uses a seed derived from it
  --paired            games 2k and 2k+1 play the same deal, seats swapped
  --iterations N      iterations per move for "mcts" (default 1000)
  --budget-ms N       milliseconds per move for "mcts" and "wasm" instead
  --option key=value  a game option (repeatable)
  --max-steps N       decisions a game may take; one still running then is
                      stopped and counted apart (default ${BOT_STEP_BUDGET})
  --workers N         worker threads (default: one per core)
  --json              print one JSON object instead of the table
  --help`;

export interface Summary {
  game: string;
  games: number;
  bots: string[];
  wins: number[];
  draws: number;
  winRate: number[];
  ci95: [number, number][];
  /** Per bot, the mean final score of the games that ended. */
  meanScores: number[];
  /** Games per ending (every ending the rules list, even at 0). */
  endings: Record<string, number>;
  /** Each ending's share of the games with its 95% Wilson interval. */
  endingShares: Record<string, Share>;
  /** Games the step budget stopped before they ended (not wins, draws or endings). */
  stopped: number;
  stoppedShare: Share;
  /** The step budget: decisions a game may take. */
  maxSteps: number;
  options: object;
  seed: number;
  /** How deals and seats are assigned: "paired" or "alternating" (or "solitaire"). */
  pairing: string;
  /** Per bot, its decisions' wall-clock times in ms. */
  decisionMs: Timing[];
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCli(argv, {
    games: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    seed: { type: 'string' },
    iterations: { type: 'string' },
    'budget-ms': { type: 'string' },
    option: { type: 'string', multiple: true },
    workers: { type: 'string' },
    'max-steps': { type: 'string' },
    json: { type: 'boolean' },
    paired: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = findGame(gameArgument(positionals));
  const options = gameOptions(game, values.option as string[] | undefined);
  // A game whose options choose the seat count (a solo map of a 1–2 player game) is a solitaire too.
  const solitaire = game.players.max === 1 || game.numSeats(game.setup(options, 1)) === 1;
  const games = intFlag(values.games, '--games', 100);
  const seed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const iterations = intFlag(values.iterations, '--iterations', 1000);
  const budgetMs =
    values['budget-ms'] === undefined ? undefined : intFlag(values['budget-ms'], '--budget-ms', 0);
  const workers = intFlag(values.workers, '--workers', availableParallelism(), 1, 64);
  const maxSteps = intFlag(values['max-steps'], '--max-steps', BOT_STEP_BUDGET);
  const a = (values.a as string | undefined) ?? 'mcts';
  checkBotSpec(a, '--a', game.id);
  if (usesWasm(a)) await inlineEngine(game.id); // a game without an engine fails here, clearly
  let bots = [a];
  if (solitaire) {
    if (values.b !== undefined) throw new UsageError(`${game.id} is a solitaire: give --a only`);
  } else {
    const b = (values.b as string | undefined) ?? 'greedy';
    checkBotSpec(b, '--b', game.id);
    if (usesWasm(b)) await inlineEngine(game.id);
    bots = [a, b];
  }
  const paired = values.paired === true;
  if (paired && (solitaire || games % 2 === 1)) {
    throw new UsageError('--paired needs two bots and an even --games');
  }
  const label = `${game.id}: ${bots.join(' vs ')}`;
  const bar = progressBar(games, label);
  const records = await runSeries(
    { gameId: game.id, bots, seed, options, settings: { iterations, budgetMs }, paired, maxSteps },
    games,
    workers,
    (done) => bar.tick(done),
  );
  bar.done();

  const finished = records.filter((r) => r.ending !== null);
  const stopped = games - finished.length;
  const wins = bots.map((_, i) => finished.filter((r) => r.returns[i] === 1).length);
  const draws = solitaire ? 0 : finished.filter((r) => r.returns[0] === 0.5).length;
  const endings: Record<string, number> = {};
  for (const e of GAME_ENDINGS[game.id] ?? []) endings[e] = 0;
  for (const r of finished) endings[r.ending!] = (endings[r.ending!] ?? 0) + 1;
  const meanScore = (i: number) =>
    finished.length ? finished.reduce((s, r) => s + r.scores[i]!, 0) / finished.length : 0;
  const summary: Summary = {
    game: game.id,
    games,
    bots,
    wins,
    draws,
    winRate: wins.map((w) => round(w / games)),
    ci95: wins.map((w) => wilson95(w, games).map((x) => round(x)) as [number, number]),
    meanScores: bots.map((_, i) => round(meanScore(i), 2)),
    endings,
    endingShares: shares(endings, games),
    stopped,
    stoppedShare: shares({ stopped }, games).stopped!,
    maxSteps,
    options,
    seed,
    pairing: solitaire ? 'solitaire' : paired ? 'paired' : 'alternating',
    decisionMs: bots.map((_, i) => timing(records.flatMap((r) => r.decisionMs[i]!))),
  };
  if (values.json) {
    io.out(JSON.stringify(summary));
  } else {
    io.out(formatSummary(summary));
  }
  return 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatSummary(s: Summary): string {
  const lines = [`${s.game}, ${s.games} games, seed ${s.seed}`];
  if (s.pairing === 'paired') {
    lines.push('  deals: paired (games 2k and 2k+1 share a deal, seats swapped)');
  } else if (s.pairing === 'alternating') {
    lines.push(
      '  deals: one per game (not paired; seats alternate game by game; --paired pairs them)',
    );
  }
  s.bots.forEach((bot, i) => {
    const [lo, hi] = s.ci95[i]!;
    lines.push(
      `  ${`${String.fromCharCode(97 + i)}: ${bot}`.padEnd(16)} wins ${String(s.wins[i]).padStart(5)}  ${pct(s.winRate[i]!).padStart(6)}  95% CI ${pct(lo)}–${pct(hi)}  mean score ${s.meanScores[i]}`,
    );
  });
  if (s.bots.length > 1) lines.push(`  draws ${s.draws}`);
  lines.push('  decision time (ms):');
  s.bots.forEach((bot, i) => {
    const t = s.decisionMs[i]!;
    lines.push(
      `    ${`${String.fromCharCode(97 + i)}: ${bot}`.padEnd(16)} p50 ${t.p50}  p95 ${t.p95}  mean ${t.mean}  max ${t.max}  (${t.n} decisions)`,
    );
  });
  lines.push('  endings:');
  const row = (k: string, v: number, e: Share) =>
    `    ${k.padEnd(14)} ${String(v).padStart(5)}  ${pct(e.share).padStart(6)}  95% CI ${pct(e.ci95[0])}–${pct(e.ci95[1])}`;
  for (const [k, v] of Object.entries(s.endings)) lines.push(row(k, v, s.endingShares[k]!));
  lines.push(`  stopped: not over after ${s.maxSteps} decisions (neither won nor lost):`);
  lines.push(row('stopped', s.stopped, s.stoppedShare));
  return lines.join('\n');
}

/** The `simulate` tool; run as a command when this module is the entry. */
export const simulateCli: Cli = { name: 'simulate', usage: USAGE, main };
runAsCli(import.meta.url, simulateCli);
