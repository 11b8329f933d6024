/**
 * `buildPosition`: a Matrix Maze position in the middle of a game, written in players' words —
 * each avatar's square and facing (`'d4'`, `'east'`), the squares on its trail, its Data Bytes,
 * the walls built on its sheet (named by the two squares they separate, `'d4-d5'`), who holds
 * which SOURCE CODE, the guard's step on its path, and either the dice of the turn in progress
 * or a roll to come. Every field is checked where it is written (`ValidationError` naming
 * `position.<field>` and what is allowed), positions the game would already have ended in are
 * refused, and the result is checked like a loaded save, so `legalActions` and `apply` work
 * from it.
 */
import { ValidationError, parseOptions, validate } from '@matrix-arcade/core';
import { E_NONE, GUARD_OWNER, PH_ROLL, PH_TURN } from './codes.js';
import { guardSees } from './board.js';
import { codec } from './codec.js';
import { mapOf, shippedMap } from './maps/catalog.js';
import type { MazeMap } from './maps/map-format.js';
import { DIRECTION_NAMES, edgeIndex, neighbour, parseSquare } from './maps/squares.js';
import { type MatrixMazeOptions, type MatrixMazeState, freshTurn, optionSchema } from './state.js';

/** One avatar's sheet in players' words. */
export interface MazeSeatSpec {
  /** The square it stands on (`'d4'`). */
  readonly at: string;
  /** `'north'`, `'east'`, `'south'` or `'west'`; omitted: still to be chosen (after a jump). */
  readonly facing?: (typeof DIRECTION_NAMES)[number];
  /** The other squares it has been on (its trail; `at` is added). */
  readonly trail?: readonly string[];
  /** Its Data Bytes (default: the map's starting bytes). */
  readonly bytes?: number;
  /** Walls the opponent built on this sheet (duels), each as two squares: `'d4-d5'`. */
  readonly walls?: readonly string[];
}

export interface MatrixMazePositionSpec {
  /** The game's options (`map`: a shipped map's id; `players`, `changeCost`, `roundLimit`). */
  readonly options?: Partial<MatrixMazeOptions>;
  /** A map of one's own (its JSON) instead of `options.map`. */
  readonly map?: unknown;
  /** One sheet per avatar (one solo, two in a duel). */
  readonly seats: readonly MazeSeatSpec[];
  /** SOURCE CODEs already taken, by square: the seat that holds it (0, 1) or `'guard'`. */
  readonly codes?: Readonly<Record<string, number | 'guard'>>;
  /** The guard's step on its path (0 is its first square; solo maps with a guard). */
  readonly guardStep?: number;
  /** Rounds played so far (default 0). */
  readonly round?: number;
  /**
   * The dice left in the pool in a turn in progress (1 to 3 faces, 1–6); omitted: the next thing
   * to happen is a roll. In a duel the second seat's turn starts with the two dice the first left.
   */
  readonly dice?: readonly number[];
  /** Faces the seat to move has already used this turn (no longer in `dice`). */
  readonly used?: readonly number[];
  /** The seat whose turn it is (a duel's second seat has `round`'s first turn behind it). */
  readonly toMove?: number;
}

const KEYS = ['options', 'map', 'seats', 'codes', 'guardStep', 'round', 'dice', 'used', 'toMove'];
const SEAT_KEYS = ['at', 'facing', 'trail', 'bytes', 'walls'];

function onlyKeys(o: Record<string, unknown>, keys: readonly string[], path: string): void {
  const stray = Object.keys(o).find((k) => !keys.includes(k));
  if (stray !== undefined) {
    throw new ValidationError(`${path}.${stray}`, `unknown key; the keys are ${keys.join(', ')}`);
  }
}

function squareOf(map: MazeMap, name: unknown, path: string): number {
  const c = parseSquare(name, map.width, map.height);
  if (c === null) {
    const last = `${'abcdefghij'[map.width - 1]}${map.height}`;
    validate.fail(path, `a square of this ${map.width}×${map.height} maze, a1 to ${last}`, name);
  }
  return c;
}

/** The edge a wall named by two neighbouring squares (`'d4-d5'`) stands on. */
function wallEdge(map: MazeMap, name: unknown, path: string): number {
  const parts = typeof name === 'string' ? name.split('-') : [];
  if (parts.length !== 2) validate.fail(path, 'two neighbouring squares such as "d4-d5"', name);
  const a = squareOf(map, parts[0], path);
  const b = squareOf(map, parts[1], path);
  const dir = [0, 1, 2, 3].find((d) => neighbour(a, d, map.width, map.height) === b);
  if (dir === undefined) validate.fail(path, 'two neighbouring squares such as "d4-d5"', name);
  if (map.walls[a]! & (1 << dir)) throw new ValidationError(path, `the map has a wall at ${name}`);
  return edgeIndex(a, dir, map.width, map.height);
}

function seatOf(map: MazeMap, v: unknown, path: string, duel: boolean) {
  const o = validate.obj(v, path);
  onlyKeys(o, SEAT_KEYS, path);
  const pos = squareOf(map, o.at, `${path}.at`);
  const visited = new Array<number>(map.cells).fill(0);
  visited[pos] = 1;
  const trail = o.trail === undefined ? [] : validate.arr(o.trail, `${path}.trail`);
  trail.forEach((t, i) => {
    visited[squareOf(map, t, `${path}.trail[${i}]`)] = 1;
  });
  const walls = o.walls === undefined ? [] : validate.arr(o.walls, `${path}.walls`);
  if (walls.length > 0 && !duel) {
    throw new ValidationError(`${path}.walls`, 'walls are built on sheets only in a duel');
  }
  const built = walls.map((w, i) => wallEdge(map, w, `${path}.walls[${i}]`));
  return {
    pos,
    facing:
      o.facing === undefined
        ? -1
        : DIRECTION_NAMES.indexOf(
            validate.str(o.facing, `${path}.facing`, DIRECTION_NAMES) as 'north',
          ),
    visited,
    bytes: o.bytes === undefined ? map.bytes : validate.int(o.bytes, `${path}.bytes`, 0, 10_000),
    codes: 0,
    built: [...new Set(built)].sort((x, y) => x - y),
  };
}

