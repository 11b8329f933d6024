/**
 * Plays one seeded game between bots through the core interface: each bot is asked for a move
 * with its own seat's observation only, chance is resolved by the match's generator. Each
 * decision's wall-clock time is recorded per bot. Deals: by default game i has its own deal and
 * the bots swap seats every other game; `paired` gives games 2k and 2k + 1 the same deal (the
 * same seed) with the seats swapped, so that the luck of the deal cancels out in pairs. A game
 * still running after the step budget (`maxSteps` decisions, core's `BOT_STEP_BUDGET` unless set)
 * is stopped: recorded as such, neither won nor lost. Every move is recorded as the AI's
 * (`madeBy`).
 */
import type { InlineEngine } from '@matrix-arcade/ai-wasm';
import {
  type Action,
  type AnyGame,
  BOT_STEP_BUDGET,
  type Bot,
  Match,
  TERMINAL,
  deriveSeed,
} from '@matrix-arcade/core';
import { type BotSettings, makeBot } from './bots.js';

export interface GameSpec {
  readonly gameId: string;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly options: object;
  readonly settings: BotSettings;
  /** Games 2k and 2k + 1 share a deal, seats swapped (two-bot series only). */
  readonly paired?: boolean;
  /** Decisions a game may take before it is stopped (default `BOT_STEP_BUDGET`). */
  readonly maxSteps?: number;
}

export interface GameRecord {
  readonly index: number;
  /** Result per bot (not per seat): 1 win, 0.5 draw, 0 loss; 0 for each when stopped. */
  readonly returns: number[];
  /** Final score per bot (0 for each when stopped). */
  readonly scores: number[];
  /** How the game ended; null when the step budget stopped it first. */
  readonly ending: string | null;
  /** Per bot, the wall-clock milliseconds of each of its decisions. */
  readonly decisionMs: number[][];
}

/**
 * Plays `match` on, `decide` choosing for the seat to move, until the game ends (true) or
 * `maxSteps` decisions have been made without an end (false: the runner stops it there).
 */
export function playOut<S>(
  match: Match<S>,
  decide: (seat: number) => Action,
  maxSteps: number = BOT_STEP_BUDGET,
): boolean {
  for (let step = 0; ; step++) {
    const seat = match.game.currentPlayer(match.state);
    if (seat === TERMINAL) return true;
    if (step >= maxSteps) return false;
    match.play(decide(seat), 'ai');
  }
}

/** The seed of game `index`'s deal: its own, or its pair's (games 2k and 2k + 1) when paired. */
export function dealSeed(spec: GameSpec, index: number, seats = 2): number {
  return deriveSeed(spec.seed, seats === 2 && spec.paired ? index >> 1 : index);
}

/**
 * Game `index` of a series: its seed is derived from the series seed, and in two-bot series
 * the bots swap seats every other game so that neither always moves first.
 */
export function playSeriesGame(
  game: AnyGame,
  spec: GameSpec,
  index: number,
  engine?: InlineEngine<unknown>,
): GameRecord {
  const seats = game.players.max === 1 || spec.bots.length === 1 ? 1 : 2;
  const swap = seats === 2 && index % 2 === 1;
  const seatToBot = (seat: number) => (swap ? 1 - seat : seat);
  const bots: Bot[] = spec.bots.map((b, i) =>
    makeBot(
      b,
      deriveSeed(spec.seed, 1_000_000 + index * 8 + i),
      spec.settings,
      engine,
      spec.gameId,
    ),
  );
  const match = new Match(game, spec.options, dealSeed(spec, index, seats));
  const decisionMs: number[][] = spec.bots.map(() => []);
  const ended = playOut(
    match,
    (seat) => {
      const observation = game.observe(match.state, seat);
      const t0 = performance.now();
      const action = bots[seatToBot(seat)]!.chooseAction(game, observation, seat);
      decisionMs[seatToBot(seat)]!.push(performance.now() - t0);
      return action;
    },
    spec.maxSteps,
  );
  if (!ended) {
    const zeros = spec.bots.map(() => 0);
    return { index, returns: zeros, scores: zeros, ending: null, decisionMs };
  }
  const r = game.returns(match.state);
  const outcome = game.outcome(match.state)!;
  const returns: number[] = [];
  const scores: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    returns[seatToBot(seat)] = r[seat] ?? 0;
    scores[seatToBot(seat)] = outcome.scores[seat] ?? 0;
  }
  return { index, returns, scores, ending: outcome.ending, decisionMs };
}
