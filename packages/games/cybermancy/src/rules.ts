/**
 * The rules of CYBERMANCY as an edition spec of the MATR1X ØVERLØAD family (docs/architecture.md,
 * "Families of editions"; rulings: docs/rulings/cybermancy.md): the tarot deck as data, wild
 * cards that count as every suit at once (`wildSuitChosen: false`), the two extra state fields,
 * the new roles' traits (knights block programs from their stack; burners are never part of the
 * matrix, so they are set aside while dealing and out of play for the dead-end test; while
 * temperance, judgement or the world is still in the deck the run is never stuck) and their
 * play (roles.ts), and the hooks the modes decide (which cards are in the run; any cell may be
 * empty, since the world empties whole lines). `cybermancyRules` is the family's rules object
 * over this spec plus this edition's own members (its previews, the cards of a setup, the deal).
 */
import {
  type EditionSpecWithPreview,
  type MatrixOverloadState,
  type OverloadRules,
  createRules,
  familyRules,
} from '@matrix-arcade/matrix-overload';
import { CYBER_ACTION_COUNT, LINE_BASE, lineName } from './actions.js';
import { cardsOf } from './cards-of.js';
import { TAROT_DECK } from './deck.js';
import { maskOf } from './modes.js';
import { type CybermancyPreview, cyberPreview } from './preview.js';
import { ROLE_PLAY } from './roles.js';
import { type WorldReset, world } from './world-reset.js';
import {
  type CybermancyObservation,
  type CybermancyState,
  STATE_FIELDS,
  type SetupInfo,
} from './state.js';

export type { BurnerEffect, CybermancyPreview } from './preview.js';
export { cardsOf } from './cards-of.js';

const masks = new Map<string, readonly boolean[]>();

/** Which cards the run `s` holds (by its setup), or null for a state without one. */
function cardsInGame(s: MatrixOverloadState): readonly boolean[] | null {
  const setup = (s as CybermancyState).setup;
  if (setup === undefined) return null;
  const key = `${setup.mode}/${setup.challenge}/${setup.chapter}/${setup.retired ?? ''}`;
  let m = masks.get(key);
  if (m === undefined) {
    m = maskOf(cardsOf(setup));
    masks.set(key, m);
  }
  return m;
}

/**
 * A hand-written position's unnamed knights, resets and burners (`unnamed: 'retire'`): out of
 * the run, listed in its setup's `retired`.
 */
function retire(
  extra: Readonly<Record<string, unknown>>,
  cards: readonly number[],
): Readonly<Record<string, unknown>> {
  const setup = extra.setup as SetupInfo;
  const retired = [...(setup.retired ?? []), ...cards].sort((a, b) => a - b);
  return { ...extra, setup: { ...setup, retired } };
}

/**
 * CYBERMANCY as an edition spec, typed with its own state, observation and preview: the rules
 * `createRules` builds from it preview with `cyberPreview` and are typed so.
 */
export const CYBERMANCY_EDITION: EditionSpecWithPreview<
  CybermancyState,
  CybermancyObservation,
  CybermancyPreview
> = {
  title: 'CYBERMANCY',
  deck: TAROT_DECK,
  settings: { blackIceAbove: 20, loopFactor: 2, wildSuitChosen: false },
  stateFields: STATE_FIELDS,
  actionCount: CYBER_ACTION_COUNT,
  traits: {
    blocks: ['haunt'],
    neverInMatrix: ['revive', 'kill', 'swap', 'reset-line'],
    escape: ['kill', 'reset-line'],
  },
  roles: ROLE_PLAY,
  hooks: { cardsInGame, mayBeEmpty: () => true, retire },
  preview: (e, s, action) => cyberPreview(e, s, action),
};

/** The family's rules over CYBERMANCY's spec, with this edition's own members. */
export interface CybermancyRules
  extends OverloadRules<CybermancyState, CybermancyObservation, CybermancyPreview> {
  /** Every legal action; also of a CYBERMANCY state typed as the family's (an element's). */
  legalActions(s: MatrixOverloadState): number[];
  /**
   * The consequences of a legal action (as `preview`); an illegal one throws
   * `IllegalActionError`. Also of a CYBERMANCY state typed as the family's.
   */
  previewCyber(s: MatrixOverloadState, action: number): CybermancyPreview;
  /** The cards a setup puts in the run. */
  cardsOf(setup: SetupInfo): number[];
  /** A new run: the setup's cards shuffled by `order` (top first), then dealt. */
  dealRun(setup: SetupInfo, order: readonly number[]): CybermancyState;
  /** What the world does to line `line` (0–2 rows, 3–5 columns). */
  world(s: MatrixOverloadState, line: number): WorldReset;
  /** The line a world action resets, in words (for descriptions). */
  lineWords(action: number): string;
}

function createCybermancyRules(): CybermancyRules {
  const base = createRules(CYBERMANCY_EDITION);
  const e = base.edition;
  const previewCyber = (s: MatrixOverloadState, a: number) => cyberPreview(e, s, a);
  return {
    ...base,
    previewCyber,
    cardsOf,
    dealRun(setup, order) {
      const discard: number[] = [];
      const dealt = familyRules.deal(e, order, discard);
      return { ...dealt, setup, discard };
    },
    world,
    lineWords: (action) => lineName(action - LINE_BASE),
  };
}

/** The rules of CYBERMANCY (every mode: the state's `setup` says which cards play). */
export const cybermancyRules: CybermancyRules = createCybermancyRules();
