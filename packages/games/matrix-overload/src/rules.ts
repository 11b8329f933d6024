/**
 * The rules of play over any compiled deck: the deal, the legal actions (every choice the
 * rulebook leaves to the player is its own action), why an action is illegal, applying one
 * (overloads, resets, ICE, the four endings) and a structured preview of its consequences.
 *
 * `OverloadRules` is a class so that an edition with more card roles (CYBERMANCY's haunts and
 * burners) can extend it and override what changes, reusing everything else. Its hot paths
 * (`legalActions`, `apply`) allocate only the arrays of the new state and the action list.
 */
import { IllegalActionError, createRng } from '@matrix-arcade/core';
import {
  ACTION_COUNT,
  CELLS,
  CENTRE,
  OVERLOADS,
  POSITIONS,
  POSITION_BASE,
  POSITION_CELL,
  cellName,
  positionName,
} from './actions.js';
import {
  type Deck,
  HARD_RESET,
  KILL_COLOUR,
  KILL_SUIT,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  STANDARD_DECK,
} from './cards.js';
import type { Ending, MatrixOverloadState } from './state.js';

/** The result of one overload. */
export type OverloadResult = 'kill' | 'too-weak' | 'wrong-colour' | 'wrong-suit';

/** One overload an action fires at a living royal. */
export interface OverloadPreview {
  /** The outside position fired at, and the royal there. */
  readonly position: number;
  readonly royal: number;
  /** The two cells between the played stack and the royal, nearer first. */
  readonly cells: readonly [number, number];
  /** Their top cards (-1 for an empty cell). */
  readonly cards: readonly [number, number];
  /** Sum of their values. */
  readonly power: number;
  /** The royal's health (base plus ICE). */
  readonly health: number;
  /** Whether the power reaches the health (it may still fail on colour or suit). */
  readonly strong: boolean;
  /** `kill`, or why not: too weak, or (first) cards not all of the royal's colour or suit. */
  readonly result: OverloadResult;
}

/** What playing the card in hand with a given action would do. */
export interface ActionPreview {
  readonly action: number;
  /** The card in hand. */
  readonly card: number;
  readonly kind: 'royal' | 'program' | 'reset' | 'ice' | 'preventative-ice';
  /** The matrix cell played on, or the cell next to the outside position played at. */
  readonly cell: number;
  /** The outside position played at, or -1 for a matrix cell. */
  readonly position: number;
  /** Top card of `cell` before the action (-1 when the cell is empty). */
  readonly top: number;
  /** A reset's stack, bottom card first: the cards going to the bottom of the deck, in order. */
  readonly resetCards: readonly number[];
  /** Overloads fired at living royals (positions that are empty or hold a dead royal fire nothing). */
  readonly overloads: readonly OverloadPreview[];
  /** Royals killed. */
  readonly kills: readonly number[];
  /** The royal receiving ICE, or -1. */
  readonly target: number;
  /** Health of the royal placed or given ICE afterwards, or -1. */
  readonly health: number;
  /** Preventative ICE a royal placed here takes up. */
  readonly takesIce: readonly number[];
  /** How the run ends right after this card (before the next draw), or `null`. */
  readonly ending: Ending | null;
}

const EMPTY: readonly number[] = [];

/** Rule settings an edition may change. */
export interface RuleSettings {
  /** A living royal whose health goes above this is black ICE (20). */
  readonly blackIceAbove: number;
  /** The loop ruling: idle cards allowed = this × cards in circulation (2). */
  readonly loopFactor: number;
}

export const DEFAULT_SETTINGS: RuleSettings = { blackIceAbove: 20, loopFactor: 2 };

const KILL_BIT_NONE = 0;

