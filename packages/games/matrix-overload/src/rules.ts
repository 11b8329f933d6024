/**
 * The rules of play over any compiled deck: `OverloadRules`, the class the game, the codec,
 * the descriptions and the solver use. It composes the layers along the rulebook's seams (the
 * deal and measures, placement, ICE, overloads, endings, legality: see rules-base.ts) and adds
 * what ties them together: applying an action (`apply` checked, `resolve` unchecked) and a
 * structured preview of its consequences. The standard 54-card game's rules are `rules`.
 *
 * `OverloadRules` is a class so that an edition with more card roles (CYBERMANCY's haunts and
 * burners) can extend it and override what changes, reusing everything else. Its hot paths
 * (`legalActions`, `apply`) allocate only the arrays of the new state and the action list.
 */
import { type ActionPreviewBase, IllegalActionError } from '@matrix-arcade/core';
import { OVERLOADS, POSITIONS, POSITION_BASE, POSITION_CELL } from './actions.js';
import { PROGRAM, ROYAL } from './cards.js';
import { LegalityRules } from './legality.js';
import { KILL_BIT_NONE, type OverloadPreview } from './overloads.js';
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

export class OverloadRules extends LegalityRules {
  // ---------------------------------------------------------------- apply

  /**
   * Applies a legal action and returns the new state; `s` is never changed. An illegal action
   * throws `IllegalActionError` saying why.
   */
  apply(s: MatrixOverloadState, action: number): MatrixOverloadState {
    const reason = this.illegalReason(s, action);
    if (reason !== null) throw new IllegalActionError(action, reason);
    return this.resolve(s, action);
  }

  /** Applies an action known to be legal (no check). */
  resolve(s: MatrixOverloadState, action: number): MatrixOverloadState {
    const card = s.hand;
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
      if (this.role[card] === ROYAL) {
        const next = royals.slice();
        next[p] = card;
        royals = next;
      } else {
        const next = ice.slice();
        next[p] = [...ice[p]!, card];
        ice = next;
      }
      if (this.blackIce(royals, dead, ice, p)) ending = 'black-ice';
    } else {
      // A program on a stack, or a reset sending the stack under the deck; then overloads.
      const next = stacks.slice();
      if (this.role[card] === PROGRAM) {
        next[action] = [...stacks[action]!, card];
      } else {
        const old = stacks[action]!;
        if (old.length > 0) deck = deck.concat(old);
        next[action] = [card];
      }
      stacks = next;
      killed = this.killsFrom(stacks, s, action);
      if (killed !== KILL_BIT_NONE) {
        progress = true;
        const d = dead.slice();
        for (let p = 0; p < POSITIONS; p++) if ((killed >> p) & 1) d[p] = true;
        dead = d;
      }
    }
    return this.afterCard(s, stacks, deck, royals, dead, ice, progress, ending, killed);
  }

  // ---------------------------------------------------------------- preview

  /**
   * The consequences of a legal action, following core's `Game.previewAction` contract: `s` is
   * never changed, and an illegal action throws `IllegalActionError` with `apply`'s reason.
   */
  preview(s: MatrixOverloadState, action: number): ActionPreview {
    const reason = this.illegalReason(s, action);
    if (reason !== null) throw new IllegalActionError(action, reason);
    const card = s.hand;
    const role = this.role[card]!;
    const next = this.resolve(s, action);
    const onCell = action < POSITION_BASE;
    const p = onCell ? -1 : action - POSITION_BASE;
    const cell = onCell ? action : POSITION_CELL[p]!;
    const top = this.top(s, cell);
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
      this.previewOverloads(s, next, cell, overloads, kills);
      for (const [q] of OVERLOADS[cell]!) if (s.royals[q]! >= 0 && !s.dead[q]) opposite.push(q);
    } else if (role === ROYAL) {
      kind = 'royal';
      health = this.health(next, p);
      takesIce = s.ice[p]!.slice();
    } else if (s.royals[p]! >= 0) {
      kind = 'ice';
      target = s.royals[p]!;
      health = this.health(next, p);
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
}

/** The rules of the standard 54-card game. */
export const rules = new OverloadRules();

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
