/**
 * `packState`: a state as the words the kernel's `writeState` (`kState`) writes, for the parity
 * test: the packed layout of layout.ts, which the TS rules themselves run on (state.ts `toWords`).
 */
import { type PiecepackState, toWords } from '../state.js';

export function packState(s: PiecepackState): Int32Array {
  return toWords(s);
}
