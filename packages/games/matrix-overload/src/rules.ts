/**
 * The rules of one edition as an object: `createRules(spec)` compiles an `EditionSpec`
 * (edition.ts) and binds the plain rule functions (measures.ts, placement.ts, ice.ts,
 * overloads.ts, endings.ts, legality.ts, play.ts) to it. The game, the codec, the descriptions,
 * the solver and the web elements take an `OverloadRules`; an edition's package builds its own
 * from its spec (and may add its own members by spreading it). The standard 54-card game's
 * rules are `rules`.
 */
import {
  type Edition,
  type EditionSpec,
  type EditionSpecWithPreview,
  STANDARD_EDITION,
  compileEdition,
} from './edition.js';
import { escapeLeft, returns, stuck } from './endings.js';
import { iceScore } from './ice.js';
import { illegalReason as illegalIn, legalActions as legalIn } from './legality.js';
import {
  accepts,
  circulation,
  health,
  kills,
  loopLimit,
  newState,
  stackReason,
  top,
  topValue,
} from './measures.js';
import { placementFloor, placementScore } from './placement.js';
import { apply, preview, resolve } from './play.js';
import type { ActionPreview } from './previews.js';
import type { ActionPreviewBase, Rng } from '@matrix-arcade/core';
import {
  type MatrixOverloadObservation,
  determinize,
  determinizeWith,
  observe,
  observeWith,
} from './observation.js';
import type { MatrixOverloadState } from './state.js';

export type { ActionPreview } from './previews.js';

/**
 * The rules of one edition, every function bound to its compiled spec, typed with the
 * edition's own state `S`, observation `O` and preview `P` (from its `EditionSpec<S, O, P>`), so
 * that `createGame(rules)` is a `Game<S, O, Opt, P>` with no type argument written.
 */
export interface OverloadRules<
  S extends MatrixOverloadState = MatrixOverloadState,
  O extends MatrixOverloadObservation = MatrixOverloadObservation,
  P extends ActionPreviewBase = ActionPreview,
> {
  /** The compiled spec, for an edition's own rule functions. */
  readonly edition: Edition;
  readonly deck: Edition['deck'];
  readonly settings: Edition['settings'];
  readonly stateFields: Edition['stateFields'];
  /** Which cards take part in the run (`null`: all of them). */
  cardsInGame(s: S): readonly boolean[] | null;
  mayBeEmpty(cell: number): boolean;
  accepts(s: S, cell: number, card: number): boolean;
  stackReason(card: number, below: number): string | null;
  newState(seed: number): S;
  top(s: S, cell: number): number;
  topValue(s: S, cell: number): number;
  /** Health of the royal at a position: base value plus its ICE (-1 when there is none). */
  health(s: S, position: number): number;
  kills(s: S): number;
  circulation(s: S): number;
  loopLimit(s: S): number;
  placementScore(s: S, card: number, cell: number): number;
  placementFloor(s: S, card: number, cell: number): number;
  iceScore(card: number, royal: number): number;
  stuck(royals: S['royals'], dead: S['dead'], ice: S['ice'], s: S): boolean;
  escapeLeft(s: S): boolean;
  legalActions(s: S): number[];
  illegalReason(s: S, action: number): string | null;
  apply(s: S, action: number): S;
  resolve(s: S, action: number): S;
  preview(s: S, action: number): P;
  returns(s: S): [number];
  /** What the player sees: the base observation plus the edition's extra fields. */
  observe(s: S, seat?: number): O;
  /** A full state consistent with an observation (the extra fields copied back). */
  determinize(o: O, rng: Rng): S;
}

/** The rules of any edition, for what reads the deck and measures (not a preview's shape). */
export type AnyOverloadRules = OverloadRules<
  MatrixOverloadState,
  MatrixOverloadObservation,
  ActionPreviewBase
>;

/**
 * The rules of an edition, from its spec. The family's functions build plain family states; an
 * edition's fields ride along on them (`stateFields`, carried by `afterCard` and the codec), so
 * each state they return is the edition's `S`, and its observation the edition's `O`: the one
 * place where the family's types are narrowed to the edition's.
 */
export function createRules<
  S extends MatrixOverloadState = MatrixOverloadState,
  O extends MatrixOverloadObservation = MatrixOverloadObservation,
>(spec: EditionSpec<S, O, ActionPreview>): OverloadRules<S, O, ActionPreview>;
/** The rules of an edition with its own preview shape `P` (its spec's `preview`). */
export function createRules<
  S extends MatrixOverloadState,
  O extends MatrixOverloadObservation,
  P extends ActionPreviewBase,
>(spec: EditionSpecWithPreview<S, O, P>): OverloadRules<S, O, P>;
export function createRules<S extends MatrixOverloadState, O extends MatrixOverloadObservation>(
  spec: EditionSpec<S, O, ActionPreviewBase>,
): OverloadRules<S, O, ActionPreviewBase> {
  const e = compileEdition(spec);
  const fields = e.stateFields;
  const own = spec.preview?.bind(spec);
  return {
    edition: e,
    deck: e.deck,
    settings: e.settings,
    stateFields: e.stateFields,
    cardsInGame: e.cardsInGame,
    mayBeEmpty: e.mayBeEmpty,
    accepts: (s, cell, card) => accepts(e, s, cell, card),
    stackReason: (card, below) => stackReason(e, card, below),
    newState: (seed) => newState(e, seed) as S,
    top: (s, cell) => top(s, cell),
    topValue: (s, cell) => topValue(e, s, cell),
    health: (s, p) => health(e, s, p),
    kills: (s) => kills(s),
    circulation: (s) => circulation(s),
    loopLimit: (s) => loopLimit(e, s),
    placementScore: (s, card, cell) => placementScore(e, s, card, cell),
    placementFloor: (s, card, cell) => placementFloor(e, s, card, cell),
    iceScore: (card, royal) => iceScore(e, card, royal),
    stuck: (royals, dead, ice, s) => stuck(e, royals, dead, ice, s),
    escapeLeft: (s) => escapeLeft(e, s),
    legalActions: (s) => legalIn(e, s),
    illegalReason: (s, a) => illegalIn(e, s, a),
    apply: (s, a) => apply(e, s, a) as S,
    resolve: (s, a) => resolve(e, s, a) as S,
    preview: own ? (s, a) => own(e, s, a) : (s, a) => preview(e, s, a),
    returns: (s) => returns(s),
    observe: (s, seat = 0) =>
      (fields.length > 0 ? observeWith(fields, s, seat) : observe(s, seat)) as O,
    determinize: (o, rng) =>
      (fields.length > 0 ? determinizeWith(fields, o, rng) : determinize(o, rng)) as S,
  };
}

/** The rules of the standard 54-card game. */
export const rules: OverloadRules = createRules(STANDARD_EDITION);

/** Every legal action of the standard game, ascending. */
export function legalActions(s: MatrixOverloadState): number[] {
  return rules.legalActions(s);
}

/** Why an action is illegal in the standard game, or `null`. */
export function illegalReason(s: MatrixOverloadState, action: number): string | null {
  return rules.illegalReason(s, action);
}

/** Applies a legal action (standard game); throws `IllegalActionError` otherwise. */
export function applyAction(s: MatrixOverloadState, action: number): MatrixOverloadState {
  return rules.apply(s, action);
}

/**
 * The structured consequences of a legal action (standard game); also the `Game` object's
 * `previewAction`. Never changes `s`; an illegal action throws `IllegalActionError`.
 */
export function previewAction(s: MatrixOverloadState, action: number): ActionPreview {
  return rules.preview(s, action);
}
