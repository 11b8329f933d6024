/**
 * CYBERMANCY's observation and state as the kernel's words: the family's formats
 * (`@matrix-arcade/matrix-overload/engine/codecs`, which leaves the family's kernel and its wasm
 * out of an edition's bundle) with this edition's tail (layout.ts): the discard pile, then the
 * cards the run's mode leaves out, then the play flags (long-runs.ts). `packState` appends the
 * discard pile to the family's packed state, as the kernel's `writeState` does. `encodeState`
 * (the unknown cards in their true order) is for tests and analysis only: a hint must never see
 * the hidden order.
 */
import type { CybermancyObservation, CybermancyState } from '../state.js';
import {
  encodeObservation as familyObservation,
  encodeState as familyState,
  packState as familyPack,
} from '@matrix-arcade/matrix-overload/engine/codecs';
import { cybermancyRules } from '../rules.js';
import type { SetupInfo } from '../state.js';
import { PLAY_LONG_RUNS } from './layout.js';
import { isLongRun } from './long-runs.js';

interface Extra {
  readonly setup: SetupInfo;
  readonly discard: readonly number[];
}

function tail(x: Extra): number[] {
  const inRun = cybermancyRules.cardsOf(x.setup);
  const out: number[] = [];
  for (let c = 0; c < cybermancyRules.deck.size; c++) if (!inRun.includes(c)) out.push(c);
  return [
    x.discard.length,
    ...x.discard,
    out.length,
    ...out,
    isLongRun(x.setup) ? PLAY_LONG_RUNS : 0,
  ];
}

function joined(head: Int32Array, more: readonly number[]): Int32Array {
  const out = new Int32Array(head.length + more.length);
  out.set(head);
  out.set(more, head.length);
  return out;
}

/** The observation as the words of the kernel's `load`. */
export function encodeObservation(o: CybermancyObservation): Int32Array {
  return joined(familyObservation(o), tail(o));
}

/** Test only: the full state, hidden order included, in the observation format. */
export function encodeState(s: CybermancyState, seat = 0): Int32Array {
  return joined(familyState(s, seat), tail(s));
}

/** The state packed exactly as the kernel's `writeState` writes it. */
export function packState(s: CybermancyState): Int32Array {
  const d = s.discard;
  return joined(familyPack(s), [d.length, ...d]);
}
