/**
 * A mutable Dice Matrix position for the package's outside-style alpha-beta player
 * (`alphabeta.ts`), kept apart from the rules package and from the wasm kernel on purpose: an
 * outside-style opponent with its own representation and its own evaluation. The position holds
 * the 49 cells, each seat's 11 line sizes (5 colours, 6 faces: the final score is the sum of their
 * triangular numbers, so nothing else of an area matters), the dice left per line, and a 64-bit
 * Zobrist hash (Zobrist 1970, "A new hashing method with application for game playing") kept as
 * two 32-bit halves and updated incrementally by `make`/`unmake`. Actions use the game's codes.
 */
import { createRng } from '@matrix-arcade/core';
import {
  CELLS,
  type DiceMatrixObservation,
  LINES,
  OPENING_BASE,
  PAIR_BASE,
  SIZE,
  lineCounts,
} from '../index.js';

const KINDS = 30;
const MAX_LINE = 51;
const rng = createRng(0x5eed_ab);
const rand = (n: number) => Uint32Array.from({ length: n }, () => rng.nextU32());
/** Zobrist keys: a die code in a cell; a line of a seat at a size; the side to move. */
const Z_CELL = [rand(CELLS * KINDS), rand(CELLS * KINDS)] as const;
const Z_LINE = [rand(2 * LINES * MAX_LINE), rand(2 * LINES * MAX_LINE)] as const;
const Z_SIDE = [rng.nextU32(), rng.nextU32()] as const;

/** 1 when two die codes share a colour or a face. */
export const MATCH = new Uint8Array(KINDS * KINDS);
for (let a = 0; a < KINDS; a++) {
  for (let b = 0; b < KINDS; b++) {
    MATCH[a * KINDS + b] = ((a / 6) | 0) === ((b / 6) | 0) || a % 6 === b % 6 ? 1 : 0;
  }
}

const colourLine = (code: number) => (code / 6) | 0;
const faceLine = (code: number) => 5 + (code % 6);
const tri = (n: number) => (n * (n + 1)) / 2;

export class Position {
  readonly cells = new Int8Array(CELLS);
  /** Line sizes: seat * 11 + line. */
  readonly lines = new Int32Array(2 * LINES);
  /** Dice left in the matrix per line (a die counts in its colour line and its face line). */
  readonly rest = new Int32Array(LINES);
  readonly dice = new Int32Array(2);
  toMove = 0;
  left = 0;
  spare = -1;
  /** Seat 0's lead from finished games (tournament), added to the final margin. */
  base = 0;
  hashLo = 0;
  hashHi = 0;
  private readonly undo: number[] = [];

  static fromObservation(o: DiceMatrixObservation): Position {
    const p = new Position();
    p.toMove = o.toMove;
    p.spare = o.spare;
    for (const g of o.gameScores) p.base += g[0]! - g[1]!;
    for (let seat = 0; seat < 2; seat++) {
      const lines = lineCounts(o.areas[seat]!);
      for (let l = 0; l < LINES; l++) p.lines[seat * LINES + l] = lines[l]!;
      p.dice[seat] = o.areas[seat]!.reduce((s, n) => s + n, 0);
    }
    for (let c = 0; c < CELLS; c++) {
      const d = o.matrix[c]!;
      p.cells[c] = d;
      if (d >= 0) {
        p.left++;
        p.rest[colourLine(d)]!++;
        p.rest[faceLine(d)]!++;
      }
    }
    p.rehash();
    return p;
  }

  /** The hash from scratch (the incremental one must always equal it; both signed int32). */
  rehash(): void {
    let lo = 0;
    let hi = 0;
    for (let c = 0; c < CELLS; c++) {
      const d = this.cells[c]!;
      if (d >= 0) {
        lo ^= Z_CELL[0][c * KINDS + d]!;
        hi ^= Z_CELL[1][c * KINDS + d]!;
      }
    }
    for (let i = 0; i < 2 * LINES; i++) {
      lo ^= Z_LINE[0][i * MAX_LINE + this.lines[i]!]!;
      hi ^= Z_LINE[1][i * MAX_LINE + this.lines[i]!]!;
    }
    if (this.toMove === 1) {
      lo ^= Z_SIDE[0];
      hi ^= Z_SIDE[1];
    }
    this.hashLo = lo | 0;
    this.hashHi = hi | 0;
  }

  /** Seat's current score (the triangular sum of its lines). */
  score(seat: number): number {
    let s = 0;
    for (let l = 0; l < LINES; l++) s += tri(this.lines[seat * LINES + l]!);
    return s;
  }

  /** What `code` would score for `seat` now. */
  gain(seat: number, code: number): number {
    const o = seat * LINES;
    return this.lines[o + colourLine(code)]! + this.lines[o + faceLine(code)]! + 2;
  }

