#!/usr/bin/env node
/**
 * `pnpm series <game> --games N --seed S [engine settings] [--option k=v] [--see-state] [--call f=a,b]`
 *
 * The engine alone, for tuning and measuring its settings: the game's wasm kernel, in this thread,
 * plays every decision of N seeded runs (run i deals `deriveSeed(S, i)`, as `Match` does, and every
 * hint of run i has seed i, so two series with the same seed play the same deals and differ only
 * where the settings make them differ). Prints one JSON line: wins with a 95% Wilson interval,
 * endings, decision-time mean and 95th percentile. Unlike `pnpm simulate` (bots, workers, a fresh
 * engine seed each move) it changes one engine setting at a time: `--iterations`, `--exploration`,
 * `--depth`, `--algorithm`, `--level strong`.
 *
 * Analysis only, never a hint: `--see-state` hands the engine the whole state (the kernel's
 * `encodeState`: hidden order included) instead of the observation, and `--see-chance` makes its
 * chance draws follow the match's own future outcomes (the kernel's `seeChance`), for
 * honest-ceiling studies; `--call name=a,b,…` calls a tuning export of the module with those
 * numbers before the series. `--module FILE` plays another build of the .wasm (paired runs of two
 * builds), `--engine-seed E` another engine stream on the same deals. `--move-seeds` draws a fresh hint seed every decision, as
 * `pnpm simulate`'s engine bot does, so the series plays simulate's games run for run.
 */
import {
  BOT_STEP_BUDGET,
  CHANCE,
  Match,
  TERMINAL,
  createRng,
  deriveSeed,
} from '@matrix-arcade/core';
import {
  ENGINE_ALGORITHMS,
  compileWasm,
  type EngineAlgorithm,
  type EngineDefaults,
  WasmSearch,
  kernelSettings,
  resolveSearch,
} from '@matrix-arcade/ai-wasm';
import { pathToFileURL } from 'node:url';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { KERNELS } from './engines.js';
import { findGame, gameArgument } from './games.js';
import { round, timing, wilson95 } from './stats.js';
import { UsageError } from './usage-error.js';
import { type Cli, type CliIo, runAsCli } from './cli-main.js';

const USAGE = `usage: pnpm series <game> [flags]

  <game>              a game with an engine: ${Object.keys(KERNELS).join(', ')}
  --games N           runs (default 40)
  --seed S            series seed (default 1): run i deals deriveSeed(S, i), hint seed i
  --iterations N      the engine's work units a decision (default: the kernel's)
  --exploration C     MCTS exploration constant (default: the kernel's)
  --depth D           playout depth, -1 to play out to the end (default: the kernel's)
  --algorithm A       ${ENGINE_ALGORITHMS.join(', ')} (default: the kernel's)
  --level strong      the kernel's strong level instead of its defaults
  --option key=value  a game option (repeatable)
  --max-steps N       decisions a run may take before it is stopped (default ${BOT_STEP_BUDGET})
  --see-state         analysis only: the engine sees the whole state, hidden order included
  --see-chance        analysis only: the engine's chance draws follow the match's own future
                      outcomes (it knows the dice, not the hidden order)
  --move-seeds        a fresh hint seed every decision, drawn as simulate's engine bot draws them
  --engine-seed E     run i's hint seed is E × 100000 + i: the same deals, another engine stream
  --module FILE       another build of the game's .wasm (e.g. the one before a change), for
                      paired runs of two builds on the same deals
  --call name=a,b     analysis only: call the module's tuning export name(a, b) first (repeatable)
  --help`;

/** A finite number flag, or undefined when absent. */
function numberFlag(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (String(value).trim() === '' || !Number.isFinite(n)) {
    throw new UsageError(`${flag} must be a number, got "${String(value)}"`);
  }
  return n;
}

