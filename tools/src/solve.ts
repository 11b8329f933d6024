#!/usr/bin/env node
/**
 * `pnpm solve <game> --deals N --seed S --nodes BUDGET [--json] [--replays FILE]`
 *
 * How many deals can be won at all? A clairvoyant solver (the game's own, registered with it
 * in games.ts) sees each deal's true deck order and searches the player's choices for a winning
 * line, up to a node budget per deal: a deal is won (a line found, and checked by replaying it
 * through the real rules), lost (the whole tree searched without a win), stopped (searched
 * without a win, but some line cut at the solver's line budget: a game whose runs may go on
 * forever cuts lines at its own limit, e.g. 200 challenges) or undecided (the budget ran out).
 * Prints the counts with 95% Wilson intervals and the mean length of the winning lines. Deal i
 * is game i of `pnpm simulate` with the same seed. This is a measuring tool, not a player aid.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { SOLVERS, type SolvedDeal, findGame, findSolver, gameArgument } from './games.js';
import { progressBar } from './progress.js';
import { solveSeries } from './solve-series.js';
import { round, wilson95 } from './stats.js';
import { UsageError } from './usage-error.js';
import { type Cli, type CliIo, runAsCli } from './cli-main.js';

/** Games with a solver. */
const SOLVABLE = Object.keys(SOLVERS);

const USAGE = `usage: pnpm solve <game> [flags]

  <game>          ${SOLVABLE.join(', ')}
  --deals N       number of deals (default 100); deal i is game i of pnpm simulate
  --seed S        series seed (default 1)
  --nodes N       node budget per deal: applications of the rules (default 1000000)
  --workers N     worker threads (default: one per core)
  --option key=value  a game option (repeatable), e.g. --option mode=advanced
  --json          print one JSON object instead of the table
  --replays FILE  write the winning lines as core replays (a JSON array) to FILE
  --help`;

export const STATUSES = ['won', 'lost', 'stopped', 'undecided'] as const;

export interface SolveSummary {
  game: string;
  deals: number;
  seed: number;
  budget: number;
  won: number;
  lost: number;
  /** Searched to the end without a win, some line cut at the solver's line budget. */
  stopped: number;
  undecided: number;
  rates: Record<(typeof STATUSES)[number], number>;
  ci95: Record<(typeof STATUSES)[number], [number, number]>;
  meanLineLength: number | null;
  meanNodes: number;
  totalNodes: number;
  /** The most nodes any won deal took (null when none was won). */
  maxNodesWon: number | null;
}

export function summarize(
  game: string,
  seed: number,
  budget: number,
  records: readonly SolvedDeal[],
): SolveSummary {
  const deals = records.length;
  const count = (s: string) => records.filter((r) => r.status === s).length;
  const won = records.filter((r) => r.status === 'won');
  const totalNodes = records.reduce((s, r) => s + r.nodes, 0);
  const rates = {} as SolveSummary['rates'];
  const ci95 = {} as SolveSummary['ci95'];
  for (const s of STATUSES) {
    rates[s] = round(count(s) / deals);
    ci95[s] = wilson95(count(s), deals).map((x) => round(x)) as [number, number];
  }
  return {
    game,
    deals,
    seed,
    budget,
    won: won.length,
    lost: count('lost'),
    stopped: count('stopped'),
    undecided: count('undecided'),
    rates,
    ci95,
    meanLineLength: won.length
      ? round(won.reduce((s, r) => s + r.line.length, 0) / won.length, 1)
      : null,
    meanNodes: Math.round(totalNodes / deals),
    totalNodes,
    maxNodesWon: won.length ? Math.max(...won.map((r) => r.nodes)) : null,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatSolveSummary(s: SolveSummary): string {
  const lines = [
    `${s.game} solver, ${s.deals} deals, seed ${s.seed}, budget ${s.budget.toLocaleString('en')} nodes per deal`,
  ];
  for (const st of STATUSES) {
    const [lo, hi] = s.ci95[st];
    const extra =
      st === 'won' && s.meanLineLength !== null ? `  mean line ${s.meanLineLength} actions` : '';
    lines.push(
      `  ${st.padEnd(10)} ${String(s[st]).padStart(6)}  ${pct(s.rates[st]).padStart(6)}  95% CI ${pct(lo)}–${pct(hi)}${extra}`,
    );
  }
  const hardest =
    s.maxNodesWon === null ? '' : `; the hardest win took ${s.maxNodesWon.toLocaleString('en')}`;
  lines.push(
    `  nodes: ${s.meanNodes.toLocaleString('en')} per deal on average, ${s.totalNodes.toLocaleString('en')} in all${hardest}`,
  );
  return lines.join('\n');
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCli(argv, {
    deals: { type: 'string' },
    seed: { type: 'string' },
    nodes: { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean' },
    replays: { type: 'string' },
    option: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const gameId = gameArgument(positionals);
  const solver = findSolver(gameId);
  const options = gameOptions(findGame(gameId), values.option as string[] | undefined);
  const deals = intFlag(values.deals, '--deals', 100);
  const seed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const budget = intFlag(values.nodes, '--nodes', 1_000_000);
  const workers = intFlag(values.workers, '--workers', availableParallelism(), 1, 64);
  const replays = values.replays as string | undefined;
  if (replays === '') throw new UsageError('--replays needs a file name');

  const bar = progressBar(deals, `solve ${gameId}`);
  const records = await solveSeries(
    gameId,
    seed,
    deals,
    budget,
    workers,
    (done) => bar.tick(done),
    options,
  );
  bar.done();
  if (replays !== undefined) {
    const won = records.filter((r) => r.status === 'won');
    writeFileSync(
      replays,
      `${JSON.stringify(won.map((r) => solver.replayOfLine(r.seed, r.line, options)))}\n`,
    );
  }
  const summary = { ...summarize(gameId, seed, budget, records), options };
  io.out(values.json ? JSON.stringify(summary) : formatSolveSummary(summary));
  return 0;
}

/** The `solve` tool; run as a command when this module is the entry. */
export const solveCli: Cli = { name: 'solve', usage: USAGE, main };
runAsCli(import.meta.url, solveCli);
