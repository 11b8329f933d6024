/**
 * Move ordering for the solver: the order in which a node's children are tried. It changes only
 * how soon a win is found, never the result (every child is still searched unless a win ends
 * the search first), so it is free to be a heuristic.
 *
 * Children that kill come first (more kills first: the rules' own step tells, as the preview
 * would, by the dead count of the child), then the child with the best position:
 * - threat: for each living royal, how close the two cards between it and the far end of its
 *   line come to killing it (power over health, counted only when they meet its kill rule);
 * - ICE load: how much of its room before black ICE each living royal has used;
 * - fit: a program is best laid on the highest top card it fits on, which keeps the low stacks
 *   for the low cards still to come (fewer cards forced into ICE).
 *
 * Built for a rules object (`createOrdering(rules)`): its deck, health and black-ICE limit.
 */
import { CELLS, OVERLOADS, POSITIONS } from '../actions.js';
import { KILL_COLOUR, KILL_SUIT, PROGRAM } from '../cards.js';
import { type AnyOverloadRules, rules as standardRules } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';

/** Weights, tuned on 100 deals at 30,000 nodes (threat 0 won none; fit 2 won 14; these 65). */
const W_THREAT = 30;
const W_ICE = 20;
const W_FIT = 0.25;

/** For each outside position: the two cells an overload at it fires across. */
const LINE: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let c = 0; c < CELLS; c++) for (const [p, a, b] of OVERLOADS[c]!) out[p] = [a, b];
  return out;
})();

const topOf = (s: MatrixOverloadState, c: number): number => {
  const st = s.stacks[c]!;
  return st.length === 0 ? -1 : st[st.length - 1]!;
};

/** Kills of a state. */
export function deadCount(s: MatrixOverloadState): number {
  let k = 0;
  for (let p = 0; p < POSITIONS; p++) if (s.dead[p]) k++;
  return k;
}

/**
 * The ordering score of `child`, reached from `parent` by `action`: higher is tried first.
 */
export type OrderScore = (
  parent: MatrixOverloadState,
  action: number,
  child: MatrixOverloadState,
) => number;

/** The move ordering for `rules`. */
export function createOrdering(rules: AnyOverloadRules): OrderScore {
  const D = rules.deck;

  /** How near the royal at `p` is to dying from the cards now between (0 to 1). */
  const threat = (s: MatrixOverloadState, p: number, health: number): number => {
    const r = s.royals[p]!;
    const [a, b] = LINE[p]!;
    const ta = topOf(s, a);
    const tb = topOf(s, b);
    const k = D.kill[r]!;
    const meets = (t: number) =>
      t < 0
        ? k !== KILL_COLOUR && k !== KILL_SUIT
        : k === KILL_SUIT
          ? (D.suitMask[t]! & D.suitMask[r]!) !== 0
          : k === KILL_COLOUR
            ? (D.colourMask[t]! & D.colourMask[r]!) !== 0
            : true;
    if (!meets(ta) || !meets(tb)) return 0;
    const power = (ta < 0 ? 0 : D.value[ta]!) + (tb < 0 ? 0 : D.value[tb]!);
    return Math.min(1, power / health);
  };

  return (parent, action, child) => {
    let score = (deadCount(child) - deadCount(parent)) * 1000;
    for (let p = 0; p < POSITIONS; p++) {
      const r = child.royals[p]!;
      if (r < 0 || child.dead[p]) continue;
      const health = rules.health(child, p);
      const base = D.value[r]!;
      score += W_THREAT * threat(child, p, health);
      score -= (W_ICE * (health - base)) / (rules.settings.blackIceAbove + 1 - base);
    }
    if (action < CELLS && D.role[parent.hand] === PROGRAM) {
      score -= W_FIT * (D.value[parent.hand]! - rules.topValue(parent, action));
    }
    return score;
  };
}

/** The move ordering of the standard game. */
export const orderScore: OrderScore = createOrdering(standardRules);
