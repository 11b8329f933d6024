/**
 * An edition of the game as a spec: a deck as data, the rule settings, the extra state fields,
 * which card roles carry the family's per-card behaviours (block a stack, never sit in the
 * matrix, escape the dead-end test), and named hooks for what a deck's modes and new roles
 * decide. The rules (measures.ts, placement.ts, ice.ts, overloads.ts, endings.ts, legality.ts,
 * play.ts) are plain functions over a compiled `Edition` and a state; `compileEdition` turns a
 * spec into the tables they read. The standard 54-card game is `STANDARD_EDITION`: no traits,
 * no hooks. The family never names an edition; an edition's package writes its own spec.
 */
import { ACTION_COUNT, CENTRE } from './actions.js';
import { type Deck, STANDARD_DECK } from './cards.js';
import type { ActionPreviewBase } from '@matrix-arcade/core';
import type { MatrixOverloadObservation } from './observation.js';
import type { ActionPreview } from './previews.js';
import type { StateField } from './state-fields.js';
import type { MatrixOverloadState } from './state.js';

/** Rule settings an edition may change. */
export interface RuleSettings {
  /** A living royal whose health goes above this is black ICE (20). */
  readonly blackIceAbove: number;
  /** The loop ruling: idle cards allowed = this × cards in circulation (2). */
  readonly loopFactor: number;
  /**
   * Whether a wild card's suit is the player's choice where it matters (true: the standard
   * rulebook's jokers, "whatever suit you like", ruling 10) or every suit at once (false: a
   * deck whose wild cards count as every suit). Only royal and preventative-ICE placement depend
   * on it: an overload with a wild card matches either way.
   */
  readonly wildSuitChosen: boolean;
}

export const DEFAULT_SETTINGS: RuleSettings = {
  blackIceAbove: 20,
  loopFactor: 2,
  wildSuitChosen: true,
};

/**
 * How a card role the family does not know plays (role codes from `FIRST_EXTRA_ROLE`): its
 * legal actions, why any other action is illegal, its play and, optionally, its preview.
 */
export interface RolePlay {
  /** Every legal action for `card` in hand, ascending (never empty). */
  legal(e: Edition, s: MatrixOverloadState, card: number): number[];
  /** Why `action` (in the edition's code range, not legal) is illegal for `card`. */
  illegal(e: Edition, s: MatrixOverloadState, action: number, card: number): string;
  /** Plays a legal action; `s` is never changed. */
  resolve(e: Edition, s: MatrixOverloadState, action: number, card: number): MatrixOverloadState;
  /**
   * The consequences of a legal action, for the family's `preview` (an edition with its own
   * preview shape gives its rules object its own `preview` instead).
   */
  preview?(e: Edition, s: MatrixOverloadState, action: number, card: number): ActionPreview;
}

/** Named hooks: what an edition's modes decide (each optional; the defaults are the family's). */
export interface EditionHooks {
  /**
   * Which cards of the deck take part in the run `s` (an edition's modes may leave some out);
   * `null` when all do (the default). Read by the codec's every-card-once check, the position
   * builders and the dead-end test.
   */
  cardsInGame?(s: MatrixOverloadState): readonly boolean[] | null;
  /** True when a matrix cell may be empty (default: only the centre). */
  mayBeEmpty?(cell: number): boolean;
  /**
   * For a hand-written position whose unnamed cards are retired (`buildPosition`'s
   * `unnamed: 'retire'`): takes `cards`, named nowhere and neither royals nor programs, out of
   * the run, returning the extra fields' JSON (`extra`) that says so. Without it such a card is
   * an error.
   */
  retire?(
    extra: Readonly<Record<string, unknown>>,
    cards: readonly number[],
  ): Readonly<Record<string, unknown>>;
}

/** The roles (by name in the deck definition) that carry each per-card behaviour. */
export interface EditionTraits {
  /** While one of these is a stack's top card, no program goes on that stack. */
  readonly blocks?: readonly string[];
  /** Never part of the matrix: set aside while dealing, out of play for the dead-end test. */
  readonly neverInMatrix?: readonly string[];
  /** While one is still in the deck the run is never stuck (it kills or brings cards back). */
  readonly escape?: readonly string[];
}

/**
 * An edition as data: what `compileEdition` reads. It is typed with the edition's own state
 * `S` (the family's plus its `stateFields`), observation `O` and preview `P`, which
 * `createRules` and `createGame` carry through, so the edition's `Game` has its own types.
 */
