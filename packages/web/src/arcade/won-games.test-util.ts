/**
 * Won games for the arcade's browser tests: for each solitaire with a clairvoyant solver in its
 * package (CYBERMANCY, Matrix (piecepack), a solo Matrix Maze map), a deal and the solver's
 * winning line for it, found with a node budget alone (so the same line on every machine). The
 * seeds are ones the solver proves winnable within that budget; a test restores the line but its
 * last move into the element and plays that move, to reach a won game in the arcade. Not part of the build (`*.test-util.ts`).
 */
import {
  type AnyGame,
  CHANCE,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  type WinnableAnswer,
  playReplay,
  saveState,
} from '@matrix-arcade/core';
import { cybermancyWinnable } from '@matrix-arcade/cybermancy/solver';
import { winnable as mazeWinnable } from '@matrix-arcade/matrix-maze/solver';
import { winnable as piecepackWinnable } from '@matrix-arcade/piecepack-matrix/solver';
import { SESSION_FORMAT, SESSION_VERSION, type SessionJSON } from '../lib/game-session.js';

/** A solitaire's deal to win, with the options the arcade deals it with. */
export interface WonDeal {
  readonly game: string;
  readonly seed: number;
  /** Options besides the game's defaults (Matrix Maze: a solo map). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly solve: (replay: Replay, options: { nodes: number }) => WinnableAnswer;
}

export const WON_DEALS: readonly WonDeal[] = [
  { game: 'cybermancy', seed: 2, options: {}, solve: cybermancyWinnable },
  { game: 'piecepack-matrix', seed: 9, options: {}, solve: piecepackWinnable },
  {
    game: 'matrix-maze',
    seed: 1,
    options: { map: 'watchtower' },
    solve: mazeWinnable,
  },
];

/** Nodes the solver may search (each seed above is proven within it, in a second or less). */
const NODES = 200_000;

const games = new Map<string, WonGame>();

/** A won game one move before its end, as the element takes it, and that last move. */
export interface WonGame {
  /** The session of the line but its last move (its chance outcomes included). */
  readonly state: SessionJSON;
  /** The line's last move, a person's: playing it wins (and the game is counted). */
  readonly last: number;
}

/**
 * The solver's winning line for `deal` as dealt with `options` (every option of the deal), as a
 * session one move from its end. The line's dice are the ones the solver saw (core's match
 * stream of the seed), kept as chance outcomes of the session: the element's own rolls after a
 * move are drawn another way, so replaying the person's moves alone would not win.
 */
export function wonGame(deal: WonDeal, game: AnyGame, options: object): WonGame {
  const key = `${deal.game}:${deal.seed}`;
  const known = games.get(key);
  if (known) return known;
  const replay: Replay = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    options,
    seed: deal.seed,
    actions: [],
  };
  const answer = deal.solve(replay, { nodes: NODES });
  if (answer.verdict !== 'winnable') {
    throw new Error(`${deal.game} seed ${deal.seed}: the solver said ${answer.verdict}`);
  }
  const line = answer.line;
  const states = playReplay(game, { ...replay, actions: line });
  if (game.currentPlayer(states[line.length - 1]) === CHANCE) {
    throw new Error(`${deal.game} seed ${deal.seed}: the line ends with a chance outcome`);
  }
  const won: WonGame = {
    state: {
      format: SESSION_FORMAT,
      version: SESSION_VERSION,
      game: game.id,
      seed: deal.seed,
      start: saveState(game, game.setup(options, deal.seed)),
      actions: line.slice(0, -1),
      cursor: line.length - 1,
    } as SessionJSON,
    last: line[line.length - 1]!,
  };
  games.set(key, won);
  return won;
}
