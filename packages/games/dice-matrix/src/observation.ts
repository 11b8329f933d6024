/**
 * What a seat can know. Dice Matrix is open play: both seats see the matrix, the spare and both
 * areas. Two things differ from the full state: in tournament play the layout of the second
 * game has been rolled but not revealed, and under the recount-at-end variant no score is
 * shown until a game ends. `determinize` rebuilds a full state, rolling a fresh second layout
 * when it is still hidden.
 */
import { TERMINAL, type Rng } from '@matrix-arcade/core';
import { lineCounts } from './scoring.js';
import { type DiceMatrixOptions, type DiceMatrixState, randomLayout } from './state.js';

export interface DiceMatrixObservation {
  /** The seat this observation is for. */
  readonly seat: number;
  readonly options: DiceMatrixOptions;
  /** Game being played: 0, or 1 for the second game of a tournament. */
  readonly round: number;
  /** Seat to move, or -2 when everything is over. */
  readonly toMove: number;
  /** 49 die codes, row-major, -1 for empty cells. */
  readonly matrix: readonly number[];
  /** The spare die until the opening places it, then -1. */
  readonly spare: number;
  /** Per seat, 30 counts indexed by die code. */
  readonly areas: readonly (readonly number[])[];
  /** False while the recount-at-end variant keeps the scores of the current game hidden. */
  readonly scoresVisible: boolean;
  /** Scores of the current game, or `null` while hidden. */
  readonly scores: readonly number[] | null;
  /** Final scores of each finished game. */
  readonly gameScores: readonly (readonly number[])[];
  /** True while a second game's layout exists but is not yet revealed. */
  readonly secondLayoutHidden: boolean;
}

/** The observation of `seat`: everything but the hidden second layout and hidden scores. */
export function observe(s: DiceMatrixState, seat: number): DiceMatrixObservation {
  const scoresVisible = !s.options.recountAtEnd || s.toMove === TERMINAL;
  return {
    seat,
    options: { ...s.options },
    round: s.round,
    toMove: s.toMove,
    matrix: s.matrix.slice(),
    spare: s.spare,
    areas: s.areas.map((a) => a.slice()),
    scoresVisible,
    scores: scoresVisible ? s.scores.slice() : null,
    gameScores: s.gameScores.map((g) => g.slice()),
    secondLayoutHidden: s.nextLayout !== null,
  };
}

/** A full state consistent with `o`; a hidden second layout is rolled afresh from `rng`. */
export function determinize(o: DiceMatrixObservation, rng: Rng): DiceMatrixState {
  const areas = o.areas.map((a) => a.slice());
  let left = 0;
  for (const d of o.matrix) if (d >= 0) left++;
  return {
    options: { recountAtEnd: o.options.recountAtEnd, tournament: o.options.tournament },
    round: o.round,
    toMove: o.toMove,
    matrix: o.matrix.slice(),
    left,
    spare: o.spare,
    areas,
    lines: areas.map(lineCounts),
    scores: o.scores ? o.scores.slice() : [0, 0],
    gameScores: o.gameScores.map((g) => g.slice()),
    nextLayout: o.secondLayoutHidden ? randomLayout(rng) : null,
  };
}
