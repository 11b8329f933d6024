/**
 * The family kernel's public entry for an edition (`@matrix-arcade/matrix-overload/assembly/edition`):
 * the one place an edition's kernel imports from. An edition describes itself as data, an
 * `EditionTables` (its deck's tables, its per-card behaviours, its action count, whether its
 * formats carry the discard pile, and the legal actions and play of its own card roles), and
 * hands it to `initEdition` once, before the search module is built. The family's kernel
 * (`MatrixOverloadKernel`) then plays the family's roles itself and the edition's roles (role
 * codes from `FIRST_EXTRA_ROLE`) through the edition's two functions; nothing is subclassed.
 *
 * Also re-exported for an edition's play of its own roles: the word map (layout.ts), the role
 * and kill codes, the card tables to read (`VALUE`, `ROLE`), and the family's steps `afterCard`
 * (the next card or the ending) and `resetStack` (a stack under the deck).
 */
import { ACTION_COUNT, MAX_CARDS } from '../src/engine/layout';
import {
  BLOCKS,
  COLOUR_MASK,
  ESCAPE,
  KILL,
  NEVER_IN_MATRIX,
  ROLE,
  SUIT_MASK,
  VALUE,
  setCardCount,
  setDiscardTail,
  setWildSuitChosen,
} from './cards';
import { ExtraApply, ExtraLegal, ExtraPolicy, setEditionPolicy, setEditionRoles } from './roles';

export * from '../src/engine/layout';
export {
  BLACK_ICE_ABOVE,
  FIRST_EXTRA_ROLE,
  HARD_RESET,
  KILL_ANY,
  KILL_COLOUR,
  KILL_SUIT,
  PROGRAM,
  ROLE,
  ROYAL,
  SOFT_RESET,
  VALUE,
} from './cards';
export { afterCard, resetStack } from './play';
export { ExtraApply, ExtraLegal, ExtraPolicy } from './roles';
export { EPSILON_ONE_IN, fitsOverload, killingCell, killsFrom } from './policy';
export { KILL, LINE_A, LINE_B, LINE_COUNT, LINE_POS, playFlags } from './cards';
export { MatrixOverloadKernel, STACK_DEPTH } from './kernel';

/** An edition as data: fill every table for codes 0 … `cards` − 1, then call `initEdition`. */
export class EditionTables {
  /** Card values, role codes, kill rules, suit and colour bit masks, by card code. */
  readonly value: StaticArray<i32>;
  readonly role: StaticArray<i32>;
  readonly kill: StaticArray<i32>;
  readonly suitMask: StaticArray<i32>;
  readonly colourMask: StaticArray<i32>;
  /** 1 for a card that blocks programs from its stack while on top. */
  readonly blocks: StaticArray<i32>;
  /** 1 for a card that never sits in the matrix: out of play for the dead-end test. */
  readonly neverInMatrix: StaticArray<i32>;
  /** 1 for a card that kills or brings cards back whatever the matrix holds: while one is in the deck the run is never stuck. */
  readonly escape: StaticArray<i32>;
  /** A wild top card's suit is the player's choice (true) or every suit at once (false). */
  wildSuitChosen: bool = true;
  /** Action codes run from 0 to this − 1. */
  actionCount: i32 = ACTION_COUNT;
  /** The observation and packed state end with the discard pile (and the cards out of the run). */
  discardTail: bool = false;
  /** The legal actions of a card of an extra role in hand (ascending); its play. */
  legal: ExtraLegal;
  apply: ExtraApply;
  /** The edition's playout policy (roles.ts `ExtraPolicy`), or null for the family's alone. */
  policy: ExtraPolicy | null = null;

  constructor(
    readonly cards: i32,
    legal: ExtraLegal,
    apply: ExtraApply,
  ) {
    assert(cards > 0 && cards <= MAX_CARDS, 'EditionTables: at most MAX_CARDS cards');
    this.value = new StaticArray<i32>(cards);
    this.role = new StaticArray<i32>(cards);
    this.kill = new StaticArray<i32>(cards);
    this.suitMask = new StaticArray<i32>(cards);
    this.colourMask = new StaticArray<i32>(cards);
    this.blocks = new StaticArray<i32>(cards);
    this.neverInMatrix = new StaticArray<i32>(cards);
    this.escape = new StaticArray<i32>(cards);
    this.legal = legal;
    this.apply = apply;
  }
}

let initialised: bool = false;

/** Sets the family kernel up for an edition: once, before the search module is built. */
export function initEdition(t: EditionTables): void {
  assert(!initialised, 'initEdition: an edition is set once');
  initialised = true;
  setCardCount(t.cards);
  setWildSuitChosen(t.wildSuitChosen);
  for (let c = 0; c < t.cards; c++) {
    VALUE[c] = t.value[c];
    ROLE[c] = t.role[c];
    KILL[c] = t.kill[c];
    SUIT_MASK[c] = t.suitMask[c];
    COLOUR_MASK[c] = t.colourMask[c];
    BLOCKS[c] = t.blocks[c];
    NEVER_IN_MATRIX[c] = t.neverInMatrix[c];
    ESCAPE[c] = t.escape[c];
  }
  setDiscardTail(t.discardTail);
  setEditionRoles(t.legal, t.apply, t.actionCount);
  const policy = t.policy;
  if (policy !== null) setEditionPolicy(policy);
}
