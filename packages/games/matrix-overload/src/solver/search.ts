/**
 * The clairvoyant solver: given a MATR1X ØVERLØAD state with its deck order in full view, is
 * there a line of play that kills all twelve royals? With the deck known the game has no chance
 * left, so the tree's only branching is the player's legal actions, and it is finite and acyclic
 * (every run ends, ruling 29). It estimates how many deals can be won at all; it is no player
 * aid, since a player never sees the deck.
 *
 * Method: depth-first search of that tree, bounded by limited discrepancy search (W. D. Harvey
 * and M. L. Ginsberg, "Limited discrepancy search", IJCAI 1995): iteration k searches every line
 * that leaves the move ordering's first choice at most k times, k = 0, 1, 2, ... A plain
 * depth-first search spends its whole budget under its first few choices: on 40 deals at
 * 100,000 nodes each it won 8 (12 at 1,000,000 nodes) where this won 34. With
 * - a transposition table of proven losses keyed on a Zobrist hash of the state (zobrist.ts).
 *   The idle count is kept beside the key rather than in it: a state with a smaller idle count
 *   dominates the same state with a larger one, since idle only feeds the loop rule, which ends
 *   a run when idle reaches a limit; any line that wins with more idle cards wins with fewer, so
 *   a loss proven at idle i is a loss at every idle >= i;
 * - a second table of states already searched without a win under some discrepancy allowance
 *   (keyed with the idle count): searching one again under the same or a smaller allowance
 *   cannot find a win either (it won 92 deals of 100 at 100,000 nodes, against 85 without);
 * - pruning of provable dead ends only: children that end the run lost, and children after
 *   which a royal can no longer be killed (bounds.ts);
 * - equivalent children merged: two actions that lead to the same state (by hash) are searched
 *   once, through the tables above, and the hash itself merges states that differ only in what
 *   can no longer matter (a dead royal's identity and ICE, the order of ICE cards: zobrist.ts);
 * - move ordering (order.ts): kills first, then a positional score.
 * Not done: merging mirror-image positions. The rules are symmetric under the eight symmetries
 * of the square, but a dealt deck breaks them: two children are mirror images only when every
 * stack and outside position is, which a real deal all but never offers: eight hashes a node
 * for merges that hardly ever happen.
 * A subtree is a proven loss only when no discrepancy limit cut it. Every node is one
 * application of the rules (`rules.resolve`, which skips the legality check that the legal
 * action list already guarantees); the search stops at the node budget. Results: `won` with the
 * winning line (replayable through the real rules), `lost` when the whole tree was searched
 * without a win, `undecided` when the budget ran out first.
 *
 * The search is written once for every edition of the game: `createSolve(parts)` takes the
 * rules it steps and the three game-specific parts (dead-end test, ordering, hash).
 */
import { POSITION_BASE } from '../actions.js';
import { type AnyOverloadRules, rules as standardRules } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';
import { type HopelessTest, hopeless as standardHopeless } from './bounds.js';
import { type OrderScore, orderScore as standardOrder } from './order.js';
import {
  type Hash64,
  type StateHasher,
  checkOf,
  hashState as standardHash,
  keyOf,
  withIdle,
} from './zobrist.js';

export type SolveStatus = 'won' | 'lost' | 'undecided';

export interface SolveResult {
  readonly status: SolveStatus;
  /** The winning line from the given state (empty unless won). */
  readonly line: readonly number[];
  /** Nodes searched: applications of the rules. */
  readonly nodes: number;
}

export interface SolveOptions {
  /** Node budget: the most applications of the rules before giving up (`undecided`). */
  readonly nodes: number;
  /** Most entries per table (default 2^21); beyond it nothing new is stored, which is safe. */
  readonly tableLimit?: number;
}

const WIN = 0;
const LOST = 1;
const CUT = 2;
const OUT = 3;
type Verdict = typeof WIN | typeof LOST | typeof CUT | typeof OUT;

interface Child {
  readonly action: number;
  readonly state: MatrixOverloadState;
  readonly h1: number;
  readonly h2: number;
  readonly score: number;
}

/** What the search is made of: the rules it steps, and the parts that know the game. */
export interface SearchParts {
  /** Steps the tree: `legalActions` and `resolve` (unchecked: the list is legal). */
  readonly rules: AnyOverloadRules;
  /** Provable dead ends, tested after an action at an outside position (bounds.ts). */
  readonly hopeless: HopelessTest;
  /** Move ordering (order.ts). */
  readonly orderScore: OrderScore;
  /** The transposition tables' hash, without `idle` (zobrist.ts). */
  readonly hashState: StateHasher;
}

