/**
 * The Matrix Maze search kernel: the TypeScript rules of `src/` (the reference) over one packed
 * `StaticArray<i32>` state (layout.ts) and the loaded map, implementing the kernel duck type of
 * docs/engine.md §1 for the generic searches of `@matrix-arcade/ai-wasm`. Same action integers,
 * legal actions in ascending order, every hack, the guards. The work is split by concern: the map
 * and its geometry (board.ts), legal actions (legal.ts), applying one (play.ts), the expectimax
 * leaf value (heuristic.ts); this file loads, answers the search's questions and enumerates the
 * roll's chance outcomes. Everything is allocated in the constructor. Nothing is hidden (dice
 * are chance nodes): `determinize` is a copy of the loaded state.
 */
import { CHANCE, Rng, TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import { StateStack } from '@matrix-arcade/ai-wasm/assembly/state-stack';
import { A_ROLL, ACTION_COUNT, PH_OVER, PH_ROLL } from '../src/codes';
import { O_STATE, PACKED_WORDS, S_PHASE, S_TO_MOVE, S_WINNERS } from '../src/engine/layout';
import { MazeBoard } from './board';
import { MazeHeuristic } from './heuristic';
import { legalActions } from './legal';
import { applyAction } from './play';

export const STACK_DEPTH: i32 = 32;
const STATE_BYTES: usize = (<usize>PACKED_WORDS) << 2;
const ROLL_P: f64 = 1.0 / 216.0;
/** Distinct rolls of three dice as sorted multisets (faces a ≤ b ≤ c). */
const ROLLS: i32 = 56;

export class MatrixMazeKernel {
  /** The map and the working state. */
  private readonly b: MazeBoard = new MazeBoard();
  /** The loaded state. */
  private readonly base: StaticArray<i32> = new StaticArray<i32>(PACKED_WORDS);
  private readonly undo: StateStack = new StateStack(PACKED_WORDS, STACK_DEPTH);
  private readonly scratch: StaticArray<i32> = new StaticArray<i32>(ACTION_COUNT);
  /** The 56 sorted rolls (their roll actions) and their probabilities (6, 3 or 1 in 216). */
  private readonly rollAction: StaticArray<i32> = new StaticArray<i32>(ROLLS);
  private readonly rollWeight: StaticArray<f64> = new StaticArray<f64>(ROLLS);
  private readonly heuristic: MazeHeuristic = new MazeHeuristic();

  constructor() {
    unchecked((this.b.s[S_PHASE] = PH_OVER));
    unchecked((this.base[S_PHASE] = PH_OVER));
    let i = 0;
    for (let a = 0; a < 6; a++) {
      for (let b = a; b < 6; b++) {
        for (let c = b; c < 6; c++) {
          // Orderings of the multiset: 6 when all differ, 3 with a pair, 1 for a triple.
          const ways = a === b && b === c ? 1 : a === b || b === c ? 3 : 6;
          this.rollAction[i] = A_ROLL + a * 36 + b * 6 + c;
          this.rollWeight[i] = <f64>ways * ROLL_P;
          i++;
        }
      }
    }
  }

  load(io: StaticArray<i32>, len: i32): void {
    const b = this.b;
    b.loadMap(io);
    for (let i = 0; i < PACKED_WORDS; i++) this.base[i] = io[O_STATE + i];
    this.heuristic.prepare(this.b);
    memory.copy(changetype<usize>(b.s), changetype<usize>(this.base), STATE_BYTES);
    this.undo.clear();
  }

  determinize(rng: Rng): void {
    memory.copy(changetype<usize>(this.b.s), changetype<usize>(this.base), STATE_BYTES);
  }

  currentPlayer(): i32 {
    const s = this.b.s;
    const ph = unchecked(s[S_PHASE]);
    if (ph === PH_OVER) return TERMINAL;
    if (ph === PH_ROLL) return CHANCE;
    return unchecked(s[S_TO_MOVE]);
  }

  legalActions(out: StaticArray<i32>): i32 {
    return legalActions(this.b, out);
  }

  isLegal(action: i32): bool {
    if (action < 0 || action >= ACTION_COUNT) return false;
    const n = legalActions(this.b, this.scratch);
    for (let i = 0; i < n; i++) if (unchecked(this.scratch[i]) === action) return true;
    return false;
  }

  apply(a: i32): void {
    applyAction(this.b, a);
  }

  returns(seat: i32): f64 {
    const s = this.b.s;
    if (s[S_PHASE] !== PH_OVER) return 0;
    const winners = s[S_WINNERS];
    if (this.b.seats === 2 && winners === 0) return 0.5;
    return (winners & (1 << seat)) !== 0 ? 1.0 : 0.0;
  }

  estimate(seat: i32): f64 {
    return 0.5;
  }

  /** The expectimax leaf heuristic (heuristic.ts): squares to spare, or the lead in squares. */
  evaluate(seat: i32): f64 {
    return this.heuristic.value(this.b, seat);
  }

  /** Four squares to spare (or of lead) read as a ¾ chance. */
  valueScale(): f64 {
    return 4;
  }

  /** Expectimax's chance hooks: the 56 distinct rolls of three dice, with their weights. */
  chanceCount(): i32 {
    return unchecked(this.b.s[S_PHASE]) === PH_ROLL ? ROLLS : 0;
  }

  chanceOutcome(i: i32): i32 {
    return this.rollAction[i];
  }

  chanceWeight(i: i32): f64 {
    return this.rollWeight[i];
  }

  /** One roll drawn like core's `sampleChance` over 216 outcomes of 1/216 each. */
  sampleChance(rng: Rng): i32 {
    let r = rng.float();
    for (let i = 0; i < 216; i++) {
      r -= ROLL_P;
      if (r < 0) return A_ROLL + i;
    }
    return A_ROLL + 215;
  }

  hash(): u64 {
    return 0;
  }

  push(): void {
    this.undo.push(this.b.s);
  }

  pop(): void {
    this.undo.pop(this.b.s);
  }

  numSeats(): i32 {
    return this.b.seats;
  }

  writeState(io: StaticArray<i32>): i32 {
    memory.copy(changetype<usize>(io), changetype<usize>(this.b.s), STATE_BYTES);
    return PACKED_WORDS;
  }
}
