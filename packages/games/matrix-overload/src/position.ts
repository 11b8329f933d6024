/**
 * Positions written by hand (the rulebook's examples, puzzles, tests): cards as text, every
 * card not mentioned shuffled into the unknown part of the deck. The result is checked like a
 * loaded save.
 */
import { ValidationError, createRng } from '@matrix-arcade/core';
import { CELLS, POSITIONS } from './actions.js';
import { parseCard } from './cards.js';
import { createCodec } from './codec.js';
import { type AnyOverloadRules, rules as standardRules } from './rules.js';
import { OUTSIDE_KEYS, checkKeys } from './spec-keys.js';
import type { MatrixOverloadState } from './state.js';

/** What lies at one outside position. */
export interface OutsideSpec {
  /** The royal there, e.g. `"J♦"`. */
  readonly royal?: string;
  readonly dead?: boolean;
  /** ICE there in the order placed (preventative ICE when there is no royal). */
  readonly ice?: readonly string[];
}

export interface PositionSpec {
  /**
   * The 9 stacks, row-major: cards bottom first, as an array or one string separated by spaces
   * (`"3♠ 6♠"`); `""` or `[]` for the empty centre.
   */
  readonly stacks: readonly (string | readonly string[])[];
  /** Outside positions by number (0–11): a royal's text for a living royal, or the details. */
  readonly outside?: Readonly<Record<number, string | OutsideSpec>>;
  /** The card in hand. */
  readonly hand: string;
  /** Royals still to place after the hand during setup, in order. */
  readonly setAside?: readonly string[];
  /** Cards on top of the deck, in draw order (part of its unknown part). */
  readonly deckTop?: readonly string[];
  /** The known bottom of the deck, top first (cards sent there by resets). */
  readonly deckBottom?: readonly string[];
  /** Seed that shuffles the cards not mentioned, which go below `deckTop` (default 0). */
  readonly seed?: number;
  /** Cards resolved since the last progress (default 0). */
  readonly idle?: number;
}

/** The keys a `PositionSpec` may have. */
export const POSITION_KEYS: readonly string[] = [
  'stacks',
  'outside',
  'hand',
  'setAside',
  'deckTop',
  'deckBottom',
  'seed',
  'idle',
];

const words = (x: string | readonly string[]): readonly string[] =>
  typeof x === 'string' ? x.split(/\s+/).filter((w) => w.length > 0) : x;

/** Builds a running state from a written position; throws `ValidationError` naming the bad entry. */
export function fromPosition(
  spec: PositionSpec,
  rules: AnyOverloadRules = standardRules,
): MatrixOverloadState {
  checkKeys(spec, 'position', POSITION_KEYS);
  const deck = rules.deck;
  const used = new Array<boolean>(deck.size).fill(false);
  const card = (text: string, path: string): number => {
    const codes = parseCard(deck, text);
    if (codes.length === 0) throw new ValidationError(path, `not a card: ${JSON.stringify(text)}`);
    const free = codes.find((c) => !used[c]);
    if (free === undefined) throw new ValidationError(path, `${text} is used twice`);
    used[free] = true;
    return free;
  };
  if (spec.stacks.length !== CELLS) {
    throw new ValidationError('position.stacks', `expected ${CELLS} stacks`);
  }
  const stacks = spec.stacks.map((st, i) =>
    words(st).map((w, j) => card(w, `position.stacks[${i}][${j}]`)),
  );
  const royals = new Array<number>(POSITIONS).fill(-1);
  const dead = new Array<boolean>(POSITIONS).fill(false);
  const ice: number[][] = Array.from({ length: POSITIONS }, () => []);
  for (const [key, value] of Object.entries(spec.outside ?? {})) {
    const p = Number(key);
    const path = `position.outside[${key}]`;
    if (!Number.isInteger(p) || p < 0 || p >= POSITIONS) {
      throw new ValidationError(path, 'outside positions are 0 to 11');
    }
    const o: OutsideSpec = typeof value === 'string' ? { royal: value } : value;
    checkKeys(o, path, OUTSIDE_KEYS);
    if (o.royal !== undefined) royals[p] = card(o.royal, `${path}.royal`);
    dead[p] = o.dead === true;
    ice[p] = (o.ice ?? []).map((w, j) => card(w, `${path}.ice[${j}]`));
  }
  const hand = card(spec.hand, 'position.hand');
  const setAside = (spec.setAside ?? []).map((w, i) => card(w, `position.setAside[${i}]`));
  const top = (spec.deckTop ?? []).map((w, i) => card(w, `position.deckTop[${i}]`));
  const bottom = (spec.deckBottom ?? []).map((w, i) => card(w, `position.deckBottom[${i}]`));
  const rest: number[] = [];
  for (let c = 0; c < deck.size; c++) if (!used[c]) rest.push(c);
  createRng(spec.seed ?? 0).shuffle(rest);
  const unknown = [...top, ...rest];
  const state = {
    stacks,
    deck: [...unknown, ...bottom],
    unknown: unknown.length,
    royals,
    dead,
    ice,
    hand,
    setAside,
    idle: spec.idle ?? 0,
    ending: null,
  };
  return createCodec(rules).fromJSON(state);
}
