/**
 * The clairvoyant MATR1X ØVERLØAD solver (re-exports): depth-first limited discrepancy search
 * with a Zobrist-hashed transposition table over the deterministic game tree of a known deck.
 */
export { type SolveOptions, type SolveResult, type SolveStatus, solve } from './search.js';
export { type DealRecord, dealSeed, replayOfLine, solveDeal } from './deal.js';
export { hopeless } from './bounds.js';
export { type Hash64, hashState } from './zobrist.js';
