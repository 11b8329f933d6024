/**
 * Legality (a layer of `OverloadRules`, see rules-base.ts): every legal action for the card in
 * hand, and why any other action is illegal, in plain words. A royal is placed (placement.ts);
 * a program goes on a stack showing its value or less, or else becomes ICE (ice.ts); an ace
 * (soft reset) may replace any stack of cards (not the empty centre, which holds none: ruling
 * 13), a joker (hard reset) one of the lowest, the empty centre (value 0) included.
 */
import { ACTION_COUNT, CELLS, POSITION_BASE, cellName } from './actions.js';
import { HARD_RESET, PROGRAM, ROYAL, SOFT_RESET } from './cards.js';
import { EndingRules } from './endings.js';
import type { MatrixOverloadState } from './state.js';

export abstract class LegalityRules extends EndingRules {
  /** Every legal action, ascending (`[]` at the end). */
  legalActions(s: MatrixOverloadState): number[] {
    const out: number[] = [];
    if (s.ending !== null) return out;
    const card = s.hand;
    switch (this.role[card]) {
      case ROYAL:
        this.pushPlacements(s, card, out);
        break;
      case PROGRAM: {
        for (let c = 0; c < CELLS; c++) if (this.accepts(s, c, card)) out.push(c);
        if (out.length === 0) this.pushIce(s, card, out);
        break;
      }
      case SOFT_RESET:
        for (let c = 0; c < CELLS; c++) if (s.stacks[c]!.length > 0) out.push(c);
        break;
      case HARD_RESET: {
        let low = 1 << 30;
        for (let c = 0; c < CELLS; c++) {
          const v = this.topValue(s, c);
          if (v < low) low = v;
        }
        for (let c = 0; c < CELLS; c++) if (this.topValue(s, c) === low) out.push(c);
        break;
      }
    }
    return out;
  }

  /** Why the action is illegal in `s`, in plain words, or `null` when it is legal. */
  illegalReason(s: MatrixOverloadState, action: number): string | null {
    if (!Number.isInteger(action) || action < 0 || action >= ACTION_COUNT) {
      return `not a MATR1X ØVERLØAD action (codes run from 0 to ${ACTION_COUNT - 1})`;
    }
    if (s.ending !== null) return 'the run is over';
    const card = s.hand;
    const name = this.text(card);
    const onCell = action < POSITION_BASE;
    const p = action - POSITION_BASE;
    switch (this.role[card]) {
      case ROYAL:
        if (onCell) {
          return `${name} is a royal: it goes outside the matrix (actions ${POSITION_BASE} to ${ACTION_COUNT - 1})`;
        }
        return this.placementReason(s, card, p);
      case PROGRAM: {
        if (!onCell) return this.iceReason(s, card, p);
        if (this.accepts(s, action, card)) return null;
        return `${name} cannot go on ${this.where(s, action)}: a program needs a top card of equal or lower value`;
      }
      case SOFT_RESET:
        if (!onCell) return `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
        if (s.stacks[action]!.length > 0) return null;
        return `${name} resets a stack of cards, and the empty ${cellName(action)} holds none`;
      case HARD_RESET: {
        if (!onCell) return `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
        const mine = this.topValue(s, action);
        for (let c = 0; c < CELLS; c++) {
          if (this.topValue(s, c) < mine) {
            return `${name} must reset a lowest stack: ${this.where(s, c)} shows ${this.topValue(s, c)}, ${this.where(s, action)} shows ${mine}`;
          }
        }
        return null;
      }
      default:
        return `no rule for a ${this.deck.roleNames[this.role[card]!]} card (${name})`;
    }
  }
}
