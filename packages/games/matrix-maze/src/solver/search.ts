/**
 * The clairvoyant solver of a Matrix Maze solo game: with every future roll in view (the rolls a
 * match with this seed will make, one a round, in order: core's `chanceRng(seed)` stream through
 * `sampleChance` over the 216 ordered rolls), is there a line of play that logs out with three
 * SOURCE CODEs? Nothing else is hidden (the guard's path is printed on the map), so this is
 * the solitaires' "was this deal winnable?" for the maze. It measures deals; it is no player aid.
 *
 * Method: depth-first search over the rules (`matrixMaze.apply`), each roll read off the stream,
 * bounded by limited discrepancy search (W. D. Harvey and M. L. Ginsberg, "Limited discrepancy
 * search", IJCAI 1995): iteration d searches every line that leaves the move ordering's first
 * choice at most d times. The ordering: a move that wins first, then the SOURCE CODEs held, then
 * the fewest squares (breadth-first, through squares the avatar has not been on, walls kept) to
 * the nearest free code, then the Data Bytes kept. A table keyed on the whole state (the roll
 * index is its round) holds the largest allowance each state was searched with without a win,
 * and `Infinity` for a state whose whole subtree was searched: a state is never searched again
 * with less. Every child generated counts one node; the search stops at the budget: `won` (a
 * line, rolls included), `lost` (the whole tree searched: the guard's path bounds every line)
 * or `undecided`.
 */
import {
  CHANCE,
  type ChanceOutcome,
  type Rng,
  TERMINAL,
  chanceRng,
  sampleChance,
} from '@matrix-arcade/core';
import { matrixMaze } from '../game.js';
import { mapOf } from '../maps/catalog.js';
import { neighbour } from '../maps/squares.js';
import type { MatrixMazeState } from '../state.js';

export type MazeSolveStatus = 'won' | 'lost' | 'undecided';

export interface MazeSolveResult {
  readonly status: MazeSolveStatus;
  readonly nodes: number;
  /** The winning line from the state searched, rolls included (empty unless won). */
  readonly line: readonly number[];
}

/** The rolls a match with `seed` makes, in order, read on demand (roll k is round k's). */
export class RollStream {
  private readonly rolls: number[] = [];
  private readonly rng: Rng;
  private outcomes: readonly ChanceOutcome[] = [];
  constructor(seed: number) {
    this.rng = chanceRng(seed);
  }
  /** Roll `k`, drawn over the outcomes of a roll state `s` (the same 216 at every roll). */
  at(k: number, s: MatrixMazeState): number {
    if (this.outcomes.length === 0) this.outcomes = matrixMaze.chanceOutcomes(s);
    while (this.rolls.length <= k) this.rolls.push(sampleChance(this.outcomes, this.rng));
    return this.rolls[k]!;
  }
}

/** Squares from the avatar to the nearest free SOURCE CODE, through unvisited squares (∞: none). */
function codeDistance(s: MatrixMazeState): number {
  const seat = s.seats[0]!;
  if (seat.pos < 0) return 0;
  const map = mapOf(s.map);
  const free = new Set(map.sources.filter((_, i) => s.owner[i] === -1));
  if (free.size === 0) return Number.POSITIVE_INFINITY;
  const seen = new Uint8Array(map.cells);
  let frontier = [seat.pos];
  seen[seat.pos] = 1;
  for (let d = 0; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const c of frontier) {
      if (free.has(c)) return d;
      for (let dir = 0; dir < 4; dir++) {
        const n = neighbour(c, dir, map.width, map.height);
        if (n < 0 || seen[n] || seat.visited[n] || map.walls[c]! & (1 << dir)) continue;
        seen[n] = 1;
        next.push(n);
      }
    }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}

/** The ordering score of a state just reached (higher first). */
function score(s: MatrixMazeState): number {
  if (matrixMaze.currentPlayer(s) === TERMINAL) return matrixMaze.returns(s)[0] === 1 ? 1e9 : -1e9;
  const seat = s.seats[0]!;
  return seat.codes * 1e6 - Math.min(codeDistance(s), 1000) * 100 + seat.bytes;
}

/** A state's key in the table: every field (the round is the roll index). */
const keyOf = (s: MatrixMazeState): string =>
  JSON.stringify([s.phase, s.round, s.pool, s.seats, s.owner, s.guardStep, s.turn, s.ending]);

interface Search {
  readonly rolls: RollStream;
  readonly limit: number;
  nodes: number;
  /** Some branch was left out for want of allowance in this iteration. */
  cut: boolean;
  readonly failed: Map<string, number>;
}

/** A winning line from `s` with at most `allowance` discrepancies, or null. */
function dfs(s: MatrixMazeState, allowance: number, search: Search): number[] | null {
  const player = matrixMaze.currentPlayer(s);
  if (player === TERMINAL) return matrixMaze.returns(s)[0] === 1 ? [] : null;
  if (search.nodes >= search.limit) return null;
  if (player === CHANCE) {
    const roll = search.rolls.at(s.round, s);
    search.nodes++;
    const rest = dfs(matrixMaze.apply(s, roll), allowance, search);
    return rest && [roll, ...rest];
  }
  const key = keyOf(s);
  if ((search.failed.get(key) ?? -1) >= allowance) return null;
  const cutBefore = search.cut;
  search.cut = false;
  const children = matrixMaze
    .legalActions(s)
    .map((a) => {
      const next = matrixMaze.apply(s, a);
      search.nodes++;
      return { a, next, score: score(next) };
    })
    .sort((x, y) => y.score - x.score);
  for (let i = 0; i < children.length; i++) {
    if (i > allowance) {
      search.cut = true;
      break;
    }
    const { a, next } = children[i]!;
    const rest = dfs(next, allowance - (i > 0 ? 1 : 0), search);
    if (rest) {
      search.cut = search.cut || cutBefore;
      return [a, ...rest];
    }
    if (search.nodes >= search.limit) break;
  }
  if (search.nodes < search.limit) {
    search.failed.set(key, search.cut ? allowance : Number.POSITIVE_INFINITY);
  }
  search.cut = search.cut || cutBefore;
  return null;
}

/**
 * Searches solo state `s` (a state of a match with `seed`, whose rolls so far are `s.round`)
 * with every future roll in view, within `nodes` children generated.
 */
export function solveMaze(
  s: MatrixMazeState,
  seed: number,
  options: { readonly nodes: number },
): MazeSolveResult {
  if (s.seats.length !== 1)
    throw new RangeError(
      'the maze solver searches solo games only: a solo map (such as map=watchtower) played alone',
    );
  const search: Search = {
    rolls: new RollStream(seed),
    limit: options.nodes,
    nodes: 0,
    cut: false,
    failed: new Map(),
  };
  for (let allowance = 0; search.nodes < search.limit; allowance++) {
    search.cut = false;
    const line = dfs(s, allowance, search);
    if (line) return { status: 'won', nodes: search.nodes, line };
    if (!search.cut && search.nodes < search.limit) {
      return { status: 'lost', nodes: search.nodes, line: [] };
    }
  }
  return { status: 'undecided', nodes: search.nodes, line: [] };
}
