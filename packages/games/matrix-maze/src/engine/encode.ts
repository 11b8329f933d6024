/**
 * The observation as integers for the kernel's `load` (layout.ts, 384 words): a magic word, the
 * seat, the map (mode, size, counts, option costs, allowed starts, start squares, SOURCE CODE
 * squares, a wall mask per square, the guard's path) and the packed state. Nothing is hidden in
 * Matrix Maze, so `encodeState` (a full state, for tests) is the same words.
 */
import { mapOf } from '../maps/catalog.js';
import type { MatrixMazeObservation } from '../observation.js';
import type { MatrixMazeState } from '../state.js';
import {
  OBS_MAGIC,
  OBS_WORDS,
  O_ALLOWED,
  O_CHANGE_COST,
  O_HEIGHT,
  O_MAGIC,
  O_MODE,
  O_NSOURCES,
  O_PATH,
  O_PATH_LEN,
  O_ROUND_LIMIT,
  O_SEAT,
  O_SEATS,
  O_SOURCES,
  O_STARTS,
  O_STATE,
  O_WALLS,
  O_WIDTH,
} from './layout.js';
import { packState } from './pack.js';

const MODES = { duel: 0, collectors: 1, iys: 2 } as const;

function encode(s: MatrixMazeState, seat: number): Int32Array {
  const map = mapOf(s.map);
  const out = new Int32Array(OBS_WORDS);
  out[O_MAGIC] = OBS_MAGIC;
  out[O_SEAT] = seat;
  // The guard only plays solo: a duel on a solo map has none.
  const guarded = s.seats.length === 1 && map.guardPath.length > 0;
  out[O_MODE] = guarded ? MODES[map.mode] : 0;
  out[O_WIDTH] = map.width;
  out[O_HEIGHT] = map.height;
  out[O_NSOURCES] = map.sources.length;
  out[O_PATH_LEN] = guarded ? map.guardPath.length : 0;
  out[O_CHANGE_COST] = s.options.changeCost;
  out[O_ROUND_LIMIT] = s.options.roundLimit;
  out[O_SEATS] = s.seats.length;
  out[O_ALLOWED] = map.allowedStarts.reduce((m, k) => m | (1 << k), 0);
  out.set(map.starts, O_STARTS);
  out.set(map.sources, O_SOURCES);
  out.set(map.walls, O_WALLS);
  out.set(map.guardPath, O_PATH);
  out.set(packState(s), O_STATE);
  return out;
}

export function encodeObservation(o: MatrixMazeObservation): Int32Array {
  return encode(o, o.seat);
}

/** Test only: a full state in the `load` format (the same words; nothing is hidden). */
export function encodeState(s: MatrixMazeState): Int32Array {
  return encode(s, 0);
}
