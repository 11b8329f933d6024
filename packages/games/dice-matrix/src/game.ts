/**
 * Dice Matrix as a core `Game`. `diceMatrix` is the standard two-player game; its options turn
 * on the recount-at-end variant and tournament play. `Game.hasHiddenInformation` is one flag per
 * game object, but only tournament play hides anything (the second game's layout), so the
 * tournament has its own object, `diceMatrixTournament`: the same rules and state format with
 * `tournament` on by default and the flag set. `diceMatrixFor(options)` picks the right one.
 */
import { type Game, parseOptions } from '@matrix-arcade/core';
import { codec } from './codec.js';
import { describeAction } from './describe.js';
import { type DiceMatrixObservation, determinize, observe } from './observation.js';
import {
  applyAction,
  currentPlayer,
  legalActions,
  outcomeOf,
  returnsOf,
  totalScores,
} from './rules.js';
import {
  type DiceMatrixOptions,
  type DiceMatrixState,
  newState,
  optionSchema,
  tournamentOptionSchema,
} from './state.js';

export type DiceMatrixGame = Game<DiceMatrixState, DiceMatrixObservation, DiceMatrixOptions>;

/** Own total minus the opponent's (recounted under the variant): the greedy bot's heuristic. */
export function evaluate(s: DiceMatrixState, seat: number): number {
  const t = totalScores(s);
  return t[seat]! - t[1 - seat]!;
}

function makeGame(tournament: boolean): DiceMatrixGame {
  const schema = tournament ? tournamentOptionSchema : optionSchema;
  return {
    id: 'dice-matrix',
    title: 'Dice Matrix',
    players: { min: 2, max: 2 },
    optionSchema: schema,
    hasHiddenInformation: tournament,
    setup(options, seed) {
      return newState(parseOptions(schema, options), seed);
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
    describeAction,
    codec,
  };
}

/** Dice Matrix for two players: perfect information after the random setup. */
export const diceMatrix: DiceMatrixGame = makeGame(false);

/**
 * Tournament play (two games, scores added): `tournament` defaults to true and the game reports
 * hidden information, since the second layout is rolled at setup but not shown until it is used.
 */
export const diceMatrixTournament: DiceMatrixGame = makeGame(true);

/** The game object whose `hasHiddenInformation` is right for these options. */
export function diceMatrixFor(options?: Partial<DiceMatrixOptions>): DiceMatrixGame {
  return options?.tournament ? diceMatrixTournament : diceMatrix;
}
