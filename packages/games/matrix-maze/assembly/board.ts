/**
 * The Matrix Maze kernel's board: the loaded map (size, walls as one 4-bit mask per square, start
 * points, SOURCE CODE squares, the System Guard's path, the options that shape a turn) and the
 * working state, with the geometry every rule asks about: a square's neighbour, the index of the
 * edge between two squares, walls of the map and of a seat's sheet (built walls and trails are bit
 * sets of the packed state, src/engine/layout.ts), where a move of a facing lands, whether a seat
 * can move at all, and the guard's line of sight. legal.ts and play.ts read and change it;
 * kernel.ts owns one and loads it. Everything is allocated in the constructor.
 */
import { M_LEFT, M_RIGHT } from '../src/codes';
import {
  O_ALLOWED,
  O_CHANGE_COST,
  O_HEIGHT,
  O_MODE,
  O_NSOURCES,
  O_PATH,
  O_PATH_LEN,
  O_ROUND_LIMIT,
  O_SEATS,
  O_SOURCES,
  O_STARTS,
  O_WALLS,
  O_WIDTH,
  PACKED_WORDS,
  S_POOL,
  S_POOL_N,
  S_SEATS,
  SE_BUILT,
  SE_VISITED,
  SEAT_WORDS,
} from '../src/engine/layout';

export class MazeBoard {
  /** The working state, packed as the TS `packState` writes it. */
  readonly s: StaticArray<i32> = new StaticArray<i32>(PACKED_WORDS);
  /** Per square, the map's walls: bit d for direction d (0 up, 1 right, 2 down, 3 left). */
  readonly walls: StaticArray<i32> = new StaticArray<i32>(100);
  readonly starts: StaticArray<i32> = new StaticArray<i32>(4);
  readonly sources: StaticArray<i32> = new StaticArray<i32>(12);
  /** Per square, the index of its SOURCE CODE or -1. */
  readonly sourceAt: StaticArray<i32> = new StaticArray<i32>(100);
  readonly path: StaticArray<i32> = new StaticArray<i32>(200);
  mode: i32 = 0;
  w: i32 = 3;
  h: i32 = 3;
  nSources: i32 = 0;
  pathLen: i32 = 0;
  changeCost: i32 = 2;
  roundLimit: i32 = 40;
  seats: i32 = 2;
  /** Bit k: start point k may be chosen to enter the maze. */
  allowed: i32 = 0;

  /** Reads the map and options of the TS `encodeObservation` words (not the state). */
  loadMap(io: StaticArray<i32>): void {
    this.mode = io[O_MODE];
    this.w = io[O_WIDTH];
    this.h = io[O_HEIGHT];
    this.nSources = io[O_NSOURCES];
    this.pathLen = io[O_PATH_LEN];
    this.changeCost = io[O_CHANGE_COST];
    this.roundLimit = io[O_ROUND_LIMIT];
    this.seats = io[O_SEATS];
    this.allowed = io[O_ALLOWED];
    for (let i = 0; i < 4; i++) this.starts[i] = io[O_STARTS + i];
    for (let c = 0; c < 100; c++) {
      this.walls[c] = io[O_WALLS + c];
      this.sourceAt[c] = -1;
    }
    for (let k = 0; k < 12; k++) {
      this.sources[k] = io[O_SOURCES + k];
      if (k < this.nSources) this.sourceAt[io[O_SOURCES + k]] = k;
    }
    for (let i = 0; i < 200; i++) this.path[i] = io[O_PATH + i];
  }

  @inline neighbour(c: i32, d: i32): i32 {
    const col = c % this.w;
    const row = c / this.w;
    if (d === 0) return row > 0 ? c - this.w : -1;
    if (d === 2) return row < this.h - 1 ? c + this.w : -1;
    if (d === 1) return col < this.w - 1 ? c + 1 : -1;
    return col > 0 ? c - 1 : -1;
  }

  /** The edge between `c` and its neighbour in direction `d`: horizontal ones first, row by row. */
  @inline edgeIndex(c: i32, d: i32): i32 {
    const col = c % this.w;
    const row = c / this.w;
    const horiz = this.h * (this.w - 1);
    if (d === 1) return row * (this.w - 1) + col;
    if (d === 3) return row * (this.w - 1) + col - 1;
    if (d === 2) return horiz + row * this.w + col;
    return horiz + (row - 1) * this.w + col;
  }

  @inline bit(at: i32, i: i32): bool {
    return (unchecked(this.s[at + (i >> 5)]) & (1 << (i & 31))) !== 0;
  }

  /** A wall of the map, of the seat's sheet, or the extra edge being tried. */
  walled(seat: i32, c: i32, d: i32, extra: i32): bool {
    if ((unchecked(this.walls[c]) & (1 << d)) !== 0) return true;
    if (this.neighbour(c, d) < 0) return true;
    const e = this.edgeIndex(c, d);
    return e === extra || this.bit(S_SEATS + seat * SEAT_WORDS + SE_BUILT, e);
  }

  /** Where a step from `pos` in direction `d` lands (`through` a wall or not), or -1. */
  target(seat: i32, pos: i32, d: i32, through: bool, extra: i32): i32 {
    const n = this.neighbour(pos, d);
    if (n < 0 || this.bit(S_SEATS + seat * SEAT_WORDS + SE_VISITED, n)) return -1;
    return this.walled(seat, pos, d, extra) === through ? n : -1;
  }

  @inline dirOf(facing: i32, m: i32): i32 {
    return m === M_RIGHT ? (facing + 1) & 3 : m === M_LEFT ? (facing + 3) & 3 : facing;
  }

  /** Whether the seat has any step without passing a wall (any direction when not facing yet). */
  canMove(seat: i32, pos: i32, facing: i32, extra: i32): bool {
    if (facing < 0) {
      for (let d = 0; d < 4; d++) if (this.target(seat, pos, d, false, extra) >= 0) return true;
      return false;
    }
    for (let m = 0; m < 3; m++) {
      if (this.target(seat, pos, this.dirOf(facing, m), false, extra) >= 0) return true;
    }
    return false;
  }

  /** The guard on `g` sees square `c`: same row or column, no map wall between. */
  sees(g: i32, c: i32): bool {
    if (g === c) return true;
    const sameRow = g / this.w === c / this.w;
    const sameCol = g % this.w === c % this.w;
    if (!sameRow && !sameCol) return false;
    const d = sameRow ? (c > g ? 1 : 3) : c > g ? 2 : 0;
    for (let x = g; x !== c; x = this.neighbour(x, d)) {
      if ((unchecked(this.walls[x]) & (1 << d)) !== 0) return false;
    }
    return true;
  }

  @inline seatAt(seat: i32, f: i32): i32 {
    return unchecked(this.s[S_SEATS + seat * SEAT_WORDS + f]);
  }

  @inline poolHas(f: i32): bool {
    const s = this.s;
    const n = unchecked(s[S_POOL_N]);
    for (let i = 0; i < n; i++) if (unchecked(s[S_POOL + i]) === f) return true;
    return false;
  }
}
