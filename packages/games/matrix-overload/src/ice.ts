/**
 * ICE (a layer of `OverloadRules`, see rules-base.ts): a program that fits on no stack becomes
 * ICE on the living royal most similar to it (same suit beats same colour beats anything, then
 * the closer base value), adding its value to that royal's health; with no royal alive it is
 * preventative ICE, placed like a royal (placement.ts) and taken up by the next royal placed
 * there. Black ICE, the ending it can cause, is in endings.ts.
 */
import { CELLS, POSITIONS, POSITION_BASE, positionName } from './actions.js';
import { PlacementRules } from './placement.js';
import type { MatrixOverloadState } from './state.js';

export abstract class IceRules extends PlacementRules {
  /**
   * How similar an ICE card is to a living royal: same suit beats same colour beats anything,
   * then the closer base value.
   */
  iceScore(card: number, royal: number): number {
    const cls =
      (this.suitMask[card]! & this.suitMask[royal]!) !== 0
        ? 2
        : (this.colourMask[card]! & this.colourMask[royal]!) !== 0
          ? 1
          : 0;
    const d = this.value[card]! - this.value[royal]!;
    return cls * 64 + 63 - (d < 0 ? -d : d);
  }

  /** Positions of the living royals most similar to an ICE card; placements when none lives. */
  protected pushIce(s: MatrixOverloadState, card: number, out: number[]): void {
    let best = -1;
    for (let p = 0; p < POSITIONS; p++) {
      const r = s.royals[p]!;
      if (r < 0 || s.dead[p]) continue;
      const sc = this.iceScore(card, r);
      if (sc > best) best = sc;
    }
    if (best < 0) {
      this.pushPlacements(s, card, out);
      return;
    }
    for (let p = 0; p < POSITIONS; p++) {
      const r = s.royals[p]!;
      if (r < 0 || s.dead[p]) continue;
      if (this.iceScore(card, r) === best) out.push(POSITION_BASE + p);
    }
  }

  /** Why the program `card` cannot become ICE at position `p`, or null when it can. */
  protected iceReason(s: MatrixOverloadState, card: number, p: number): string | null {
    const name = this.text(card);
    for (let c = 0; c < CELLS; c++) {
      if (this.accepts(s, c, card)) {
        return `${name} fits on ${this.where(s, c)}, so it cannot become ICE`;
      }
    }
    if (!this.anyAlive(s)) {
      const r = this.placementReason(s, card, p);
      return r === null ? null : `preventative ICE: ${r}`;
    }
    const r = s.royals[p]!;
    if (r < 0 || s.dead[p]) {
      return `ICE goes on a living royal; position ${p} (${positionName(p)}) has ${r < 0 ? 'none' : `only the dead ${this.text(r)}`}`;
    }
    const mine = this.iceScore(card, r);
    for (let q = 0; q < POSITIONS; q++) {
      const other = s.royals[q]!;
      if (other < 0 || s.dead[q]) continue;
      if (this.iceScore(card, other) > mine) {
        return `ICE ${name} goes on the most similar living royal: ${this.text(other)} beats ${this.text(r)}`;
      }
    }
    return null;
  }
}
