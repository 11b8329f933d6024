/**
 * The family's rule functions for an edition's own roles (`RolePlay`, edition.ts): the plain
 * functions over a compiled `Edition` and a state that an edition's play of a new card builds
 * on (the deal, the measures, the next state after a card, black ICE, the family's preview).
 * Re-exported from the package as `familyRules`.
 */
export { afterCard, blackIce, escapeLeft, stuck } from './endings.js';
export { legalActions, illegalReason } from './legality.js';
export { accepts, deal, health, text, top, topValue, where } from './measures.js';
export { preview, resolve } from './play.js';
