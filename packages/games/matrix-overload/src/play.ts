/**
 * Play, as plain functions over an `Edition` (edition.ts) and a state: applying an action
 * (`apply` checked, `resolve` unchecked) and a structured preview of its consequences. A role
 * the family does not know plays as its edition's `RolePlay` says. The hot paths (`legalActions`,
 * `apply`) allocate only the arrays of the new state and the action list.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { OVERLOADS, POSITIONS, POSITION_BASE, POSITION_CELL } from './actions.js';
import { PROGRAM, ROYAL } from './cards.js';
import type { Edition } from './edition.js';
import { afterCard, blackIce } from './endings.js';
import { illegalReason } from './legality.js';
import { health as healthAt, top as topOf } from './measures.js';
import { KILL_BIT_NONE, killsFrom, previewOverloads } from './overloads.js';
import type { ActionPreview, OverloadPreview } from './previews.js';
import type { Ending, MatrixOverloadState } from './state.js';

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
