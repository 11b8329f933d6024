/**
 * Matrix Maze as a core `Game`: a duel on a duel map, or solo against the map's System Guard.
 * Dice are chance nodes (three dice, 216 ordered outcomes), so nothing is hidden and a state
 * never holds a future roll.
 */
import type { Game } from '@matrix-arcade/core';
import { codec } from './codec.js';
import { describeAction, outcomeOf } from './describe.js';
import { PH_ROLL } from './codes.js';
import { type MatrixMazeObservation, determinize, observe } from './observation.js';
import { applyAction, currentPlayer, legalActions, returnsOf } from './rules.js';
import { type MatrixMazeOptions, type MatrixMazeState, newState, optionSchema } from './state.js';

export type MatrixMazeGame = Game<MatrixMazeState, MatrixMazeObservation, MatrixMazeOptions>;

/** SOURCE CODEs held, ahead of the opponent (duel) — the greedy bot's heuristic. */
export function evaluate(s: MatrixMazeState, seat: number): number {
  const own = s.seats[seat]!.codes * 10 + s.seats[seat]!.bytes;
  return s.seats.length === 1
    ? own
    : own - s.seats[1 - seat]!.codes * 10 - s.seats[1 - seat]!.bytes;
}

export const matrixMaze: MatrixMazeGame = {
  id: 'matrix-maze',
  title: 'Matrix Maze',
  players: { min: 1, max: 2 },
  optionSchema,
  hasHiddenInformation: false,
  setup: (options) => newState(options),
  optionsOf: (s) => ({ ...s.options }),
  numSeats: (s) => s.seats.length,
  currentPlayer,
  legalActions,
  chanceOutcomes: (s) =>
    s.phase === PH_ROLL ? legalActions(s).map((action) => ({ action, probability: 1 / 216 })) : [],
  apply: applyAction,
  returns: returnsOf,
  outcome: outcomeOf,
  observe,
  determinize,
  evaluate,
  describeAction,
  codec,
};