export interface EditionSpec<
  S extends MatrixOverloadState = MatrixOverloadState,
  // The observation is named here only to be carried to the rules and the game.
  _O extends MatrixOverloadObservation = MatrixOverloadObservation,
  P extends ActionPreviewBase = ActionPreview,
> {
  /** The game's title, for messages ("not a … action"). */
  readonly title: string;
  readonly deck: Deck;
  readonly settings?: RuleSettings;
  /** Fields the edition adds to the state (state-fields.ts). */
  readonly stateFields?: readonly StateField[];
  /** Action codes run from 0 to this − 1 (default the family's 21). */
  readonly actionCount?: number;
  readonly traits?: EditionTraits;
  /** How each extra role plays, by role name. */
  readonly roles?: Readonly<Record<string, RolePlay>>;
  readonly hooks?: EditionHooks;
  /**
   * The edition's own preview of a legal action (an illegal one throws `IllegalActionError`);
   * default the family's (`RolePlay.preview` for the new roles).
   */
  preview?(e: Edition, s: S, action: number): P;
}

/** The spec of an edition with its own preview shape `P` (its `preview` given). */
export type EditionSpecWithPreview<
  S extends MatrixOverloadState,
  O extends MatrixOverloadObservation,
  P extends ActionPreviewBase,
> = EditionSpec<S, O, P> & Required<Pick<EditionSpec<S, O, P>, 'preview'>>;

/** A compiled edition: the tables and hooks every rule function reads. */
export interface Edition {
  readonly title: string;
  readonly deck: Deck;
  readonly settings: RuleSettings;
  readonly stateFields: readonly StateField[];
  readonly actionCount: number;
  readonly value: Int8Array;
  readonly role: Uint8Array;
  readonly suitMask: Int32Array;
  readonly colourMask: Int32Array;
  readonly kill: Uint8Array;
  /** 1 by card code for the traits (`EditionTraits`). */
  readonly blocks: Uint8Array;
  readonly neverInMatrix: Uint8Array;
  readonly escape: Uint8Array;
  /** The play of each extra role, by role code (undefined for the family's roles). */
  readonly roles: readonly (RolePlay | undefined)[];
  readonly cardsInGame: (s: MatrixOverloadState) => readonly boolean[] | null;
  readonly mayBeEmpty: (cell: number) => boolean;
  readonly retire: NonNullable<EditionHooks['retire']> | null;
  /** Scratch for the dead-end test: 1 for each card out of play. */
  readonly gone: Uint8Array;
}

function roleTable(deck: Deck, names: readonly string[] | undefined, what: string): Uint8Array {
  const t = new Uint8Array(deck.size);
  for (const name of names ?? []) {
    const code = deck.roleNames.indexOf(name);
    if (code < 0) throw new Error(`edition traits.${what}: the deck has no role "${name}"`);
    for (let c = 0; c < deck.size; c++) if (deck.role[c] === code) t[c] = 1;
  }
  return t;
}

/** Checks a spec and builds the tables the rules read. Throws on a role the deck lacks. */
export function compileEdition(
  spec: EditionSpec<MatrixOverloadState, MatrixOverloadObservation, ActionPreviewBase>,
): Edition {
  const deck = spec.deck;
  const roles: (RolePlay | undefined)[] = deck.roleNames.map(() => undefined);
  for (const [name, play] of Object.entries(spec.roles ?? {})) {
    const code = deck.roleNames.indexOf(name);
    if (code < 0) throw new Error(`edition roles: the deck has no role "${name}"`);
    roles[code] = play;
  }
  const hooks = spec.hooks ?? {};
  return {
    title: spec.title,
    deck,
    settings: spec.settings ?? DEFAULT_SETTINGS,
    stateFields: spec.stateFields ?? [],
    actionCount: spec.actionCount ?? ACTION_COUNT,
    value: deck.value,
    role: deck.role,
    suitMask: deck.suitMask,
    colourMask: deck.colourMask,
    kill: deck.kill,
    blocks: roleTable(deck, spec.traits?.blocks, 'blocks'),
    neverInMatrix: roleTable(deck, spec.traits?.neverInMatrix, 'neverInMatrix'),
    escape: roleTable(deck, spec.traits?.escape, 'escape'),
    roles,
    cardsInGame: hooks.cardsInGame ?? (() => null),
    mayBeEmpty: hooks.mayBeEmpty ?? ((cell) => cell === CENTRE),
    retire: hooks.retire ?? null,
    gone: new Uint8Array(deck.size),
  };
}

/** The standard 54-card game as a spec. */
export const STANDARD_EDITION: EditionSpec = { title: 'MATR1X ØVERLØAD', deck: STANDARD_DECK };
