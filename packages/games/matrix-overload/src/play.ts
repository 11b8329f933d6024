/**
 * Play, as plain functions over an `Edition` (edition.ts) and a state: applying an action
 * (`apply` checked, `resolve` unchecked) and a structured preview of its consequences. A role
 * the family does not know plays as its edition's `RolePlay` says. The hot paths (`legalActions`,
 * `apply`) allocate only the arrays of the new state and the action list.
 */
import { type ActionPreviewBase, IllegalActionError } from '@matrix-arcade/core';
import { OVERLOADS, POSITIONS, POSITION_BASE, POSITION_CELL } from './actions.js';
import { PROGRAM, ROYAL } from './cards.js';
import type { Edition } from './edition.js';
import { afterCard, blackIce } from './endings.js';
import { illegalReason } from './legality.js';
import { health as healthAt, top as topOf } from './measures.js';
import { KILL_BIT_NONE, type OverloadPreview, killsFrom, previewOverloads } from './overloads.js';
import type { Ending, MatrixOverloadState } from './state.js';

/**
 * What playing the card in hand with a given action would do: core's `ActionPreviewBase`
 * (`action`, and `seat`, always 0 in this solitaire) and the game's own fields.
 */
export interface ActionPreview extends ActionPreviewBase {
  readonly action: number;
  /** The seat that plays: always 0 (a solitaire). */
  readonly seat: number;
  /** The card in hand. */
  readonly card: number;
  readonly kind: 'royal' | 'program' | 'reset' | 'ice' | 'preventative-ice';
  /** The matrix cell played on, or the cell next to the outside position played at. */
  readonly cell: number;
  /** The outside position played at, or -1 for a matrix cell. */
  readonly position: number;
  /** Top card of `cell` before the action (-1 when the cell is empty). */
  readonly top: number;
  /** A reset's stack, bottom card first: the cards going to the bottom of the deck, in order. */
  readonly resetCards: readonly number[];
  /**
   * Overloads fired at living royals (positions that are empty or hold a dead royal fire nothing,
   * and so does a line through an empty cell: there are not two cards in a row).
   */
  readonly overloads: readonly OverloadPreview[];
  /**
   * Positions of the living royals at the far end of the cell's lines, fired at or not (a line
   * through the empty centre fires nothing): empty when no living royal is opposite.
   */
  readonly opposite: readonly number[];
  /** Royals killed. */
  readonly kills: readonly number[];
  /** The royal receiving ICE, or -1. */
  readonly target: number;
  /** Health of the royal placed or given ICE afterwards, or -1. */
  readonly health: number;
  /** Preventative ICE a royal placed here takes up. */
  readonly takesIce: readonly number[];
  /** How the run ends right after this card (before the next draw), or `null`. */
  readonly ending: Ending | null;
}

const EMPTY: readonly number[] = [];

export function apply(e: Edition, s: MatrixOverloadState, action: number): MatrixOverloadState {
  const reason = illegalReason(e, s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  return resolve(e, s, action);
}

/** Applies an action known to be legal (no check). */
export function resolve(e: Edition, s: MatrixOverloadState, action: number): MatrixOverloadState {
  const card = s.hand;
  const play = e.roles[e.role[card]!];
  if (play !== undefined) return play.resolve(e, s, action, card);
  let stacks = s.stacks;
  let deck = s.deck;
  let royals = s.royals;
  let dead = s.dead;
  let ice = s.ice;
  let progress = false;
  let ending: Ending | null = null;
  let killed = KILL_BIT_NONE;

  if (action >= POSITION_BASE) {
    // A royal placed, or ICE (preventative when no royal is there).
    const p = action - POSITION_BASE;
    progress = true;
    if (e.role[card] === ROYAL) {
      const next = royals.slice();
      next[p] = card;
      royals = next;
    } else {
      const next = ice.slice();
      next[p] = [...ice[p]!, card];
      ice = next;
    }
    if (blackIce(e, royals, dead, ice, p)) ending = 'black-ice';
  } else {
    // A program on a stack, or a reset sending the stack under the deck; then overloads.
    const next = stacks.slice();
    if (e.role[card] === PROGRAM) {
      next[action] = [...stacks[action]!, card];
    } else {
      const old = stacks[action]!;
      if (old.length > 0) deck = deck.concat(old);
      next[action] = [card];
    }
    stacks = next;
    killed = killsFrom(e, stacks, s, action);
    if (killed !== KILL_BIT_NONE) {
      progress = true;
      const d = dead.slice();
      for (let p = 0; p < POSITIONS; p++) if ((killed >> p) & 1) d[p] = true;
      dead = d;
    }
  }
  return afterCard(e, s, stacks, deck, royals, dead, ice, progress, ending, killed);
}

/**
 * The consequences of a legal action, following core's `Game.previewAction` contract: `s` is
 * never changed, and an illegal action throws `IllegalActionError` with `apply`'s reason.
 */
export function preview(e: Edition, s: MatrixOverloadState, action: number): ActionPreview {
  const reason = illegalReason(e, s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  const card = s.hand;
  const role = e.role[card]!;
  const play = e.roles[role];
  if (play?.preview !== undefined) return play.preview(e, s, action, card);
  const next = resolve(e, s, action);
  const onCell = action < POSITION_BASE;
  const p = onCell ? -1 : action - POSITION_BASE;
  const cell = onCell ? action : POSITION_CELL[p]!;
  const top = topOf(s, cell);
  const overloads: OverloadPreview[] = [];
  const kills: number[] = [];
  const opposite: number[] = [];
  let resetCards: readonly number[] = EMPTY;
  let kind: ActionPreview['kind'];
  let target = -1;
  let health = -1;
  let takesIce: readonly number[] = EMPTY;
  if (onCell) {
    kind = role === PROGRAM ? 'program' : 'reset';
    if (kind === 'reset') resetCards = s.stacks[cell]!.slice();
    previewOverloads(e, s, next, cell, overloads, kills);
    for (const [q] of OVERLOADS[cell]!) if (s.royals[q]! >= 0 && !s.dead[q]) opposite.push(q);
  } else if (role === ROYAL) {
    kind = 'royal';
    health = healthAt(e, next, p);
    takesIce = s.ice[p]!.slice();
  } else if (s.royals[p]! >= 0) {
    kind = 'ice';
    target = s.royals[p]!;
    health = healthAt(e, next, p);
  } else {
    kind = 'preventative-ice';
  }
  return {
    action,
    seat: 0,
    card,
    kind,
    cell,
    position: p,
    top,
    resetCards,
    overloads,
    opposite,
    kills,
    target,
    health,
    takesIce,
    ending: next.ending,
  };
}
