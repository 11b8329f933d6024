/**
 * The MATR1X ØVERLØAD search kernel: the TypeScript rules of `src/` (the reference) over one
 * packed `StaticArray<i32>` working state (layout.ts), implementing the kernel duck type of
 * docs/engine.md §1 for the generic MCTS of `@matrix-arcade/ai-wasm`. Same card codes and action
 * integers (0..8 cells, 9..20 outside positions), legal actions ascending (legal.ts), the whole
 * of `resolve` (play.ts) and the TS heuristics (heuristics.ts).
 *
 * `determinize` shuffles the loaded observation's unknown cards with the search's generator
 * exactly as the TS `determinize` does with core's `rng.shuffle` (same Fisher–Yates, same
 * draws) and keeps the known bottom below them. There are no chance nodes. Everything is
 * allocated in the constructor; `push`/`pop` copy the state to and from a preallocated stack.
 */
import { Rng, TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import { decodeObservation, emptyState, packState } from './codec';
import { stateHash } from './hash';
import { estimate, evaluate } from './heuristics';
import {
  E_NONE,
  E_WIN,
  K_ENDING,
  K_HEAD,
  K_RING,
  K_UNKNOWN,
  POSITIONS,
  RING_MASK,
  STATE_WORDS,
} from '../src/engine/layout';
import { playoutAction } from './policy';
import { actionCount, applyOf, legalOf } from './roles';

/** States the push stack holds (alpha-beta's deepest ply; MCTS never pushes). */
export const STACK_DEPTH: i32 = 64;
const STATE_BYTES: usize = (<usize>STATE_WORDS) << 2;

export class MatrixOverloadKernel {
  /** The working state. */
  private readonly s: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  /** The loaded observation as a state (unknown cards as listed, still to be shuffled). */
  private readonly base: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  private readonly stack: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS * STACK_DEPTH);
  private readonly scratch: StaticArray<i32> = new StaticArray<i32>(128);
  private readonly scores: StaticArray<i32> = new StaticArray<i32>(POSITIONS);
  private sp: i32 = 0;
  private shuffle: bool = false;

  constructor() {
    emptyState(this.base);
    memory.copy(changetype<usize>(this.s), changetype<usize>(this.base), STATE_BYTES);
  }

  /** Reads the words of the TS `encodeObservation` (or of the test-only `encodeState`). */
  load(io: StaticArray<i32>, len: i32): void {
    this.shuffle = decodeObservation(io, len, this.base);
    memory.copy(changetype<usize>(this.s), changetype<usize>(this.base), STATE_BYTES);
    this.sp = 0;
  }

  /** The loaded state with its unknown cards shuffled like the TS `determinize(o, rng)`. */
  determinize(rng: Rng): void {
    const s = this.s;
    memory.copy(changetype<usize>(s), changetype<usize>(this.base), STATE_BYTES);
    if (!this.shuffle) return;
    // Core's `rng.shuffle` over the unknown cards (the deck ring starts at 0 after a load).
    for (let i = unchecked(s[K_UNKNOWN]) - 1; i > 0; i--) {
      const j = <i32>rng.int(<u32>(i + 1));
      const tmp = unchecked(s[K_RING + i]);
      unchecked((s[K_RING + i] = s[K_RING + j]));
      unchecked((s[K_RING + j] = tmp));
    }
  }

  @inline currentPlayer(): i32 {
    return unchecked(this.s[K_ENDING]) === E_NONE ? 0 : TERMINAL;
  }

  /** The TS `legalActions`, ascending. */
  legalActions(out: StaticArray<i32>): i32 {
    return legalOf(this.s, out, this.scores);
  }

  /** The TS `illegalReason(state, action) === null`. */
  isLegal(action: i32): bool {
    if (action < 0 || action >= actionCount()) return false;
    const n = legalOf(this.s, this.scratch, this.scores);
    for (let i = 0; i < n; i++) if (unchecked(this.scratch[i]) === action) return true;
    return false;
  }

  /** The TS `resolve`: plays a legal action in place. */
  apply(action: i32): void {
    applyOf(this.s, action);
  }

  /** 1 for a win, 0 for a loss or a run still going (the TS `returns`). */
  returns(seat: i32): f64 {
    return unchecked(this.s[K_ENDING]) === E_WIN ? 1.0 : 0.0;
  }

  /** The TS `estimateReturns(state)[0]`. */
  estimate(seat: i32): f64 {
    return estimate(this.s);
  }

  /** The TS `evaluate`: 100 for a win, else royals killed minus the ICE load. */
  evaluate(seat: i32): f64 {
    return evaluate(this.s);
  }

  /** The MCTS playout policy (policy.ts): killing moves, best fit, uniform otherwise. */
  playoutAction(legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
    return playoutAction(this.s, legal, n, rng);
  }

  /**
   * The exact endgame solver's hooks (ai-wasm's endgame.ts): the cards at the top of the deck
   * still in their unknown shuffled order (the next drawn first; cards sent under the deck by a
   * reset are known and come after them), the code of the i-th, and a swap that makes the i-th
   * the next drawn. No rule reads the order of the hidden cards, only the draw.
   */
  @inline hiddenCount(): i32 {
    return unchecked(this.s[K_UNKNOWN]);
  }

  hiddenCard(i: i32): i32 {
    return unchecked(this.s[K_RING + ((unchecked(this.s[K_HEAD]) + i) & RING_MASK)]);
  }

  revealNext(i: i32): void {
    const s = this.s;
    const head = unchecked(s[K_HEAD]);
    const at = K_RING + ((head + i) & RING_MASK);
    const tmp = unchecked(s[K_RING + head]);
    unchecked((s[K_RING + head] = s[at]));
    unchecked((s[at] = tmp));
  }

  /** There are no chance nodes: the deck order is fixed by the deal (and by `determinize`). */
  sampleChance(rng: Rng): i32 {
    return 0;
  }

  /** Zobrist-style hash of the working state, recomputed (only alpha-beta asks for it). */
  hash(): u64 {
    return stateHash(this.s, this.scores);
  }

  push(): void {
    assert(this.sp < STACK_DEPTH, 'MatrixOverloadKernel: push stack full');
    const at = changetype<usize>(this.stack) + <usize>this.sp * STATE_BYTES;
    memory.copy(at, changetype<usize>(this.s), STATE_BYTES);
    this.sp++;
  }

  pop(): void {
    assert(this.sp > 0, 'MatrixOverloadKernel: pop without push');
    this.sp--;
    const at = changetype<usize>(this.stack) + <usize>this.sp * STATE_BYTES;
    memory.copy(changetype<usize>(this.s), at, STATE_BYTES);
  }

  numSeats(): i32 {
    return 1;
  }

  /** The working state as the TS `packState` writes it. */
  writeState(io: StaticArray<i32>): i32 {
    return packState(this.s, io);
  }
}
