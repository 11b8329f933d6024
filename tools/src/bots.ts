/**
 * Bot specs on the command line, parsed once into settings (`parseBotSpec`) so that a bad name
 * fails before any work starts, with the list of what is allowed:
 *
 * - `random`, `greedy`; `mcts` (the TypeScript reference search, 1,000 iterations unless
 *   `--iterations` or `--budget-ms` says otherwise) and `mcts:N` for N iterations;
 * - the WebAssembly engine: `wasm` (the kernel's defaults, its `quick` level, or `--budget-ms`),
 *   `wasm:N` (N units of work: MCTS iterations or alpha-beta nodes), `wasm:ms<N>` (N ms a move,
 *   other settings the defaults), `wasm:strong` (the kernel's `strong` level), `wasm:quick`, and
 *   one algorithm by name: `wasm:ab` (the kernel's depth-first search, 120 ms a move: alpha-beta,
 *   or expectimax in a game with dice), `wasm:em` (expectimax by name, dice games only) or
 *   `wasm:mcts` (MCTS at the default work), each optionally with `:N` or `:ms<N>`;
 * - a game's own bots, from its manifest (`GameBots`, e.g. an `ab` family): each family's
 *   usage line is listed with the game's id, and a spec is handed to the game it names.
 */
import type { EngineAlgorithm, HintOptions, InlineEngine } from '@matrix-arcade/ai-wasm';
import { type Bot, createRng, greedyBot, mctsBot, randomBot } from '@matrix-arcade/core';
import { GAME_BOTS } from './games.js';
import { UsageError } from './usage-error.js';

/** The usage lines of the games' own bots, each with its game's id. */
export const GAME_BOT_KINDS: readonly string[] = Object.values(GAME_BOTS).flatMap((b) =>
  b.kinds.map((k) => `${k} (${b.gameId})`),
);

export const BOT_KINDS: readonly string[] = [
  'random',
  'greedy',
  'mcts',
  'mcts:N',
  'wasm',
  'wasm:N',
  'wasm:ms<N>',
  'wasm:strong',
  'wasm:quick',
  'wasm:ab[:N|:ms<N>]',
  'wasm:em[:N|:ms<N>]',
  'wasm:mcts[:N|:ms<N>]',
  ...GAME_BOT_KINDS,
];

/** Named wasm settings: the kernel's levels, and its alpha-beta at a fixed time a move. */
export const WASM_PRESETS: Readonly<Record<string, HintOptions>> = {
  strong: { level: 'strong' },
  quick: { level: 'quick' },
  ab: { algorithm: 'alphabeta', budgetMs: 120 },
  em: { algorithm: 'expectimax', budgetMs: 120 },
  mcts: { algorithm: 'mcts' },
};

/**
 * Algorithms by name: `ab` asks for the kernel's depth-first search (alpha-beta, or expectimax
 * in a game with dice: the engine names what ran), `em` for expectimax by name (refused by a
 * kernel without dice), `mcts` for MCTS.
 */
const ALGORITHMS: Readonly<Record<string, EngineAlgorithm>> = {
  ab: 'alphabeta',
  em: 'expectimax',
  mcts: 'mcts',
};

export type BotSpec =
  | { readonly kind: 'random' | 'greedy' }
  | { readonly kind: 'mcts'; readonly iterations?: number }
  | { readonly kind: 'wasm'; readonly hint?: HintOptions }
  | { readonly kind: 'game'; readonly gameId: string; readonly create: (seed: number) => Bot };

export interface BotSettings {
  readonly iterations?: number;
  readonly budgetMs?: number;
}

const positive = (s: string) => (/^[1-9]\d*$/.test(s) ? Number(s) : undefined);

