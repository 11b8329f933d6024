/**
 * The MATR1X ØVERLØAD board as the element draws it, as pure data: a 5×5 grid with the 3×3
 * matrix in the middle, the twelve outside positions around it (three per side) and four empty
 * corners. For each spot: what lies there, its label in words ("top-left stack: 6♣ (3 cards)",
 * "right of row 1: J♦, health 14, ICE 3♦"), whether it is a legal target now (and the action),
 * whether the hint points at it, what the previewed action does to it (a royal killed, a
 * failed overload, a card of the overload, ICE or a royal arriving), and the text it shows
 * ("6♣ ×3", "J♦ hp 14 3♦"), which its accessible name must contain.
 */
import {
  type AnyOverloadRules,
  CELLS,
  type Deck,
  KILL_COLOUR,
  KILL_SUIT,
  type MatrixOverloadState,
  POSITIONS,
  ROYAL,
  cellAction,
  cellName,
  positionAction,
  positionName,
} from '@matrix-arcade/matrix-overload';
import { cardFace, cardList } from './card-face.js';
import type { FamilyPreview } from './family-preview.js';

/** Rows and columns of the board. */
export const BOARD = 5;

/** What the board shows at a grid index. */
export type Spot =
  | { readonly kind: 'corner' }
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'position'; readonly position: number };

/** Grid index of matrix cell `cell` (row-major 0–8). */
export function indexOfCell(cell: number): number {
  return (Math.floor(cell / 3) + 1) * BOARD + (cell % 3) + 1;
}

/** Grid index of outside position `p` (0–2 above, 3–5 right, 6–8 below, 9–11 left). */
export function indexOfPosition(p: number): number {
  const k = p % 3;
  switch (Math.floor(p / 3)) {
    case 0:
      return k + 1;
    case 1:
      return (k + 1) * BOARD + BOARD - 1;
    case 2:
      return (BOARD - 1) * BOARD + k + 1;
    default:
      return (k + 1) * BOARD;
  }
}

const SPOTS: readonly Spot[] = (() => {
  const out: Spot[] = Array.from({ length: BOARD * BOARD }, () => ({ kind: 'corner' }) as const);
  for (let c = 0; c < CELLS; c++) out[indexOfCell(c)] = { kind: 'cell', cell: c };
  for (let p = 0; p < POSITIONS; p++) out[indexOfPosition(p)] = { kind: 'position', position: p };
  return out;
})();

/** What sits at grid index `index`. */
export function spotAt(index: number): Spot {
  return SPOTS[index] ?? { kind: 'corner' };
}

/** The action that plays the card in hand at grid index `index`, or null for a corner. */
export function actionAt(index: number): number | null {
  const s = spotAt(index);
  return s.kind === 'cell'
    ? cellAction(s.cell)
    : s.kind === 'position'
      ? positionAction(s.position)
      : null;
}

/** Grid index of an action's spot. */
export function indexOfAction(action: number): number {
  return action < CELLS ? indexOfCell(action) : indexOfPosition(action - CELLS);
}

/**
 * What the previewed action does to a spot: the standard game's kill, miss, fire (a card of the
 * overload), ice and place (a royal arrives); an edition's revive, swap (a royal changes places)
 * and wipe (a stack or royal sent under the deck).
 */
export type Effect = 'kill' | 'miss' | 'fire' | 'ice' | 'place' | 'revive' | 'swap' | 'wipe' | null;

/** One spot of the board, ready to draw. */
export interface SpotView {
  /** The deck the codes below belong to. */
  readonly deck: Deck;
  readonly index: number;
  readonly spot: Spot;
  readonly label: string;
  /** Matrix cells: the stack, bottom card first. */
  readonly stack: readonly number[];
  /** Outside positions: the royal (-1 for none), dead or alive, health and ICE there. */
  readonly royal: number;
  readonly dead: boolean;
  readonly health: number;
  readonly ice: readonly number[];
  /** The legal action playing here now, or null. */
  readonly action: number | null;
  readonly hint: boolean;
  /** A lesson's pointer is here (teaching mode). */
  readonly pointer: boolean;
  readonly effect: Effect;
  /** Matrix cells: programs cannot go on this stack now (an edition's blocking card is on top). */
  readonly blocked: boolean;
}

/** What the board marks besides the position itself. */
export interface BoardMarks {
  /** Legal actions now (none at the end, or while a person may not move). */
  readonly legal: readonly number[];
  /** The hinted action, or -1. */
  readonly hint: number;
  /** The action a lesson's pointer shows, or -1 (absent: none). */
  readonly pointer?: number;
  /** The action being previewed (pointer or focus on a legal target), or null: any edition's. */
  readonly preview: FamilyPreview | null;
  /** The words of a legal action, as the game describes it. */
  readonly describe: (action: number) => string;
  /**
   * An edition's own marks: effects of its previews the standard ones do not cover (by grid
   * index, they win over the standard ones), matrix cells that are blocked, and words to add
   * to a spot's label (by grid index).
   */
  readonly extra?: {
    readonly effects?: ReadonlyMap<number, Effect>;
    readonly blocked?: ReadonlySet<number>;
    readonly notes?: ReadonlyMap<number, string>;
  };
}

/** How a queen or king must be hit, in words ("", "only red cards kill it"). */
export function killRule(deck: Deck, royal: number): string {
  const k = deck.kill[royal];
  const si = deck.suit[royal]!;
  if (k === KILL_SUIT) return `only ${deck.definition.suits[si]!.glyph} cards kill it`;
  if (k === KILL_COLOUR) return `only ${deck.definition.suits[si]!.colour} cards kill it`;
  return '';
}

