/**
 * A provable dead end: a royal that can no longer be killed. An overload is the sum of the top
 * cards of two matrix cells, so a royal can die only if two cards still in play (deck, matrix,
 * hand: everything but ICE, which never returns) that meet its kill rule (any card for a jack,
 * its colour for a queen, its suit for a king; wild cards meet every rule) add up to its health.
 * Health only grows while the royal lives, and cards only leave play by becoming ICE, so once
 * the two best such cards fall short the run is lost whatever the player does: the solver
 * prunes the node. Royals still to be placed are judged on their base health.
 *
 * Only ICE changes either side of the test (it adds health and takes a card out of play), so
 * the search runs it only after an action at an outside position.
 *
 * The test is built for a rules object's deck (`createHopeless(rules)`): an edition whose
 * cards leave play in other ways too (cards never in the matrix) must pass its own test instead.
 */
import { KILL_COLOUR, KILL_SUIT, ROYAL } from '../cards.js';
import { POSITIONS } from '../actions.js';
import { type AnyOverloadRules, rules as standardRules } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';

/** True when some royal not yet dead can no longer be killed: the run is lost. */
export type HopelessTest = (s: MatrixOverloadState) => boolean;

/** The dead-end test for the deck of `rules`. */
export function createHopeless(rules: AnyOverloadRules): HopelessTest {
  const D = rules.deck;
  const SUITS = D.definition.suits.length;
  const COLOURS = D.definition.colours.length;
  /** Groups of cards an overload may use: one per suit, one per colour, then any card. */
  const GROUPS = SUITS + COLOURS + 1;

  /** For each card, the bit mask of the groups it belongs to. */
  const GROUP_MASK: readonly number[] = Array.from({ length: D.size }, (_, c) => {
    let m = 1 << (SUITS + COLOURS);
    for (let k = 0; k < SUITS; k++) if ((D.suitMask[c]! >> k) & 1) m |= 1 << k;
    for (let k = 0; k < COLOURS; k++) if ((D.colourMask[c]! >> k) & 1) m |= 1 << (SUITS + k);
    return m;
  });

  /** The group whose cards can kill a royal. */
  const groupOf = (royal: number): number => {
    const k = D.kill[royal]!;
    if (k === KILL_SUIT) return 31 - Math.clz32(D.suitMask[royal]!);
    if (k === KILL_COLOUR) return SUITS + 31 - Math.clz32(D.colourMask[royal]!);
    return SUITS + COLOURS;
  };
  const ROYAL_GROUP: readonly number[] = Array.from({ length: D.size }, (_, c) =>
    D.role[c] === ROYAL ? groupOf(c) : -1,
  );

  const top1 = new Int32Array(GROUPS);
  const top2 = new Int32Array(GROUPS);
  const iced = new Uint8Array(D.size);
  const placed = new Uint8Array(D.size);

  /** The most power two cards of the royal's group can still make (-1: no two such cards). */
  const bestPair = (royal: number): number => {
    const g = ROYAL_GROUP[royal]!;
    // Two cards in a row: a line through an empty cell fires nothing (ruling 17).
    return top2[g]! >= 0 ? top1[g]! + top2[g]! : -1;
  };

  return (s) => {
    iced.fill(0);
    for (let p = 0; p < POSITIONS; p++) {
      const pile = s.ice[p]!;
      for (let i = 0; i < pile.length; i++) iced[pile[i]!] = 1;
    }
    top1.fill(-1);
    top2.fill(-1);
    for (let c = 0; c < D.size; c++) {
      if (iced[c] || D.role[c] === ROYAL) continue;
      const v = D.value[c]!;
      const m = GROUP_MASK[c]!;
      for (let g = 0; g < GROUPS; g++) {
        if (((m >> g) & 1) === 0) continue;
        if (v > top1[g]!) {
          top2[g] = top1[g]!;
          top1[g] = v;
        } else if (v > top2[g]!) {
          top2[g] = v;
        }
      }
    }
    placed.fill(0);
    for (let p = 0; p < POSITIONS; p++) {
      const r = s.royals[p]!;
      if (r < 0) continue;
      placed[r] = 1;
      if (s.dead[p]) continue;
      let health = D.value[r]!;
      const pile = s.ice[p]!;
      for (let i = 0; i < pile.length; i++) health += D.value[pile[i]!]!;
      if (bestPair(r) < health) return true;
    }
    for (const r of D.royals) if (!placed[r] && bestPair(r) < D.value[r]!) return true;
    return false;
  };
}

/** The dead-end test of the standard game. */
export const hopeless: HopelessTest = createHopeless(standardRules);
