#!/usr/bin/env node
/**
 * `pnpm calibrate <game> --games N --seed S [--option k=v] [--json] [--out FILE] [--from FILE [--pool]] [--fit FILE]`
 *
 * How far a hint's number can be trusted as a chance to win: the game's wasm engine at its
 * default settings plays every seat of N seeded games (simulate's deals), each decision is
 * recorded with its raw search value, the engine's calibrated `chance` when it gives one, and the
 * deciding seat's final result (1 win, ½ draw, 0 loss). It prints reliability tables of the raw
 * value and of the chance (bins of the prediction: decisions, games, mean predicted, observed
 * rate with a 95% Wilson interval over the effective games), the Brier score and the expected
 * calibration error. `--fit FILE` fits the kernel's map on these games (calibration-stats.ts) and
 * writes it as a table module; check it on fresh seeds after a build. With `--option`s the games
 * are played with those options, and the table fitted is for that option set (the kernel's
 * calibration picks it with `tableFor`, e.g. one table per solo map). A game not
 * over after `--max-steps` decisions is stopped and left out (it has no result); the report
 * counts them. `--pool` lets `--from` files of different option sets (a campaign's chapters, say)
 * make one fit; each file's decisions are then scored with the table the kernel picks for its
 * own options. `--random-moves N` starts game i with up to N random moves (calibrate-play.ts):
 * positions of weaker play, each labelled by the engine's play on from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { BOT_STEP_BUDGET } from '@matrix-arcade/core';
import {
  type CalibrationTable,
  type EngineDefaults,
  type EngineKernel,
  calibratedChance,
  calibrationTableFor,
  kernelSettings,
} from '@matrix-arcade/ai-wasm';
import type { Decision } from './calibrate-play.js';
import { runCalibrationSeries } from './calibrate-series.js';
import { type CalibrationReport, formatReport, tableModule } from './calibrate-report.js';
import { eceFloor, fitCurves, reliability } from './calibration-stats.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { KERNELS } from './engines.js';
import { findGame, gameArgument } from './games.js';
import { progressBar } from './progress.js';
import { UsageError } from './usage-error.js';
import { type Cli, type CliIo, runAsCli } from './cli-main.js';

const USAGE = `usage: pnpm calibrate <game> [flags]

  <game>          a game with an engine: ${Object.keys(KERNELS).join(', ')}
  --games N       self-play games, the engine at its defaults on every seat (default 200)
  --seed S        series seed (default 1); game i is simulate's game i
  --option k=v    a game option (repeatable): the games are played with it, and
                  --fit fits the table for that option set (e.g. map=watchtower)
  --random-moves N  each game opens with k uniformly random legal moves, k from
                  0 to N, then the engine plays on; only its decisions are
                  recorded (default 0: the engine's own games)
  --bins N        bins of the reliability tables, 2 to 50 (default 10)
  --out FILE      also write every decision to FILE (JSON lines) for --from
  --from FILE     read the decisions of an --out file instead of playing (repeatable;
                  not with --games or --seed)
  --pool          let the --from files differ in their game options (e.g. several
                  chapters of a campaign) and fit one table on them all; each file's
                  decisions are scored with the table picked for its own options
  --fit FILE      fit the calibration map on these games and write it to FILE, the
                  game's src/engine/calibration-table.ts or, with --option, the
                  table its calibration picks for those options (then build, and
                  check it on other seeds)
  --floor N       with --fit: the ECE the map just fitted shows on 200 bootstrap
                  draws of N of its own games (where it is calibrated by
                  construction): the noise floor of an N-run held-out check
  --bands N       progress bands of the fitted map, 1 to 12 (default: as many as
                  the kernel's current map; without one, 4 when its calibration
                  reads progress, else 1)
  --iterations N  search effort of every decision instead of the kernel's (recorded
                  with the games: a map fitted on them is used at those settings only)
  --max-steps N   decisions a game may take; one still running then is stopped
                  and left out (default ${BOT_STEP_BUDGET})
  --workers N     worker threads (default: one per core)
  --json          print one JSON object instead of the tables
  --help`;

/** A re-fit keeps the current map's shape unless told otherwise. */
const defaultBands = (cal: (CalibrationTable & { progress?: unknown }) | undefined) =>
  cal?.curves.length ? cal.curves.length : cal?.progress ? 4 : 1;

/** The first line of an --out file. */
interface RecordsHeader {
  readonly calibrate: 1;
  readonly game: string;
  readonly seed: number;
  readonly games: number;
  readonly settings: EngineDefaults;
  /** The `--option`s the games were played with (absent in older files: none). */
  readonly options?: Record<string, unknown>;
  /** Of `games`, those the step budget stopped: no decisions recorded (absent: none). */
  readonly stopped?: number;
  /** `--random-moves` (absent: 0). */
  readonly randomMoves?: number;
}