/** The label of a matrix cell: "top-left stack: 6♣ (3 cards)". */
export function cellLabel(rules: AnyOverloadRules, s: MatrixOverloadState, cell: number): string {
  const deck = rules.deck;
  const stack = s.stacks[cell]!;
  const where = `${cellName(cell)} stack`;
  if (stack.length === 0) return `${where}: empty, shows 0`;
  const top = stack[stack.length - 1]!;
  const v = deck.value[top]!;
  const shows = cardFace(deck, top).rank === String(v) ? '' : `, shows ${v}`;
  return `${where}: ${cardFace(deck, top).text} (${stack.length} card${stack.length === 1 ? '' : 's'})${shows}`;
}

/** The label of an outside position: "right of row 1: J♦, health 14, ICE 3♦". */
export function positionLabel(rules: AnyOverloadRules, s: MatrixOverloadState, p: number): string {
  const deck = rules.deck;
  const where = positionName(p);
  const r = s.royals[p]!;
  const ice = s.ice[p]!;
  if (r < 0) {
    if (ice.length === 0) return `${where}: no royal`;
    const plus = ice.reduce((n, c) => n + deck.value[c]!, 0);
    return `${where}: no royal, preventative ICE ${cardList(deck, ice)} (+${plus} health for the royal placed here)`;
  }
  const name = cardFace(deck, r).text;
  const iceWords = ice.length === 0 ? 'no ICE' : `ICE ${cardList(deck, ice)}`;
  if (s.dead[p]) return `${where}: ${name}, dead${ice.length > 0 ? ` (${iceWords})` : ''}`;
  const rule = killRule(deck, r);
  return `${where}: ${name}, health ${rules.health(s, p)}, ${iceWords}${rule ? `; ${rule}` : ''}`;
}

/** What each spot gets from a preview. */
function effects(pv: FamilyPreview | null): Map<number, Effect> {
  const out = new Map<number, Effect>();
  if (!pv) return out;
  for (const o of pv.overloads) {
    out.set(indexOfCell(o.cells[0]), 'fire');
    out.set(indexOfCell(o.cells[1]), 'fire');
    out.set(indexOfPosition(o.position), o.result === 'kill' ? 'kill' : 'miss');
  }
  if (pv.kind === 'ice' || pv.kind === 'preventative-ice') {
    out.set(indexOfPosition(pv.position), 'ice');
  }
  if (pv.kind === 'royal') out.set(indexOfPosition(pv.position), 'place');
  return out;
}

/** The 25 spots of the board. */
export function boardView(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  marks: BoardMarks,
): SpotView[] {
  const legal = new Set(marks.legal);
  const fx = effects(marks.preview);
  for (const [i, e] of marks.extra?.effects ?? []) fx.set(i, e);
  const blocked = marks.extra?.blocked;
  const notes = marks.extra?.notes;
  return SPOTS.map((spot, index) => {
    const base = {
      deck: rules.deck,
      index,
      spot,
      stack: [] as readonly number[],
      royal: -1,
      dead: false,
      health: -1,
      ice: [] as readonly number[],
      effect: fx.get(index) ?? null,
      blocked: false,
    };
    if (spot.kind === 'corner') {
      return { ...base, label: 'corner: nothing here', action: null, hint: false, pointer: false };
    }
    const action = actionAt(index)!;
    const isLegal = legal.has(action);
    const hint = marks.hint === action;
    const pointer = marks.pointer === action;
    let label =
      spot.kind === 'cell'
        ? cellLabel(rules, s, spot.cell)
        : positionLabel(rules, s, spot.position);
    const note = notes?.get(index);
    if (note) label += `, ${note}`;
    if (isLegal) {
      label += `. Play here: ${marks.describe(action)}`;
    }
    if (hint) label += '. Suggested by the hint';
    if (pointer) label += '. The lesson points here';
    if (spot.kind === 'cell') {
      return {
        ...base,
        label,
        stack: s.stacks[spot.cell]!,
        action: isLegal ? action : null,
        hint,
        pointer,
        blocked: blocked?.has(spot.cell) ?? false,
      };
    }
    const p = spot.position;
    return {
      ...base,
      label,
      royal: s.royals[p]!,
      dead: s.dead[p]!,
      health: rules.health(s, p),
      ice: s.ice[p]!,
      action: isLegal ? action : null,
      hint,
      pointer,
    };
  });
}

/**
 * The text a spot shows, in the order `<matrix-overload-spot>` draws it (the marks and the ☠ of
 * a dead royal are symbols, not words): a stack's top card and its depth ("6♣ ×3", "0" for an
 * empty stack), a royal, its health and its ICE ("J♦ hp 14 3♦"), a dead royal, free ICE.
 */
export function spotText(v: SpotView): string {
  const text = (c: number) => cardFace(v.deck, c).text;
  const ice = v.ice.map(text);
  switch (v.spot.kind) {
    case 'corner':
      return '';
    case 'cell': {
      const n = v.stack.length;
      return n === 0 ? '0' : `${text(v.stack[n - 1]!)}${n > 1 ? ` ×${n}` : ''}`;
    }
    default:
      if (v.royal < 0) return ice.join(' ');
      if (v.dead) return `☠ ${text(v.royal)}`;
      return [text(v.royal), 'hp', String(v.health), ...ice].join(' ');
  }
}

/** Whether set-aside royals from the deal are still to be placed (the run's setup phase). */
export function inSetup(
  rules: AnyOverloadRules,
  s: { readonly start: MatrixOverloadState; readonly history: readonly unknown[] } | null,
): boolean {
  if (!s) return false;
  const dealt = rules.deck.role[s.start.hand] === ROYAL ? 1 + s.start.setAside.length : 0;
  return s.history.length < dealt;
}
