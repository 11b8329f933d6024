/**
 * `buildPosition`: a small position written by hand (an out-of-time or last-card puzzle, a
 * test), with the deck given explicitly. Unlike `fromPosition`, nothing is invented silently:
 * what happens to the cards not named anywhere is the caller's choice, `unnamed` — an error
 * listing them (the default), retired out of play (dead royals and their ICE), or shuffled into
 * the deck from a seed. Every entry is checked where it is written: unknown and duplicated
 * cards and impossible placements throw `ValidationError` naming the entry and the card; the
 * result is then checked like a loaded save.
 */
import { ValidationError, createRng } from '@matrix-arcade/core';
import { CELLS, CENTRE, POSITIONS, cellName, positionName } from './actions.js';
import { PROGRAM, ROYAL, parseCard } from './cards.js';
import { createCodec } from './codec.js';
import { parsePosition } from './outside.js';
import type { OutsideSpec } from './position.js';
import { OUTSIDE_KEYS, checkKeys } from './spec-keys.js';
import { type AnyOverloadRules, rules as standardRules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

/** Cards as one string separated by spaces (`"A♠ 8♦"`) or as an array. */
export type CardList = string | readonly string[];

/** What happens to the cards of the deck named nowhere in a `BuildPositionSpec`. */
export type UnnamedCards = 'error' | 'retire' | { readonly shuffleIntoDeck: number };

export interface BuildPositionSpec {
  /**
   * The matrix: a stack per cell, bottom card first, keyed by cell number (0–8, row-major) or
   * name (`'top-left'`, `'centre'`, `'bottom-right'`), or an array of 9. Every cell but the
   * centre needs a stack (the dealt card, or a reset, at the bottom).
   */
  readonly matrix: Readonly<Record<string, CardList>> | readonly CardList[];
  /**
   * The outside positions, keyed by number (0–11, e.g. `outside.right(1)`) or by name
   * (`'right of row 1'`): a living royal's text, or `{ royal?, dead?, ice? }` (ICE without a
   * royal is preventative ICE; `{}` keeps a position empty when `unnamed` is `'retire'`).
   */
  readonly royals?: Readonly<Record<string, string | OutsideSpec>>;
  /** The card in hand (the one to play now). */
  readonly hand: string;
  /** The deck, top (next card drawn) first, in an order the player does not know. `[]` if empty. */
  readonly deck: CardList;
  /** The known bottom of the deck, top first (stacks sent there by resets). */
  readonly deckBottom?: CardList;
  /** Royals set aside while dealing, still to place after `hand` (a royal then), in order. */
  readonly setAside?: CardList;
  /** Cards resolved since the last progress, for the loop rule (default 0). */
  readonly idle?: number;
  /**
   * The cards named nowhere above:
   * - `'error'` (default): every card of the deck must be named; the error lists the missing;
   * - `'retire'`: out of play for good: each unnamed royal lies dead at an outside position not
   *   named in `royals`, in position order, and the unnamed programs lie as ICE under the first
   *   dead royal (inert there). Any other unnamed card (an ace or joker) is an error, since it
   *   can only be in a stack or the deck, unless the edition takes it out of the run
   *   (`hooks.retire`). Retired cards are out of circulation, which lowers the loop limit;
   * - `{ shuffleIntoDeck: seed }`: shuffled by the seed into the deck below `deck`, above
   *   `deckBottom`, where the player does not know their order.
   */
  readonly unnamed?: UnnamedCards;
  /**
   * An edition's extra state fields (`rules.stateFields`), as their JSON: e.g. an edition's
   * mode and discard pile. The cards they hold count as named; the mode they set decides
   * which cards take part at all.
   */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The keys a `BuildPositionSpec` may have. */
export const BUILD_POSITION_KEYS: readonly string[] = [
  'matrix',
  'royals',
  'hand',
  'deck',
  'deckBottom',
  'setAside',
  'idle',
  'unnamed',
  'extra',
];

const words = (x: CardList | undefined): readonly string[] =>
  x === undefined ? [] : typeof x === 'string' ? x.split(/\s+/).filter((w) => w.length > 0) : x;

const CELL_WORDS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Array.from({ length: CELLS }, (_, c) => [cellName(c), c] as const),
  ['center', CENTRE],
]);

function cellOf(key: string): number {
  const c = /^\d+$/.test(key) ? Number(key) : CELL_WORDS[key.trim().toLowerCase()];
  if (c === undefined || c >= CELLS) {
    throw new ValidationError(
      `position.matrix[${JSON.stringify(key)}]`,
      `cells are 0 to 8 (row-major) or ${Object.keys(CELL_WORDS).join(', ')}`,
    );
  }
  return c;
}

function positionOf(key: string): number {
  if (/^\d+$/.test(key) && Number(key) < POSITIONS) return Number(key);
  try {
    return parsePosition(key);
  } catch {
    throw new ValidationError(
      `position.royals[${JSON.stringify(key)}]`,
      `outside positions are 0 to ${POSITIONS - 1} (outside.above(1) …) or words such as "above column 1", "right of row 2"`,
    );
  }
}

