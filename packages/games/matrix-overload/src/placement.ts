/**
 * Placement (a layer of `OverloadRules`, see rules-base.ts): where a royal, or preventative ICE
 * when no royal lives, goes. It goes at a free outside position next to the matrix card most
 * similar to it: same suit beats same colour beats anything, then the higher top value; ties
 * are the player's choice, each its own action. In the standard game a wild top card (a joker)
 * is whatever suit the player declares (ruling 10; `settings.wildSuitChosen`), so it may count
 * as the card's own suit, as its colour only, or as neither: a position is legal when some
 * declaration of the wild cards showing makes its cell the most similar. (A deck whose wild
 * cards count as every suit at once, CYBERMANCY's, turns the setting off.)
 */
import { POSITIONS, POSITION_BASE, POSITION_CELL, positionName } from './actions.js';
import { RulesBase } from './rules-base.js';
import type { MatrixOverloadState } from './state.js';

export abstract class PlacementRules extends RulesBase {
  /**
   * How similar a card is to a matrix cell's top card, for placing royals and preventative ICE:
   * same suit beats same colour beats anything, then the higher top value. Wild cards match
   * every suit and colour; an empty cell matches nothing and shows 0.
   */
  placementScore(s: MatrixOverloadState, card: number, cell: number): number {
    const top = this.top(s, cell);
    if (top < 0) return 0;
    const cls =
      (this.suitMask[card]! & this.suitMask[top]!) !== 0
        ? 2
        : (this.colourMask[card]! & this.colourMask[top]!) !== 0
          ? 1
          : 0;
    return cls * 64 + this.value[top]!;
  }

  /** True when a card is wild: its suit mask has more than one suit. */
  protected isWild(card: number): boolean {
    const m = this.suitMask[card]!;
    return (m & (m - 1)) !== 0;
  }

  /**
   * The lowest similarity a cell can have for `card` when the player declares the suit of a wild
   * top card (a suit of the other colour: no match, only its value): the plain score otherwise.
   */
  placementFloor(s: MatrixOverloadState, card: number, cell: number): number {
    const top = this.top(s, cell);
    if (top >= 0 && this.settings.wildSuitChosen && this.isWild(top)) return this.value[top]!;
    return this.placementScore(s, card, cell);
  }

  /**
   * The similarity every free position's cell must be able to reach to be legal for `card`: the
   * highest floor among them (wild cards declared so as to match as little as possible).
   */
  protected placementBar(s: MatrixOverloadState, card: number): number {
    let bar = -1;
    for (let p = 0; p < POSITIONS; p++) {
      if (s.royals[p]! >= 0) continue;
      const f = this.placementFloor(s, card, POSITION_CELL[p]!);
      if (f > bar) bar = f;
    }
    return bar;
  }

  /**
   * Free positions next to the cards most similar to `card` (royals, preventative ICE), for some
   * declaration of the wild cards showing: a cell whose best score (a wild card declared of the
   * card's suit) reaches every other cell's floor.
   */
  protected pushPlacements(s: MatrixOverloadState, card: number, out: number[]): void {
    const bar = this.placementBar(s, card);
    for (let p = 0; p < POSITIONS; p++) {
      if (s.royals[p]! >= 0) continue;
      if (this.placementScore(s, card, POSITION_CELL[p]!) >= bar) out.push(POSITION_BASE + p);
    }
  }

  /** Why placing `card` (royal or preventative ICE) at position `p` is illegal, or null. */
  protected placementReason(s: MatrixOverloadState, card: number, p: number): string | null {
    const held = s.royals[p]!;
    if (held >= 0) {
      return `position ${p} (${positionName(p)}) already holds ${this.text(held)}${s.dead[p] ? ' (dead)' : ''}`;
    }
    const mine = this.placementScore(s, card, POSITION_CELL[p]!);
    for (let q = 0; q < POSITIONS; q++) {
      if (s.royals[q]! >= 0) continue;
      if (this.placementFloor(s, card, POSITION_CELL[q]!) > mine) {
        return `${this.text(card)} goes next to the most similar card with a free outside position: ${this.where(s, POSITION_CELL[q]!)} beats ${this.where(s, POSITION_CELL[p]!)}`;
      }
    }
    return null;
  }
}
