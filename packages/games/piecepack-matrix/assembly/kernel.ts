/**
 * The Matrix (piecepack) search kernel: the TypeScript rules of `src/words/` (the reference),
 * transliterated line for line into `assembly/` (board, strength, legal, play, perm, deal),
 * over one `StaticArray<i32>` working state in exactly the packed layout of
 * `src/layout.ts`, so `writeState` is a copy. Implements the kernel duck type of
 * docs/engine.md §1 for the generic MCTS of `@matrix-arcade/ai-wasm`.
 *
 * Chance nodes are the die rolls (a challenge, Kuang's reach, the standard roll for breakers):
 * `sampleChance` draws a face exactly as core's `sampleChance` does (one float, six steps of
 * 1/6). `determinize` deals the loaded observation's unseen tiles like the TS `determinize`.
 * Everything is allocated once; `push`/`pop` copy the state to a preallocated stack.
 */
import { CHANCE, Rng, TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import { StateStack } from '@matrix-arcade/ai-wasm/assembly/state-stack';
import {
  A_DIE,
  E_NONE,
  E_WIN,
  MAX_ACTIONS,
  OBS_MAGIC,
  PH_REACH,
  PH_ROLL,
  STATE_WORDS,
  W_ENDING,
  W_HIDDEN,
  W_MAGIC,
  W_PHASE,
  W_STACK,
} from '../src/layout';
import { dealStack } from './deal';
import { fedDie, rewindDice } from './dice-feed';
import { estimate } from './heuristic';
import { legalActions } from './generated/legal';
import { applyAction } from './generated/play';
import { policyAction, policyScore } from './policy';

/**
 * States the push stack holds: the deepest line of ai-wasm's exact endgame solver (each move and
 * each die a state; MCTS and the rollouts never push).
 */
export const STACK_DEPTH: i32 = 32;
const STATE_BYTES: usize = (<usize>STATE_WORDS) << 2;
const SIXTH: f64 = 1.0 / 6.0;

export class PiecepackKernel {
  private readonly s: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  private readonly base: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  private readonly undo: StateStack = new StateStack(STATE_WORDS, STACK_DEPTH);
  private readonly scratch: StaticArray<i32> = new StaticArray<i32>(MAX_ACTIONS);

  /** Reads the words of the TS `encodeObservation` (or of the test-only `encodeState`). */
  load(io: StaticArray<i32>, len: i32): void {
    assert(len === STATE_WORDS && io[W_MAGIC] === OBS_MAGIC, 'PiecepackKernel: not an observation');
    for (let i = 0; i < STATE_WORDS; i++) unchecked((this.base[i] = io[i]));
    memory.copy(changetype<usize>(this.s), changetype<usize>(this.base), STATE_BYTES);
    this.s[W_MAGIC] = 0;
    this.s[W_HIDDEN] = 0;
    this.undo.clear();
    rewindDice();
  }

  /** The loaded state with its unseen tiles dealt like the TS `determinize(o, rng)`. */
  determinize(rng: Rng): void {
    const s = this.s;
    memory.copy(changetype<usize>(s), changetype<usize>(this.base), STATE_BYTES);
    const hidden = s[W_HIDDEN] !== 0;
    s[W_MAGIC] = 0;
    s[W_HIDDEN] = 0;
    if (hidden) dealStack(s, rng);
    rewindDice();
  }

  currentPlayer(): i32 {
    const s = this.s;
    if (s[W_ENDING] !== E_NONE) return TERMINAL;
    const p = s[W_PHASE];
    if (p === PH_ROLL || p === PH_REACH) return CHANCE;
    return 0;
  }

  legalActions(out: StaticArray<i32>): i32 {
    if (this.currentPlayer() !== 0) return 0;
    return legalActions(this.s, out);
  }

  isLegal(action: i32): bool {
    const p = this.currentPlayer();
    if (p === TERMINAL) return false;
    if (p === CHANCE) return action > A_DIE && action <= A_DIE + 6;
    const n = legalActions(this.s, this.scratch);
    for (let i = 0; i < n; i++) if (unchecked(this.scratch[i]) === action) return true;
    return false;
  }

  /**
   * A die face, drawn like core's `sampleChance` over six outcomes of 1/6; the next fed face
   * instead when the analysis hook of `dice-feed.ts` holds one (never in a hint).
   */
  sampleChance(rng: Rng): i32 {
    const fed = fedDie();
    if (fed !== 0) return A_DIE + fed;
    let r = rng.float();
    for (let f = 1; f <= 6; f++) {
      r -= SIXTH;
      if (r < 0) return A_DIE + f;
    }
    return A_DIE + 6;
  }

  apply(action: i32): void {
    applyAction(this.s, action);
  }

  /**
   * The exact endgame solver's hooks (ai-wasm's `endgame.ts`): the tiles on the data stack, all
   * unseen. There is no `revealNext`: the forts lie in the stack's bottom part, so the next tile
   * is not any unseen one alike, and a line that installs a tile is not solved.
   */
  hiddenCount(): i32 {
    return this.s[W_STACK];
  }

  /** A die at a chance node (a challenge's roll, Kuang's reach): six faces of 1/6 (expectimax). */
  chanceCount(): i32 {
    return this.currentPlayer() === CHANCE ? 6 : 0;
  }

  chanceOutcome(i: i32): i32 {
    return A_DIE + 1 + i;
  }

  chanceWeight(i: i32): f64 {
    return SIXTH;
  }

  returns(seat: i32): f64 {
    return this.s[W_ENDING] === E_WIN ? 1.0 : 0.0;
  }

  estimate(seat: i32): f64 {
    return estimate(this.s);
  }

  evaluate(seat: i32): f64 {
    return estimate(this.s);
  }

  /** Runs `count` policy playouts from fresh determinizations; returns the wins. */
  policyRuns(count: i32, seed: u32): i32 {
    const rng = new Rng(seed);
    let wins = 0;
    for (let i = 0; i < count; i++) {
      this.determinize(rng);
      for (;;) {
        const p = this.currentPlayer();
        if (p === TERMINAL) break;
        if (p === CHANCE) this.apply(this.sampleChance(rng));
        else {
          const n = legalActions(this.s, this.scratch);
          this.apply(policyAction(this.s, this.scratch, n, rng));
        }
      }
      if (this.s[W_ENDING] === E_WIN) wins++;
    }
    return wins;
  }

  /** The policy's score of the legal action `a` (the rollout search's candidate order). */
  actionScore(a: i32): f64 {
    const n = legalActions(this.s, this.scratch);
    return policyScore(this.s, a, this.scratch, n);
  }

  /** The MCTS playout policy (assembly/policy.ts): rules-guided moves, not uniform ones. */
  playoutAction(legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
    return policyAction(this.s, legal, n, rng);
  }

  /** FNV-1a over the packed words. */
  hash(): u64 {
    let h: u64 = 0xcbf29ce484222325;
    for (let i = 0; i < STATE_WORDS; i++) {
      h ^= <u64>(<u32>unchecked(this.s[i]));
      h *= 0x100000001b3;
    }
    return h;
  }

  push(): void {
    this.undo.push(this.s);
  }

  pop(): void {
    this.undo.pop(this.s);
  }

  numSeats(): i32 {
    return 1;
  }

  writeState(io: StaticArray<i32>): i32 {
    for (let i = 0; i < STATE_WORDS; i++) unchecked((io[i] = this.s[i]));
    return STATE_WORDS;
  }
}
