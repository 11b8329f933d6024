/**
 * What a seat can know: everything. Matrix Maze has no hidden cards; the only unknown is the
 * future roll, which is a chance node and never stored in a state. `determinize` is a copy.
 */
import type { MatrixMazeState } from './state.js';

export type MatrixMazeObservation = MatrixMazeState & { readonly seat: number };

export function observe(s: MatrixMazeState, seat: number): MatrixMazeObservation {
  return { ...s, seat };
}

export function determinize(o: MatrixMazeObservation): MatrixMazeState {
  const { seat: _seat, ...state } = o;
  return state;
}
