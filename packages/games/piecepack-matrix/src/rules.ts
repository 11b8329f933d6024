/**
 * The rules on plain states: setup (the stack dealt from the seed), the player or chance node to
 * move, the legal actions, and `apply`, which validates first (an illegal action throws an
 * `IllegalActionError` that says what the phase allows, and nothing changes) and then plays the
 * action on a packed copy of the state (words/play.ts).
 */
import {
  CHANCE,
  type ChanceOutcome,
  IllegalActionError,
  TERMINAL,
  createRng,
  parseOptions,
} from '@matrix-arcade/core';
import {
  A_DIE,
  COINS,
  MAX_ACTIONS,
  OUTSIDE,
  PH_MOVE,
  PH_PICK,
  PH_REACH,
  PH_ROLL,
  STATE_WORDS,
  TILES,
  W_ACTIVE,
  W_CHOICE,
  W_ENDING,
  W_GOAL,
  W_KIND,
  W_PHASE,
  W_POS,
  W_STACK,
  W_STK,
  W_SUPPLY,
  W_TARGET,
  E_NONE,
} from './layout.js';
import { dealStack } from './words/deal.js';
import { legalActions as legalWords } from './words/legal.js';
import { applyAction } from './words/play.js';
import { challengeStrength, targetStrength } from './words/strength.js';
import {
  type PiecepackOptions,
  type PiecepackState,
  choiceCode,
  fromWords,
  optionSchema,
  toWords,
} from './state.js';

const buffer = new Int32Array(MAX_ACTIONS);

/** A new run: options validated, the data stack dealt from `seed`. */
export function setup(
  options: Partial<PiecepackOptions> | undefined,
  seed: number,
): PiecepackState {
  const o = parseOptions(optionSchema, options);
  const w = new Int32Array(STATE_WORDS);
  w[W_ACTIVE] = OUTSIDE;
  w[W_TARGET] = OUTSIDE;
  w[W_GOAL] = o.target;
  w[W_CHOICE] = choiceCode(o.breakers);
  const kinds = [o.black, o.green, o.red, o.blue];
  for (let b = 0; b < 4; b++) {
    w[W_POS + b] = OUTSIDE;
    w[W_SUPPLY + b] = COINS;
    w[W_KIND + b] = o.breakers === 'set' ? kinds[b]! : -1;
  }
  w[W_PHASE] = o.breakers === 'choose' ? PH_PICK : PH_MOVE;
  for (let t = 0; t < TILES; t++) w[W_STK + t] = t;
  w[W_STACK] = TILES;
  const rng = createRng(seed);
  dealStack(w, rng);
  // The standard way: a d6 per pawn before the run, black to blue, after the stack is dealt.
  if (o.breakers === 'roll') for (let b = 0; b < 4; b++) w[W_KIND + b] = 1 + rng.int(6);
  return fromWords(w, o);
}

/** The seat to move (0), `CHANCE` while a die is due, `TERMINAL` at the end. */
export function currentPlayerOf(w: Int32Array): number {
  if (w[W_ENDING] !== E_NONE) return TERMINAL;
  const p = w[W_PHASE];
  if (p === PH_ROLL || p === PH_REACH) return CHANCE;
  return 0;
}

export function currentPlayer(s: PiecepackState): number {
  return currentPlayerOf(toWords(s));
}

/** Every legal action of the player, ascending (none at a chance node or at the end). */
export function legalActions(s: PiecepackState): number[] {
  const w = toWords(s);
  if (currentPlayerOf(w) !== 0) return [];
  const n = legalWords(w, buffer);
  return Array.from(buffer.subarray(0, n));
}

const DIE: readonly ChanceOutcome[] = [1, 2, 3, 4, 5, 6].map((f) => ({
  action: A_DIE + f,
  probability: 1 / 6,
}));

/** A fair die at every chance node. */
export function chanceOutcomes(s: PiecepackState): readonly ChanceOutcome[] {
  return currentPlayer(s) === CHANCE ? DIE : [];
}

const PHASE_WORDS: Record<string, string> = {
  pick: 'choose the custom breaker (1–6) of the next pawn',
  move: 'choose a breaker and a space it can reach, or an ability it can use now',
  'pre-roll': 'roll the die, or use the strength the breaker may take instead of rolling',
  boost: 'spend a power-up the breaker can use, or commit the challenge',
  aim: 'choose a free data structure within the rolled distance, or pass',
  pay: 'pay one of the power-ups the ability asks for',
  viral: 'choose the second free data structure to exchange',
};

/** Why `a` is illegal in `s`, or null when it is legal. */
export function illegalReason(s: PiecepackState, a: number): string | null {
  if (!Number.isInteger(a)) return `an action is an integer, got ${a}`;
  const w = toWords(s);
  const player = currentPlayerOf(w);
  if (player === TERMINAL) return 'the run is over';
  if (player === CHANCE) {
    return a > A_DIE && a <= A_DIE + 6
      ? null
      : `a die is due: ${A_DIE + 1}–${A_DIE + 6} (faces 1–6)`;
  }
  const n = legalWords(w, buffer);
  for (let i = 0; i < n; i++) if (buffer[i] === a) return null;
  return `now ${PHASE_WORDS[s.phase] ?? s.phase} (${n} legal actions)`;
}

/** Pure: the state after `a`. Throws `IllegalActionError` (and changes nothing) when illegal. */
export function apply(s: PiecepackState, a: number): PiecepackState {
  const reason = illegalReason(s, a);
  if (reason !== null) throw new IllegalActionError(a, reason);
  const w = toWords(s);
  applyAction(w, a);
  return fromWords(w, s.options);
}

/** The challenge in progress: the breaker's strength so far and the structure's. */
export function challengeOf(s: PiecepackState): { strength: number; against: number } | null {
  if (s.phase !== 'boost' && s.phase !== 'pre-roll' && s.phase !== 'roll') return null;
  const w = toWords(s);
  return { strength: challengeStrength(w), against: targetStrength(w) };
}
