/**
 * "Was this deal winnable?" for the family: the clairvoyant solver run on one deal, or on one
 * state, within a time (or node) budget, with progress (core's `budgetedSolve`), for a player who
 * has finished a run. The answer is
 * `winnable` with a winning line (and, from a deal, its replay, checked step by step through the
 * real rules before it is given), `not-winnable` (the whole tree was searched) or `undecided`
 * (the budget ran out first). The solver sees the deck order the player never saw: callers show
 * it only after a game has ended.
 */
import {
  type ActionPreviewBase,
  type Game,
  type Replay,
  ValidationError,
  type WinnableAnswer,
  type WinnableOptions,
  type WinnableVerdict,
  budgetedSolve,
  parseReplay,
  playReplay,
} from '@matrix-arcade/core';
import type { MatrixOverloadState } from '../state.js';
import type { Solve } from './search.js';

/** Where to search from: a replay (its deal, from the start) or a state (from there). */
export type WinnableFrom<S> = Replay | string | { readonly state: S };

const verdictOf = (status: string): WinnableVerdict =>
  status === 'won' ? 'winnable' : status === 'lost' ? 'not-winnable' : 'undecided';

/** A state given by a caller, checked through the codec (its errors name the bad field). */
function checkedState<S>(game: Game<S, unknown, object>, state: unknown): S {
  let json: unknown;
  try {
    json = game.codec.toJSON(state as S);
  } catch (error) {
    throw new ValidationError('state', `not a ${game.id} state (${(error as Error).message})`);
  }
  return game.codec.fromJSON(json);
}

/** The "winnable?" call of an edition: its game and its solver's `solve`. */
export function createWinnable<
  S extends MatrixOverloadState,
  O,
  Opt extends object,
  P extends ActionPreviewBase,
>(game: Game<S, O, Opt, P>, solve: Solve) {
  return function winnable(
    from: WinnableFrom<MatrixOverloadState>,
    options: WinnableOptions = {},
  ): WinnableAnswer {
    let root: S;
    let replay: Replay | null = null;
    if (typeof from === 'object' && from !== null && 'state' in from) {
      root = checkedState(game, from.state);
    } else {
      replay = parseReplay(game as never, from);
      playReplay(game, replay); // every recorded step must be legal
      root = game.setup(replay.options as Partial<Opt>, replay.seed);
    }
    const { result, nodes, elapsedMs } = budgetedSolve((n) => solve(root, { nodes: n }), options);
    const verdict = verdictOf(result.status);
    let winning: Replay | null = null;
    if (verdict === 'winnable' && replay) {
      winning = { ...replay, options: { ...replay.options }, actions: [...result.line] };
      const states = playReplay(game, winning);
      if (states[states.length - 1]!.ending !== 'win') {
        throw new ValidationError('replay', 'the solver’s line does not win (a solver bug)');
      }
    }
    const reason = verdict === 'undecided' ? { reason: 'budget' as const } : {};
    return { verdict, ...reason, line: result.line, replay: winning, nodes, elapsedMs };
  };
}