/**
 * A running state from a position written by hand, with the deck given (see
 * `BuildPositionSpec`). Throws `ValidationError` naming the entry and the card.
 */
export function buildPosition(
  spec: BuildPositionSpec,
  rules: AnyOverloadRules = standardRules,
): MatrixOverloadState {
  checkKeys(spec, 'position', BUILD_POSITION_KEYS);
  const deck = rules.deck;
  const text = (c: number) => deck.text[c]!;
  const at = new Array<string | null>(deck.size).fill(null);
  const card = (t: string, path: string): number => {
    const codes = parseCard(deck, t);
    if (codes.length === 0) throw new ValidationError(path, `not a card: ${JSON.stringify(t)}`);
    const free = codes.find((c) => at[c] === null);
    if (free === undefined) {
      throw new ValidationError(path, `${t} is named twice: it is already at ${at[codes[0]!]}`);
    }
    at[free] = path;
    return free;
  };
  const role = (c: number) => deck.role[c]!;

  // The matrix.
  const stacks: number[][] = Array.from({ length: CELLS }, () => []);
  const given = Array.isArray(spec.matrix)
    ? (spec.matrix as readonly CardList[]).map((st, i) => [String(i), st] as const)
    : Object.entries(spec.matrix as Record<string, CardList>);
  if (Array.isArray(spec.matrix) && spec.matrix.length !== CELLS) {
    throw new ValidationError('position.matrix', `expected ${CELLS} stacks, got ${given.length}`);
  }
  const named = new Array<boolean>(CELLS).fill(false);
  for (const [key, st] of given) {
    const cell = cellOf(key);
    if (named[cell]) {
      throw new ValidationError(
        `position.matrix[${JSON.stringify(key)}]`,
        `${cellName(cell)} is named twice`,
      );
    }
    named[cell] = true;
    words(st).forEach((w, j) => {
      const path = `position.matrix[${JSON.stringify(key)}][${j}]`;
      const c = card(w, path);
      const below = stacks[cell]![j - 1];
      const why = rules.stackReason(c, below ?? -1);
      if (why === null) {
        stacks[cell]!.push(c);
        return;
      }
      if (role(c) === ROYAL) {
        throw new ValidationError(path, `${w} is a royal: royals go outside the matrix`);
      }
      if (j > 0 && role(c) !== PROGRAM) {
        throw new ValidationError(path, `${w} resets a stack: it can only be at the bottom of one`);
      }
      if (below !== undefined && deck.value[c]! < deck.value[below]!) {
        throw new ValidationError(
          path,
          `${w} cannot lie on ${text(below)}: a program needs a value equal or lower below it`,
        );
      }
      throw new ValidationError(path, why);
    });
  }
  stacks.forEach((st, cell) => {
    if (st.length === 0 && cell !== CENTRE) {
      throw new ValidationError(
        `position.matrix`,
        `${cellName(cell)} (cell ${cell}) needs a stack: only the centre can be empty`,
      );
    }
  });

  // The outside positions.
  const royals = new Array<number>(POSITIONS).fill(-1);
  const dead = new Array<boolean>(POSITIONS).fill(false);
  const ice: number[][] = Array.from({ length: POSITIONS }, () => []);
  const keptFree = new Array<boolean>(POSITIONS).fill(false);
  for (const [key, value] of Object.entries(spec.royals ?? {})) {
    const p = positionOf(key);
    const path = `position.royals[${JSON.stringify(key)}]`;
    if (keptFree[p]) throw new ValidationError(path, `${positionName(p)} is named twice`);
    keptFree[p] = true;
    const o: OutsideSpec = typeof value === 'string' ? { royal: value } : value;
    checkKeys(o, path, OUTSIDE_KEYS);
    if (o.royal !== undefined) {
      const r = card(o.royal, `${path}.royal`);
      if (role(r) !== ROYAL) {
        throw new ValidationError(
          `${path}.royal`,
          `${o.royal} is not a royal (jacks, queens and kings are)`,
        );
      }
      royals[p] = r;
    }
    if (o.dead === true && royals[p]! < 0) {
      throw new ValidationError(
        `${path}.dead`,
        `no royal is named at ${positionName(p)} to be dead`,
      );
    }
    dead[p] = o.dead === true;
    ice[p] = (o.ice ?? []).map((w, j) => {
      const c = card(w, `${path}.ice[${j}]`);
      if (role(c) !== PROGRAM)
        throw new ValidationError(
          `${path}.ice[${j}]`,
          `${w} cannot be ICE: only programs (2–10) can`,
        );
      return c;
    });
  }

  // The hand, the set-aside royals, the deck.
  const hand = card(spec.hand, 'position.hand');
  const setAside = words(spec.setAside).map((w, i) => {
    const c = card(w, `position.setAside[${i}]`);
    if (role(c) !== ROYAL)
      throw new ValidationError(
        `position.setAside[${i}]`,
        `${w} is not a royal: only royals are set aside`,
      );
    return c;
  });
  if (setAside.length > 0 && role(hand) !== ROYAL) {
    throw new ValidationError(
      'position.hand',
      `${spec.hand} is not a royal: set-aside royals are placed before any draw, so the hand is one of them`,
    );
  }
  const top = words(spec.deck).map((w, i) => card(w, `position.deck[${i}]`));
  const bottom = words(spec.deckBottom).map((w, i) => card(w, `position.deckBottom[${i}]`));
  if (setAside.length > 0 && (bottom.length > 0 || (spec.idle ?? 0) !== 0)) {
    throw new ValidationError(
      bottom.length > 0 ? 'position.deckBottom' : 'position.idle',
      'set-aside royals are placed before the first draw: no card has been sent to the bottom of the deck or resolved yet',
    );
  }

  // An edition's extra fields: the cards they hold are named, the mode says which cards play.
  const extra: Record<string, unknown> = {};
  for (const f of rules.stateFields) {
    const path = `position.extra.${f.key}`;
    extra[f.key] = f.read(spec.extra?.[f.key], path, deck);
    (f.cards?.(extra[f.key]) ?? []).forEach((c, i) => {
      if (at[c] !== null) {
        throw new ValidationError(`${path}[${i}]`, `${text(c)} is already at ${at[c]}`);
      }
      at[c] = `${path}[${i}]`;
    });
  }
  // The mode's cards are read from the extra fields (the base fields are as named so far).
  const inGame = rules.cardsInGame({
    stacks,
    deck: [...top, ...bottom],
    unknown: top.length,
    royals,
    dead,
    ice,
    hand,
    setAside,
    idle: spec.idle ?? 0,
    ending: null,
    ...extra,
  });

  // The cards named nowhere.
  const rest: number[] = [];
  for (let c = 0; c < deck.size; c++) {
    if (at[c] === null && (inGame === null || inGame[c])) rest.push(c);
  }
  const unnamed = spec.unnamed ?? 'error';
  if (rest.length > 0 && unnamed === 'error') {
    const list = rest.map(text);
    throw new ValidationError(
      'position',
      `${rest.length} card${rest.length === 1 ? ' is' : 's are'} named nowhere: ${list.slice(0, 12).join(' ')}${list.length > 12 ? ' …' : ''}; name ${rest.length === 1 ? 'it' : 'them'} (the deck too), or say what happens to them with unnamed: 'retire' or { shuffleIntoDeck: seed }`,
    );
  }
  let extraJson: Readonly<Record<string, unknown>> = spec.extra ?? {};
  if (unnamed === 'retire') {
    const others = retire(rules, rest, royals, dead, ice, keptFree);
    if (others.length > 0) extraJson = retireOthers(rules, extraJson, others);
  } else if (rest.length > 0 && typeof unnamed === 'object') {
    createRng(unnamed.shuffleIntoDeck).shuffle(rest);
    top.push(...rest);
  }

  const state = {
    stacks,
    deck: [...top, ...bottom],
    unknown: top.length,
    royals,
    dead,
    ice,
    hand,
    setAside,
    idle: spec.idle ?? 0,
    ending: null,
    ...extraJson,
  };
  return createCodec(rules).fromJSON(state);
}