export class OverloadRules {
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
    const stacks: number[][] = [];
    const setAside: number[] = [];
    let next = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      if (cell === CENTRE) {
        stacks.push([]);
        continue;
      }
      let card = order[next++]!;
      while (this.role[card] === ROYAL) {
        setAside.push(card);
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

  /** True when a program of this value fits on some stack. */
  protected fitsSomewhere(s: MatrixOverloadState, v: number): boolean {
    for (let c = 0; c < CELLS; c++) if (this.topValue(s, c) <= v) return true;
    return false;
  }

  /** True when some placed royal is alive. */
  protected anyAlive(s: MatrixOverloadState): boolean {
    for (let p = 0; p < POSITIONS; p++) if (s.royals[p]! >= 0 && !s.dead[p]) return true;
    return false;
  }

  // ---------------------------------------------------------------- legal actions

  /** Free positions next to the cards most similar to `card` (royals, preventative ICE). */
  protected pushPlacements(s: MatrixOverloadState, card: number, out: number[]): void {
    let best = -1;
    for (let p = 0; p < POSITIONS; p++) {
      if (s.royals[p]! >= 0) continue;
      const sc = this.placementScore(s, card, POSITION_CELL[p]!);
      if (sc > best) best = sc;
    }
    for (let p = 0; p < POSITIONS; p++) {
      if (s.royals[p]! >= 0) continue;
      if (this.placementScore(s, card, POSITION_CELL[p]!) === best) out.push(POSITION_BASE + p);
    }
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

  /** Every legal action, ascending (`[]` at the end). */
  legalActions(s: MatrixOverloadState): number[] {
    const out: number[] = [];
    if (s.ending !== null) return out;
    const card = s.hand;
    switch (this.role[card]) {
      case ROYAL:
        this.pushPlacements(s, card, out);
        break;
      case PROGRAM: {
        const v = this.value[card]!;
        for (let c = 0; c < CELLS; c++) if (this.topValue(s, c) <= v) out.push(c);
        if (out.length === 0) this.pushIce(s, card, out);
        break;
      }
      case SOFT_RESET:
        for (let c = 0; c < CELLS; c++) out.push(c);
        break;
      case HARD_RESET: {
        let low = 1 << 30;
        for (let c = 0; c < CELLS; c++) {
          const v = this.topValue(s, c);
          if (v < low) low = v;
        }
        for (let c = 0; c < CELLS; c++) if (this.topValue(s, c) === low) out.push(c);
        break;
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- illegal actions

  protected text(card: number): string {
    return card < 0 ? 'an empty cell' : this.deck.text[card]!;
  }

  protected where(s: MatrixOverloadState, cell: number): string {
    const top = this.top(s, cell);
    return top < 0 ? `the empty ${cellName(cell)}` : `${this.text(top)} (${cellName(cell)})`;
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
      if (this.placementScore(s, card, POSITION_CELL[q]!) > mine) {
        return `${this.text(card)} goes next to the most similar card with a free outside position: ${this.where(s, POSITION_CELL[q]!)} beats ${this.where(s, POSITION_CELL[p]!)}`;
      }
    }
    return null;
  }

  /** Why the action is illegal in `s`, in plain words, or `null` when it is legal. */
  illegalReason(s: MatrixOverloadState, action: number): string | null {
    if (!Number.isInteger(action) || action < 0 || action >= ACTION_COUNT) {
      return `not a MATR1X ØVERLØAD action (codes run from 0 to ${ACTION_COUNT - 1})`;
    }
    if (s.ending !== null) return 'the run is over';
    const card = s.hand;
    const name = this.text(card);
    const onCell = action < POSITION_BASE;
    const p = action - POSITION_BASE;
    switch (this.role[card]) {
      case ROYAL:
        if (onCell) {
          return `${name} is a royal: it goes outside the matrix (actions ${POSITION_BASE} to ${ACTION_COUNT - 1})`;
        }
        return this.placementReason(s, card, p);
      case PROGRAM: {
        const v = this.value[card]!;
        if (onCell) {
          if (this.topValue(s, action) <= v) return null;
          return `${name} cannot go on ${this.where(s, action)}: a program needs a top card of equal or lower value`;
        }
        for (let c = 0; c < CELLS; c++) {
          if (this.topValue(s, c) <= v) {
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
      case SOFT_RESET:
        return onCell ? null : `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
      case HARD_RESET: {
        if (!onCell) return `${name} resets a stack in the matrix (actions 0 to ${CELLS - 1})`;
        const mine = this.topValue(s, action);
        for (let c = 0; c < CELLS; c++) {
          if (this.topValue(s, c) < mine) {
            return `${name} must reset a lowest stack: ${this.where(s, c)} shows ${this.topValue(s, c)}, ${this.where(s, action)} shows ${mine}`;
          }
        }
        return null;
      }
      default:
        return `no rule for a ${this.deck.roleNames[this.role[card]!]} card (${name})`;
    }
  }

  // ---------------------------------------------------------------- overloads

  /**
   * The overload from `cell` at the royal at `p` across cells `a` and `b`: 0 when it kills,
   * else why not (1 too weak, 2 wrong colour, 3 wrong suit). The royal must be alive.
   */
  protected overloadCode(
    stacks: MatrixOverloadState['stacks'],
    s: MatrixOverloadState,
    p: number,
    a: number,
    b: number,
  ): number {
    const royal = s.royals[p]!;
    const sa = stacks[a]!;
    const sb = stacks[b]!;
    const ta = sa.length === 0 ? -1 : sa[sa.length - 1]!;
    const tb = sb.length === 0 ? -1 : sb[sb.length - 1]!;
    const k = this.kill[royal]!;
    if (k === KILL_COLOUR) {
      const need = this.colourMask[royal]!;
      if (ta < 0 || tb < 0) return 2;
      if ((this.colourMask[ta]! & need) === 0 || (this.colourMask[tb]! & need) === 0) return 2;
    } else if (k === KILL_SUIT) {
      const need = this.suitMask[royal]!;
      if (ta < 0 || tb < 0) return 3;
      if ((this.suitMask[ta]! & need) === 0 || (this.suitMask[tb]! & need) === 0) return 3;
    }
    const power = (ta < 0 ? 0 : this.value[ta]!) + (tb < 0 ? 0 : this.value[tb]!);
    return power >= this.health(s, p) ? 0 : 1;
  }

  /** Positions (bit mask) of the living royals killed by the overloads fired from `cell`. */
  protected killsFrom(
    stacks: MatrixOverloadState['stacks'],
    s: MatrixOverloadState,
    cell: number,
  ): number {
    let mask = KILL_BIT_NONE;
    const lines = OVERLOADS[cell]!;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const p = line[0];
      if (s.royals[p]! < 0 || s.dead[p]) continue;
      if (this.overloadCode(stacks, s, p, line[1], line[2]) === 0) mask |= 1 << p;
    }
    return mask;
  }

  // ---------------------------------------------------------------- apply

  /**
   * Applies a legal action and returns the new state; `s` is never changed. An illegal action
   * throws `IllegalActionError` saying why.
   */
  apply(s: MatrixOverloadState, action: number): MatrixOverloadState {
    const reason = this.illegalReason(s, action);
    if (reason !== null) throw new IllegalActionError(action, reason);
    return this.resolve(s, action);
  }

  /** Applies an action known to be legal (no check). */
  resolve(s: MatrixOverloadState, action: number): MatrixOverloadState {
    const card = s.hand;
    let stacks = s.stacks;
    let deck = s.deck;
    let royals = s.royals;
    let dead = s.dead;
    let ice = s.ice;
    let progress = false;
    let ending: Ending | null = null;
    let killed = KILL_BIT_NONE;

    if (action >= POSITION_BASE) {
      const p = action - POSITION_BASE;
      progress = true;
      if (this.role[card] === ROYAL) {
        const next = royals.slice();
        next[p] = card;
        royals = next;
      } else {
        const next = ice.slice();
        next[p] = [...ice[p]!, card];
        ice = next;
      }
      const r = royals[p]!;
      if (r >= 0 && !dead[p]) {
        let h = this.value[r]!;
        const pile = ice[p]!;
        for (let i = 0; i < pile.length; i++) h += this.value[pile[i]!]!;
        if (h > this.settings.blackIceAbove) ending = 'black-ice';
      }
    } else {
      const next = stacks.slice();
      if (this.role[card] === PROGRAM) {
        next[action] = [...stacks[action]!, card];
      } else {
        const old = stacks[action]!;
        if (old.length > 0) deck = deck.concat(old);
        next[action] = [card];
      }
      stacks = next;
      killed = this.killsFrom(stacks, s, action);
      if (killed !== KILL_BIT_NONE) {
        progress = true;
        const d = dead.slice();
        for (let p = 0; p < POSITIONS; p++) if ((killed >> p) & 1) d[p] = true;
        dead = d;
      }
    }

    const idle = progress ? 0 : s.idle + 1;
    let hand = -1;
    let setAside = s.setAside;
    let unknown = s.unknown;
    if (ending === null && killed !== KILL_BIT_NONE) {
      let alive = this.deck.royals.length;
      for (let p = 0; p < POSITIONS; p++) if (dead[p]) alive--;
      if (alive === 0) ending = 'win';
    }
    if (ending === null) {
      if (setAside.length > 0) {
        hand = setAside[0]!;
        setAside = setAside.slice(1);
      } else if (deck.length === 0) {
        ending = 'out-of-time';
      } else {
        let inPlay = deck.length;
        if (!progress) for (let c = 0; c < CELLS; c++) inPlay += stacks[c]!.length;
        if (!progress && idle >= this.settings.loopFactor * inPlay) {
          ending = 'infinite-loop';
        } else {
          hand = deck[0]!;
          deck = deck.slice(1);
          if (unknown > 0) unknown--;
        }
      }
    }
    // A literal with every field (no spread): states keep one shape, which keeps V8 fast. An
    // edition with more fields adds them to `super.resolve(...)`'s result.
    return {
      stacks,
      deck,
      unknown,
      royals,
      dead,
      ice,
      hand,
      setAside,
      idle,
      ending,
    };
  }

  // ---------------------------------------------------------------- preview

  /** The consequences of a legal action; an illegal one throws `IllegalActionError`. */
  preview(s: MatrixOverloadState, action: number): ActionPreview {
    const reason = this.illegalReason(s, action);
    if (reason !== null) throw new IllegalActionError(action, reason);
    const card = s.hand;
    const role = this.role[card]!;
    const next = this.resolve(s, action);
    const onCell = action < POSITION_BASE;
    const p = onCell ? -1 : action - POSITION_BASE;
    const cell = onCell ? action : POSITION_CELL[p]!;
    const top = this.top(s, cell);
    const overloads: OverloadPreview[] = [];
    const kills: number[] = [];
    let resetCards: readonly number[] = EMPTY;
    let kind: ActionPreview['kind'];
    let target = -1;
    let health = -1;
    let takesIce: readonly number[] = EMPTY;
    if (onCell) {
      kind = role === PROGRAM ? 'program' : 'reset';
      if (kind === 'reset') resetCards = s.stacks[cell]!.slice();
      for (const [q, a, b] of OVERLOADS[cell]!) {
        const royal = s.royals[q]!;
        if (royal < 0 || s.dead[q]) continue;
        const ta = this.top(next, a);
        const tb = this.top(next, b);
        const code = this.overloadCode(next.stacks, s, q, a, b);
        const power = (ta < 0 ? 0 : this.value[ta]!) + (tb < 0 ? 0 : this.value[tb]!);
        const health = this.health(s, q);
        overloads.push({
          position: q,
          royal,
          cells: [a, b],
          cards: [ta, tb],
          power,
          health,
          strong: power >= health,
          result: (['kill', 'too-weak', 'wrong-colour', 'wrong-suit'] as const)[code]!,
        });
        if (code === 0) kills.push(royal);
      }
    } else if (role === ROYAL) {
      kind = 'royal';
      health = this.health(next, p);
      takesIce = s.ice[p]!.slice();
    } else if (s.royals[p]! >= 0) {
      kind = 'ice';
      target = s.royals[p]!;
      health = this.health(next, p);
    } else {
      kind = 'preventative-ice';
    }
    return {
      action,
      card,
      kind,
      cell,
      position: p,
      top,
      resetCards,
      overloads,
      kills,
      target,
      health,
      takesIce,
      ending: next.ending,
    };
  }

  // ---------------------------------------------------------------- results

  /** 1 for a win, 0 for a loss or a run still going. */
  returns(s: MatrixOverloadState): [number] {
    return [s.ending === 'win' ? 1 : 0];
  }
}

/** The rules of the standard 54-card game. */
export const rules = new OverloadRules();

/** Every legal action of the standard game, ascending. */
export function legalActions(s: MatrixOverloadState): number[] {
  return rules.legalActions(s);
}

/** Why an action is illegal in the standard game, or `null`. */
export function illegalReason(s: MatrixOverloadState, action: number): string | null {
  return rules.illegalReason(s, action);
}

/** Applies a legal action (standard game); throws `IllegalActionError` otherwise. */
export function applyAction(s: MatrixOverloadState, action: number): MatrixOverloadState {
  return rules.apply(s, action);
}

/** The structured consequences of a legal action (standard game). */
export function previewAction(s: MatrixOverloadState, action: number): ActionPreview {
  return rules.preview(s, action);
}
