/**
 * The TS heuristics of `game.ts` over a working state (layout.ts), formula for formula and in
 * the same order of operations (the parity test compares them within 1e-9): `iceLoad`,
 * `estimateReturns` (the playout cutoff) and `evaluate` (the greedy bot's value).
 */
import { BLACK_ICE_ABOVE, LOOP_FACTOR, ROYAL_COUNT, VALUE, cardCount } from './cards';
import {
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
  POSITIONS,
} from '../src/engine/layout';

/** Each living royal's ICE over its room before black ICE, summed (TS `iceLoad`). */
export function iceLoad(s: StaticArray<i32>): f64 {
  let load = 0.0;
  for (let p = 0; p < POSITIONS; p++) {
    const r = unchecked(s[K_ROYALS + p]);
    if (r < 0 || unchecked(s[K_DEAD + p]) !== 0) continue;
    const base = unchecked(VALUE[r]);
    load += <f64>unchecked(s[K_ICE_SUM + p]) / <f64>(BLACK_ICE_ABOVE + 1 - base);
  }
  return load;
}

/**
 * The TS `estimateReturns(state)[0]`: the share of royals killed squared, lowered by their ICE
 * load and by loop pressure, raised a little by cards still to come; 1 / 0 at the end.
 */
export function estimate(s: StaticArray<i32>): f64 {
  const ending = unchecked(s[K_ENDING]);
  if (ending !== E_NONE) return ending === E_WIN ? 1.0 : 0.0;
  const kills = unchecked(s[K_KILLS]);
  const k = <f64>kills / <f64>ROYAL_COUNT;
  const alive = ROYAL_COUNT - kills;
  const load = alive > 0 ? iceLoad(s) / <f64>alive : 0.0;
  const deck = unchecked(s[K_DECK]);
  const time = min(1.0, <f64>(deck + 1) / <f64>cardCount());
  const hand = unchecked(s[K_HAND]) >= 0 ? 1 : 0;
  // The TS `loopLimit`: twice the cards in circulation, the hand included.
  const limit = LOOP_FACTOR * (deck + unchecked(s[K_IN_MATRIX]) + hand);
  const stall = <f64>unchecked(s[K_IDLE]) / <f64>limit;
  const p = k * k * (1 - 0.5 * load) * (0.75 + 0.25 * time) * (1 - 0.5 * stall);
  return max(0.0, min(1.0, p));
}

/** The TS `evaluate`: 100 for a win, else royals killed minus the ICE load. */
export function evaluate(s: StaticArray<i32>): f64 {
  if (unchecked(s[K_ENDING]) === E_WIN) return 100.0;
  return <f64>unchecked(s[K_KILLS]) - iceLoad(s);
}
