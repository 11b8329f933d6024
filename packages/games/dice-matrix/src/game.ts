/**
 * Dice Matrix as a core `Game`: the standard two-player game, whose options turn on the
 * recount-at-end variant and tournament play. Only tournament play hides anything (the second
 * game's layout, rolled at setup), so `hasHiddenInformation` is a function of the options.
 */
import { type Game, parseOptions } from '@matrix-arcade/core';
import { codec } from './codec.js';
import { describeAction } from './describe.js';
import { type DiceMatrixObservation, determinize, observe } from './observation.js';
import { type DiceMatrixPreview, previewAction } from './preview.js';
import {
  applyAction,
  currentPlayer,
  legalActions,
  outcomeOf,
  returnsOf,
  totalScores,
} from './rules.js';
import { type DiceMatrixOptions, type DiceMatrixState, newState, optionSchema } from './state.js';

/** Dice Matrix's `Game`, whose `previewAction` is always there. */
export type DiceMatrixGame = Game<
  DiceMatrixState,
  DiceMatrixObservation,
  DiceMatrixOptions,
  DiceMatrixPreview
> & {
  previewAction(state: DiceMatrixState, action: number): DiceMatrixPreview;
};

/** Own total minus the opponent's (recounted under the variant): the greedy bot's heuristic. */
export function evaluate(s: DiceMatrixState, seat: number): number {
  const t = totalScores(s);
  return t[seat]! - t[1 - seat]!;
}

/**
 * Scale of the score margin in `estimateReturns`: a lead of this many points reads as a 73%
 * chance to win. Tuned by self-play (docs/performance.md): 10 beat 5 and 20 against greedy.
 */
export const ESTIMATE_SCALE = 10;

/** Chance to win for each seat from the current margin: a logistic curve of the score lead. */
export function estimateReturns(s: DiceMatrixState): [number, number] {
  const t = totalScores(s);
  const p = 1 / (1 + Math.exp(-(t[0]! - t[1]!) / ESTIMATE_SCALE));
  return [p, 1 - p];
}

/** Dice Matrix for two players: perfect information after the random setup. */
export const diceMatrix: DiceMatrixGame = {
  id: 'dice-matrix',
  title: 'Dice Matrix',
  players: { min: 2, max: 2 },
  optionSchema,
  hasHiddenInformation: (options) => options.tournament,
  setup(options, seed) {
    return newState(parseOptions(optionSchema, options), seed);
  },
  setupFrom(options, rng) {
    return newState(parseOptions(optionSchema, options), rng);
  },
  optionsOf: (s) => ({ ...s.options }),
  numSeats: () => 2,
  currentPlayer,
  legalActions,
  chanceOutcomes: () => [],
  apply: applyAction,
  returns: returnsOf,
  outcome: outcomeOf,
  observe,
  determinize,
  evaluate,
  estimateReturns,
  // Random finishes of a scoring race are mostly noise: two random steps, then the margin.
  searchDefaults: { playoutDepth: 2, exploration: 0.7 },
  describeAction,
  previewAction,
  codec,
};
