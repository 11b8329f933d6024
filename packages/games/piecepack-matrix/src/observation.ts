/**
 * What the runner can know: the whole table (matrix, breakers, coins, brain damage, the
 * challenge in progress) and how many tiles the data stack still holds, with those tiles as a
 * sorted multiset (everything not yet installed), but not their order. `determinize` deals
 * them into a stack with the setup's structure (words/deal.ts).
 */
import type { Rng } from '@matrix-arcade/core';
import type { PiecepackState } from './state.js';
import { fromWords, toWords } from './state.js';
import { dealStack } from './words/deal.js';

export interface PiecepackObservation extends Omit<PiecepackState, 'stack'> {
  /** The seat observing (always 0: a solitaire). */
  readonly seat: number;
  /** Tiles still in the data stack, ascending codes (their order is hidden). */
  readonly unseen: readonly number[];
}

export function observe(s: PiecepackState, seat = 0): PiecepackObservation {
  const { stack, ...rest } = s;
  return {
    ...rest,
    options: { ...s.options },
    positions: s.positions.slice(),
    kinds: s.kinds.slice(),
    pool: s.pool.slice(),
    supply: s.supply.slice(),
    bonus: s.bonus.slice(),
    ten: s.ten.slice(),
    structures: s.structures.map((st) => ({ ...st })),
    seat,
    unseen: stack.slice().sort((a, b) => a - b),
  };
}

/** The observation with its unseen tiles packed where the stack goes (sorted, undealt). */
export function observationWords(o: PiecepackObservation): Int32Array {
  const { seat: _seat, unseen, ...rest } = o;
  return toWords({ ...rest, stack: unseen });
}

/** A full state consistent with `o`: the unseen tiles dealt into a stack. */
export function determinize(o: PiecepackObservation, rng: Rng): PiecepackState {
  const w = observationWords(o);
  dealStack(w, rng);
  return fromWords(w, { ...o.options });
}