  /** What taking the action would score for `seat` (a pair: the first die, then the second). */
  actionGain(seat: number, action: number): number {
    if (action >= OPENING_BASE) {
      return this.gain(seat, colourLine(this.spare) * 6 + action - OPENING_BASE);
    }
    if (action < PAIR_BASE) return this.gain(seat, this.cells[action]!);
    const a = this.cells[((action - PAIR_BASE) / CELLS) | 0]!;
    const b = this.cells[(action - PAIR_BASE) % CELLS]!;
    const shared = (colourLine(a) === colourLine(b) ? 1 : 0) + (a % 6 === b % 6 ? 1 : 0);
    return this.gain(seat, a) + this.gain(seat, b) + shared;
  }

  /** Writes the legal actions into `out` and returns how many (singles, then pairs). */
  actions(out: Int32Array): number {
    let n = 0;
    if (this.left === 0) return 0;
    if (this.spare >= 0) {
      for (let f = 0; f < 6; f++) out[n++] = OPENING_BASE + f;
      return n;
    }
    const m = this.cells;
    for (let c = 0; c < CELLS; c++) if (m[c]! >= 0) out[n++] = c;
    return n + this.pairs(out, n);
  }

  /** Writes the legal pairs into `out` from `at` and returns how many. */
  pairs(out: Int32Array | null, at = 0): number {
    const m = this.cells;
    let n = 0;
    for (let a = 0; a < CELLS; a++) {
      const d = m[a]!;
      if (d < 0) continue;
      const rowEnd = a - (a % SIZE) + SIZE;
      for (let b = a + 1; b < rowEnd; b++) {
        const e = m[b]!;
        if (e < 0) continue;
        if (MATCH[d * KINDS + e] === 1) {
          if (out) out[at + n] = PAIR_BASE + a * CELLS + b;
          n++;
        }
        break;
      }
      for (let b = a + SIZE; b < CELLS; b += SIZE) {
        const e = m[b]!;
        if (e < 0) continue;
        if (MATCH[d * KINDS + e] === 1) {
          if (out) out[at + n] = PAIR_BASE + a * CELLS + b;
          n++;
        }
        break;
      }
    }
    return n;
  }

  private place(seat: number, code: number, sign: 1 | -1): void {
    for (let k = 0; k < 2; k++) {
      const i = seat * LINES + (k === 0 ? colourLine(code) : faceLine(code));
      this.hashLo ^= Z_LINE[0][i * MAX_LINE + this.lines[i]!]!;
      this.hashHi ^= Z_LINE[1][i * MAX_LINE + this.lines[i]!]!;
      this.lines[i]! += sign;
      this.hashLo ^= Z_LINE[0][i * MAX_LINE + this.lines[i]!]!;
      this.hashHi ^= Z_LINE[1][i * MAX_LINE + this.lines[i]!]!;
    }
    this.dice[seat]! += sign;
  }

  private lift(cell: number): number {
    const d = this.cells[cell]!;
    this.hashLo ^= Z_CELL[0][cell * KINDS + d]!;
    this.hashHi ^= Z_CELL[1][cell * KINDS + d]!;
    this.cells[cell] = -1;
    this.rest[colourLine(d)]!--;
    this.rest[faceLine(d)]!--;
    this.left--;
    return d;
  }

  private drop(cell: number, d: number): void {
    this.hashLo ^= Z_CELL[0][cell * KINDS + d]!;
    this.hashHi ^= Z_CELL[1][cell * KINDS + d]!;
    this.cells[cell] = d;
    this.rest[colourLine(d)]!++;
    this.rest[faceLine(d)]!++;
    this.left++;
  }

  private flip(): void {
    this.toMove = 1 - this.toMove;
    this.hashLo ^= Z_SIDE[0];
    this.hashHi ^= Z_SIDE[1];
  }

  /** Plays a legal action (unchecked). */
  make(action: number): void {
    const seat = this.toMove;
    if (action >= OPENING_BASE) {
      this.undo.push(this.spare);
      this.place(seat, colourLine(this.spare) * 6 + action - OPENING_BASE, 1);
      this.spare = -1;
    } else if (action < PAIR_BASE) {
      const d = this.lift(action);
      this.undo.push(d);
      this.place(seat, d, 1);
    } else {
      const a = this.lift(((action - PAIR_BASE) / CELLS) | 0);
      const b = this.lift((action - PAIR_BASE) % CELLS);
      this.undo.push(a, b);
      this.place(seat, a, 1);
      this.place(seat, b, 1);
    }
    this.flip();
  }

  /** Takes back `action`, which must be the last action made. */
  unmake(action: number): void {
    this.flip();
    const seat = this.toMove;
    if (action >= OPENING_BASE) {
      this.spare = this.undo.pop()!;
      this.place(seat, colourLine(this.spare) * 6 + action - OPENING_BASE, -1);
    } else if (action < PAIR_BASE) {
      const d = this.undo.pop()!;
      this.place(seat, d, -1);
      this.drop(action, d);
    } else {
      const b = this.undo.pop()!;
      const a = this.undo.pop()!;
      this.place(seat, b, -1);
      this.place(seat, a, -1);
      this.drop((action - PAIR_BASE) % CELLS, b);
      this.drop(((action - PAIR_BASE) / CELLS) | 0, a);
    }
  }
}