async function main(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCli(argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    iterations: { type: 'string' },
    exploration: { type: 'string' },
    depth: { type: 'string' },
    algorithm: { type: 'string' },
    level: { type: 'string' },
    option: { type: 'string', multiple: true },
    'max-steps': { type: 'string' },
    'see-state': { type: 'boolean' },
    'see-chance': { type: 'boolean' },
    'move-seeds': { type: 'boolean' },
    'engine-seed': { type: 'string' },
    module: { type: 'string' },
    call: { type: 'string', multiple: true },
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
      `${game.id} has no wasm engine; games with one: ${Object.keys(KERNELS).join(', ')}`,
    );
  }
  const options = gameOptions(game, values.option as string[] | undefined);
  const games = intFlag(values.games, '--games', 40);
  const seed = intFlag(values.seed, '--seed', 1, 0, 2 ** 32 - 1);
  const maxSteps = intFlag(values['max-steps'], '--max-steps', BOT_STEP_BUDGET);
  const algorithm = values.algorithm as string | undefined;
  if (algorithm !== undefined && !ENGINE_ALGORITHMS.includes(algorithm as EngineAlgorithm)) {
    throw new UsageError(
      `--algorithm must be one of ${ENGINE_ALGORITHMS.join(', ')}, got "${algorithm}"`,
    );
  }
  if (values.level !== undefined && values.level !== 'strong') {
    throw new UsageError(
      `--level must be "strong" (the defaults need no flag), got "${values.level}"`,
    );
  }
  const seeState = values['see-state'] === true;
  const encodeState = kernel.encodeState;
  if (seeState && !encodeState) {
    const able = Object.values(KERNELS)
      .filter((k) => k.encodeState)
      .map((k) => k.gameId);
    throw new UsageError(
      `--see-state: ${game.id}'s kernel cannot encode a whole state; games that can: ${able.join(', ') || 'none'}`,
    );
  }
  const seeChance = values['see-chance'] === true;
  if (seeChance && !kernel.seeChance) {
    const able = Object.values(KERNELS)
      .filter((k) => k.seeChance)
      .map((k) => k.gameId);
    throw new UsageError(
      `--see-chance: ${game.id}'s kernel cannot follow a match's chance outcomes; games that can: ${able.join(', ') || 'none'}`,
    );
  }
  const moveSeeds = values['move-seeds'] === true;
  const engineSeed = intFlag(values['engine-seed'], '--engine-seed', 0, 0, 40000);
  if (moveSeeds && engineSeed !== 0) {
    throw new UsageError('--engine-seed and --move-seeds are two ways to seed the hints: give one');
  }
  // The flags override the kernel's settings for each observation (`kernelSettings`: a mode may
  // have its own).
  const overrides = {
    ...(values.iterations !== undefined && {
      iterations: intFlag(values.iterations, '--iterations', 1),
    }),
    ...(values.exploration !== undefined && {
      exploration: numberFlag(values.exploration, '--exploration'),
    }),
    ...(values.depth !== undefined && {
      playoutDepth: intFlag(values.depth, '--depth', 0, -1, 1e6),
    }),
    ...(algorithm !== undefined && { algorithm: algorithm as EngineAlgorithm }),
  };
  let settings: EngineDefaults | undefined;
  const file = values.module as string | undefined;
  let module: Awaited<ReturnType<typeof kernel.loadModule>>;
  try {
    module = await (file ? compileWasm(pathToFileURL(file)) : kernel.loadModule());
  } catch (e) {
    throw new UsageError(
      `--module ${file}: not a wasm module it could compile (${(e as Error).message})`,
    );
  }
  const search = await WasmSearch.instantiateAsync(module);
  const exports = search.exports as unknown as Record<string, unknown>;
  for (const call of (values.call as string[] | undefined) ?? []) {
    const [name = '', args = ''] = call.split('=');
    const f = exports[name];
    if (typeof f !== 'function') {
      throw new UsageError(`--call ${call}: the ${game.id} module has no export "${name}"`);
    }
    const numbers = args === '' ? [] : args.split(',').map((a) => numberFlag(a, `--call ${name}`)!);
    f.apply(exports, numbers);
  }

  const endings: Record<string, number> = {};
  const times: number[] = [];
  let wins = 0;
  let stopped = 0;
  let runs = '';
  const feed = kernel.seeChance as
    | {
        begin(x: unknown, seed: number): void;
        before(x: unknown, actions: readonly number[]): void;
      }
    | undefined;
  for (let i = 0; i < games; i++) {
    const m = new Match(game, options, deriveSeed(seed, i));
    // simulate's engine bot: createRng(deriveSeed(seed, 1_000_000 + 8i)), one draw a move.
    const seeds = createRng(deriveSeed(seed, 1_000_000 + i * 8));
    if (seeChance) feed!.begin(exports, m.seed);
    let steps = 0;
    for (; steps < maxSteps && game.outcome(m.state) === null; steps++) {
      const seat = game.currentPlayer(m.state);
      if (seat === CHANCE || seat === TERMINAL) break; // Match rolls chance itself
      const t = performance.now();
      if (seeChance) feed!.before(exports, m.actions);
      const observation = game.observe(m.state, seat);
      const words = seeState
        ? (encodeState as (state: unknown) => Int32Array)(m.state)
        : kernel.encodeObservation(observation);
      const own = kernelSettings(kernel, observation);
      const these = { ...own.defaults, ...overrides };
      settings ??= these;
      const search1 = resolveSearch(
        these,
        {
          seed: moveSeeds ? seeds.nextU32() : engineSeed * 100000 + i,
          ...(values.level === 'strong' && { level: 'strong' }),
        },
        own.strong,
      );
      const h = search.hint(words, seat, search1);
      times.push(performance.now() - t);
      m.play(h.action);
    }
    const o = game.outcome(m.state);
    if (o === null) stopped++;
    else {
      endings[o.ending] = (endings[o.ending] ?? 0) + 1;
      if (o.winners.includes(0)) wins++;
    }
    runs += o?.winners.includes(0) ? 'W' : '.';
    io.err(`${i + 1}/${games}: ${o?.ending ?? 'stopped'} (${wins} won)`);
  }
  const t = timing(times);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  io.out(
    JSON.stringify({
      game: game.id,
      games,
      seed,
      settings,
      options,
      ...(values.level === 'strong' && { level: 'strong' }),
      ...(seeState && { seeState }),
      ...(seeChance && { seeChance }),
      ...(moveSeeds && { moveSeeds }),
      ...(engineSeed !== 0 && { engineSeed }),
      ...(file !== undefined && { module: file }),
      wins,
      share: pct(wins / games),
      interval: wilson95(wins, games).map(pct),
      endings,
      stopped,
      runs,
      decisions: t.n,
      meanMs: round(t.mean, 2),
      p95Ms: round(t.p95, 2),
    }),
  );
  return 0;
}

/** The `series` tool; run as a command when this module is the entry. */
export const seriesCli: Cli = { name: 'series', usage: USAGE, main };
runAsCli(import.meta.url, seriesCli);
