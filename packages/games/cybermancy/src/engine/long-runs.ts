/**
 * The runs the engine plays as long runs: the campaign's chapters 2–4 (knights, strength, the
 * hanged man, death, temperance, the devil, and none of the later chapters' extra resets). Their
 * runs are decided long after a decision, so the engine searches them with the tarot playout
 * policy (the observation's play flag, assembly/policy.ts) and playouts of 16 steps
 * (`cybermancyKernel.settingsFor`). One predicate for both. Figures: docs/performance.md,
 * "CYBERMANCY".
 */
import type { SetupInfo } from '../state.js';

/** True for a run of the campaign's chapters 2–4. */
export function isLongRun(setup: SetupInfo | undefined): boolean {
  return setup?.mode === 'campaign' && setup.chapter >= 2 && setup.chapter <= 4;
}