/** Parses a spec, or throws `UsageError` naming it and every kind allowed. */
export function parseBotSpec(spec: string, flag: string, gameId?: string): BotSpec {
  const bad = (why = '') =>
    new UsageError(`${flag}: unknown bot "${spec}"${why}; bots: ${BOT_KINDS.join(', ')}`);
  const [head, ...rest] = spec.split(':');
  if ((head === 'random' || head === 'greedy') && rest.length === 0) return { kind: head };
  if (head === 'mcts') {
    if (rest.length === 0) return { kind: 'mcts' };
    const n = rest.length === 1 ? positive(rest[0]!) : undefined;
    if (n !== undefined) return { kind: 'mcts', iterations: n };
  }
  if (head === 'wasm') {
    if (rest.length === 0) return { kind: 'wasm' };
    const [x, y] = rest;
    if (rest.length === 1 && positive(x!) !== undefined) {
      return { kind: 'wasm', hint: { iterations: positive(x!)! } };
    }
    const ms = (t: string | undefined) => (t?.startsWith('ms') ? positive(t.slice(2)) : undefined);
    if (rest.length === 1 && ms(x) !== undefined)
      return { kind: 'wasm', hint: { budgetMs: ms(x) } };
    if (rest.length === 1 && x! in WASM_PRESETS) return { kind: 'wasm', hint: WASM_PRESETS[x!] };
    const algorithm = x !== undefined ? ALGORITHMS[x] : undefined;
    if (rest.length === 2 && algorithm && ms(y) !== undefined) {
      return { kind: 'wasm', hint: { algorithm, budgetMs: ms(y) } };
    }
    if (rest.length === 2 && algorithm && positive(y!) !== undefined) {
      return { kind: 'wasm', hint: { algorithm, iterations: positive(y!) } };
    }
  }
  // The named game's own bots first (two games may both have an `ab`), then the others, so that
  // a spec of another game's bot says whose it is.
  const all = Object.values(GAME_BOTS);
  const mine = all.filter((x) => x.gameId === gameId);
  for (const bots of [...mine, ...all.filter((x) => x.gameId !== gameId)]) {
    let create: ((seed: number) => Bot) | undefined;
    try {
      create = bots.parse(spec);
    } catch (e) {
      throw bad(` (${(e as Error).message})`);
    }
    if (!create) continue;
    if (gameId !== undefined && gameId !== bots.gameId) {
      throw bad(` (${head} plays ${bots.gameId} only)`);
    }
    return { kind: 'game', gameId: bots.gameId, create };
  }
  throw bad();
}

/** Checks a spec without building a bot, so errors come before any work starts. */
export function checkBotSpec(spec: string, flag: string, gameId?: string): void {
  parseBotSpec(spec, flag, gameId);
}

/** True for the bots that need the game's wasm engine. */
export const usesWasm = (spec: string) => spec === 'wasm' || spec.startsWith('wasm:');

/** The WebAssembly engine as a bot: each move a fresh seed drawn from the bot's seed. */
export function wasmBot(
  engine: InlineEngine<unknown>,
  seed: number,
  hint: HintOptions,
  name = 'wasm',
): Bot {
  const seeds = createRng(seed);
  return {
    name,
    chooseAction(_game, observation, seat) {
      return engine.hintSync(observation, seat, { ...hint, seed: seeds.nextU32() }).action;
    },
  };
}

export function makeBot(
  spec: string,
  seed: number,
  settings: BotSettings,
  engine?: InlineEngine<unknown>,
  gameId?: string,
): Bot {
  const b = parseBotSpec(spec, 'bot', gameId);
  switch (b.kind) {
    case 'wasm': {
      if (!engine) throw new Error(`bot ${spec} needs the game's wasm engine`);
      const hint =
        b.hint ?? (settings.budgetMs !== undefined ? { budgetMs: settings.budgetMs } : {});
      return wasmBot(engine, seed, hint, spec);
    }
    case 'game':
      return b.create(seed);
    case 'random':
      return randomBot(seed);
    case 'greedy':
      return greedyBot(seed);
    case 'mcts':
      if (b.iterations !== undefined) return mctsBot({ iterations: b.iterations, seed });
      if (settings.budgetMs !== undefined) return mctsBot({ budgetMs: settings.budgetMs, seed });
      return mctsBot({ iterations: settings.iterations ?? 1000, seed });
  }
}
