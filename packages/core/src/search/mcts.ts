/**
 * Reference Monte Carlo tree search in TypeScript: UCT (Kocsis & Szepesvári 2006, UCB1 by
 * Auer et al. 2002) over information sets, as single-observer ISMCTS (Cowling, Powley &
 * Whitehouse 2012). Each iteration samples a world consistent with the searcher's observation
 * (determinization), walks the tree choosing only actions legal in that world, using each
 * child's availability count in the UCB term, samples chance outcomes, plays out at random and
 * backs up every seat's return. Perfect-information games simply determinize to themselves.
 * Where a game offers `estimateReturns`, playouts stop after `playoutDepth` random steps and
 * the estimate stands in for the rest (Lorentz 2016, "Using evaluation functions in Monte-Carlo
 * Tree Search"): in scoring races a random finish is mostly noise.
 *
 * It is small and readable on purpose: the baseline the WebAssembly engine is measured against.
 */
import { CHANCE, TERMINAL, type Action, type Game, type SearchSettings } from '../game.js';
import { sampleChance } from '../match.js';
import { type Rng, createRng } from '../rng.js';
import { checkKeys } from '../options.js';
import { checkSeed } from '../seed.js';
import type { Bot } from './bot.js';

export interface SearchBudget extends SearchSettings {
  /** Stop after this many iterations (deterministic for a given seed). */
  readonly iterations?: number;
  /** Stop after this many milliseconds of wall-clock time. */
  readonly budgetMs?: number;
  /** Seed of the search's own generator. */
  readonly seed?: number;
}

const BUDGET_KEYS: readonly (keyof SearchBudget)[] = [
  'iterations',
  'budgetMs',
  'seed',
  'exploration',
  'playoutDepth',
];

/** `mctsSearch`'s budget: also the clock `budgetMs` is measured on (ms; default `performance.now`). */
export interface ClockedBudget extends SearchBudget {
  readonly clock?: () => number;
}

export interface ActionStats {
  readonly action: Action;
  readonly visits: number;
  /** Mean return for the searching seat after this action, in [0, 1]. */
  readonly value: number;
}

export interface SearchResult {
  readonly action: Action;
  readonly value: number;
  readonly iterations: number;
  /** Every root action searched, most visited first (the chosen one included). */
  readonly alternatives: readonly ActionStats[];
}

interface Node {
  readonly mover: number;
  readonly parent: Node | null;
  readonly children: Map<Action, Node>;
  visits: number;
  avail: number;
  total: number;
}

function newNode(mover: number, parent: Node | null): Node {
  return { mover, parent, children: new Map(), visits: 0, avail: 0, total: 0 };
}

const DEFAULT_ITERATIONS = 1000;

/** Searches from `seat`'s observation and returns the most visited root action. */
export function mctsSearch<S, O>(
  game: Game<S, O, object>,
  observation: O,
  seat: number,
  budget: ClockedBudget = {},
): SearchResult {
  const rng: Rng = createRng(budget.seed ?? 0);
  const c = budget.exploration ?? game.searchDefaults?.exploration ?? 0.7;
  const estimate = game.estimateReturns?.bind(game);
  const depth = estimate
    ? (budget.playoutDepth ?? game.searchDefaults?.playoutDepth ?? Infinity)
    : Infinity;
  const maxIter =
    budget.iterations ?? (budget.budgetMs === undefined ? DEFAULT_ITERATIONS : Infinity);
  const clock = budget.clock ?? (() => performance.now());
  const deadline = budget.budgetMs === undefined ? Infinity : clock() + budget.budgetMs;
  const root = newNode(-1, null);
  let iter = 0;

  while (iter < maxIter) {
    if ((iter & 15) === 0 && iter > 0 && deadline !== Infinity && clock() >= deadline) break;
    iter++;
    let state = game.determinize(observation, rng);
    let node = root;

    // Selection and expansion.
    for (;;) {
      const p = game.currentPlayer(state);
      if (p === TERMINAL) break;
      if (p === CHANCE) {
        state = game.apply(state, sampleChance(game.chanceOutcomes(state), rng));
        continue;
      }
      const legal = game.legalActions(state);
      let untried = 0;
      for (const a of legal) {
        const child = node.children.get(a);
        if (child) child.avail++;
        else untried++;
      }
      if (untried > 0) {
        let k = rng.int(untried);
        let pick = legal[0]!;
        for (const a of legal) {
          if (!node.children.has(a) && k-- === 0) {
            pick = a;
            break;
          }
        }
        const child = newNode(p, node);
        child.avail = 1;
        node.children.set(pick, child);
        state = game.apply(state, pick);
        node = child;
        break;
      }
      let best = legal[0]!;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const a of legal) {
        const ch = node.children.get(a)!;
        const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
        if (score > bestScore) {
          bestScore = score;
          best = a;
        }
      }
      state = game.apply(state, best);
      node = node.children.get(best)!;
    }

    // Random playout, cut short by the game's estimate after `depth` steps.
    let r: readonly number[] | null = null;
    for (let step = 0; ; step++) {
      const p = game.currentPlayer(state);
      if (p === TERMINAL) break;
      if (step >= depth) {
        r = estimate!(state);
        break;
      }
      if (p === CHANCE) {
        state = game.apply(state, sampleChance(game.chanceOutcomes(state), rng));
      } else {
        const legal = game.legalActions(state);
        state = game.apply(state, legal[rng.int(legal.length)]!);
      }
    }

    // Backpropagation: each node keeps the return of the seat that moved into it.
    r ??= game.returns(state);
    for (let n: Node | null = node; n !== null; n = n.parent) {
      n.visits++;
      if (n.mover >= 0) n.total += r[n.mover] ?? 0;
    }
  }

  const alternatives: ActionStats[] = [];
  for (const [action, ch] of root.children) {
    alternatives.push({ action, visits: ch.visits, value: ch.visits ? ch.total / ch.visits : 0 });
  }
  alternatives.sort((a, b) => b.visits - a.visits || b.value - a.value);
  if (alternatives.length === 0) throw new Error('mctsSearch: the seat has no move to search');
  if (
    alternatives[0]!.action !== undefined &&
    root.children.get(alternatives[0]!.action)!.mover !== seat
  ) {
    throw new Error(`mctsSearch: seat ${seat} is not the player to move`);
  }
  return {
    action: alternatives[0]!.action,
    value: alternatives[0]!.value,
    iterations: iter,
    alternatives,
  };
}

/** A bot that plays the MCTS choice; each move uses a fresh seed drawn from the bot's seed. */
export function mctsBot(budget: SearchBudget = {}): Bot {
  checkKeys(budget, BUDGET_KEYS, 'mctsBot');
  const seeds = createRng(checkSeed(budget.seed ?? 0, 'mctsBot.seed'));
  return {
    name: budget.iterations !== undefined ? `mcts(${budget.iterations})` : 'mcts',
    chooseAction(game, observation, seat) {
      return mctsSearch(game, observation, seat, { ...budget, seed: seeds.nextU32() }).action;
    },
  };
}
