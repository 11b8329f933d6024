/**
 * What the player can know: everything on the table, the card in hand and the set-aside
 * royals (the player saw each one when it was drawn), the bottom part of the deck that resets
 * put there in a known order, and how many cards above it are in unknown order. Which cards
 * those are is derivable (all cards minus everything seen); `unknownCards` lists them, sorted,
 * for convenience. `determinize` shuffles only those. An edition's extra state fields (see
 * state-fields.ts) are public: `observeWith` and `determinizeWith` copy them across.
 */
import type { Rng } from '@matrix-arcade/core';
import { type StateField, copyFields } from './state-fields.js';
import type { Ending, MatrixOverloadState } from './state.js';

export interface MatrixOverloadObservation {
  /** The seat observing (always 0: a solitaire). */
  readonly seat: number;
  /** The 9 matrix stacks, row-major, bottom card first. */
  readonly stacks: readonly (readonly number[])[];
  /** The 12 outside positions: royal card or -1. */
  readonly royals: readonly number[];
  /** The 12 outside positions: true when the royal there is dead. */
  readonly dead: readonly boolean[];
  /** The 12 outside positions: ICE there, in the order placed. */
  readonly ice: readonly (readonly number[])[];
  /** The card to play, -1 at the end. */
  readonly hand: number;
  /** Royals still to place after `hand` during setup, in order. */
  readonly setAside: readonly number[];
  /** Cards in the deck. */
  readonly deckSize: number;
  /** How many cards at the top of the deck are in unknown order. */
  readonly unknownCount: number;
  /** Those cards as a multiset, ascending codes. */
  readonly unknownCards: readonly number[];
  /** The rest of the deck below them, top first: cards sent there by resets, in known order. */
  readonly knownBottom: readonly number[];
  /** Cards resolved since the last progress (see the loop ruling). */
  readonly idle: number;
  readonly ending: Ending | null;
}

/** The observation of the player (any seat number is accepted and echoed). */
export function observe(s: MatrixOverloadState, seat = 0): MatrixOverloadObservation {
  return {
    seat,
    stacks: s.stacks.map((st) => st.slice()),
    royals: s.royals.slice(),
    dead: s.dead.slice(),
    ice: s.ice.map((pile) => pile.slice()),
    hand: s.hand,
    setAside: s.setAside.slice(),
    deckSize: s.deck.length,
    unknownCount: s.unknown,
    unknownCards: s.deck.slice(0, s.unknown).sort((a, b) => a - b),
    knownBottom: s.deck.slice(s.unknown),
    idle: s.idle,
    ending: s.ending,
  };
}

/** A full state consistent with `o`: the unknown cards shuffled on top of the known bottom. */
export function determinize(o: MatrixOverloadObservation, rng: Rng): MatrixOverloadState {
  const top = rng.shuffle(o.unknownCards.slice());
  return {
    stacks: o.stacks.map((st) => st.slice()),
    deck: top.concat(o.knownBottom),
    unknown: o.unknownCount,
    royals: o.royals.slice(),
    dead: o.dead.slice(),
    ice: o.ice.map((pile) => pile.slice()),
    hand: o.hand,
    setAside: o.setAside.slice(),
    idle: o.idle,
    ending: o.ending,
  };
}

/** The observation of an edition's state: the base observation plus its extra fields. */
export function observeWith(
  fields: readonly StateField[],
  s: MatrixOverloadState,
  seat = 0,
): MatrixOverloadObservation {
  const o = observe(s, seat);
  if (fields.length > 0) copyFields(fields, s, o);
  return o;
}

/** `determinize` for an edition's observation: the extra fields are copied back. */
export function determinizeWith(
  fields: readonly StateField[],
  o: MatrixOverloadObservation,
  rng: Rng,
): MatrixOverloadState {
  const s = determinize(o, rng);
  if (fields.length > 0) copyFields(fields, o, s);
  return s;
}
