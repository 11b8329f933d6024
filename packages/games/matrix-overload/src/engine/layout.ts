/**
 * Word offsets of the two integer formats shared with the AssemblyScript kernel
 * (`assembly/layout.ts` is its twin; the parity test fails when they disagree): the packed state
 * (`P_*`) that `packState` writes and the kernel's `writeState` returns, and the observation
 * (`O_*`) that `encodeObservation` writes and the kernel's `load` reads.
 *
 * Both are a fixed header followed by a card tail whose lengths the header gives: the 9 stacks
 * (bottom card first, cell by cell), the ICE of the 12 positions (in the order placed), the
 * set-aside royals (in order), then the deck, top first (the observation: the unknown cards as
 * listed, then the known bottom).
 */

/** Ending codes: 0 while the run goes on, then `ENDINGS` order + 1. */
export const E_NONE = 0;

export const P_ENDING = 0;
export const P_HAND = 1;
export const P_IDLE = 2;
/** Cards in the deck. */
export const P_DECK = 3;
/** Of which on top in unknown order. */
export const P_UNKNOWN = 4;
/** Set-aside royals still to place. */
export const P_SET_ASIDE = 5;
/** 12 royal cards or -1. */
export const P_ROYALS = 6;
/** 12 flags. */
export const P_DEAD = 18;
/** 9 stack heights. */
export const P_HEIGHTS = 30;
/** 12 ICE counts. */
export const P_ICE = 39;
export const P_CARDS = 51;

/** `"MO"`, format 1. */
export const OBS_MAGIC = 0x4d4f0001;
/** Test-only full-state encoding: the unknown cards are in their true order, not to be shuffled. */
export const F_ORDERED = 1;
export const O_MAGIC = 0;
export const O_FLAGS = 1;
export const O_SEAT = 2;
export const O_ENDING = 3;
export const O_HAND = 4;
export const O_IDLE = 5;
export const O_DECK = 6;
export const O_UNKNOWN = 7;
export const O_SET_ASIDE = 8;
export const O_ROYALS = 9;
export const O_DEAD = 21;
export const O_HEIGHTS = 33;
export const O_ICE = 42;
export const O_CARDS = 54;
