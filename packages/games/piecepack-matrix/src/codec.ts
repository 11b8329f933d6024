/**
 * Versioned JSON for states. `fromJSON` validates untrusted input field by field (types,
 * ranges, the 24 tiles each exactly once between the matrix and the stack, at most five coins
 * of a colour) and names the bad field in its `ValidationError`.
 */
import { type StateCodec, ValidationError, parseOptions, validate } from '@matrix-arcade/core';
import { CELLS, COINS } from './layout.js';
import { ENDINGS, PHASES, type PiecepackState, type Structure, optionSchema } from './state.js';

export const CODEC_VERSION = 1;

const { arr, bool, int, ints, obj, str } = validate;

function options(j: unknown) {
  try {
    return parseOptions(optionSchema, obj(j, 'state.options'), 'state.options');
  } catch (e) {
    if (e instanceof Error && !ValidationError.is(e)) {
      throw new ValidationError('state.options', e.message);
    }
    throw e;
  }
}

export const codec: StateCodec<PiecepackState> = {
  version: CODEC_VERSION,
  toJSON: (s) => JSON.parse(JSON.stringify(s)),
  fromJSON(json) {
    const o = obj(json, 'state');
    const four = (key: string, min: number, max: number) =>
      ints(o[key], `state.${key}`, min, max, 4);
    const structures: Structure[] = arr(o.structures, 'state.structures').map((x, i) => {
      const st = obj(x, `state.structures[${i}]`);
      return {
        cell: int(st.cell, `state.structures[${i}].cell`, 0, CELLS - 1),
        tile: int(st.tile, `state.structures[${i}].tile`, 0, 23),
        cut: int(st.cut, `state.structures[${i}].cut`, 0, 60),
        coin: bool(st.coin, `state.structures[${i}].coin`),
      };
    });
    const stack = ints(o.stack, 'state.stack', 0, 23);
    const tiles = [...structures.map((s) => s.tile), ...stack].sort((a, b) => a - b);
    if (tiles.length !== 24 || tiles.some((t, i) => t !== i)) {
      throw new ValidationError(
        'state.stack',
        'the matrix and the stack must hold each of the 24 tiles exactly once',
      );
    }
    const cells = new Set(structures.map((s) => s.cell));
    if (cells.size !== structures.length) {
      throw new ValidationError('state.structures', 'two structures on one cell');
    }
    const ending =
      o.ending === null
        ? null
        : (str(o.ending, 'state.ending', ENDINGS) as PiecepackState['ending']);
    const state: PiecepackState = {
      options: options(o.options),
      phase: str(o.phase, 'state.phase', PHASES) as PiecepackState['phase'],
      ending,
      damage: int(o.damage, 'state.damage', 0, 10),
      active: int(o.active, 'state.active', -1, 3),
      target: int(o.target, 'state.target', -1, CELLS - 1),
      roll: int(o.roll, 'state.roll', 0, 6),
      spent: int(o.spent, 'state.spent', 0, 60),
      mode: int(o.mode, 'state.mode', 0, 3),
      reach: int(o.reach, 'state.reach', 0, 6),
      pending: int(o.pending, 'state.pending', 0, 3),
      arg: int(o.arg, 'state.arg', 0, CELLS - 1),
      arg2: int(o.arg2, 'state.arg2', 0, 3),
      toPay: int(o.toPay, 'state.toPay', 0, 2),
      challenges: int(o.challenges, 'state.challenges', 0, 10_000),
      positions: four('positions', -1, CELLS - 1),
      kinds: four('kinds', -1, 6),
      pool: four('pool', 0, COINS),
      supply: four('supply', 0, COINS),
      bonus: four('bonus', 0, 1000),
      ten: four('ten', 0, 1),
      structures,
      stack,
    };
    for (let c = 0; c < 4; c++) {
      const onTiles = structures.filter((s) => s.coin && Math.floor(s.tile / 6) === c).length;
      if (state.pool[c]! + state.supply[c]! + onTiles !== COINS) {
        throw new ValidationError(
          `state.pool[${c}]`,
          `pool, supply and coins on tiles must make ${COINS} per colour`,
        );
      }
    }
    for (let b = 0; b < 4; b++) {
      const p = state.positions[b]!;
      if (p !== -1 && !cells.has(p)) {
        throw new ValidationError(
          `state.positions[${b}]`,
          'a breaker in the matrix must stand on a structure',
        );
      }
    }
    if ((state.ending === null) !== (state.phase !== 'over')) {
      throw new ValidationError(
        'state.phase',
        'phase "over" goes with an ending, and only with one',
      );
    }
    return state;
  },
};
