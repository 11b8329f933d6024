/**
 * The Matrix Maze state, its options and how a game is set up. The state is plain data: the
 * map's JSON (so a save carries an author's own map), the phase, the dice pool, each player's
 * sheet (square, facing, visited trail, Data Bytes, SOURCE CODEs, walls built on it), who holds
 * each SOURCE CODE, the guard's place on its path and the bookkeeping of the turn in progress.
 * Nothing is hidden: dice are rolled at explicit chance nodes, so no state holds a future roll.
 */
import { type OptionSchema, parseOptions } from '@matrix-arcade/core';
import { MAP_IDS, mapOf, shippedMap } from './maps/catalog.js';
import type { MazeMap, MazeMapJson } from './maps/map-format.js';
import { E_NONE, PH_START } from './codes.js';

export interface MatrixMazeOptions {
  /** A shipped map's id. */
  readonly map: string;
  /** 1: solo against the map's System Guard; 2: a duel; 0 (default): as the map says. */
  readonly players: number;
  /** Bytes the change-a-die hack costs (the rulebook prints 1 and 2; ruling: 2). */
  readonly changeCost: number;
  /** A duel that has not ended after this many rounds is decided on SOURCE CODEs. */
  readonly roundLimit: number;
}

export const optionSchema: OptionSchema<MatrixMazeOptions> = {
  map: {
    type: 'enum',
    values: MAP_IDS,
    default: 'neon-junction',
    label: 'Map',
    description: 'The maze: a duel map, or a solo map against the Collectors or the IY’s.',
  },
  players: {
    type: 'integer',
    min: 0,
    max: 2,
    default: 0,
    label: 'Players (0: as the map says)',
    description:
      '1 solo (against the map’s System Guard, if it has one), 2 a duel (a solo map’s guard stays home); 0 lets the map decide.',
  },
  changeCost: {
    type: 'integer',
    min: 1,
    max: 2,
    default: 2,
    label: 'Change-a-die cost',
    description:
      'Data Bytes the change-a-die hack costs in a duel (the rulebook prints both 1 and 2).',
  },
  roundLimit: {
    type: 'integer',
    min: 10,
    max: 200,
    default: 40,
    label: 'Duel round limit',
    description:
      'A duel still running after this many rounds is won by whoever holds more SOURCE CODEs.',
  },
};

/** One player's sheet. */
export interface SeatState {
  /** Current square, -1 before the start point is chosen. */
  readonly pos: number;
  /** 0 north, 1 east, 2 south, 3 west; -1 while it is still to be chosen. */
  readonly facing: number;
  /** Per square, 1 when this avatar has been there. */
  readonly visited: readonly number[];
  readonly bytes: number;
  readonly codes: number;
  /** Walls an opponent built on this sheet (edge indexes, ascending). */
  readonly built: readonly number[];
}

/** The turn in progress. */
export interface TurnState {
  /** Dice still to be used (1 in a duel, 2 solo). */
  readonly usesLeft: number;
  /** x2: 0 not bought, 1 bought and unused, 2 used. */
  readonly bonus: number;
  /** Faces used this turn (bit `1 << face`). */
  readonly usedMask: number;
  /** A changed die that must be used next (its face), else 0. */
  readonly mustUse: number;
  /** The free restart from a dead end was taken this turn. */
  readonly restarted: boolean;
  /** The dice part of the turn is over (skipped, or no usable die). */
  readonly done: boolean;
}

export interface MatrixMazeState {
  readonly options: MatrixMazeOptions;
  /** The map (validated JSON; `mapOf` gives its geometry). */
  readonly map: MazeMapJson;
  /** PH_START, PH_ROLL, PH_TURN or PH_OVER (codes.ts). */
  readonly phase: number;
  /** Rolls so far. */
  readonly round: number;
  readonly toMove: number;
  /** Seats that have finished their turn this round. */
  readonly acted: number;
  /** Faces of the dice in the pool, ascending. */
  readonly pool: readonly number[];
  readonly seats: readonly SeatState[];
  /** Per SOURCE CODE: -1 free, the seat that took it, or 2 for the guard. */
  readonly owner: readonly number[];
  /** The guard's index on its path. */
  readonly guardStep: number;
  readonly turn: TurnState;
  /** E_* of codes.ts. */
  readonly ending: number;
  readonly winners: readonly number[];
}

export function freshTurn(solo: boolean): TurnState {
  return {
    usesLeft: solo ? 2 : 1,
    bonus: 0,
    usedMask: 0,
    mustUse: 0,
    restarted: false,
    done: false,
  };
}

/** The opening state on a validated map. */
export function startState(map: MazeMap, options: MatrixMazeOptions): MatrixMazeState {
  // A solo map played by two is a duel on its maze (no guard); a duel map played alone is
  // a practice run against the round limit (rulings 28 and 29).
  const solo = options.players === 0 ? map.mode !== 'duel' : options.players === 1;
  const seat: SeatState = {
    pos: -1,
    facing: -1,
    visited: new Array<number>(map.cells).fill(0),
    bytes: map.bytes,
    codes: 0,
    built: [],
  };
  return {
    options,
    map: map.json,
    phase: PH_START,
    round: 0,
    toMove: 0,
    acted: 0,
    pool: [],
    seats: solo ? [seat] : [seat, { ...seat }],
    owner: map.sources.map(() => -1),
    guardStep: 0,
    turn: freshTurn(solo),
    ending: E_NONE,
    winners: [],
  };
}

/** A new game on a shipped map (the options' `map`). No randomness: dice are chance nodes. */
export function newState(options: Partial<MatrixMazeOptions> | undefined): MatrixMazeState {
  const parsed = parseOptions(optionSchema, options);
  return startState(shippedMap(parsed.map), parsed);
}

/**
 * A new game on a map of one's own (map JSON, validated: `ValidationError` names the square and
 * the problem). `options.map` is ignored.
 */
export function fromMap(
  mapJson: unknown,
  options: Partial<MatrixMazeOptions> = {},
): MatrixMazeState {
  const map = mapOf(mapJson as object);
  const { map: _ignored, ...rest } = options;
  return startState(map, parseOptions(optionSchema, rest));
}
