/**
 * Matrix Maze's "was this deal winnable?" for a solo game: the clairvoyant solver (search.ts) on
 * one deal, within a time or node budget, with progress (core's `budgetedSolve`).
 * `winnable(replay)` searches the replay's deal from its start with the rolls its seed makes;
 * `winnable({ state, seed })` a deal's first state, given with its seed (every deal of a map
 * starts alike: the seed is its rolls). A duel is refused (two players: no solitaire). The answer
 * is `winnable` with a winning line and, from a replay, the replay of that line (checked by the
 * rules before it is given, every roll the match's own), `not-winnable` (the whole tree searched)
 * or `undecided` (out of budget). The solver sees the rolls to come, which the player never does:
 * callers show its line only after a game has ended.
 */
import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  ValidationError,
  type WinnableAnswer,
  type WinnableOptions,
  budgetedSolve,
  deepEqual,
  parseReplay,
  playReplay,
} from '@matrix-arcade/core';
import { matrixMaze } from '../game.js';
import type { MatrixMazeOptions, MatrixMazeState } from '../state.js';
import { solveMaze } from './search.js';

/** Where to search from: a replay (its deal), or a deal's first state with its seed. */
export type MazeWinnableFrom =
  | Replay
  | string
  | { readonly state: MatrixMazeState; readonly seed: number };

/** The replay of a line from the start of the deal of `seed` with `options`. */
export function mazeReplayOfLine(
  seed: number,
  line: readonly number[],
  options: Partial<MatrixMazeOptions> = {},
): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: matrixMaze.id,
    options: { ...options },
    seed,
    actions: [...line],
  };
}

/**
 * The replay of `line` from the deal of `seed`, checked by the rules: every step legal, every
 * roll the one the match makes, three SOURCE CODEs at the end. Throws on a solver bug.
 */
export function checkedWin(
  seed: number,
  line: readonly number[],
  options: Partial<MatrixMazeOptions>,
): Replay {
  const replay = mazeReplayOfLine(seed, line, options);
  const states = playReplay(matrixMaze, replay);
  if (matrixMaze.returns(states[states.length - 1]!)[0] !== 1) {
    throw new ValidationError('replay', 'the solver’s line does not win (a solver bug)');
  }
  return replay;
}

export function winnable(from: MazeWinnableFrom, options: WinnableOptions = {}): WinnableAnswer {
  let root: MatrixMazeState;
  let seed: number;
  let fromReplay = false;
  if (typeof from === 'object' && from !== null && 'state' in from) {
    seed = from.seed;
    if (!Number.isInteger(seed)) {
      throw new ValidationError('seed', `must be an integer; got ${seed}`);
    }
    root = matrixMaze.codec.fromJSON(toJSONChecked(from.state));
    const deal = matrixMaze.setup(root.options, seed);
    if (!deepEqual(matrixMaze.codec.toJSON(deal), matrixMaze.codec.toJSON(root))) {
      throw new ValidationError(
        'state',
        `must be the first state of a deal (the solver reads the rolls from the start of the seed's stream); to ask about a game in progress, pass its replay`,
      );
    }
  } else {
    const replay = parseReplay(matrixMaze as never, from);
    playReplay(matrixMaze, replay); // every recorded step must be legal
    seed = replay.seed;
    root = matrixMaze.setup(replay.options as Partial<MatrixMazeOptions>, seed);
    fromReplay = true;
  }
  if (root.seats.length !== 1) {
    throw new ValidationError(
      fromReplay ? 'replay.options' : 'state',
      'a duel has no "was it winnable?": the solver answers for solo games (one player) only',
    );
  }
  const { result, nodes, elapsedMs } = budgetedSolve(
    (n) => solveMaze(root, seed, { nodes: n }),
    options,
  );
  if (result.status === 'won') {
    const replay = checkedWin(seed, result.line, root.options);
    return {
      verdict: 'winnable',
      line: result.line,
      replay: fromReplay ? replay : null,
      nodes,
      elapsedMs,
    };
  }
  if (result.status === 'lost') {
    return { verdict: 'not-winnable', line: [], replay: null, nodes, elapsedMs };
  }
  return { verdict: 'undecided', reason: 'budget', line: [], replay: null, nodes, elapsedMs };
}

function toJSONChecked(state: unknown): unknown {
  try {
    return matrixMaze.codec.toJSON(state as MatrixMazeState);
  } catch (error) {
    throw new ValidationError('state', `not a matrix-maze state (${(error as Error).message})`);
  }
}
