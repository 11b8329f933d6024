/**
 * Which code plays the card in hand: the family's legal actions and play (legal.ts, play.ts)
 * for its own roles, the edition's functions (set once by `initEdition`, edition.ts) for a role
 * from `FIRST_EXTRA_ROLE` on; and the edition's action count. The standard game sets nothing:
 * every card is the family's.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import { ACTION_COUNT, E_NONE, K_ENDING, K_HAND } from '../src/engine/layout';
import { FIRST_EXTRA_ROLE, ROLE } from './cards';
import { legalActions } from './legal';
import { applyAction } from './play';

/** Writes the legal actions of an extra role's card in hand to `out`; returns their count. */
export type ExtraLegal = (
  s: StaticArray<i32>,
  out: StaticArray<i32>,
  scores: StaticArray<i32>,
) => i32;
/** Plays a legal action of an extra role's card in hand, in place. */
export type ExtraApply = (s: StaticArray<i32>, action: i32) => void;
/**
 * An edition's playout policy, asked first for every guided playout move (any card in hand):
 * an action among `legal[0..n)`, or −1 to leave the move to the family's policy (policy.ts).
 */
export type ExtraPolicy = (s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng) => i32;

function noLegal(s: StaticArray<i32>, out: StaticArray<i32>, scores: StaticArray<i32>): i32 {
  return 0;
}

function noApply(s: StaticArray<i32>, action: i32): void {}

function noPolicy(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
  return -1;
}

let extraLegal: ExtraLegal = noLegal;
let extraApply: ExtraApply = noApply;
let extraPolicy: ExtraPolicy = noPolicy;
/** Whether an edition set a policy: the standard game's playouts then skip the indirect call. */
let hasPolicy: bool = false;
let actions: i32 = ACTION_COUNT;
/** Whether an edition set roles of its own: the standard game's steps then skip the role test. */
let hasRoles: bool = false;

/** Sets the edition's playout policy (none by default: the family's policy plays every move). */
export function setEditionPolicy(policy: ExtraPolicy): void {
  extraPolicy = policy;
  hasPolicy = true;
}

/** The edition's playout move, or −1 for the family's. */
export function editionPolicy(s: StaticArray<i32>, legal: StaticArray<i32>, n: i32, rng: Rng): i32 {
  return hasPolicy ? extraPolicy(s, legal, n, rng) : -1;
}

export function setEditionRoles(legal: ExtraLegal, apply: ExtraApply, actionCount: i32): void {
  extraLegal = legal;
  extraApply = apply;
  actions = actionCount;
  hasRoles = true;
}

/** Action codes run from 0 to this − 1. */
export function actionCount(): i32 {
  return actions;
}

/** The TS `legalActions`, ascending: nothing once the run is over. */
export function legalOf(s: StaticArray<i32>, out: StaticArray<i32>, scores: StaticArray<i32>): i32 {
  // The family's `legalActions` checks the ending itself; an edition's function is spared it.
  if (hasRoles && unchecked(ROLE[unchecked(s[K_HAND])]) >= FIRST_EXTRA_ROLE) {
    return unchecked(s[K_ENDING]) !== E_NONE ? 0 : extraLegal(s, out, scores);
  }
  return legalActions(s, out, scores);
}

/** The TS `resolve`: plays a legal action in place. */
export function applyOf(s: StaticArray<i32>, action: i32): void {
  if (hasRoles && unchecked(ROLE[unchecked(s[K_HAND])]) >= FIRST_EXTRA_ROLE) extraApply(s, action);
  else applyAction(s, action);
}
