/**
 * Matrix (piecepack)'s "was this deal winnable?": the clairvoyant solver (search.ts) on one deal,
 * within a time or node budget, with progress (core's `budgetedSolve`). `winnable(replay)`
 * searches the replay's deal from its start with the die stream its seed rolls;
 * `winnable({ state, seed })` a deal's first state, given with its seed (the solver reads the dice
 * from the start of the seed's stream, so a state later in a run cannot be searched: it is
 * refused). The answer is `winnable` with a winning line and, from a replay, the replay of that
 * line (checked by the rules before it is given, every die the match's roll), `not-winnable` (the
 * whole tree searched) or `undecided`: out of budget (`reason: 'budget'`), or every line searched
 * up to the solver's cap of challenges without a win (`reason: 'line-limit'`). The solver sees the
 * stack and the dice the player never saw: callers show it only after a game has ended.
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
import { piecepackMatrix } from '../game.js';
import { type PiecepackOptions, type PiecepackState, toWords } from '../state.js';
import { A_DIE } from '../layout.js';
import { RollStream, solveWords } from './search.js';

/** Where to search from: a replay (its deal), or a deal's first state with its seed. */
export type PiecepackWinnableFrom =
  | Replay
  | string
  | { readonly state: PiecepackState; readonly seed: number };

export function winnable(
  from: PiecepackWinnableFrom,
  options: WinnableOptions = {},
): WinnableAnswer {
  let root: PiecepackState;
  let seed: number;
  let dealOptions: Partial<PiecepackOptions>;
  let fromReplay = false;
  if (typeof from === 'object' && from !== null && 'state' in from) {
    seed = from.seed;
    if (!Number.isInteger(seed))
      throw new ValidationError('seed', `must be an integer; got ${seed}`);
    root = piecepackMatrix.codec.fromJSON(toJSONChecked(from.state));
    dealOptions = root.options;
    const deal = piecepackMatrix.setup(dealOptions, seed);
    if (!deepEqual(Array.from(toWords(deal)), Array.from(toWords(root)))) {
      throw new ValidationError(
        'state',
        `must be the first state of the deal of seed ${seed} (the solver reads the dice from the start of its stream); to ask about a run in progress, pass its replay`,
      );
    }
  } else {
    const replay = parseReplay(piecepackMatrix as never, from);
    playReplay(piecepackMatrix, replay); // every recorded step must be legal
    seed = replay.seed;
    dealOptions = replay.options as Partial<PiecepackOptions>;
    root = piecepackMatrix.setup(dealOptions, seed);
    fromReplay = true;
  }
  const words = toWords(root);
  const { result, nodes, elapsedMs } = budgetedSolve(
    (n) => solveWords(words, seed, { nodes: n }),
    options,
  );
  if (result.status === 'won') {
    const line: Replay = {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: piecepackMatrix.id,
      options: { ...dealOptions },
      seed,
      actions: [...result.line],
    };
    // Checked by the rules: every step legal, every die the one the match rolls, a win at the end.
    const rolls = new RollStream(seed);
    const dice = result.line.filter((a) => a > A_DIE && a <= A_DIE + 6);
    if (dice.some((a, k) => a - A_DIE !== rolls.at(k))) {
      throw new ValidationError('replay', 'the solver’s line rolls other dice (a solver bug)');
    }
    const states = playReplay(piecepackMatrix, line);
    if (states[states.length - 1]!.ending !== 'win') {
      throw new ValidationError('replay', 'the solver’s line does not win (a solver bug)');
    }
    return {
      verdict: 'winnable',
      line: result.line,
      replay: fromReplay ? line : null,
      nodes,
      elapsedMs,
    };
  }
  if (result.status === 'lost') {
    return { verdict: 'not-winnable', line: [], replay: null, nodes, elapsedMs };
  }
  const reason = result.status === 'stopped' ? 'line-limit' : 'budget';
  return { verdict: 'undecided', reason, line: [], replay: null, nodes, elapsedMs };
}

function toJSONChecked(state: unknown): unknown {
  try {
    return piecepackMatrix.codec.toJSON(state as PiecepackState);
  } catch (error) {
    throw new ValidationError(
      'state',
      `not a piecepack-matrix state (${(error as Error).message})`,
    );
  }
}
