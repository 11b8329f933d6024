/**
 * Legality, as plain functions over an `Edition` (edition.ts) and a state: every legal action
 * for the card in hand, and why any other action is illegal, in plain words. A royal is placed
 * (placement.ts); a program goes on a stack showing its value or less whose top card does not
 * block it, or else becomes ICE (ice.ts); an ace (soft reset) may replace any stack of cards
 * (not the empty centre, which holds none: ruling 13), a joker (hard reset) one of the lowest,
 * the empty centre (value 0) included. A role the family does not know plays as its edition's
 * `RolePlay` says.
 */
import { ACTION_COUNT, CELLS, POSITION_BASE, cellName } from './actions.js';
import { HARD_RESET, PROGRAM, ROYAL, SOFT_RESET } from './cards.js';
import type { Edition } from './edition.js';
import { iceReason, pushIce } from './ice.js';
import { accepts, text, top, topValue, where } from './measures.js';
import { placementReason, pushPlacements } from './placement.js';
import type { MatrixOverloadState } from './state.js';

/** Every legal action, ascending (`[]` at the end). */
export function legalActions(e: Edition, s: MatrixOverloadState): number[] {
  if (s.ending !== null) return [];
  const card = s.hand;
  const play = e.roles[e.role[card]!];
  if (play !== undefined) return play.legal(e, s, card);
  const out: number[] = [];
  switch (e.role[card]) {
    case ROYAL:
      pushPlacements(e, s, card, out);
      break;
    case PROGRAM: {
      for (let c = 0; c < CELLS; c++) if (accepts(e, s, c, card)) out.push(c);
      if (out.length === 0) pushIce(e, s, card, out);
      break;
    }
    case SOFT_RESET:
      for (let c = 0; c < CELLS; c++) if (s.stacks[c]!.length > 0) out.push(c);
      break;
    case HARD_RESET: {
      let low = 1 << 30;
      for (let c = 0; c < CELLS; c++) {
        const v = topValue(e, s, c);
        if (v < low) low = v;
      }
      for (let c = 0; c < CELLS; c++) if (topValue(e, s, c) === low) out.push(c);
      break;
    }
  }
  return out;
}

/** Why the action is illegal in `s`, in plain words, or `null` when it is legal. */
export function illegalReason(e: Edition, s: MatrixOverloadState, action: number): string | null {
  if (!Number.isInteger(action) || action < 0 || action >= e.actionCount) {
    return `not a ${e.title} action (codes run from 0 to ${e.actionCount - 1})`;
  }
  if (s.ending !== null) return 'the run is over';
  const card = s.hand;
  const name = text(e, card);
  const play = e.roles[e.role[card]!];
  if (play !== undefined) {
    return play.legal(e, s, card).includes(action) ? null : play.illegal(e, s, action, card);
  }
  if (action >= ACTION_COUNT) {
    return `${name} plays on a matrix cell (0 to ${CELLS - 1}) or an outside position (${POSITION_BASE} to ${ACTION_COUNT - 1}); codes from ${ACTION_COUNT} are for the edition's other cards`;
  }
  const onCell = action < POSITION_BASE;
  const p = action - POSITION_BASE;
  switch (e.role[card]) {
    case ROYAL:
      if (onCell) {
        return `${name} is a royal: it goes outside the matrix (actions ${POSITION_BASE} to ${ACTION_COUNT - 1})`;
      }
      return placementReason(e, s, card, p);
    case PROGRAM: {
      if (!onCell) return iceReason(e, s, card, p);
      if (accepts(e, s, action, card)) return null;
      const t = top(s, action);
      if (t >= 0 && e.blocks[t] === 1) {
        return `${name} cannot go on ${where(e, s, action)}: ${text(e, t)} blocks programs from its stack`;
      }
      return `${name} cannot go on ${where(e, s, action)}: a program needs a top card of equal or lower value`;
    }
    case SOFT_RESET:
      if (!onCell) return `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
      if (s.stacks[action]!.length > 0) return null;
      return `${name} resets a stack of cards, and the empty ${cellName(action)} holds none`;
    case HARD_RESET: {
      if (!onCell) return `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
      const mine = topValue(e, s, action);
      for (let c = 0; c < CELLS; c++) {
        if (topValue(e, s, c) < mine) {
          return `${name} must reset a lowest stack: ${where(e, s, c)} shows ${topValue(e, s, c)}, ${where(e, s, action)} shows ${mine}`;
        }
      }
      return null;
    }
    default:
      return `no rule for a ${e.deck.roleNames[e.role[card]!]} card (${name})`;
  }
}
