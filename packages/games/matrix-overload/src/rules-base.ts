/**
 * The base of the rules, over any compiled deck: the rule settings an edition may change, the
 * deal (`newState`), and the measures every other part reads (a cell's top card and value, a
 * royal's health, kills, the cards in circulation and the loop limit).
 *
 * The rules are one class, `OverloadRules` (rules.ts), built in layers along the rulebook's
 * seams, each in its own file and each extending the one before: this base, placement
 * (placement.ts), ICE (ice.ts), overloads (overloads.ts), endings (endings.ts), legality
 * (legality.ts). An edition extends `OverloadRules` and overrides what changes; every layer
 * calls the others through `this`, so an override is seen everywhere.
 */
import { createRng } from '@matrix-arcade/core';
import { CELLS, CENTRE, POSITIONS, cellName } from './actions.js';
import { type Deck, PROGRAM, ROYAL, STANDARD_DECK } from './cards.js';
import type { StateField } from './state-fields.js';
import type { MatrixOverloadState } from './state.js';

/** Rule settings an edition may change. */
export interface RuleSettings {
  /** A living royal whose health goes above this is black ICE (20). */
  readonly blackIceAbove: number;
  /** The loop ruling: idle cards allowed = this × cards in circulation (2). */
  readonly loopFactor: number;
  /**
   * Whether a wild card's suit is the player's choice where it matters (true: the standard
   * rulebook's jokers, "whatever suit you like", ruling 10) or every suit at once (false:
   * CYBERMANCY's wild cards "count as every suit"). Only royal and preventative-ICE placement
   * depend on it: an overload with a wild card matches either way.
   */
  readonly wildSuitChosen: boolean;
}

export const DEFAULT_SETTINGS: RuleSettings = {
  blackIceAbove: 20,
  loopFactor: 2,
  wildSuitChosen: true,
};

/** The deal and the measures (a layer of `OverloadRules`). */
export abstract class RulesBase {
  readonly deck: Deck;
  readonly settings: RuleSettings;
  protected readonly value: Int8Array;
  protected readonly role: Uint8Array;
  protected readonly suitMask: Int32Array;
  protected readonly colourMask: Int32Array;
  protected readonly kill: Uint8Array;

  constructor(deck: Deck = STANDARD_DECK, settings: RuleSettings = DEFAULT_SETTINGS) {
    this.deck = deck;
    this.settings = settings;
    this.value = deck.value;
    this.role = deck.role;
    this.suitMask = deck.suitMask;
    this.colourMask = deck.colourMask;
    this.kill = deck.kill;
  }

  // ---------------------------------------------------------------- edition hooks

  /** Fields an edition adds to the state (none in the standard game): see state-fields.ts. */
  get stateFields(): readonly StateField[] {
    return [];
  }

  /**
   * Which cards of the deck take part in the run `s` (an edition's modes may leave some out);
   * `null` when all do. Read by the codec's every-card-once check and the position builders.
   */
  cardsInGame(_s: MatrixOverloadState): readonly boolean[] | null {
    return null;
  }

  /** True when a matrix cell may be empty (the standard game: only the centre). */
  mayBeEmpty(cell: number): boolean {
    return cell === CENTRE;
  }

  /** True when the program `card` may go on matrix cell `cell` (its top value is not higher). */
  accepts(s: MatrixOverloadState, cell: number, card: number): boolean {
    return this.topValue(s, cell) <= this.value[card]!;
  }

  /**
   * Why `card` cannot lie in a stack right on `below` (-1: at the bottom of the stack), or null:
   * how play builds stacks, for checking saves and hand-written positions.
   */
  stackReason(card: number, below: number): string | null {
    if (this.role[card] === ROYAL) return `royal ${this.text(card)} in the matrix`;
    if (below < 0) return null;
    if (this.role[card] !== PROGRAM) {
      return `${this.text(card)} resets a stack, it is never played on one`;
    }
    if (this.value[card]! < this.value[below]!) {
      return `${this.text(card)} cannot lie on ${this.text(below)}`;
    }
    return null;
  }

  // ---------------------------------------------------------------- setup

  /**
   * A new run from a seed: the whole deck is shuffled; cards are dealt to the eight outer cells
   * row by row (the centre stays empty), royals met while dealing are set aside in the order
   * drawn. The first set-aside royal (or else the first draw) is in hand.
   */
  newState(seed: number): MatrixOverloadState {
    const order: number[] = [];
    for (let c = 0; c < this.deck.size; c++) order.push(c);
    createRng(seed).shuffle(order);
    return this.deal(order, []);
  }

