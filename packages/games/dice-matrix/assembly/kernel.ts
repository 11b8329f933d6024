/**
 * The Dice Matrix search kernel: the TypeScript rules of `src/` (the reference) over one packed
 * `StaticArray<i32>` state (layout.ts), implementing the kernel duck type of docs/engine.md §1
 * for the generic MCTS and alpha-beta of `@matrix-arcade/ai-wasm`. Same action integers, legal
 * actions in ascending order, the opening, scoring with cached line sizes, the end, draws, the
 * recount-at-end variant and tournament play; `determinize` rolls a hidden second layout exactly
 * as the TS `randomLayout` does. Legal pairs are found as in the TS rules, by looking right and
 * down from each die to the nearest die only. The hash is Zobrist's (zobrist.ts), kept up to
 * date by `apply`. Everything is allocated in the constructor; `push`/`pop` copy the state to
 * and from a preallocated stack.
 */
import { Rng, TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import { StateStack } from '@matrix-arcade/ai-wasm/assembly/state-stack';
import {
  ACTION_COUNT,
  CELLS,
  DIE_KINDS,
  F_RECOUNT,
  F_TOURNAMENT,
  LAYOUT,
  LINES,
  OPENING_BASE,
  PACKED_WORDS,
  PAIR_BASE,
  S_AREAS,
  S_FLAGS,
  S_GAMES,
  S_GAME_SCORES,
  S_HASH,
  S_HAS_NEXT,
  S_LEFT,
  S_LINES,
  S_MATRIX,
  S_NEXT,
  S_RECOUNT,
  S_REST,
  S_ROUND,
  S_SCORES,
  S_SPARE,
  S_TO_MOVE,
  STATE_WORDS,
} from '../src/engine/layout';
import { decodeObservation, emptyState } from './decode';
import { Zobrist } from './zobrist';

/** States the push stack holds: more than the 100 plies of a whole tournament (2 × 50). */
export const STACK_DEPTH: i32 = 128;
/** The TS `ESTIMATE_SCALE`: a lead of this many points reads as a 73% chance to win. */
const ESTIMATE_SCALE: f64 = 10;
const SIZE: i32 = 7;
const FACES: i32 = 6;
const COLOURS: i32 = 5;
const STATE_BYTES: usize = (<usize>STATE_WORDS) << 2;
/** Points of `evaluate` that alpha-beta's raw hint value maps to ¾ (a raw value, not a chance). */
const VALUE_SCALE: f64 = 16;
/** The line potential's weight in `evaluate` (TS `lineValue`: 1). */
const POTENTIAL_WEIGHT: f64 = 1.0;
/** Points of `evaluate` for the side to move when an odd number of dice is left (TS `TEMPO_WEIGHT`). */
const TEMPO_WEIGHT: f64 = 6.0;

/** Recounts the dice left per line kind (colour lines, then face lines) from the matrix. */
function countRest(st: StaticArray<i32>): void {
  for (let l = 0; l < LINES; l++) unchecked((st[S_REST + l] = 0));
  for (let c = 0; c < CELLS; c++) {
    const d = unchecked(st[S_MATRIX + c]);
    if (d >= 0) takeRest(st, d, 1);
  }
}

/** A die of code `d` leaves the matrix (`by` = -1) or is counted in (`by` = 1). */
function takeRest(st: StaticArray<i32>, d: i32, by: i32 = -1): void {
  unchecked((st[S_REST + d / FACES] += by));
  unchecked((st[S_REST + COLOURS + (d % FACES)] += by));
}

export class DiceMatrixKernel {
  /** The working state. */
  private readonly s: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  /** The loaded observation as a state (its hidden layout, if any, still to be rolled). */
  private readonly base: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS);
  private readonly undo: StateStack = new StateStack(STATE_WORDS, STACK_DEPTH);
  /** 30 × 30: 1 when two die codes share a colour or a face. */
  private readonly matches: StaticArray<u8> = new StaticArray<u8>(DIE_KINDS * DIE_KINDS);
  private readonly dice: StaticArray<i32> = new StaticArray<i32>(LAYOUT);
  private readonly z: Zobrist = new Zobrist();
  private rollLayout: bool = false;

  constructor() {
    for (let a = 0; a < DIE_KINDS; a++) {
      for (let b = 0; b < DIE_KINDS; b++) {
        const same = a / FACES === b / FACES || a % FACES === b % FACES;
        unchecked((this.matches[a * DIE_KINDS + b] = same ? 1 : 0));
      }
    }
    // Until something is loaded: a finished, empty game.
    const b = this.base;
    emptyState(b);
    this.setHash(b, this.z.ofState(b));
    memory.copy(changetype<usize>(this.s), changetype<usize>(b), STATE_BYTES);
  }

  /** Reads the words of the TS `encodeObservation` (or of the test-only full-state encoding). */
  load(io: StaticArray<i32>, len: i32): void {
    const b = this.base;
    this.rollLayout = decodeObservation(io, len, b);
    countRest(b);
    this.setHash(b, this.z.ofState(b));
    memory.copy(changetype<usize>(this.s), changetype<usize>(b), STATE_BYTES);
    this.undo.clear();
  }

  /** The loaded state; a hidden next layout is rolled like the TS `randomLayout(rng)`. */
  determinize(rng: Rng): void {
    const s = this.s;
    memory.copy(changetype<usize>(s), changetype<usize>(this.base), STATE_BYTES);
    if (!this.rollLayout) return;
    const dice = this.dice;
    for (let colour = 0; colour < COLOURS; colour++) {
      for (let i = 0; i < 10; i++) {
        unchecked((dice[colour * 10 + i] = colour * FACES + <i32>rng.int(FACES)));
      }
    }
    rng.shuffle(dice, LAYOUT);
    let h = this.hash();
    for (let i = 0; i < LAYOUT; i++) {
      const d = unchecked(dice[i]);
      unchecked((s[S_NEXT + i] = d));
      h ^= this.z.nextDie(i, d);
    }
    this.setHash(s, h);
  }

  @inline currentPlayer(): i32 {
    return unchecked(this.s[S_TO_MOVE]);
  }

  /** Openings, else every single die then every pair (nearest dice right and below), ascending. */
  legalActions(out: StaticArray<i32>): i32 {
    const s = this.s;
    if (unchecked(s[S_TO_MOVE]) < 0) return 0;
    if (unchecked(s[S_SPARE]) >= 0) {
      for (let f = 0; f < FACES; f++) unchecked((out[f] = OPENING_BASE + f));
      return FACES;
    }
    // Singles fill out[0..left) and pairs follow them: one pass, still ascending.
    const left = unchecked(s[S_LEFT]);
    let singles = 0;
    let pairs = left;
    const matches = this.matches;
    for (let a = 0; a < CELLS; a++) {
      const d = unchecked(s[S_MATRIX + a]);
      if (d < 0) continue;
      unchecked((out[singles++] = a));
      const row = d * DIE_KINDS;
      const rowEnd = a - (a % SIZE) + SIZE;
      for (let b = a + 1; b < rowEnd; b++) {
        const e = unchecked(s[S_MATRIX + b]);
        if (e < 0) continue;
        if (unchecked(matches[row + e])) unchecked((out[pairs++] = PAIR_BASE + a * CELLS + b));
        break;
      }
      for (let b = a + SIZE; b < CELLS; b += SIZE) {
        const e = unchecked(s[S_MATRIX + b]);
        if (e < 0) continue;
        if (unchecked(matches[row + e])) unchecked((out[pairs++] = PAIR_BASE + a * CELLS + b));
        break;
      }
    }
    return pairs;
  }

  /** The TS `illegalReason(state, action) === null`. */
  isLegal(action: i32): bool {
    const s = this.s;
    if (action < 0 || action >= ACTION_COUNT || s[S_TO_MOVE] < 0) return false;
    if (s[S_SPARE] >= 0) return action >= OPENING_BASE;
    if (action >= OPENING_BASE) return false;
    if (action < PAIR_BASE) return s[S_MATRIX + action] >= 0;
    const a = (action - PAIR_BASE) / CELLS;
    const b = (action - PAIR_BASE) % CELLS;
    if (a >= b) return false;
    const da = s[S_MATRIX + a];
    const db = s[S_MATRIX + b];
    if (da < 0 || db < 0) return false;
    const sameRow = a / SIZE === b / SIZE;
    if (!sameRow && a % SIZE !== b % SIZE) return false;
    const step = sameRow ? 1 : SIZE;
    for (let c = a + step; c < b; c += step) if (s[S_MATRIX + c] >= 0) return false;
    return this.matches[da * DIE_KINDS + db] !== 0;
  }

  /** Plays a legal action in place: a pair scores its lower cell first, as in the TS rules. */
  apply(action: i32): void {
    const s = this.s;
    const z = this.z;
    const seat = unchecked(s[S_TO_MOVE]);
    // The move's own keys first; place() then folds in the area keys.
    let h = this.hash() ^ z.toMove(seat) ^ z.toMove(1 - seat);
    let gain: i32;
    if (action >= OPENING_BASE) {
      const spare = unchecked(s[S_SPARE]);
      this.setHash(s, h ^ z.spare(spare) ^ z.spare(-1));
      unchecked((s[S_SPARE] = -1));
      gain = this.place(seat, (spare / FACES) * FACES + action - OPENING_BASE);
    } else {
      const first = action < PAIR_BASE ? action : (action - PAIR_BASE) / CELLS;
      const d = unchecked(s[S_MATRIX + first]);
      unchecked((s[S_MATRIX + first] = -1));
      h ^= z.cell(first, d);
      takeRest(s, d);
      let e = -1;
      if (action >= PAIR_BASE) {
        const second = (action - PAIR_BASE) % CELLS;
        e = unchecked(s[S_MATRIX + second]);
        unchecked((s[S_MATRIX + second] = -1));
        h ^= z.cell(second, e);
        takeRest(s, e);
      }
      this.setHash(s, h);
      gain = this.place(seat, d);
      if (e >= 0) gain += this.place(seat, e);
      unchecked((s[S_LEFT] -= e >= 0 ? 2 : 1));
    }
    if ((unchecked(s[S_FLAGS]) & F_RECOUNT) === 0) unchecked((s[S_SCORES + seat] += gain));
    unchecked((s[S_TO_MOVE] = 1 - seat));
    if (unchecked(s[S_LEFT]) === 0) this.finishGame();
  }

  /** Puts a die of `code` in `seat`'s area; returns its gain (its two line sizes after it). */
  @inline private place(seat: i32, code: i32): i32 {
    const s = this.s;
    const ai = S_AREAS + seat * DIE_KINDS + code;
    const n = unchecked(s[ai]);
    unchecked((s[ai] = n + 1));
    this.setHash(s, this.hash() ^ this.z.area(seat, code, n) ^ this.z.area(seat, code, n + 1));
    const lc = S_LINES + seat * LINES + code / FACES;
    const lf = S_LINES + seat * LINES + COLOURS + (code % FACES);
    const gain = unchecked(s[lc]) + unchecked(s[lf]) + 2;
    unchecked(s[lc]++);
    unchecked(s[lf]++);
    unchecked((s[S_RECOUNT + seat] += gain));
    return gain;
  }

  /** The TS `finishGame`: records the game's scores, then opens game 2 or ends everything. */
  private finishGame(): void {
    const s = this.s;
    const flags = s[S_FLAGS];
    const at = (flags & F_RECOUNT) !== 0 ? S_RECOUNT : S_SCORES;
    const f0 = s[at];
    const f1 = s[at + 1];
    const g = s[S_GAMES];
    if (g < 2) {
      s[S_GAME_SCORES + 2 * g] = f0;
      s[S_GAME_SCORES + 2 * g + 1] = f1;
    }
    s[S_GAMES] = g + 1;
    if ((flags & F_TOURNAMENT) !== 0 && s[S_ROUND] === 0 && s[S_HAS_NEXT] !== 0) {
      s[S_ROUND] = 1;
      s[S_TO_MOVE] = 1;
      for (let c = 0; c < CELLS; c++) s[S_MATRIX + c] = s[S_NEXT + c];
      s[S_LEFT] = CELLS;
      s[S_SPARE] = s[S_NEXT + CELLS];
      memory.fill(changetype<usize>(s) + ((<usize>S_AREAS) << 2), 0, (2 * DIE_KINDS) << 2);
      memory.fill(changetype<usize>(s) + ((<usize>S_LINES) << 2), 0, (2 * LINES) << 2);
      s[S_SCORES] = s[S_SCORES + 1] = s[S_RECOUNT] = s[S_RECOUNT + 1] = 0;
      s[S_HAS_NEXT] = 0;
      for (let i = 0; i < LAYOUT; i++) s[S_NEXT + i] = -1;
      countRest(s);
    } else {
      s[S_TO_MOVE] = TERMINAL;
      s[S_SCORES] = f0;
      s[S_SCORES + 1] = f1;
    }
    this.setHash(s, this.z.ofState(s));
  }

  /** Finished games plus the running game (its recount under the variant): TS `totalScores`. */
  @inline private total(seat: i32): i32 {
    const s = this.s;
    let t = 0;
    const games = min(s[S_GAMES], 2);
    for (let g = 0; g < games; g++) t += s[S_GAME_SCORES + 2 * g + seat];
    if (s[S_TO_MOVE] !== TERMINAL) {
      t += s[((s[S_FLAGS] & F_RECOUNT) !== 0 ? S_RECOUNT : S_SCORES) + seat];
    }
    return t;
  }

  /** 1 win, 0 loss, 0.5 draw on the totals; 0 before the end. */
  returns(seat: i32): f64 {
    if (this.s[S_TO_MOVE] !== TERMINAL) return 0;
    const mine = this.total(seat);
    const theirs = this.total(1 - seat);
    return mine > theirs ? 1.0 : mine < theirs ? 0.0 : 0.5;
  }

  /** The TS `estimateReturns(state)[seat]`: a logistic curve of seat 0's lead. */
  estimate(seat: i32): f64 {
    const p = 1 / (1 + Math.exp(-(<f64>(this.total(0) - this.total(1))) / ESTIMATE_SCALE));
    return seat === 0 ? p : 1 - p;
  }

  /**
   * Alpha-beta's leaf value: the margin plus the line potential Σ (mine − theirs)·left / 2 over
   * the 11 lines, plus the tempo term (the side to move facing an odd number of dice gains
   * `TEMPO_WEIGHT`), in points (the TS `lineValue` of src/line-value.ts, with the reasons).
   */
  evaluate(seat: i32): f64 {
    const s = this.s;
    const margin = <f64>(this.total(seat) - this.total(1 - seat));
    if (unchecked(s[S_TO_MOVE]) === TERMINAL) return margin;
    const mine = S_LINES + seat * LINES;
    const theirs = S_LINES + (1 - seat) * LINES;
    let potential = 0;
    for (let l = 0; l < LINES; l++) {
      potential += (unchecked(s[mine + l]) - unchecked(s[theirs + l])) * unchecked(s[S_REST + l]);
    }
    const value = margin + (POTENTIAL_WEIGHT * <f64>potential) / 2;
    if ((unchecked(s[S_LEFT]) & 1) === 0) return value;
    return unchecked(s[S_TO_MOVE]) === seat ? value + TEMPO_WEIGHT : value - TEMPO_WEIGHT;
  }

  /**
   * How good `action` looks for the side to move, for alpha-beta's move ordering: twice the change
   * it makes to `evaluate`, die by die (a pair's two dice are valued as if taken alone).
   */
  orderScore(action: i32): i32 {
    const s = this.s;
    if (action >= OPENING_BASE) return 0;
    const first = action < PAIR_BASE ? action : (action - PAIR_BASE) / CELLS;
    let score = this.dieScore(unchecked(s[S_MATRIX + first]));
    if (action >= PAIR_BASE)
      score += this.dieScore(unchecked(s[S_MATRIX + ((action - PAIR_BASE) % CELLS)]));
    return score;
  }

  /** Twice a die's gain plus the potential it moves, for the side to move (see `orderScore`). */
  @inline private dieScore(d: i32): i32 {
    const s = this.s;
    const me = S_LINES + unchecked(s[S_TO_MOVE]) * LINES;
    const them = S_LINES + (1 - unchecked(s[S_TO_MOVE])) * LINES;
    const lc = d / FACES;
    const lf = COLOURS + (d % FACES);
    const a = unchecked(s[me + lc]);
    const b = unchecked(s[me + lf]);
    const gain = a + b + 2;
    const pc = unchecked(s[S_REST + lc]) - 1 - (a - unchecked(s[them + lc]));
    const pf = unchecked(s[S_REST + lf]) - 1 - (b - unchecked(s[them + lf]));
    return 2 * gain + pc + pf;
  }

  /** Alpha-beta's value scale: a lead of this many points reads as ¾ in a hint's raw value. */
  valueScale(): f64 {
    return VALUE_SCALE;
  }

  /** There are no chance nodes after setup. */
  sampleChance(rng: Rng): i32 {
    return 0;
  }

  @inline hash(): u64 {
    return load<u64>(changetype<usize>(this.s) + ((<usize>S_HASH) << 2));
  }

  /** The hash recomputed from scratch (tests compare it with the incremental one). */
  freshHash(): u64 {
    return this.z.ofState(this.s);
  }

  push(): void {
    this.undo.push(this.s);
  }

  pop(): void {
    this.undo.pop(this.s);
  }

  numSeats(): i32 {
    return 2;
  }

  /** The working state as the TS `packState` writes it. */
  writeState(io: StaticArray<i32>): i32 {
    memory.copy(changetype<usize>(io), changetype<usize>(this.s), (<usize>PACKED_WORDS) << 2);
    return PACKED_WORDS;
  }

  @inline private setHash(st: StaticArray<i32>, h: u64): void {
    store<u64>(changetype<usize>(st) + ((<usize>S_HASH) << 2), h);
  }
}
