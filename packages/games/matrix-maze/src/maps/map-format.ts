/**
 * Maps as versioned JSON, and the validator that turns untrusted map JSON into a `MazeMap`.
 *
 * A map is a grid with walls between some neighbouring squares (the border is always a wall),
 * the four start points A–D, the SOURCE CODE squares, the Data Bytes each player starts with,
 * and for a solo map the System Guard: its kind (Collectors or IY's) and its fixed path, whose
 * first square is where it starts. Every error names the field and, where there is one, the
 * square and what is wrong with it (an unreachable SOURCE CODE, a boxed-in start point, a guard
 * step through a wall), so a web author can fix a map of their own.
 */
import { ValidationError } from '@matrix-arcade/core';
import { MAX_SIDE, neighbour, parseSquare, squareName } from './squares.js';

export const MAP_FORMAT = 'matrix-maze-map';
export const MAP_VERSION = 1;
export const MAP_MODES = ['duel', 'collectors', 'iys'] as const;
export type MapMode = (typeof MAP_MODES)[number];
export const START_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A map as authors write it (and as a save stores a custom map). */
export interface MazeMapJson {
  readonly format: typeof MAP_FORMAT;
  readonly version: typeof MAP_VERSION;
  readonly id: string;
  readonly name: string;
  /** One line that sets the scene, shown in the picker. */
  readonly mood: string;
  /** `duel` (two players), or the System Guard of a solo map. */
  readonly mode: MapMode;
  readonly width: number;
  readonly height: number;
  /** Data Bytes each player starts with. */
  readonly bytes: number;
  /** Walls between neighbouring squares, `"c4-d4"`. */
  readonly walls: readonly string[];
  readonly starts: Readonly<Record<'A' | 'B' | 'C' | 'D', string>>;
  /** Start points a player may choose at the beginning (default: all four). */
  readonly allowedStarts?: readonly ('A' | 'B' | 'C' | 'D')[];
  readonly sources: readonly string[];
  /** Solo maps only: the guard's path, starting square first. */
  readonly guard?: { readonly path: readonly string[] };
}

/** A validated map, with its walls as one 4-bit mask per square (bit `1 << dir`). */
export interface MazeMap {
  readonly json: MazeMapJson;
  readonly id: string;
  readonly name: string;
  readonly mood: string;
  readonly mode: MapMode;
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly bytes: number;
  /** Per square, walls on its sides (the border included). */
  readonly walls: readonly number[];
  /** Squares of start points A–D. */
  readonly starts: readonly number[];
  /** Start indexes (0 = A) allowed at the beginning. */
  readonly allowedStarts: readonly number[];
  readonly sources: readonly number[];
  /** The guard's path (empty on a duel map). */
  readonly guardPath: readonly number[];
}

const fail = (path: string, message: string): never => {
  throw new ValidationError(path, message);
};

function text(o: Record<string, unknown>, key: string, where: string, max: number): string {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) {
    fail(`${where}.${key}`, `expected a non-empty string of at most ${max} characters`);
  }
  return v as string;
}

function side(o: Record<string, unknown>, key: string, where: string): number {
  const v = o[key];
  if (!Number.isInteger(v) || (v as number) < 3 || (v as number) > MAX_SIDE) {
    fail(`${where}.${key}`, `expected an integer from 3 to ${MAX_SIDE}, got ${JSON.stringify(v)}`);
  }
  return v as number;
}

/** Squares reachable from `from` through open sides (walls only). */
export function reachable(walls: readonly number[], width: number, height: number, from: number) {
  const seen = new Array<boolean>(width * height).fill(false);
  const queue = [from];
  seen[from] = true;
  while (queue.length) {
    const c = queue.pop()!;
    for (let d = 0; d < 4; d++) {
      const n = neighbour(c, d, width, height);
      if (n >= 0 && !(walls[c]! & (1 << d)) && !seen[n]) {
        seen[n] = true;
        queue.push(n);
      }
    }
  }
  return seen;
}

/** The direction from `a` to its neighbour `b`, or -1 when they are not neighbours. */
function directionTo(a: number, b: number, width: number, height: number): number {
  for (let d = 0; d < 4; d++) if (neighbour(a, d, width, height) === b) return d;
  return -1;
}

