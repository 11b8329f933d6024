/**
 * The legal actions of a working state (layout.ts), exactly the TS `legalActions`, ascending:
 * a program on every stack showing its value or less, else ICE on the most similar living
 * royals, else preventative ICE where a royal would go; an ace on any stack; a joker on each
 * lowest stack; a royal at every free position next to the most similar top card.
 */
import {
  BLOCKS,
  COLOUR_MASK,
  HARD_RESET,
  POSITION_CELL,
  PROGRAM,
  ROLE,
  SOFT_RESET,
  SUIT_MASK,
  VALUE,
  wildSuitChosen,
} from './cards';
import {
  CELLS,
  E_NONE,
  K_DEAD,
  K_ENDING,
  K_HAND,
  K_HEIGHT,
  K_ROYALS,
  K_TOP,
  K_TOPV,
  POSITION_BASE,
  POSITIONS,
} from '../src/engine/layout';

/** Writes the legal actions of `s` to `out` and returns their count; `scores`: 12 words scratch. */
export function legalActions(
  s: StaticArray<i32>,
  out: StaticArray<i32>,
  scores: StaticArray<i32>,
): i32 {
  if (unchecked(s[K_ENDING]) !== E_NONE) return 0;
  const card = unchecked(s[K_HAND]);
  const role = unchecked(ROLE[card]);
  if (role === PROGRAM) {
    const v = unchecked(VALUE[card]);
    let n = 0;
    for (let c = 0; c < CELLS; c++) {
      if (unchecked(s[K_TOPV + c]) > v) continue;
      // A blocking top card (an edition's knight) keeps programs off its stack.
      const top = unchecked(s[K_TOP + c]);
      if (top >= 0 && unchecked(BLOCKS[top]) !== 0) continue;
      unchecked((out[n++] = c));
    }
    return n > 0 ? n : iceTargets(s, card, out, scores);
  }
  if (role === SOFT_RESET) {
    // Any stack of cards: not the empty centre (ruling 13).
    let n = 0;
    for (let c = 0; c < CELLS; c++) if (unchecked(s[K_HEIGHT + c]) > 0) unchecked((out[n++] = c));
    return n;
  }
  if (role === HARD_RESET) {
    let low = i32.MAX_VALUE;
    for (let c = 0; c < CELLS; c++) low = min(low, unchecked(s[K_TOPV + c]));
    let n = 0;
    for (let c = 0; c < CELLS; c++) {
      if (unchecked(s[K_TOPV + c]) === low) unchecked((out[n++] = c));
    }
    return n;
  }
  return placements(s, card, out, scores);
}

/** How well two cards match: 2 for a common suit, 1 for a common colour, else 0. */
function likeness(a: i32, b: i32): i32 {
  if ((unchecked(SUIT_MASK[a]) & unchecked(SUIT_MASK[b])) !== 0) return 2;
  return (unchecked(COLOUR_MASK[a]) & unchecked(COLOUR_MASK[b])) !== 0 ? 1 : 0;
}

/** The positions scoring at least `best` in `scores`, as actions. */
function positionsScoring(best: i32, out: StaticArray<i32>, scores: StaticArray<i32>): i32 {
  let n = 0;
  for (let p = 0; p < POSITIONS; p++) {
    if (unchecked(scores[p]) >= best) unchecked((out[n++] = POSITION_BASE + p));
  }
  return n;
}

/**
 * Free positions next to the cells whose top card is most similar to `card` for some declared
 * suit of the wild top cards (TS `pushPlacements`, ruling 10): a cell's best score reaches the
 * highest floor (a wild top declared of another colour scores its value alone).
 */
function placements(
  s: StaticArray<i32>,
  card: i32,
  out: StaticArray<i32>,
  scores: StaticArray<i32>,
): i32 {
  let bar = -1;
  for (let p = 0; p < POSITIONS; p++) {
    let sc = -1;
    if (unchecked(s[K_ROYALS + p]) < 0) {
      const top = unchecked(s[K_TOP + unchecked(POSITION_CELL[p])]);
      sc = top < 0 ? 0 : likeness(card, top) * 64 + unchecked(VALUE[top]);
      const m = top < 0 ? 0 : unchecked(SUIT_MASK[top]);
      const floor = wildSuitChosen() && (m & (m - 1)) !== 0 ? unchecked(VALUE[top]) : sc;
      if (floor > bar) bar = floor;
    }
    unchecked((scores[p] = sc));
  }
  return positionsScoring(bar, out, scores);
}

/** Living royals most similar to an ICE card (TS `iceScore`); placements when none lives. */
function iceTargets(
  s: StaticArray<i32>,
  card: i32,
  out: StaticArray<i32>,
  scores: StaticArray<i32>,
): i32 {
  const v = unchecked(VALUE[card]);
  let best = -1;
  for (let p = 0; p < POSITIONS; p++) {
    const r = unchecked(s[K_ROYALS + p]);
    let sc = -1;
    if (r >= 0 && unchecked(s[K_DEAD + p]) === 0) {
      sc = likeness(card, r) * 64 + 63 - abs(v - unchecked(VALUE[r]));
      if (sc > best) best = sc;
    }
    unchecked((scores[p] = sc));
  }
  if (best < 0) return placements(s, card, out, scores);
  return positionsScoring(best, out, scores); // nothing scores above the best
}