  /**
   * Deals a shuffled `order` (top first): the eight outer cells row by row, royals met on the
   * way set aside in the order drawn, and cards `dealtAway` says go elsewhere pushed to
   * `away` (the standard game has none). The first set-aside royal (or else the first draw)
   * is in hand.
   */
  protected deal(order: readonly number[], away: number[]): MatrixOverloadState {
    const stacks: number[][] = [];
    const setAside: number[] = [];
    let next = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      if (cell === CENTRE) {
        stacks.push([]);
        continue;
      }
      let card = order[next++]!;
      while (this.role[card] === ROYAL || this.dealtAway(card)) {
        if (this.role[card] === ROYAL) setAside.push(card);
        else away.push(card);
        card = order[next++]!;
      }
      stacks.push([card]);
    }
    const rest = order.slice(next);
    const first = setAside.length > 0 ? setAside.shift()! : rest.shift()!;
    return {
      stacks,
      deck: rest,
      unknown: rest.length,
      royals: new Array<number>(POSITIONS).fill(-1),
      dead: new Array<boolean>(POSITIONS).fill(false),
      ice: Array.from({ length: POSITIONS }, () => []),
      hand: first,
      setAside,
      idle: 0,
      ending: null,
    };
  }

  /** True for a card that never enters the matrix while dealing (none in the standard game). */
  protected dealtAway(_card: number): boolean {
    return false;
  }

  // ---------------------------------------------------------------- measures

  /** Top card of a cell, -1 when empty. */
  top(s: MatrixOverloadState, cell: number): number {
    const st = s.stacks[cell]!;
    return st.length === 0 ? -1 : st[st.length - 1]!;
  }

  /** Value showing on a cell: its top card's value, 0 when empty. */
  topValue(s: MatrixOverloadState, cell: number): number {
    const st = s.stacks[cell]!;
    return st.length === 0 ? 0 : this.value[st[st.length - 1]!]!;
  }

  /** Health of the royal at a position: base value plus its ICE (-1 when there is no royal). */
  health(s: MatrixOverloadState, position: number): number {
    const r = s.royals[position]!;
    if (r < 0) return -1;
    let h = this.value[r]!;
    const ice = s.ice[position]!;
    for (let i = 0; i < ice.length; i++) h += this.value[ice[i]!]!;
    return h;
  }

  /** Royals killed so far (the score). */
  kills(s: MatrixOverloadState): number {
    let k = 0;
    for (let p = 0; p < POSITIONS; p++) if (s.dead[p]) k++;
    return k;
  }

  /** Cards in circulation: the deck and the matrix stacks (not the card in hand). */
  circulation(s: MatrixOverloadState): number {
    let n = s.deck.length;
    for (let c = 0; c < CELLS; c++) n += s.stacks[c]!.length;
    return n;
  }

  /**
   * The loop ruling's limit: a run whose idle count reaches it is lost. Counted with the card
   * in hand, which is about to join the circulation.
   */
  loopLimit(s: MatrixOverloadState): number {
    return this.settings.loopFactor * (this.circulation(s) + (s.hand >= 0 ? 1 : 0));
  }

  /** True when a program of this value fits on some stack. */
  protected fitsSomewhere(s: MatrixOverloadState, v: number): boolean {
    for (let c = 0; c < CELLS; c++) if (this.topValue(s, c) <= v) return true;
    return false;
  }

  /** True when the program `card` fits on some stack (`accepts`). */
  protected fitsAnywhere(s: MatrixOverloadState, card: number): boolean {
    for (let c = 0; c < CELLS; c++) if (this.accepts(s, c, card)) return true;
    return false;
  }

  /** True when some placed royal is alive. */
  protected anyAlive(s: MatrixOverloadState): boolean {
    for (let p = 0; p < POSITIONS; p++) if (s.royals[p]! >= 0 && !s.dead[p]) return true;
    return false;
  }

  // ---------------------------------------------------------------- words for illegal actions

  protected text(card: number): string {
    return card < 0 ? 'an empty cell' : this.deck.text[card]!;
  }

  protected where(s: MatrixOverloadState, cell: number): string {
    const top = this.top(s, cell);
    return top < 0 ? `the empty ${cellName(cell)}` : `${this.text(top)} (${cellName(cell)})`;
  }
}