const depth = (d: number) => (Number.isFinite(d) && d >= 0 ? d : -1);
/** The settings the engine plays `observation` with (a mode may have its own). */
const settingsOf = (k: EngineKernel<unknown>, observation: unknown): EngineDefaults => {
  const d = kernelSettings(k, observation).defaults;
  return { ...d, playoutDepth: depth(d.playoutDepth) };
};
const sameSettings = (a: EngineDefaults, b: EngineDefaults) =>
  a.algorithm === b.algorithm &&
  a.iterations === b.iterations &&
  a.exploration === b.exploration &&
  depth(a.playoutDepth) === depth(b.playoutDepth);

/** Options as `--option` flags, in key order ('' for none). */
const optionWords = (o: Record<string, unknown> | undefined) =>
  Object.keys(o ?? {})
    .sort()
    .map((k) => ` --option ${k}=${String(o![k])}`)
    .join('');

function readRecords(files: string[], gameId: string, pool: boolean) {
  const headers: RecordsHeader[] = [];
  const decisions: Decision[] = [];
  /** The index in `headers` of each decision's file. */
  const fileOf: number[] = [];
  let offset = 0;
  for (const file of files) {
    let lines: string[];
    try {
      lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    } catch (e) {
      throw new UsageError(`--from: cannot read ${file}: ${(e as Error).message}`);
    }
    const header = JSON.parse(lines[0] ?? '{}') as RecordsHeader;
    if (header.calibrate !== 1)
      throw new UsageError(`--from: ${file} is not a calibrate --out file`);
    if (header.game !== gameId) {
      throw new UsageError(`--from: ${file} holds ${header.game}'s games, not ${gameId}'s`);
    }
    if (headers.some((h) => !sameSettings(h.settings, header.settings))) {
      throw new UsageError(`--from: ${file} was played with other engine settings`);
    }
    if (!pool && headers.some((h) => optionWords(h.options) !== optionWords(header.options))) {
      throw new UsageError(
        `--from: ${file} was played with other game options (--pool fits one table on several option sets)`,
      );
    }
    headers.push(header);
    for (const line of lines.slice(1)) {
      const d = JSON.parse(line) as Decision;
      decisions.push({ ...d, game: d.game + offset });
      fileOf.push(headers.length - 1);
    }
    offset += header.games;
  }
  return { headers, decisions, fileOf };
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCli(argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    option: { type: 'string', multiple: true },
    'random-moves': { type: 'string' },
    bins: { type: 'string' },
    out: { type: 'string' },
    from: { type: 'string', multiple: true },
    pool: { type: 'boolean' },
    fit: { type: 'string' },
    floor: { type: 'string' },
    bands: { type: 'string' },
    'max-steps': { type: 'string' },
    iterations: { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = findGame(gameArgument(positionals));
  const kernel = KERNELS[game.id];
  if (!kernel) {
    throw new UsageError(
      `${game.id} has no wasm engine to calibrate; games with one: ${Object.keys(KERNELS).join(', ')}`,
    );
  }
  const from = values.from as string[] | undefined;
  const randomMoves = intFlag(values['random-moves'], '--random-moves', 0, 0, 100_000);
  if (from && (values.games !== undefined || values.seed !== undefined || values.option)) {
    throw new UsageError(
      '--from reads its games and options from the file: give no --games, --seed or --option',
    );
  }
  if (from && randomMoves) throw new UsageError('--random-moves with --from: nothing to play');
  if (from && values.out !== undefined) throw new UsageError('--out with --from: nothing to play');
  const iterations =
    values.iterations === undefined
      ? undefined
      : intFlag(values.iterations, '--iterations', 1, 1, 10_000_000);
  if (from && iterations !== undefined) {
    throw new UsageError('--iterations with --from: the file says how its games were played');
  }
  if (values.pool && !from) throw new UsageError('--pool pools --from files: give some');
  const games = intFlag(values.games, '--games', 200);
  const seed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const bins = intFlag(values.bins, '--bins', 10, 2, 50);
  const cal = kernel.calibration;
  const bands = intFlag(values.bands, '--bands', defaultBands(cal), 1, 12);
  const workers = intFlag(values.workers, '--workers', availableParallelism(), 1, 64);
  const maxSteps = intFlag(values['max-steps'], '--max-steps', BOT_STEP_BUDGET);
  const fitFile = values.fit as string | undefined;
  const floorRuns =
    values.floor === undefined ? undefined : intFlag(values.floor, '--floor', 100, 1, 100_000);
  if (floorRuns !== undefined && fitFile === undefined) {
    throw new UsageError('--floor scores the map just fitted: give --fit too');
  }

  let decisions: Decision[];
  let stopped: number;
  let runs: { seed: number; games: number; randomMoves?: number }[];
  /** The options of each run, and of each decision's run. */
  let runOptions: Record<string, unknown>[];
  let runOf: (i: number) => number = () => 0;
  const options = gameOptions(game, values.option as string[] | undefined) as Record<
    string,
    unknown
  >;
  let settings = settingsOf(kernel, game.observe(game.setup(options, 1), 0));
  if (iterations !== undefined) settings = { ...settings, iterations };
  if (from) {
    const read = readRecords(from, game.id, values.pool === true);
    decisions = read.decisions;
    runOptions = read.headers.map((h) => h.options ?? {});
    runOf = (i) => read.fileOf[i]!;
    stopped = read.headers.reduce((n, h) => n + (h.stopped ?? 0), 0);
    runs = read.headers.map((h) => ({
      seed: h.seed,
      games: h.games,
      ...(h.randomMoves && { randomMoves: h.randomMoves }),
    }));
    settings = read.headers[0]!.settings;
  } else {
    const bar = progressBar(games, `${game.id}: calibrate`);
    ({ decisions, stopped } = await runCalibrationSeries(
      { gameId: game.id, seed, options, maxSteps, randomMoves, iterations },
      games,
      workers,
      (done) => bar.tick(done),
    ));
    bar.done();
    runs = [{ seed, games, ...(randomMoves && { randomMoves }) }];
    runOptions = [options];
    if (values.out !== undefined) {
      const header: RecordsHeader = {
        calibrate: 1,
        game: game.id,
        seed,
        games,
        settings,
        options,
        stopped,
        ...(randomMoves && { randomMoves }),
      };
      const lines = [header, ...decisions].map((x) => JSON.stringify(x));
      writeFileSync(values.out as string, `${lines.join('\n')}\n`);
    }
  }

  const predictions = (p: (d: Decision, i: number) => number | undefined) =>
    decisions.flatMap((d, i) => {
      const v = p(d, i);
      return v === undefined ? [] : [{ p: v, y: d.y, game: d.game }];
    });
  const mapFits = (t: CalibrationTable) => sameSettings(t.settings, settings) && t.curves.length;
  // Every decision of these games: they were all played with one option set, and the table
  // is the one for it (whether the calibration at play time had a table then does not matter).
  const chanceBy = (t: CalibrationTable) => (d: Decision) =>
    calibratedChance(t, d.value, d.progress);
  const totalGames = runs.reduce((s, r) => s + r.games, 0);
  const report: CalibrationReport = {
    game: game.id,
    games: totalGames,
    stopped,
    decisions: decisions.length,
    runs,
    settings,
    raw: reliability(
      predictions((d) => d.value),
      bins,
    ),
  };
  // Played now: the chance the engine gave; read back: the kernel's current map for each run's
  // options (the table it picks for the first seat's view of a deal) on the records.
  const current = runOptions.map((o) =>
    calibrationTableFor(cal, game.observe(game.setup(o, 1), 0)),
  );
  const calibrated = from
    ? current.every((t) => t && mapFits(t))
      ? predictions((d, i) => chanceBy(current[runOf(i)]!)(d))
      : []
    : predictions((d) => d.chance);
  if (calibrated.length) report.calibrated = reliability(calibrated, bins);

  if (fitFile !== undefined) {
    // A decision read ahead repeats the value of its turn's last decision: fitted once, there.
    const samples = decisions.flatMap((d) =>
      d.ahead ? [] : [{ value: d.value, progress: d.progress, y: d.y }],
    );
    const command = runs
      .map(
        (r, i) =>
          `pnpm calibrate ${game.id} --games ${r.games} --seed ${r.seed}${r.randomMoves ? ` --random-moves ${r.randomMoves}` : ''}${optionWords(runOptions[i])}`,
      )
      .join(' and ');
    const date = new Date().toISOString().slice(0, 10);
    const table: CalibrationTable = {
      settings,
      fitted: `${command} --bands ${bands} --fit …, ${date}: ${samples.length} decisions of ${totalGames - stopped} games${stopped ? ` (${stopped} stopped, left out)` : ''}${samples.length < decisions.length ? ` (${decisions.length - samples.length} more read ahead)` : ''}`,
      curves: fitCurves(samples, bands),
    };
    writeFileSync(fitFile, tableModule(game.id, table));
    const own = predictions(chanceBy(table));
    report.fittedInSample = reliability(own, bins);
    if (floorRuns !== undefined) report.fittedFloor = eceFloor(own, floorRuns, 200, bins);
  }

  io.out(values.json ? JSON.stringify(report) : formatReport(report));
  return 0;
}

/** The `calibrate` tool; run as a command when this module is the entry. */
export const calibrateCli: Cli = { name: 'calibrate', usage: USAGE, main };
runAsCli(import.meta.url, calibrateCli);
