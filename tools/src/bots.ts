/**
 * Bot specs on the command line: `random`, `greedy`, `mcts` (the TypeScript reference search,
 * 1,000 iterations unless `--iterations` or `--budget-ms` says otherwise), `mcts:N` for N
 * iterations, `wasm` (the WebAssembly engine at the game's default budget, or `--budget-ms`)
 * and `wasm:N` for N units of work (MCTS iterations or alpha-beta nodes).
 */
import type { InlineEngine } from '@matrix-arcade/ai-wasm';
import { type Bot, createRng, greedyBot, mctsBot, randomBot } from '@matrix-arcade/core';
import { UsageError } from './usage-error.js';

export const BOT_KINDS = ['random', 'greedy', 'mcts', 'mcts:N', 'wasm', 'wasm:N'] as const;

/** True for the bots that need the game's wasm engine. */
export const usesWasm = (spec: string) => spec === 'wasm' || spec.startsWith('wasm:');

export interface BotSettings {
  readonly iterations?: number;
  readonly budgetMs?: number;
}

/** Checks a spec without building a bot, so errors come before any work starts. */
export function checkBotSpec(spec: string, flag: string): void {
  if (spec === 'random' || spec === 'greedy' || spec === 'mcts') return;
  if (spec === 'wasm' || /^(mcts|wasm):[1-9]\d*$/.test(spec)) return;
  throw new UsageError(`${flag}: unknown bot "${spec}"; bots: ${BOT_KINDS.join(', ')}`);
}

/** The WebAssembly engine as a bot: each move a fresh seed drawn from the bot's seed. */
export function wasmBot(
  engine: InlineEngine<unknown>,
  seed: number,
  work?: number,
  budgetMs?: number,
): Bot {
  const seeds = createRng(seed);
  return {
    name: work !== undefined ? `wasm(${work})` : 'wasm',
    chooseAction(_game, observation, seat) {
      const budget =
        work !== undefined ? { iterations: work } : budgetMs !== undefined ? { budgetMs } : {};
      return engine.hintSync(observation, seat, { ...budget, seed: seeds.nextU32() }).action;
    },
  };
}

export function makeBot(
  spec: string,
  seed: number,
  settings: BotSettings,
  engine?: InlineEngine<unknown>,
): Bot {
  if (usesWasm(spec)) {
    if (!engine) throw new Error(`bot ${spec} needs the game's wasm engine`);
    const work = spec.startsWith('wasm:') ? Number(spec.slice(5)) : undefined;
    return wasmBot(engine, seed, work, settings.budgetMs);
  }
  if (spec === 'random') return randomBot(seed);
  if (spec === 'greedy') return greedyBot(seed);
  const n = spec.startsWith('mcts:') ? Number(spec.slice(5)) : undefined;
  if (n !== undefined) return mctsBot({ iterations: n, seed });
  if (settings.budgetMs !== undefined) return mctsBot({ budgetMs: settings.budgetMs, seed });
  return mctsBot({ iterations: settings.iterations ?? 1000, seed });
}
