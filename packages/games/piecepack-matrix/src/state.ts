/**
 * The Matrix (piecepack) state as plain, JSON-friendly data, its options, and the conversion
 * to and from the packed words the rules run on (layout.ts). The plain state names each
 * word; `toWords` / `fromWords` are exact inverses.
 */
import type { OptionSchema } from '@matrix-arcade/core';
import { BASIC_BREAKER, CUSTOM_BREAKERS } from './breakers.js';
import {
  CH_CHOOSE,
  CH_ROLL,
  CH_SET,
  E_NONE,
  STATE_WORDS,
  S_CELL,
  S_COIN,
  S_CUT,
  S_TILE,
  S_WORDS,
  W_ACTIVE,
  W_ARG,
  W_ARG2,
  W_BONUS,
  W_CHALLENGES,
  W_CHOICE,
  W_COUNT,
  W_DAMAGE,
  W_ENDING,
  W_GOAL,
  W_KIND,
  W_MODE,
  W_PENDING,
  W_PHASE,
  W_POOL,
  W_POS,
  W_REACH,
  W_ROLL,
  W_S,
  W_SPENT,
  W_STACK,
  W_STK,
  W_SUPPLY,
  W_TARGET,
  W_TEN,
  W_TOPAY,
} from './layout.js';

export type Ending = 'win' | 'brain-death' | 'over-target';
export const ENDINGS: readonly Ending[] = ['win', 'brain-death', 'over-target'];

export type Phase =
  | 'pick'
  | 'move'
  | 'pre-roll'
  | 'roll'
  | 'boost'
  | 'reach'
  | 'aim'
  | 'pay'
  | 'viral'
  | 'over';
export const PHASES: readonly Phase[] = [
  'pick',
  'move',
  'pre-roll',
  'roll',
  'boost',
  'reach',
  'aim',
  'pay',
  'viral',
  'over',
];

export type BreakerChoice = 'set' | 'roll' | 'choose';
export const BREAKER_CHOICES: readonly BreakerChoice[] = ['set', 'roll', 'choose'];

export interface PiecepackOptions {
  /** Win only at or under this much brain damage (9: the basic game). */
  readonly target: number;
  /** How the pawns get their breakers: `set` by the four colour options, `roll` d6 each, `choose`. */
  readonly breakers: BreakerChoice;
  /** With `breakers: 'set'`: 0 the basic pawn, 1–6 that colour's custom breaker. */
  readonly black: number;
  readonly green: number;
  readonly red: number;
  readonly blue: number;
}

const colourOption = (name: string, colour: number) =>
  ({
    type: 'integer',
    default: 0,
    min: 0,
    max: 6,
    label: `${name} breaker`,
    valueWords: Object.fromEntries([
      ['0', BASIC_BREAKER.name],
      ...CUSTOM_BREAKERS[colour]!.map((b, k) => [String(k + 1), b.name]),
    ]),
    description: `The ${name.toLowerCase()} pawn when breakers is "set": 0 the basic pawn, 1–6 the custom breaker of that number (ignored with "roll" and "choose")`,
  }) as const;

export const optionSchema: OptionSchema<PiecepackOptions> = {
  target: {
    type: 'integer',
    default: 9,
    min: 0,
    max: 9,
    label: 'Brain-damage target',
    description: 'Win only at or under this much brain damage (9 is the basic game)',
  },
  breakers: {
    type: 'enum',
    values: BREAKER_CHOICES,
    default: 'set',
    label: 'Ice breakers',
    description:
      'set: the four colour options pick each pawn (0 = basic); roll: the standard way, a d6 per pawn before the run; choose: you pick each custom breaker',
  },
  black: colourOption('Black', 0),
  green: colourOption('Green', 1),
  red: colourOption('Red', 2),
  blue: colourOption('Blue', 3),
};

export interface Structure {
  /** Cell of the 49 × 49 frame: row × 49 + column; the first tile is on 1200. */
  readonly cell: number;
  /** colour × 6 + value (0 the fort, 1–5 ice). */
  readonly tile: number;
  /** Strength taken off by Sliver Virus. */
  readonly cut: number;
  /** A power-up coin lies on it. */
  readonly coin: boolean;
}

/** The full state of a run (hidden stack order included). Treat it as immutable. */
export interface PiecepackState {
  readonly options: PiecepackOptions;
  readonly phase: Phase;
  readonly ending: Ending | null;
  readonly damage: number;
  /** The breaker challenging (-1 between challenges) and the cell it challenges (-1). */
  readonly active: number;
  readonly target: number;
  /** The die of the challenge (0 before it is rolled or when none is rolled). */
  readonly roll: number;
  /** Strength bought with power-ups in this challenge. */
  readonly spent: number;
  /** 0 roll, 1 Stealth Blade's distance, 2 Dub Lattice's count, 3 Sliver Virus's count. */
  readonly mode: number;
  /** Kuang Grade Mark Eleven's rolled reach (0 otherwise). */
  readonly reach: number;
  /** An ability waiting for payment (0 none, 1 Babylon Q, 2 Dahlia Mix, 3 Finn), its targets and coins still owed. */
  readonly pending: number;
  readonly arg: number;
  readonly arg2: number;
  readonly toPay: number;
  readonly challenges: number;
  /** Per pawn (black, green, red, blue): cell or -1 outside the matrix. */
  readonly positions: readonly number[];
  /** Per pawn: 0 basic, 1–6 custom breaker, -1 not yet chosen. */
  readonly kinds: readonly number[];
  /** Power-ups in the player's pool, per colour. */
  readonly pool: readonly number[];
  /** Coins left in each colour's supply. */
  readonly supply: readonly number[];
  /** Strength added to each breaker's next challenge (Ankara, Black Diamond). */
  readonly bonus: readonly number[];
  /** Wintermute Compiler's strength 10 for its next challenge (per pawn, 0 or 1). */
  readonly ten: readonly number[];
  /** Installed structures in install order. */
  readonly structures: readonly Structure[];
  /** The data stack, bottom first: the next tile is the last. Hidden. */
  readonly stack: readonly number[];
}

