/**
 * Versioned JSON of states, validated on the way in: the map is checked like an author's map
 * (parseMap), then every field against it (squares on the map, trail and walls the right size,
 * bytes and counts in range, the phase and turn consistent). A bad save gets a
 * `ValidationError` naming the field.
 */
import { type StateCodec, ValidationError, parseOptions, validate } from '@matrix-arcade/core';
import { E_LAST, PH_OVER, PH_START, PH_TURN } from './codes.js';
import { mapOf } from './maps/catalog.js';
import { edgeCount } from './maps/squares.js';
import { type MatrixMazeState, type SeatState, optionSchema } from './state.js';

export const CODEC_VERSION = 1;
const { arr, bool, int, obj } = validate;

function seatOf(v: unknown, path: string, cells: number, edges: number): SeatState {
  const o = obj(v, path);
  const visited = arr(o.visited, `${path}.visited`, cells).map((x, i) =>
    int(x, `${path}.visited[${i}]`, 0, 1),
  );
  const built = arr(o.built, `${path}.built`).map((x, i) =>
    int(x, `${path}.built[${i}]`, 0, edges - 1),
  );
  return {
    pos: int(o.pos, `${path}.pos`, -1, cells - 1),
    facing: int(o.facing, `${path}.facing`, -1, 3),
    visited,
    bytes: int(o.bytes, `${path}.bytes`, 0, 10_000),
    codes: int(o.codes, `${path}.codes`, 0, 3),
    built: [...new Set(built)].sort((a, b) => a - b),
  };
}

export const codec: StateCodec<MatrixMazeState> = {
  version: CODEC_VERSION,
  toJSON: (s) => JSON.parse(JSON.stringify({ v: CODEC_VERSION, ...s })),
  fromJSON(json) {
    const o = obj(json, 'state');
    if (o.v !== CODEC_VERSION)
      throw new ValidationError('state.v', `expected version ${CODEC_VERSION}`);
    const map = mapOf(obj(o.map, 'state.map'), 'state.map');
    const options = parseOptions(optionSchema, o.options, 'state.options');
    const players = options.players || (map.mode === 'duel' ? 2 : 1);
    const edges = edgeCount(map.width, map.height);
    const seats = arr(o.seats, 'state.seats', players).map((p, i) =>
      seatOf(p, `state.seats[${i}]`, map.cells, edges),
    );
    const t = obj(o.turn, 'state.turn');
    const pool = arr(o.pool, 'state.pool').map((f, i) => int(f, `state.pool[${i}]`, 1, 6));
    if (pool.length > 3) throw new ValidationError('state.pool', 'at most 3 dice');
    const phase = int(o.phase, 'state.phase', 0, PH_OVER);
    const ending = int(o.ending, 'state.ending', 0, E_LAST);
    if ((phase === PH_OVER) !== (ending !== 0))
      throw new ValidationError('state.ending', 'an ending is set exactly when the game is over');
    const s: MatrixMazeState = {
      options,
      map: map.json,
      phase,
      round: int(o.round, 'state.round', 0, 10_000),
      toMove: int(o.toMove, 'state.toMove', 0, players - 1),
      acted: int(o.acted, 'state.acted', 0, 1),
      pool: [...pool].sort((a, b) => a - b),
      seats,
      owner: arr(o.owner, 'state.owner', map.sources.length).map((x, i) =>
        int(x, `state.owner[${i}]`, -1, 2),
      ),
      guardStep: int(o.guardStep, 'state.guardStep', 0, Math.max(0, map.guardPath.length - 1)),
      turn: {
        usesLeft: int(t.usesLeft, 'state.turn.usesLeft', 0, 2),
        bonus: int(t.bonus, 'state.turn.bonus', 0, 2),
        usedMask: int(t.usedMask, 'state.turn.usedMask', 0, 126),
        mustUse: int(t.mustUse, 'state.turn.mustUse', 0, 6),
        restarted: bool(t.restarted, 'state.turn.restarted'),
        done: bool(t.done, 'state.turn.done'),
      },
      ending,
      winners: arr(o.winners, 'state.winners').map((x, i) =>
        int(x, `state.winners[${i}]`, 0, players - 1),
      ),
    };
    if (phase === PH_TURN && s.pool.length === 0)
      throw new ValidationError('state.pool', 'a turn in progress has dice');
    s.seats.forEach((p, i) => {
      if (phase !== PH_START && p.pos < 0)
        throw new ValidationError(
          `state.seats[${i}].pos`,
          'every avatar stands on a square once play has started',
        );
      if (p.pos >= 0 && !p.visited[p.pos])
        throw new ValidationError(
          `state.seats[${i}].visited`,
          'the avatar’s square must be on its trail',
        );
      const owned = s.owner.filter((x) => x === i).length;
      if (owned !== p.codes)
        throw new ValidationError(
          `state.seats[${i}].codes`,
          `expected ${owned}, the SOURCE CODEs it holds`,
        );
    });
    return s;
  },
};
