/**
 * Test positions written by hand: tiles by name ("r3" red ice 3, "kF" the black fort; colours
 * k black, g green, r red, b blue) at (column, row) from the first tile, breakers by colour,
 * custom breaker numbers, the pool and brain damage. The supply is what the coins on the table
 * and in the pool leave of five per colour; the stack is the remaining tiles (its next tiles
 * can be named). Plus the action codes of moves, dice and abilities by coordinates.
 */
import { A_DIE, CELLS, ORIGIN, SIDE } from './layout.js';
import { parseOptions } from '@matrix-arcade/core';
import type { PiecepackPositionSpec } from './build-position.js';
import {
  type PiecepackOptions,
  NO_CHALLENGE,
  type PiecepackState,
  type Phase,
  type Structure,
  optionSchema,
} from './state.js';

const LETTERS = 'kgrb';

/** "r3" → red ice 3; "kF" → the black fort. */
export function tile(name: string): number {
  const c = LETTERS.indexOf(name[0]!);
  const v = name[1] === 'F' ? 0 : Number(name.slice(1));
  if (c < 0 || !(v >= 0 && v <= 5)) throw new Error(`bad tile ${name}`);
  return c * 6 + v;
}

export function cell(x: number, y: number): number {
  return ORIGIN + y * SIDE + x;
}

/** Breaker `b` (0 black, 1 green, 2 red, 3 blue) to (x, y). */
export function move(b: number, x: number, y: number): number {
  return b * CELLS + cell(x, y);
}

export function die(face: number): number {
  return A_DIE + face;
}

type At = readonly [number, number] | null;

export interface Spec {
  /** [x, y, tile, coin?] in install order (coin defaults to false). */
  readonly tiles?: readonly (readonly [number, number, string, boolean?])[];
  readonly at?: { readonly black?: At; readonly green?: At; readonly red?: At; readonly blue?: At };
  readonly kinds?: readonly [number, number, number, number];
  readonly pool?: readonly [number, number, number, number];
  readonly damage?: number;
  /** The next tiles of the stack, the very next first. */
  readonly next?: readonly string[];
  readonly options?: Partial<PiecepackOptions>;
  readonly phase?: Phase;
}

export function position(spec: Spec): PiecepackState {
  const options = parseOptions(optionSchema, spec.options ?? {});
  const structures: Structure[] = (spec.tiles ?? []).map(([x, y, name, coin]) => ({
    cell: cell(x, y),
    tile: tile(name),
    cut: 0,
    coin: coin ?? false,
  }));
  const pool = spec.pool ?? [0, 0, 0, 0];
  const supply = [0, 1, 2, 3].map(
    (c) => 5 - pool[c]! - structures.filter((s) => s.coin && Math.floor(s.tile / 6) === c).length,
  );
  if (supply.some((n) => n < 0)) throw new Error('more than five coins of a colour');
  const used = new Set(structures.map((s) => s.tile));
  const next = (spec.next ?? []).map(tile);
  const rest = Array.from({ length: 24 }, (_, t) => t).filter(
    (t) => !used.has(t) && !next.includes(t),
  );
  const at = spec.at ?? {};
  const pos = (a: At | undefined) => (a ? cell(a[0], a[1]) : -1);
  return {
    options,
    phase: spec.phase ?? 'move',
    ending: null,
    damage: spec.damage ?? 0,
    ...NO_CHALLENGE,
    challenges: 0,
    positions: [pos(at.black), pos(at.green), pos(at.red), pos(at.blue)],
    kinds: spec.kinds ?? [0, 0, 0, 0],
    pool,
    supply,
    bonus: [0, 0, 0, 0],
    ten: [0, 0, 0, 0],
    structures,
    stack: [...rest, ...next.slice().reverse()],
  };
}

/**
 * Red as Cray Envelope (strength 10 on a red structure, no die, so it cannot fail on ice) on the
 * second tile of the red row `red` laid east from (0, 0), e.g. `['r1', 'r2', 'rF']`; black, green
 * and blue hold their forts on the row below.
 */
export function crayRow(red: readonly string[]): PiecepackState {
  return position({
    tiles: [...red.map((t, x) => [x, 0, t] as const), [0, 1, 'kF'], [1, 1, 'gF'], [2, 1, 'bF']],
    at: { red: [1, 0], black: [0, 1], green: [1, 1], blue: [2, 1] },
    kinds: [0, 0, 5, 0],
  });
}

/**
 * Red as Cray Envelope (custom breaker 5) beside the red fort, the other breakers on their forts,
 * the blue 4 next on the stack (the rest shuffled): a position for `buildPosition`.
 */
export const CRAY: PiecepackPositionSpec = {
  tiles: [
    { at: [0, 0], tile: 'red 1' },
    { at: [1, 0], tile: 'red 2' },
    { at: [2, 0], tile: 'red fort' },
    { at: [0, 1], tile: 'black fort' },
    { at: [1, 1], tile: 'green fort' },
    { at: [2, 1], tile: 'blue fort' },
  ],
  breakers: {
    red: { at: [1, 0], kind: 5 },
    black: { at: [0, 1] },
    green: { at: [1, 1] },
    blue: { at: [2, 1] },
  },
  stack: ['b4'],
  unnamed: { shuffle: 7 },
};

/**
 * The basic game at 9 brain damage: the red breaker on the red 2 beside the red fort with all five
 * red power-ups in the pool (it takes the fort whatever it rolls), the other breakers on their
 * forts, the blue 4 next on the stack (the rest shuffled): a position for `buildPosition`.
 */
export const RED_HOME: PiecepackPositionSpec = {
  ...CRAY,
  breakers: { ...CRAY.breakers, red: { at: [1, 0] } },
  pool: { red: 5 },
  damage: 9,
};