/** The challenge fields of a state between challenges: none active, nothing rolled or owed. */
export const NO_CHALLENGE = {
  active: -1,
  target: -1,
  roll: 0,
  spent: 0,
  mode: 0,
  reach: 0,
  pending: 0,
  arg: 0,
  arg2: 0,
  toPay: 0,
} as const;

export const PHASE_CODE: Record<Phase, number> = Object.fromEntries(
  PHASES.map((p, i) => [p, i]),
) as Record<Phase, number>;

export function endingCode(e: Ending | null): number {
  return e === null ? E_NONE : ENDINGS.indexOf(e) + 1;
}

export function choiceCode(c: BreakerChoice): number {
  return c === 'set' ? CH_SET : c === 'roll' ? CH_ROLL : CH_CHOOSE;
}

/** The state as packed words. */
export function toWords(s: PiecepackState): Int32Array {
  const w = new Int32Array(STATE_WORDS);
  w[W_PHASE] = PHASE_CODE[s.phase];
  w[W_ENDING] = endingCode(s.ending);
  w[W_DAMAGE] = s.damage;
  w[W_ACTIVE] = s.active;
  w[W_TARGET] = s.target;
  w[W_ROLL] = s.roll;
  w[W_SPENT] = s.spent;
  w[W_MODE] = s.mode;
  w[W_REACH] = s.reach;
  w[W_PENDING] = s.pending;
  w[W_ARG] = s.arg;
  w[W_ARG2] = s.arg2;
  w[W_TOPAY] = s.toPay;
  w[W_CHALLENGES] = s.challenges;
  w[W_STACK] = s.stack.length;
  w[W_COUNT] = s.structures.length;
  w[W_GOAL] = s.options.target;
  w[W_CHOICE] = choiceCode(s.options.breakers);
  for (let b = 0; b < 4; b++) {
    w[W_POS + b] = s.positions[b]!;
    w[W_KIND + b] = s.kinds[b]!;
    w[W_POOL + b] = s.pool[b]!;
    w[W_SUPPLY + b] = s.supply[b]!;
    w[W_BONUS + b] = s.bonus[b]!;
    w[W_TEN + b] = s.ten[b]!;
  }
  s.structures.forEach((st, e) => {
    const at = W_S + e * S_WORDS;
    w[at + S_CELL] = st.cell;
    w[at + S_TILE] = st.tile;
    w[at + S_CUT] = st.cut;
    w[at + S_COIN] = st.coin ? 1 : 0;
  });
  s.stack.forEach((t, i) => {
    w[W_STK + i] = t;
  });
  return w;
}

/** The plain state of packed words (the options are not in the words; they are passed). */
export function fromWords(w: Int32Array, options: PiecepackOptions): PiecepackState {
  const four = (at: number) => [w[at]!, w[at + 1]!, w[at + 2]!, w[at + 3]!];
  const structures: Structure[] = [];
  for (let e = 0; e < w[W_COUNT]!; e++) {
    const at = W_S + e * S_WORDS;
    structures.push({
      cell: w[at + S_CELL]!,
      tile: w[at + S_TILE]!,
      cut: w[at + S_CUT]!,
      coin: w[at + S_COIN] !== 0,
    });
  }
  const ending = w[W_ENDING]!;
  return {
    options,
    phase: PHASES[w[W_PHASE]!]!,
    ending: ending === E_NONE ? null : ENDINGS[ending - 1]!,
    damage: w[W_DAMAGE]!,
    active: w[W_ACTIVE]!,
    target: w[W_TARGET]!,
    roll: w[W_ROLL]!,
    spent: w[W_SPENT]!,
    mode: w[W_MODE]!,
    reach: w[W_REACH]!,
    pending: w[W_PENDING]!,
    arg: w[W_ARG]!,
    arg2: w[W_ARG2]!,
    toPay: w[W_TOPAY]!,
    challenges: w[W_CHALLENGES]!,
    positions: four(W_POS),
    kinds: four(W_KIND),
    pool: four(W_POOL),
    supply: four(W_SUPPLY),
    bonus: four(W_BONUS),
    ten: four(W_TEN),
    structures,
    stack: Array.from(w.subarray(W_STK, W_STK + w[W_STACK]!)),
  };
}