/** True when `a` and `b` share a row or column with no wall between them (a square sees itself). */
export function inSight(
  a: number,
  b: number,
  width: number,
  height: number,
  blocked: (cell: number, dir: number) => boolean,
): boolean {
  if (a === b) return true;
  const sameRow = Math.floor(a / width) === Math.floor(b / width);
  const sameCol = a % width === b % width;
  if (!sameRow && !sameCol) return false;
  const dir = sameRow ? (b > a ? 1 : 3) : b > a ? 2 : 0;
  for (let c = a; c !== b; c = neighbour(c, dir, width, height)) {
    if (blocked(c, dir)) return false;
  }
  return true;
}

/** Validates untrusted map JSON. Throws `ValidationError` naming the field, square and problem. */
export function parseMap(input: unknown, where = 'map'): MazeMap {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fail(where, 'expected a map object');
  }
  const o = input as Record<string, unknown>;
  if (o.format !== MAP_FORMAT) fail(`${where}.format`, `expected "${MAP_FORMAT}"`);
  if (o.version !== MAP_VERSION) {
    fail(
      `${where}.version`,
      `expected ${MAP_VERSION} (the only map version), got ${JSON.stringify(o.version)}`,
    );
  }
  const id = text(o, 'id', where, 40);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    fail(`${where}.id`, 'expected kebab-case (a-z, 0-9, dashes)');
  const name = text(o, 'name', where, 60);
  const mood = text(o, 'mood', where, 200);
  const mode = o.mode as MapMode;
  if (!MAP_MODES.includes(mode)) fail(`${where}.mode`, `expected one of ${MAP_MODES.join(', ')}`);
  const width = side(o, 'width', where);
  const height = side(o, 'height', where);
  const cells = width * height;
  const bytes = o.bytes;
  if (!Number.isInteger(bytes) || (bytes as number) < 0 || (bytes as number) > 10) {
    fail(
      `${where}.bytes`,
      `expected an integer from 0 to 10 (starting Data Bytes), got ${JSON.stringify(bytes)}`,
    );
  }
  const square = (v: unknown, path: string): number => {
    const c = parseSquare(v, width, height);
    if (c === null) {
      fail(
        path,
        `expected a square of this ${width}×${height} maze (a1 to ${squareName(cells - 1, width)}), got ${JSON.stringify(v)}`,
      );
    }
    return c as number;
  };
  const list = (key: string): unknown[] => {
    if (!Array.isArray(o[key])) fail(`${where}.${key}`, 'expected an array');
    return o[key] as unknown[];
  };

  // Walls: the border, then each listed wall.
  const walls = new Array<number>(cells).fill(0);
  for (let c = 0; c < cells; c++) {
    for (let d = 0; d < 4; d++) if (neighbour(c, d, width, height) < 0) walls[c]! |= 1 << d;
  }
  list('walls').forEach((w, i) => {
    const path = `${where}.walls[${i}]`;
    const parts = typeof w === 'string' ? w.split('-') : [];
    if (parts.length !== 2)
      fail(path, `expected two neighbouring squares such as "c4-d4", got ${JSON.stringify(w)}`);
    const a = square(parts[0], path);
    const b = square(parts[1], path);
    const d = directionTo(a, b, width, height);
    if (d < 0) fail(path, `${parts[0]} and ${parts[1]} are not neighbouring squares`);
    walls[a]! |= 1 << d;
    walls[b]! |= 1 << ((d + 2) % 4);
  });

  // Start points.
  const startsObj = o.starts;
  if (typeof startsObj !== 'object' || startsObj === null)
    fail(`${where}.starts`, 'expected { "A": square, "B": …, "C": …, "D": … }');
  const starts = START_LETTERS.map((l) =>
    square((startsObj as Record<string, unknown>)[l], `${where}.starts.${l}`),
  );
  starts.forEach((c, i) => {
    const other = starts.indexOf(c);
    if (other !== i)
      fail(
        `${where}.starts.${START_LETTERS[i]}`,
        `start points ${START_LETTERS[other]} and ${START_LETTERS[i]} share square ${squareName(c, width)}`,
      );
    if (walls[c] === 15)
      fail(
        `${where}.starts.${START_LETTERS[i]}`,
        `start point ${START_LETTERS[i]} (${squareName(c, width)}) is boxed in: walls on every side`,
      );
  });
  let allowedStarts = [0, 1, 2, 3];
  if (o.allowedStarts !== undefined) {
    const raw = list('allowedStarts');
    if (raw.length === 0) fail(`${where}.allowedStarts`, 'expected at least one start letter');
    allowedStarts = raw.map((l, i) => {
      const k = START_LETTERS.indexOf(l as 'A');
      if (k < 0)
        fail(
          `${where}.allowedStarts[${i}]`,
          `expected one of A, B, C, D, got ${JSON.stringify(l)}`,
        );
      return k;
    });
    allowedStarts = [...new Set(allowedStarts)].sort();
  }

  // SOURCE CODEs: distinct, off the start points, reachable from an allowed start.
  const sourcesRaw = list('sources');
  if (sourcesRaw.length < 3 || sourcesRaw.length > 12)
    fail(`${where}.sources`, `expected 3 to 12 SOURCE CODE squares, got ${sourcesRaw.length}`);
  const canReach = new Array<boolean>(cells).fill(false);
  for (const s of allowedStarts)
    reachable(walls, width, height, starts[s]!).forEach((r, c) => {
      if (r) canReach[c] = true;
    });
  const sources = sourcesRaw.map((v, i) => {
    const path = `${where}.sources[${i}]`;
    const c = square(v, path);
    const name = squareName(c, width);
    if (sourcesRaw.findIndex((u) => parseSquare(u, width, height) === c) !== i)
      fail(path, `SOURCE CODE square ${name} is listed twice`);
    const st = starts.indexOf(c);
    if (st >= 0) fail(path, `SOURCE CODE at ${name} sits on start point ${START_LETTERS[st]}`);
    if (!canReach[c])
      fail(path, `SOURCE CODE at ${name} is unreachable from every allowed start point`);
    return c;
  });

  // The guard: solo maps only.
  let guardPath: number[] = [];
  if (mode === 'duel') {
    if (o.guard !== undefined)
      fail(`${where}.guard`, 'a duel map has no System Guard (use mode "collectors" or "iys")');
  } else {
    const g = o.guard as Record<string, unknown> | undefined;
    if (typeof g !== 'object' || g === null || !Array.isArray(g.path))
      fail(
        `${where}.guard`,
        'a solo map needs { "path": [squares] }, the guard starting on the first',
      );
    const raw = (g as { path: unknown[] }).path;
    if (raw.length < 4 || raw.length > 200)
      fail(`${where}.guard.path`, `expected 4 to 200 squares, got ${raw.length}`);
    guardPath = raw.map((v, i) => square(v, `${where}.guard.path[${i}]`));
    for (let i = 1; i < guardPath.length; i++) {
      const a = guardPath[i - 1]!;
      const b = guardPath[i]!;
      const d = directionTo(a, b, width, height);
      const path = `${where}.guard.path[${i}]`;
      if (d < 0)
        fail(
          path,
          `the guard steps from ${squareName(a, width)} to ${squareName(b, width)}, which are not neighbours`,
        );
      if (walls[a]! & (1 << d))
        fail(
          path,
          `the guard's step from ${squareName(a, width)} to ${squareName(b, width)} goes through a wall`,
        );
    }
    const g0 = guardPath[0]!;
    if (sources.includes(g0))
      fail(
        `${where}.guard.path[0]`,
        `the guard starts on a SOURCE CODE (${squareName(g0, width)})`,
      );
    if (mode === 'iys') {
      const blocked = (c: number, d: number) => (walls[c]! & (1 << d)) !== 0;
      for (const s of allowedStarts) {
        if (inSight(g0, starts[s]!, width, height, blocked)) {
          fail(
            `${where}.starts.${START_LETTERS[s]}`,
            `start point ${START_LETTERS[s]} (${squareName(starts[s]!, width)}) is in the IY's line of sight from their start ${squareName(g0, width)}`,
          );
        }
      }
    }
  }
  const json: MazeMapJson = {
    format: MAP_FORMAT,
    version: MAP_VERSION,
    id,
    name,
    mood,
    mode,
    width,
    height,
    bytes: bytes as number,
    walls: [...(o.walls as string[])],
    starts: Object.fromEntries(
      START_LETTERS.map((l, i) => [l, squareName(starts[i]!, width)]),
    ) as MazeMapJson['starts'],
    ...(o.allowedStarts !== undefined
      ? { allowedStarts: allowedStarts.map((k) => START_LETTERS[k]!) }
      : {}),
    sources: sources.map((c) => squareName(c, width)),
    ...(mode !== 'duel' ? { guard: { path: guardPath.map((c) => squareName(c, width)) } } : {}),
  };
  return {
    json,
    id,
    name,
    mood,
    mode,
    width,
    height,
    cells,
    bytes: bytes as number,
    walls,
    starts,
    allowedStarts,
    sources,
    guardPath,
  };
}
