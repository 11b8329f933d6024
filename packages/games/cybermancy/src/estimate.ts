/**
 * CYBERMANCY's playout cutoff estimate (`estimateReturns`): the family's (`estimateWith`: the
 * share of royals killed, squared, lowered by the ICE load, the cards gone and loop pressure),
 * and a variant behind the switch `WEIGH_KILLS` (engine/layout.ts; off). With it on, campaign
 * chapters 2–6 (the decks with strength and without the 2–10 of trumps) weigh a kill by how hard
 * that royal is to kill with an overload: a paige 1, a queen 2, a king 3 (its health over 10:
 * any suit for 11, the colour for 12, the suit for 13). Those decks hold temperance, death and
 * the devil, which kill or revive a royal of the player's choosing; with every kill worth the
 * same, the search spent temperance on a paige and lost out of time to the kings it left
 * (docs/performance.md, "CYBERMANCY", chapter 4, third session). The wasm kernel computes the
 * same (assembly/kernel.ts; the parity test compares them).
 */
import {
  type MatrixOverloadState,
  POSITIONS,
  estimateWith,
  iceLoad,
} from '@matrix-arcade/matrix-overload';
import { WEIGH_KILLS } from './engine/layout.js';
import { cybermancyRules as rules } from './rules.js';
import type { CybermancyState } from './state.js';

/** The weights of all twelve royals: four of each of 1, 2 and 3. */
const TOTAL_WEIGHT = 24;

/**
 * True for the runs whose kills are weighted: campaign chapters 2–6, the runs whose deck holds
 * strength but not the 2 of trumps (the kernel's test).
 */
export function weighsKills(s: MatrixOverloadState): boolean {
  const { setup } = s as CybermancyState;
  return setup.mode === 'campaign' && setup.chapter >= 2 && setup.chapter <= 6;
}

/** The estimate in [0, 1]; 1 for a win, 0 for a loss. */
export function estimateCyber(s: MatrixOverloadState): [number] {
  return (WEIGH_KILLS as number) === 1 && weighsKills(s)
    ? weightedEstimate(s)
    : estimateWith(rules, s);
}

/** The family's estimate with each kill weighted by the royal (paige 1, queen 2, king 3). */
export function weightedEstimate(s: MatrixOverloadState): [number] {
  if (s.ending !== null) return [s.ending === 'win' ? 1 : 0];
  let weight = 0;
  for (let p = 0; p < POSITIONS; p++) {
    const r = s.royals[p]!;
    if (r >= 0 && s.dead[p]) weight += rules.deck.value[r]! - 10;
  }
  const k = weight / TOTAL_WEIGHT;
  const total = rules.deck.royals.length;
  const alive = total - rules.kills(s);
  const load = alive > 0 ? iceLoad(rules, s) / alive : 0;
  const time = Math.min(1, (s.deck.length + 1) / rules.deck.size);
  const stall = s.idle / rules.loopLimit(s);
  const p = k * k * (1 - 0.5 * load) * (0.75 + 0.25 * time) * (1 - 0.5 * stall);
  return [Math.max(0, Math.min(1, p))];
}
