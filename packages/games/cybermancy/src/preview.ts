/**
 * CYBERMANCY's previews: MATR1X ØVERLØAD's `ActionPreview` with the new kinds (a knight's
 * haunt, each burner's effect, a discard) and what a burner would do (`BurnerEffect`), as a
 * plain function over the compiled edition and a state.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import {
  type ActionPreview,
  CELLS,
  type Edition,
  type MatrixOverloadState,
  POSITION_BASE,
  POSITION_CELL,
  familyRules,
} from '@matrix-arcade/matrix-overload';
import { DISCARD, LINE_BASE, SWAP_BASE, SWAP_PAIRS, lineEnds } from './actions.js';
import { HAUNT, KILL, REVIVE, SWAP } from './deck.js';
import { alive, world } from './world-reset.js';

/** What a burner or knight would do, for previews. */
export interface BurnerEffect {
  /** Positions of the royals revived, killed, swapped or sent back into the deck. */
  readonly positions: readonly number[];
  /** Those royals, in the same order. */
  readonly royals: readonly number[];
  /** World: the line reset (0–2 rows, 3–5 columns), or -1. */
  readonly line: number;
  /** World: cards going under the deck, in order (stacks, then royals with their ICE). */
  readonly toDeck: readonly number[];
}

/** The kinds of preview CYBERMANCY adds to the family's. */
export type CyberKind = 'haunt' | 'revive' | 'kill' | 'swap' | 'world' | 'discard';

/** A preview of one of the new kinds `K`: the family's fields and what a burner would do. */
type CyberKindPreview<K extends CyberKind> = K extends CyberKind
  ? Omit<ActionPreview, 'kind'> & { readonly kind: K; readonly burner: BurnerEffect | null }
  : never;

/**
 * A preview: MATR1X ØVERLØAD's (a family kind, no burner), or one of the new kinds (one member
 * each) with the family's fields and what a burner would do. Told apart by `kind`, so a `switch`
 * on it, or an `if` ruling out the new kinds, leaves the family's `ActionPreview`.
 */
export type CybermancyPreview =
  | (ActionPreview & { readonly burner: null })
  | CyberKindPreview<CyberKind>;

const NO_EFFECT: BurnerEffect = { positions: [], royals: [], line: -1, toDeck: [] };

/** The consequences of a legal action; an illegal one throws `IllegalActionError`. */
export function cyberPreview(
  e: Edition,
  s: MatrixOverloadState,
  action: number,
): CybermancyPreview {
  const card = s.hand;
  const r = e.role[card]!;
  if (r < HAUNT) return { ...familyRules.preview(e, s, action), burner: null };
  const reason = familyRules.illegalReason(e, s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  const next = familyRules.resolve(e, s, action);
  const onCell = action < CELLS;
  const p = action >= POSITION_BASE && action < SWAP_BASE ? action - POSITION_BASE : -1;
  const cell = onCell ? action : p >= 0 ? POSITION_CELL[p]! : -1;
  let kind: CyberKind;
  let burner: BurnerEffect = NO_EFFECT;
  const kills: number[] = [];
  if (r === HAUNT) kind = 'haunt';
  else if (action === DISCARD) kind = 'discard';
  else if (r === REVIVE) {
    kind = 'revive';
    burner = { ...NO_EFFECT, positions: [p], royals: [s.royals[p]!] };
  } else if (r === KILL) {
    kind = 'kill';
    kills.push(s.royals[p]!);
    burner = { ...NO_EFFECT, positions: [p], royals: [s.royals[p]!] };
  } else if (r === SWAP) {
    kind = 'swap';
    const pair = SWAP_PAIRS[action - SWAP_BASE]!;
    burner = { ...NO_EFFECT, positions: [...pair], royals: pair.map((q) => s.royals[q]!) };
  } else {
    kind = 'world';
    const line = action - LINE_BASE;
    const w = world(s, line);
    burner = {
      ...NO_EFFECT,
      positions: lineEnds(line).filter((q) => alive(s, q)),
      line,
      royals: w.royalsReset,
      toDeck: w.toDeck,
    };
  }
  return {
    action,
    seat: 0,
    card,
    kind,
    cell,
    position: p,
    top: cell >= 0 ? familyRules.top(s, cell) : -1,
    resetCards: [],
    overloads: [],
    opposite: [],
    kills,
    target: p >= 0 ? s.royals[p]! : -1,
    health: p >= 0 && r === REVIVE ? familyRules.health(e, s, p) : -1,
    takesIce: [],
    ending: next.ending,
    burner,
  };
}
