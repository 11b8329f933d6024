/**
 * CYBERMANCY's kernel constants, the one definition the TypeScript encoder and the
 * AssemblyScript kernel both compile (plain `export const` lines only, as the family's
 * layout.ts). The working state and the shared formats are the family's
 * (`@matrix-arcade/matrix-overload`'s `src/engine/layout.ts`); CYBERMANCY appends a tail after
 * the deck: the observation's tail is the discard pile (count, cards) and the cards left out of
 * the run (count, cards), then the play flags (below); the packed state's tail is the discard
 * pile (count, cards).
 */

export const TAROT_CARDS = 78;
/** The action codes (src/actions.ts). */
export const SWAP_BASE = 21;
export const LINE_BASE = 87;
export const DISCARD_ACTION = 93;
export const CYBER_ACTIONS = 94;
/** The role codes (src/deck.ts). */
export const R_HAUNT = 4;
export const R_REVIVE = 5;
export const R_KILL = 6;
export const R_SWAP = 7;
export const R_RESET_LINE = 8;
/**
 * Play flag: the campaign's chapters 2–4, whose runs the engine plays with the tarot playout
 * policy (assembly/policy.ts) and longer playouts (kernel.ts).
 */
export const PLAY_LONG_RUNS = 1;