/**
 * Unnamed cards that are neither royals nor programs: out of the run by the edition's
 * `hooks.retire` (which returns the extra fields that say so), or an error naming the card.
 */
function retireOthers(
  rules: AnyOverloadRules,
  extra: Readonly<Record<string, unknown>>,
  others: readonly number[],
): Readonly<Record<string, unknown>> {
  const hook = rules.edition.retire;
  if (hook !== null) return hook(extra, others);
  const deck = rules.deck;
  const c = others[0]!;
  throw new ValidationError(
    'position',
    `${deck.text[c]} is named nowhere and cannot be retired: a ${deck.roleNames[deck.role[c]!]!.replace('-', ' ')} (an ace or joker in the standard deck) can only be in a stack or the deck, so name it`,
  );
}

/**
 * Retires the unnamed royals and programs (see `BuildPositionSpec.unnamed`), in place; returns
 * the other unnamed cards.
 */
function retire(
  rules: AnyOverloadRules,
  rest: readonly number[],
  royals: number[],
  dead: boolean[],
  ice: number[][],
  keptFree: readonly boolean[],
): number[] {
  const deck = rules.deck;
  const programs: number[] = [];
  const others: number[] = [];
  let free = 0;
  for (const c of rest) {
    const role = deck.role[c]!;
    if (role === ROYAL) {
      while (free < POSITIONS && (keptFree[free] || royals[free]! >= 0)) free++;
      if (free === POSITIONS) {
        throw new ValidationError(
          'position.royals',
          `no outside position is left to retire ${deck.text[c]} to: name it (a royal, the hand, the deck) or leave a position unnamed`,
        );
      }
      royals[free] = c;
      dead[free] = true;
    } else if (role === PROGRAM) {
      programs.push(c);
    } else {
      others.push(c);
    }
  }
  if (programs.length === 0) return others;
  const under = dead.indexOf(true);
  if (under < 0) {
    throw new ValidationError(
      'position',
      `the unnamed programs (${programs.map((c) => deck.text[c]).join(' ')}) need a dead royal to lie under: name them, or a dead royal`,
    );
  }
  ice[under] = [...ice[under]!, ...programs];
  return others;
}
