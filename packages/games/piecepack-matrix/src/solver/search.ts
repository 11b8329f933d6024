/**
 * The clairvoyant solver: with the data stack's order and every future die roll in view (the
 * rolls a match with this seed will make, in order: core's `chanceRng(seed)` stream), is there a
 * line of play that wins the run? It measures how winnable deals are at all; it is no player aid.
 *
 * Method: depth-first search bounded by limited discrepancy search (W. D. Harvey and M. L.
 * Ginsberg, "Limited discrepancy search", IJCAI 1995): iteration d searches every line that
 * leaves the move ordering's first choice at most d times. A node is a decision between
 * challenges; a child is one decision followed by everything that is forced or dominated once
 * the rolls are known: the die is read off the roll stream; after the roll, power-ups are
 * spent only when they turn a failure into a success, and then as few as needed (spending more,
 * or spending without succeeding, only loses power-ups); payments of "any" coins take from the
 * largest pile. Choices that matter stay branches: every move and ability with every target,
 * the pre-roll strength choices, Kuang's aim, Viral Dub's second structure, the free choice of
 * breakers. With a table of proven losses and one of states searched without a win under some
 * allowance (keyed on the packed state and the roll index). Every child generated counts one
 * node; the search stops at the budget: `won` (a line), `lost` (the whole tree searched) or
 * `undecided`. A run has no end but brain death, the damage target or the win (ruling 12), so a
 * line may go on forever (a breaker that cannot fail shuttling between two structures): a line
 * is cut at `maxChallenges` challenges since setup. A tree searched to the end without a win in
 * which some line was cut is `stopped`: not proven lost, since a longer line might still win.
 */
import { type Rng, chanceRng, sampleChance } from '@matrix-arcade/core';
import {
  A_COMMIT,
  A_DIE,
  A_PAY,
  A_SLIVER_SET,
  A_SPEND,
  E_NONE,
  E_WIN,
  MAX_ACTIONS,
  PH_AIM,
  PH_BOOST,
  PH_MOVE,
  PH_PAY,
  PH_PICK,
  PH_PRE,
  PH_REACH,
  PH_ROLL,
  PH_VIRAL,
  RED,
  W_COUNT,
  W_DAMAGE,
  W_ENDING,
  W_PHASE,
  W_CHALLENGES,
  W_POOL,
  W_POS,
} from '../layout.js';
import { entryCell, entryOfTile } from '../words/board.js';
import { legalActions } from '../words/legal.js';
import { applyAction } from '../words/play.js';
import { challengeStrength, targetStrength } from '../words/strength.js';

export type SolveStatus = 'won' | 'lost' | 'stopped' | 'undecided';

/** The solver's line budget: challenges since setup after which a line is cut. */
export const LINE_CHALLENGES = 200;

export interface SolveResult {
  readonly status: SolveStatus;
  readonly nodes: number;
  /** The winning line from the state searched, chance outcomes included (empty unless won). */
  readonly line: readonly number[];
}

interface Child {
  readonly w: Int32Array;
  /** Rolls used so far. */
  readonly k: number;
  readonly actions: readonly number[];
}

/** The die faces a match with `seed` rolls, in order, read on demand. */
export class RollStream {
  private readonly faces: number[] = [];
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = chanceRng(seed);
  }
  at(k: number): number {
    while (this.faces.length <= k) {
      const outcomes = [1, 2, 3, 4, 5, 6].map((f) => ({ action: A_DIE + f, probability: 1 / 6 }));
      this.faces.push(sampleChance(outcomes, this.rng) - A_DIE);
    }
    return this.faces[k]!;
  }
}

const buffer = new Int32Array(MAX_ACTIONS);

function legal(w: Int32Array): number[] {
  const n = legalActions(w, buffer);
  return Array.from(buffer.subarray(0, n));
}

function step(c: Child, a: number): Child {
  const w = c.w.slice();
  applyAction(w, a);
  return { w, k: c.k, actions: [...c.actions, a] };
}

/** After the roll: commit if it already wins; else the fewest power-ups that make it win, else commit. */
function boost(c: Child): Child {
  let cur = c;
  if (challengeStrength(cur.w) > targetStrength(cur.w)) return step(cur, A_COMMIT);
  const trial = legal(cur.w);
  if (trial.includes(A_SLIVER_SET)) {
    const set = step(cur, A_SLIVER_SET);
    if (challengeStrength(set.w) > challengeStrength(cur.w)) cur = set;
  }
  for (;;) {
    if (challengeStrength(cur.w) > targetStrength(cur.w)) return step(cur, A_COMMIT);
    const spends = legal(cur.w).filter((a) => a >= A_SPEND && a < A_SPEND + 4);
    if (spends.length === 0) return step(c, A_COMMIT);
    // Red first for Sendai's +2, then the largest pile.
    spends.sort((a, b) => {
      const ca = a - A_SPEND;
      const cb = b - A_SPEND;
      return (
        cur.w[W_POOL + cb]! - cur.w[W_POOL + ca]! || (cb === RED ? 1 : 0) - (ca === RED ? 1 : 0)
      );
    });
    cur = step(cur, spends[0]!);
  }
}

