/**
 * `buildPosition`: a Matrix (piecepack) run in progress, written in players' words — the tiles
 * installed (`'red 3'`, `'black fort'` or `'r3'`, `'kF'`) at (x, y) from the first tile, with
 * their coins, each breaker's place and kind, the coins in the pool, the brain damage, and the
 * data stack's next tiles — between challenges (the player to choose a move). The supply is what
 * the table and the pool leave of five coins a colour. Tiles named nowhere are an error unless
 * `unnamed: { shuffle: seed }` deals them under the named ones the way setup deals a stack
 * (words/deal.ts). Every field is checked where it is written (`ValidationError` naming
 * `position.<field>` and what is allowed): the matrix must be one piece with at most three
 * neighbours a structure, a run already over (brain death, all forts taken) is refused, and the
 * result is checked like a loaded save, so `legalActions` and `apply` work from it. With
 * `options.breakers: 'choose'` and breakers whose kind is not named, the position is the start
 * of a run still choosing its custom breakers.
 */
import { ValidationError, createRng, parseOptions, validate } from '@matrix-arcade/core';
import { COLOUR_NAMES } from './breakers.js';
import { codec } from './codec.js';
import { COINS, DEATH, ORIGIN, SIDE, TILES, W_STACK, W_STK } from './layout.js';
import { NO_CHALLENGE, type PiecepackOptions, type PiecepackState, optionSchema } from './state.js';
import { dealStack } from './words/deal.js';

/** A tile: `'red 3'`, `'green fort'`, or short, `'r3'`, `'gF'` (k black, g green, r red, b blue). */
export type TileName = string;
/** x to the right and y downward, in tiles, from the first tile installed at (0, 0). */
export type Place = readonly [number, number];

export interface InstalledTile {
  readonly at: Place;
  readonly tile: TileName;
  /** A power-up coin still lies on it (default false). */
  readonly coin?: boolean;
  /** Strength Sliver Virus has cut off it (default 0). */
  readonly cut?: number;
}

export interface BreakerSpec {
  /** Where it stands: on an installed tile, or `'outside'` the matrix (the default). */
  readonly at?: Place | 'outside';
  /**
   * 0 the basic breaker (default), 1–6 the colour's custom breaker of that number. With
   * `options.breakers: 'choose'`, omitted means still to be chosen: the run starts with the
   * choice of breakers (phase `pick`), before any move.
   */
  readonly kind?: number;
  /** Strength added to its next challenge (Ankara, Black Diamond); default 0. */
  readonly bonus?: number;
  /** Wintermute Compiler's strength 10 bought for its next challenge. */
  readonly ten?: boolean;
}

type PerColour<T> = { readonly black?: T; readonly green?: T; readonly red?: T; readonly blue?: T };

export interface PiecepackPositionSpec {
  /** `target` (brain damage to win at or under, default 9) and `breakers` (how kinds were had). */
  readonly options?: Pick<Partial<PiecepackOptions>, 'target' | 'breakers'>;
  /** The installed tiles, in the order they were installed. */
  readonly tiles: readonly InstalledTile[];
  readonly breakers?: PerColour<BreakerSpec>;
  /** Power-up coins in the player's pool, per colour. */
  readonly pool?: PerColour<number>;
  /** Brain damage taken so far (0–9). */
  readonly damage?: number;
  /** Challenges made so far (default 0). */
  readonly challenges?: number;
  /** The data stack's next tiles, the very next first. */
  readonly stack?: readonly TileName[];
  /** Tiles named nowhere: `'error'` (default), or dealt under `stack` from a seed. */
  readonly unnamed?: 'error' | { readonly shuffle: number };
}

const KEYS = ['options', 'tiles', 'breakers', 'pool', 'damage', 'challenges', 'stack', 'unnamed'];
const LETTERS = 'kgrb';
const HALF = (SIDE - 1) / 2;

function onlyKeys(o: Record<string, unknown>, keys: readonly string[], path: string): void {
  const stray = Object.keys(o).find((k) => !keys.includes(k));
  if (stray !== undefined) {
    throw new ValidationError(`${path}.${stray}`, `unknown key; the keys are ${keys.join(', ')}`);
  }
}

