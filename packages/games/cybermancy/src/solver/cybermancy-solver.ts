/**
 * The clairvoyant solver (`@matrix-arcade/cybermancy/solver`'s `cybermancySolver`) of the family
 * (`createSolver` of `@matrix-arcade/matrix-overload/solver`) over CYBERMANCY's game and rules.
 * Only the dead-end test changes: the family's test counts every card out of ICE as still in
 * play (here that includes burners and cards out of the mode: more than there are, so it prunes
 * less but never wrongly), and it is skipped while temperance, judgement or the world is still
 * in the deck (they kill or bring cards back whatever the matrix holds). Deals take the mode's
 * options: `solveDeal(seriesSeed, index, budget, { mode: 'advanced' })`.
 */
import type { AnyOverloadRules } from '@matrix-arcade/matrix-overload';
import { createHopeless, createSolver } from '@matrix-arcade/matrix-overload/solver';
import { cybermancy } from '../game.js';
import { cybermancyRules } from '../rules.js';

const familyHopeless = createHopeless(cybermancyRules);
// The solver's tests take the family's states (every one it makes is CYBERMANCY's).
const familyView: AnyOverloadRules = cybermancyRules;

export const cybermancySolver = createSolver({
  game: cybermancy,
  rules: cybermancyRules,
  hopeless: (s) => !familyView.escapeLeft(s) && familyHopeless(s),
});