/** Everything forced or dominated from `c` on, branching where a real choice comes. */
function advance(c: Child, rolls: RollStream, out: Child[]): void {
  const w = c.w;
  if (w[W_ENDING] !== E_NONE) {
    out.push(c);
    return;
  }
  const phase = w[W_PHASE]!;
  if (phase === PH_MOVE) {
    out.push(c);
  } else if (phase === PH_ROLL || phase === PH_REACH) {
    const next = step(c, A_DIE + rolls.at(c.k));
    advance({ ...next, k: c.k + 1 }, rolls, out);
  } else if (phase === PH_BOOST) {
    advance(boost(c), rolls, out);
  } else if (phase === PH_PAY) {
    const pays = legal(w).sort((a, b) => w[W_POOL + b - A_PAY]! - w[W_POOL + a - A_PAY]!);
    advance(step(c, pays[0]!), rolls, out);
  } else if (phase === PH_PRE || phase === PH_AIM || phase === PH_VIRAL || phase === PH_PICK) {
    for (const a of legal(w)) advance(step(c, a), rolls, out);
  }
}

/** Ordering: wins first, then less damage, forts held, forts found, tiles placed, coins kept. */
function score(w: Int32Array): number {
  if (w[W_ENDING] === E_WIN) return 1e9;
  let held = 0;
  let found = 0;
  for (let c = 0; c < 4; c++) {
    const e = entryOfTile(w, c * 6);
    if (e < 0) continue;
    found++;
    if (w[W_POS + c] === entryCell(w, e)) held++;
  }
  const pool = w[W_POOL]! + w[W_POOL + 1]! + w[W_POOL + 2]! + w[W_POOL + 3]!;
  return -12 * w[W_DAMAGE]! + 40 * held + 6 * found + w[W_COUNT]! + 0.5 * pool;
}

function keyOf(w: Int32Array, k: number): string {
  let h1 = 0x811c9dc5 ^ k;
  let h2 = 0x12345678 + k;
  for (let i = 0; i < w.length; i++) {
    h1 = Math.imul(h1 ^ w[i]!, 0x01000193);
    h2 = Math.imul(h2 + w[i]! * 31, 0x5bd1e995) ^ (h2 >>> 13);
  }
  return `${h1 >>> 0}.${h2 >>> 0}`;
}

export interface SolveOptions {
  /** Node budget (children generated). */
  readonly nodes: number;
  /** A line is cut after this many challenges since setup (default `LINE_CHALLENGES`). */
  readonly maxChallenges?: number;
}

/** Searches the packed state `start` (stack in view) with the roll stream of `seed`. */
export function solveWords(start: Int32Array, seed: number, options: SolveOptions): SolveResult {
  const rolls = new RollStream(seed);
  const maxChallenges = options.maxChallenges ?? LINE_CHALLENGES;
  const lost = new Set<string>();
  /** Searched to the end without a win, some line cut at the line budget. */
  const stopped = new Set<string>();
  const tried = new Map<string, number>();
  let nodes = 0;
  let line: number[] | null = null;

  const children = (c: Child): Child[] => {
    const out: Child[] = [];
    for (const a of legal(c.w)) advance(step({ ...c, actions: [] }, a), rolls, out);
    nodes += out.length;
    const seen = new Set<string>();
    const kept: { c: Child; s: number }[] = [];
    for (const x of out) {
      if (x.w[W_ENDING] !== E_NONE && x.w[W_ENDING] !== E_WIN) continue;
      const key = keyOf(x.w, x.k);
      if (seen.has(key) || lost.has(key) || stopped.has(key)) continue;
      seen.add(key);
      kept.push({ c: x, s: score(x.w) });
    }
    kept.sort((a, b) => b.s - a.s);
    return kept.map((x) => x.c);
  };

  /**
   * 'win' (then `line` is set), 'lost' (the subtree has no win), 'stopped' (no win in it, some
   * line cut at the line budget) or 'open' (cut short by the allowance or the node budget).
   */
  type Result = 'win' | 'lost' | 'stopped' | 'open';
  const dfs = (c: Child, allowance: number, path: number[]): Result => {
    if (c.w[W_ENDING] === E_WIN) {
      line = path;
      return 'win';
    }
    if (c.w[W_CHALLENGES]! >= maxChallenges) return 'stopped';
    const key = keyOf(c.w, c.k);
    if (lost.has(key)) return 'lost';
    if (stopped.has(key)) return 'stopped';
    const before = tried.get(key);
    if ((before !== undefined && before >= allowance) || nodes >= options.nodes) return 'open';
    const kids = children(c);
    let decided = true;
    let cut = false;
    for (let i = 0; i < kids.length; i++) {
      if (i > 0 && allowance === 0) {
        decided = false;
        break;
      }
      const kid = kids[i]!;
      const r = dfs(kid, allowance - (i > 0 ? 1 : 0), [...path, ...kid.actions]);
      if (r === 'win') return 'win';
      if (r === 'open') decided = false;
      if (r === 'stopped') cut = true;
      if (nodes >= options.nodes) return 'open';
    }
    if (decided) {
      (cut ? stopped : lost).add(key);
      return cut ? 'stopped' : 'lost';
    }
    tried.set(key, allowance);
    return 'open';
  };

  const root: Child[] = [];
  advance({ w: start.slice(), k: 0, actions: [] }, rolls, root);
  for (let d = 0; ; d++) {
    let decided = true;
    let cut = false;
    for (const r of root) {
      if (r.w[W_ENDING] !== E_NONE && r.w[W_ENDING] !== E_WIN) continue;
      const res = dfs(r, d, [...r.actions]);
      if (res === 'win') return { status: 'won', nodes, line: line! };
      if (res === 'open') decided = false;
      if (res === 'stopped') cut = true;
      if (nodes >= options.nodes) return { status: 'undecided', nodes, line: [] };
    }
    if (decided) return { status: cut ? 'stopped' : 'lost', nodes, line: [] };
  }
}
