/**
 * The observation as the words of the kernel's `load`: the packed layout (layout.ts) with the
 * unseen tiles sorted in the stack region and the flag `W_HIDDEN`, which tells the kernel's
 * `determinize` to deal them. `encodeState` writes a full state with its true stack order and
 * no flag, so a test can load the exact TS state into the kernel; it is for tests only: a hint
 * must never see the hidden order.
 */
import { type PiecepackObservation, observationWords } from '../observation.js';
import { type PiecepackState, toWords } from '../state.js';
import { OBS_MAGIC, W_HIDDEN, W_MAGIC } from '../layout.js';

export function encodeObservation(o: PiecepackObservation): Int32Array {
  const w = observationWords(o);
  w[W_HIDDEN] = 1;
  w[W_MAGIC] = OBS_MAGIC;
  return w;
}

/** Test only: the full state, stack order included, for `kLoad` + any `kDeterminize`. */
export function encodeState(s: PiecepackState): Int32Array {
  const w = toWords(s);
  w[W_MAGIC] = OBS_MAGIC;
  return w;
}