/**
 * A running Matrix Maze state from a mid-game position (see `MatrixMazePositionSpec`).
 * Throws `ValidationError` (code `VALIDATION`) naming the field and what it allows.
 */
export function buildPosition(spec: MatrixMazePositionSpec): MatrixMazeState {
  const o = validate.obj(spec, 'position');
  onlyKeys(o, KEYS, 'position');
  const options = o.options === undefined ? {} : validate.obj(o.options, 'position.options');
  const base = { options: parseOptions(optionSchema, options, 'position.options') };
  const map =
    o.map === undefined ? shippedMap(base.options.map) : mapOf(o.map as object, 'position.map');
  const players = base.options.players || (map.mode === 'duel' ? 2 : 1);
  const duel = players === 2;
  const seats = validate
    .arr(o.seats, 'position.seats', players)
    .map((v, i) => seatOf(map, v, `position.seats[${i}]`, duel));
  const owner = map.sources.map(() => -1);
  const codes = o.codes === undefined ? {} : validate.obj(o.codes, 'position.codes');
  for (const [name, who] of Object.entries(codes)) {
    const path = `position.codes[${JSON.stringify(name)}]`;
    const k = map.sources.indexOf(squareOf(map, name, path));
    if (k < 0) throw new ValidationError(path, `${name} holds no SOURCE CODE on this map`);
    const guard = who === 'guard' && map.mode === 'collectors' && !duel;
    if (!guard) validate.int(who, path, 0, players - 1);
    const seat = guard ? GUARD_OWNER : (who as number);
    if (!guard && !seats[seat]!.visited[map.sources[k]!]) {
      throw new ValidationError(path, `seat ${seat} has not been on ${name}: add it to its trail`);
    }
    owner[k] = seat;
  }
  owner.forEach((seat, k) => {
    if (seat >= 0 && seat < players) seats[seat]!.codes++;
    else if (seat < 0 && seats.some((p) => p.visited[map.sources[k]!])) {
      throw new ValidationError(
        'position.codes',
        `whoever walked on the SOURCE CODE at ${map.json.sources[k]} holds it: name it`,
      );
    }
  });
  for (const [i, p] of seats.entries()) {
    if (p.codes >= 3)
      throw new ValidationError(
        'position.codes',
        `seat ${i} holds three SOURCE CODEs: the game is over`,
      );
  }
  if (owner.filter((x) => x === GUARD_OWNER).length >= 3) {
    throw new ValidationError(
      'position.codes',
      'the guard holds three SOURCE CODEs: the game is over',
    );
  }
  const guardStep =
    o.guardStep === undefined
      ? 0
      : validate.int(o.guardStep, 'position.guardStep', 0, Math.max(0, map.guardPath.length - 2));
  if (map.mode === 'iys' && !duel) {
    const g = map.guardPath[guardStep]!;
    if (guardSees(map, g, seats[0]!.pos)) {
      throw new ValidationError(
        'position.seats[0].at',
        `the IY's guard on ${map.json.guard!.path[guardStep]} sees it: the game is over`,
      );
    }
  }
  const limit = map.guardPath.length > 0 && !duel ? 10_000 : base.options.roundLimit - 1;
  const round = o.round === undefined ? 0 : validate.int(o.round, 'position.round', 0, limit);
  const first = duel ? round % 2 : 0;
  const toMove =
    o.toMove === undefined ? first : validate.int(o.toMove, 'position.toMove', 0, players - 1);
  const dice = o.dice === undefined ? null : validate.ints(o.dice, 'position.dice', 1, 6);
  if (dice !== null && (dice.length < 1 || dice.length > 3)) {
    validate.fail('position.dice', '1 to 3 dice left in the pool', dice);
  }
  if (o.used !== undefined && dice === null) {
    throw new ValidationError(
      'position.used',
      'dice are used only in a turn in progress: give its dice',
    );
  }
  let turn = freshTurn(!duel);
  const used = o.used === undefined ? [] : validate.ints(o.used, 'position.used', 1, 6);
  used.forEach((f, i) => {
    if (turn.usesLeft === 0) {
      throw new ValidationError(`position.used[${i}]`, `a turn uses at most ${duel ? 1 : 2} dice`);
    }
    turn = { ...turn, usesLeft: turn.usesLeft - 1, usedMask: turn.usedMask | (1 << f) };
  });
  if (!dice && o.toMove !== undefined) {
    throw new ValidationError('position.toMove', 'before a roll no one is to move: give the dice');
  }
  const state = {
    v: codec.version,
    options: base.options,
    map: map.json,
    phase: dice ? PH_TURN : PH_ROLL,
    round,
    // Before a roll the last seat to act is still recorded as to move (as play leaves it).
    toMove: dice ? toMove : duel ? (round === 0 ? 1 : round % 2) : 0,
    acted: dice && toMove !== first ? 1 : 0,
    pool: dice ? [...dice].sort((a, b) => a - b) : [],
    seats,
    owner,
    guardStep,
    turn,
    ending: E_NONE,
    winners: [],
  };
  try {
    return codec.fromJSON(state);
  } catch (e) {
    if (!ValidationError.is(e)) throw e;
    throw new ValidationError(
      e.path.replace(/^state\./, 'position.'),
      e.message.slice(e.path.length + 2),
    );
  }
}