/** Searches `root` for a winning line; see the file comment. */
export type Solve = (root: MatrixOverloadState, options: SolveOptions) => SolveResult;

/** The search over the given parts. */
export function createSolve(parts: SearchParts): Solve {
  const { rules, hopeless, orderScore, hashState } = parts;
  return (root, options) => solveWith(rules, hopeless, orderScore, hashState, root, options);
}

function solveWith(
  rules: AnyOverloadRules,
  hopeless: HopelessTest,
  orderScore: OrderScore,
  hashState: StateHasher,
  root: MatrixOverloadState,
  options: SolveOptions,
): SolveResult {
  if (root.ending !== null) {
    return { status: root.ending === 'win' ? 'won' : 'lost', line: [], nodes: 0 };
  }
  if (hopeless(root)) return { status: 'lost', line: [], nodes: 0 };
  const budget = options.nodes;
  const limit = options.tableLimit ?? 2 ** 21;
  /** Proven losses: base key -> check * 256 + the smallest idle count proven lost. */
  const lost = new Map<number, number>();
  /** No win under an allowance: key with idle -> check * 65536 + the largest allowance. */
  const tried = new Map<number, number>();
  const line: number[] = [];
  const h: Hash64 = { h1: 0, h2: 0 };
  const hi: Hash64 = { h1: 0, h2: 0 };
  let nodes = 0;

  const isLost = (hash: Hash64, idle: number): boolean => {
    const e = lost.get(keyOf(hash));
    return e !== undefined && e >>> 8 === checkOf(hash) && idle >= (e & 255);
  };
  const markLost = (hash: Hash64, idle: number): void => {
    const key = keyOf(hash);
    const check = checkOf(hash);
    const e = lost.get(key);
    if (e !== undefined && e >>> 8 === check && (e & 255) <= idle) return;
    if (e === undefined && lost.size >= limit) return;
    lost.set(key, check * 256 + idle);
  };

  /** The children worth searching, best first; or WIN (line extended) or OUT. */
  const expand = (s: MatrixOverloadState): Child[] | typeof WIN | typeof OUT => {
    const kids: Child[] = [];
    for (const a of rules.legalActions(s)) {
      if (nodes >= budget) return OUT;
      nodes++;
      const c = rules.resolve(s, a);
      if (c.ending === 'win') {
        line.push(a);
        return WIN;
      }
      if (c.ending !== null) continue;
      if (a >= POSITION_BASE && hopeless(c)) continue;
      hashState(c, h);
      if (isLost(h, c.idle)) continue;
      kids.push({ action: a, state: c, h1: h.h1, h2: h.h2, score: orderScore(s, a, c) });
    }
    return kids.sort((x, y) => y.score - x.score);
  };

  const search = (s: MatrixOverloadState, hash: Hash64, allow: number): Verdict => {
    withIdle(hash, s.idle, hi);
    const tkey = keyOf(hi);
    const tcheck = checkOf(hi);
    const seen = tried.get(tkey);
    if (seen !== undefined && seen >>> 16 === tcheck && (seen & 0xffff) >= allow) return CUT;
    const kids = expand(s);
    if (kids === WIN || kids === OUT) return kids;
    let cut = false;
    for (let i = 0; i < kids.length; i++) {
      // Any child but the first is one discrepancy.
      if (i > 0 && allow === 0) {
        cut = true;
        break;
      }
      const kid = kids[i]!;
      const kh = { h1: kid.h1, h2: kid.h2 };
      if (isLost(kh, kid.state.idle)) continue; // proven lost since it was listed
      line.push(kid.action);
      const v = search(kid.state, kh, i > 0 ? allow - 1 : allow);
      if (v === WIN) return WIN;
      line.pop();
      if (v === OUT) return OUT;
      if (v === CUT) cut = true;
    }
    if (cut) {
      if (seen !== undefined || tried.size < limit) tried.set(tkey, tcheck * 65536 + allow);
      return CUT;
    }
    markLost(hash, s.idle);
    return LOST;
  };

  const rootHash = hashState(root, { h1: 0, h2: 0 });
  for (let allow = 0; allow < 0xffff; allow++) {
    const v = search(root, rootHash, allow);
    if (v === WIN) return { status: 'won', line, nodes };
    if (v === LOST) return { status: 'lost', line: [], nodes };
    if (v === OUT) break;
  }
  return { status: 'undecided', line: [], nodes };
}

/** The search of the standard game. */
export const solve: Solve = createSolve({
  rules: standardRules,
  hopeless: standardHopeless,
  orderScore: standardOrder,
  hashState: standardHash,
});
