/**
 * CYBERMANCY's search kernel: the family's `MatrixOverloadKernel` with the edition's playout
 * cutoff estimate (src/estimate.ts, which the parity test holds it to). With the switch
 * `WEIGH_KILLS` on (src/engine/layout.ts; off: no lift measured), campaign chapters 2–6 (a run
 * whose deck holds strength and leaves the 2 of trumps out) weigh a kill by the royal, a paige
 * 1, a queen 2, a king 3, so that temperance goes to the royal hardest to kill and a revive to
 * the easiest; every other run, and every run with the switch off, keeps the family's
 * estimate, bit for bit. The rest is the family kernel's, inherited.
 *
 * The working state is the family kernel's private field `s`, read once through its offset
 * (`offsetof`): the subclass needs it for the estimate and changes nothing in it.
 */
import {
  BLACK_ICE_ABOVE,
  E_NONE,
  E_WIN,
  K_DEAD,
  K_DECK,
  K_ENDING,
  K_HAND,
  K_ICE_SUM,
  K_IDLE,
  K_IN_MATRIX,
  K_KILLS,
  K_ROYALS,
  MatrixOverloadKernel,
  POSITIONS,
  VALUE,
} from '@matrix-arcade/matrix-overload/assembly/edition';
import {
  LOOP_FACTOR,
  OUT_OF_RUN,
  ROYAL_COUNT,
  cardCount,
} from '@matrix-arcade/matrix-overload/assembly/cards';
import { WEIGH_KILLS } from '../src/engine/layout';

/** Strength and the 2 of trumps (trump n = 56 + n). */
const STRENGTH: i32 = 67;
const TWO_OF_TRUMPS: i32 = 58;
/** The weights of all twelve royals: four of each of 1, 2 and 3. */
const TOTAL_WEIGHT: f64 = 24.0;

export class CybermancyKernel extends MatrixOverloadKernel {
  /** The family kernel's working state (the same array for the kernel's life). */
  private ws: StaticArray<i32> = changetype<StaticArray<i32>>(0);
  /** Whether the loaded run weighs kills (campaign chapters 2–6). */
  private weighs: bool = false;

  constructor() {
    super();
    this.ws = changetype<StaticArray<i32>>(
      load<usize>(changetype<usize>(this) + offsetof<MatrixOverloadKernel>('s')),
    );
  }

  load(io: StaticArray<i32>, len: i32): void {
    super.load(io, len);
    // The observation's tail lists the cards the run leaves out (read by the family's decoder).
    this.weighs =
      WEIGH_KILLS === 1 && OUT_OF_RUN[STRENGTH] === 0 && OUT_OF_RUN[TWO_OF_TRUMPS] === 1;
  }

  /** src/estimate.ts `estimateCyber`, formula for formula. */
  estimate(seat: i32): f64 {
    if (!this.weighs) return super.estimate(seat);
    const s = this.ws;
    const ending = unchecked(s[K_ENDING]);
    if (ending !== E_NONE) return ending === E_WIN ? 1.0 : 0.0;
    let weight = 0;
    let load = 0.0;
    for (let p = 0; p < POSITIONS; p++) {
      const r = unchecked(s[K_ROYALS + p]);
      if (r < 0) continue;
      const base = unchecked(VALUE[r]);
      if (unchecked(s[K_DEAD + p]) !== 0) weight += base - 10;
      else load += <f64>unchecked(s[K_ICE_SUM + p]) / <f64>(BLACK_ICE_ABOVE + 1 - base);
    }
    const k = <f64>weight / TOTAL_WEIGHT;
    const alive = ROYAL_COUNT - unchecked(s[K_KILLS]);
    const share = alive > 0 ? load / <f64>alive : 0.0;
    const deck = unchecked(s[K_DECK]);
    const time = min(1.0, <f64>(deck + 1) / <f64>cardCount());
    const hand = unchecked(s[K_HAND]) >= 0 ? 1 : 0;
    const limit = LOOP_FACTOR * (deck + unchecked(s[K_IN_MATRIX]) + hand);
    const stall = <f64>unchecked(s[K_IDLE]) / <f64>limit;
    const p = k * k * (1 - 0.5 * share) * (0.75 + 0.25 * time) * (1 - 0.5 * stall);
    return max(0.0, min(1.0, p));
  }
}
