/**
 * Nim as a search kernel, the same game as the core's `nim.test-game.ts`: two seats take 1–3
 * counters in turn and whoever takes the last one wins. Perfect information, so `determinize`
 * copies the observation. The engine's alpha-beta and MCTS tests run on it: every pile that is
 * not a multiple of 4 has exactly one winning move.
 *
 * Observation and packed state: `pile, toMove`.
 */
import { Rng, TERMINAL } from '../../../assembly/index';

const MAX_PLY: i32 = 256;

export class NimKernel {
  private oPile: i32 = 0;
  private oToMove: i32 = 0;
  private pile: i32 = 0;
  private toMove: i32 = 0;
  private readonly stack: StaticArray<i32> = new StaticArray<i32>(2 * MAX_PLY);
  private depth: i32 = 0;

  load(io: StaticArray<i32>, len: i32): void {
    assert(len === 2 && io[0] >= 0 && (io[1] === 0 || io[1] === 1), 'nim: bad observation');
    this.oPile = io[0];
    this.oToMove = io[1];
  }

  determinize(rng: Rng): void {
    this.pile = this.oPile;
    this.toMove = this.oToMove;
    this.depth = 0;
  }

  currentPlayer(): i32 {
    return this.pile === 0 ? TERMINAL : this.toMove;
  }

  legalActions(out: StaticArray<i32>): i32 {
    const n = min(3, this.pile);
    for (let i = 0; i < n; i++) unchecked((out[i] = i + 1));
    return n;
  }

  sampleChance(rng: Rng): i32 {
    return 0;
  }

  isLegal(action: i32): bool {
    return action >= 1 && action <= min(3, this.pile);
  }

  apply(action: i32): void {
    this.pile -= action;
    this.toMove = 1 - this.toMove;
  }

  /** The player who just moved took the last counter. */
  returns(seat: i32): f64 {
    return this.pile > 0 ? 0.0 : seat === 1 - this.toMove ? 1.0 : 0.0;
  }

  estimate(seat: i32): f64 {
    return 0.5;
  }

  evaluate(seat: i32): f64 {
    return 0.0;
  }

  hash(): u64 {
    let z = <u64>(this.pile * 2 + this.toMove) + 0x9e3779b97f4a7c15;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    return z ^ (z >> 31);
  }

  push(): void {
    assert(this.depth < MAX_PLY, 'nim: push stack full');
    unchecked((this.stack[2 * this.depth] = this.pile));
    unchecked((this.stack[2 * this.depth + 1] = this.toMove));
    this.depth++;
  }

  pop(): void {
    this.depth--;
    this.pile = unchecked(this.stack[2 * this.depth]);
    this.toMove = unchecked(this.stack[2 * this.depth + 1]);
  }

  numSeats(): i32 {
    return 2;
  }

  writeState(io: StaticArray<i32>): i32 {
    io[0] = this.pile;
    io[1] = this.toMove;
    return 2;
  }
}
