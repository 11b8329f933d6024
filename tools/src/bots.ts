/**
 * Bot specs on the command line: `random`, `greedy`, `mcts` (1,000 iterations unless
 * `--iterations` or `--budget-ms` says otherwise) and `mcts:N` for N iterations.
 */
import { type Bot, greedyBot, mctsBot, randomBot } from '@matrix-arcade/core';
import { UsageError } from './games.js';

export const BOT_KINDS = ['random', 'greedy', 'mcts', 'mcts:N'] as const;

export interface BotSettings {
  readonly iterations?: number;
  readonly budgetMs?: number;
}

/** Checks a spec without building a bot, so errors come before any work starts. */
export function checkBotSpec(spec: string, flag: string): void {
  if (spec === 'random' || spec === 'greedy' || spec === 'mcts') return;
  if (/^mcts:[1-9]\d*$/.test(spec)) return;
  throw new UsageError(`${flag}: unknown bot "${spec}"; bots: ${BOT_KINDS.join(', ')}`);
}

export function makeBot(spec: string, seed: number, settings: BotSettings): Bot {
  if (spec === 'random') return randomBot(seed);
  if (spec === 'greedy') return greedyBot(seed);
  const n = spec.startsWith('mcts:') ? Number(spec.slice(5)) : undefined;
  if (n !== undefined) return mctsBot({ iterations: n, seed });
  if (settings.budgetMs !== undefined) return mctsBot({ budgetMs: settings.budgetMs, seed });
  return mctsBot({ iterations: settings.iterations ?? 1000, seed });
}