/** The tile code of a name (colour × 6 + value, 0 the fort). */
export function parseTile(name: unknown, path: string): number {
  const m =
    typeof name === 'string'
      ? /^(black|green|red|blue|[kgrb])\s*(fort|f|[1-5])$/.exec(name.trim().toLowerCase())
      : null;
  if (!m) validate.fail(path, 'a tile such as "red 3", "black fort", "r3" or "kF"', name);
  const c = m[1]!.length === 1 ? LETTERS.indexOf(m[1]!) : COLOUR_NAMES.indexOf(m[1] as 'red');
  return c * 6 + (m[2] === 'fort' || m[2] === 'f' ? 0 : Number(m[2]));
}

function placeOf(v: unknown, path: string): number {
  const [x, y] = validate.ints(v, path, -HALF, HALF, 2) as [number, number];
  return ORIGIN + y * SIDE + x;
}

/** Each structure has at most three neighbours and all of them form one piece. */
function checkShape(cells: readonly number[]): void {
  const at = new Set(cells);
  const around = (c: number) => [c - SIDE, c + SIDE, c - 1, c + 1].filter((n) => at.has(n));
  cells.forEach((c, i) => {
    if (around(c).length > 3) {
      throw new ValidationError(
        `position.tiles[${i}].at`,
        'a structure has at most three neighbours',
      );
    }
  });
  const seen = new Set(cells.slice(0, 1));
  const queue = cells.slice(0, 1);
  while (queue.length > 0) {
    for (const n of around(queue.pop()!)) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  const apart = cells.findIndex((c) => !seen.has(c));
  if (apart >= 0) {
    throw new ValidationError(
      `position.tiles[${apart}].at`,
      'the matrix is one piece: every tile touches another',
    );
  }
}

/** The data stack, bottom first: the unnamed tiles (dealt, or an error), then `stack` reversed. */
function stackOf(o: Record<string, unknown>, tiles: readonly { tile: number }[]): number[] {
  const stackPath = 'position.stack';
  const named =
    o.stack === undefined
      ? []
      : validate.arr(o.stack, stackPath).map((t, i) => parseTile(t, `${stackPath}[${i}]`));
  const where = new Array<string | null>(TILES).fill(null);
  tiles.forEach((t, i) => {
    if (where[t.tile] !== null)
      throw new ValidationError(
        `position.tiles[${i}].tile`,
        `that tile is already at ${where[t.tile]}`,
      );
    where[t.tile] = `position.tiles[${i}]`;
  });
  named.forEach((t, i) => {
    if (where[t] !== null)
      throw new ValidationError(`${stackPath}[${i}]`, `that tile is already at ${where[t]}`);
    where[t] = `${stackPath}[${i}]`;
  });
  const rest = where.flatMap((w, t) => (w === null ? [t] : []));
  const unnamed =
    o.unnamed === undefined || o.unnamed === 'error'
      ? null
      : validate.obj(o.unnamed, 'position.unnamed');
  if (unnamed === null && rest.length > 0) {
    const names = rest.map((t) => `${LETTERS[Math.floor(t / 6)]}${t % 6 === 0 ? 'F' : t % 6}`);
    throw new ValidationError(
      'position.unnamed',
      `${rest.length} tiles are named nowhere (${names.join(' ')}); name them in position.stack, or deal them with unnamed: { shuffle: <seed> }`,
    );
  }
  let below: number[] = [];
  if (unnamed !== null) {
    onlyKeys(unnamed, ['shuffle'], 'position.unnamed');
    const seed = validate.int(unnamed.shuffle, 'position.unnamed.shuffle', 0, 2 ** 32 - 1);
    const w = new Int32Array(W_STK + TILES);
    rest.forEach((t, i) => {
      w[W_STK + i] = t;
    });
    w[W_STACK] = rest.length;
    dealStack(w, createRng(seed));
    below = Array.from(w.subarray(W_STK, W_STK + rest.length));
  }
  return [...below, ...named.slice().reverse()];
}

/**
 * A running Matrix (piecepack) state from a position between challenges (see
 * `PiecepackPositionSpec`). Throws `ValidationError` (code `VALIDATION`) naming the field.
 */
export function buildPosition(spec: PiecepackPositionSpec): PiecepackState {
  const o = validate.obj(spec, 'position');
  onlyKeys(o, KEYS, 'position');
  const given = o.options === undefined ? {} : validate.obj(o.options, 'position.options');
  onlyKeys(given, ['target', 'breakers'], 'position.options');
  const tiles = validate.arr(o.tiles, 'position.tiles').map((v, i) => {
    const path = `position.tiles[${i}]`;
    const t = validate.obj(v, path);
    onlyKeys(t, ['at', 'tile', 'coin', 'cut'], path);
    return {
      cell: placeOf(t.at, `${path}.at`),
      tile: parseTile(t.tile, `${path}.tile`),
      cut: t.cut === undefined ? 0 : validate.int(t.cut, `${path}.cut`, 0, 60),
      coin: t.coin === undefined ? false : validate.bool(t.coin, `${path}.coin`),
    };
  });
  checkShape(tiles.map((t) => t.cell));
  const colours = (key: string) => {
    const v = o[key] === undefined ? {} : validate.obj(o[key], `position.${key}`);
    onlyKeys(v, COLOUR_NAMES, `position.${key}`);
    return COLOUR_NAMES.map((c) => v[c]);
  };
  const choosing = given.breakers === 'choose';
  const breakers = colours('breakers').map((v, b) => {
    const path = `position.breakers.${COLOUR_NAMES[b]}`;
    const p = v === undefined ? {} : validate.obj(v, path);
    onlyKeys(p, ['at', 'kind', 'bonus', 'ten'], path);
    return {
      at: p.at === undefined || p.at === 'outside' ? -1 : placeOf(p.at, `${path}.at`),
      kind: p.kind === undefined ? (choosing ? -1 : 0) : validate.int(p.kind, `${path}.kind`, 0, 6),
      bonus: p.bonus === undefined ? 0 : validate.int(p.bonus, `${path}.bonus`, 0, 1000),
      ten: p.ten === undefined ? 0 : Number(validate.bool(p.ten, `${path}.ten`)),
    };
  });
  const pool = colours('pool').map((v, c) =>
    v === undefined ? 0 : validate.int(v, `position.pool.${COLOUR_NAMES[c]}`, 0, COINS),
  );
  const supply = pool.map((n, c) => {
    const left = COINS - n - tiles.filter((t) => t.coin && Math.floor(t.tile / 6) === c).length;
    if (left < 0) {
      throw new ValidationError(
        `position.pool.${COLOUR_NAMES[c]}`,
        `with the coins on tiles it makes more than ${COINS} ${COLOUR_NAMES[c]} coins`,
      );
    }
    return left;
  });
  const damage =
    o.damage === undefined ? 0 : validate.int(o.damage, 'position.damage', 0, DEATH - 1);
  const won = [0, 1, 2, 3].every((c) =>
    tiles.some((t) => t.tile === c * 6 && t.cell === breakers[c]!.at),
  );
  if (won)
    throw new ValidationError(
      'position.breakers',
      'every fort is taken by its own breaker: the run is won and over',
    );
  const picking = breakers.some((b) => b.kind < 0);
  if (picking && (tiles.length > 0 || damage > 0 || pool.some((n) => n > 0))) {
    throw new ValidationError(
      'position.breakers',
      'custom breakers still to be chosen are chosen before the run: no tile installed, no damage, no power-up yet (or name every kind)',
    );
  }
  const stack = stackOf(o, tiles);
  const options = parseOptions(
    optionSchema,
    {
      ...given,
      ...Object.fromEntries(COLOUR_NAMES.map((c, b) => [c, Math.max(0, breakers[b]!.kind)])),
    },
    'position.options',
  );
  const state = {
    options,
    phase: picking ? 'pick' : 'move',
    ending: null,
    damage,
    ...NO_CHALLENGE,
    challenges:
      o.challenges === undefined ? 0 : validate.int(o.challenges, 'position.challenges', 0, 10_000),
    positions: breakers.map((b) => b.at),
    kinds: breakers.map((b) => b.kind),
    pool,
    supply,
    bonus: breakers.map((b) => b.bonus),
    ten: breakers.map((b) => b.ten),
    structures: tiles,
    stack,
  };
  try {
    return codec.fromJSON(state);
  } catch (e) {
    if (!ValidationError.is(e)) throw e;
    const path = e.path.replace(
      /^state\.positions\[(\d)\]/,
      (_, b) => `position.breakers.${COLOUR_NAMES[Number(b)]}.at`,
    );
    throw new ValidationError(
      path.replace(/^state\./, 'position.'),
      e.message.slice(e.path.length + 2),
    );
  }
}
