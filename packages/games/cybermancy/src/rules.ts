/**
 * The rules of CYBERMANCY: `CybermancyRules extends OverloadRules`, overriding only what its new
 * cards change (docs/architecture.md, "Families of editions"; rulings: docs/rulings/cybermancy.md).
 *
 * - Knights (haunts) go on any stack of cards, fire nothing, and block programs from that stack
 *   while on top (`accepts`); they show 0, so a fool or magician must take a knight stack when
 *   no stack shows less.
 * - Burners are never in the matrix: met while dealing they are discarded (`dealtAway`); drawn,
 *   each target is an action: death and the devil revive a dead royal with its ICE, temperance
 *   and judgement kill a living one, the tower swaps two living royals (with their ICE), the
 *   world resets a row or column: its stacks, then the living royals at its two ends with their
 *   ICE (and preventative ICE there), go under the deck, and its cells are left empty. A burner
 *   without a target is discarded without effect. Every burner ends in the discard pile.
 * - Wild cards count as every suit at once (`wildSuitChosen: false`).
 * - The loop ruling's dead-end test (`stuck`) skips burners and the cards out of the run, and
 *   never fires while a killing burner or the world is still to come.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import {
  type ActionPreview,
  CELLS,
  type Ending,
  type MatrixOverloadState,
  OverloadRules,
  POSITIONS,
  POSITION_BASE,
  POSITION_CELL,
  ROYAL,
  type StateField,
  cellName,
  positionName,
} from '@matrix-arcade/matrix-overload';
import {
  CYBER_ACTION_COUNT,
  DISCARD,
  LINE_BASE,
  SWAP_BASE,
  SWAP_PAIRS,
  lineCells,
  lineEnds,
  lineName,
} from './actions.js';
import { chapterCards } from './campaign.js';
import { HAUNT, KILL, RESET_LINE, REVIVE, SWAP, TAROT_DECK } from './deck.js';
import { CHALLENGES, CHALLENGE_CARDS, basicCards, maskOf } from './modes.js';
import { type CybermancyState, STATE_FIELDS, type SetupInfo } from './state.js';

/** What a burner or knight would do, for previews. */
export interface BurnerEffect {
  /** Positions of the royals revived, killed, swapped or sent back into the deck. */
  readonly positions: readonly number[];
  /** Those royals, in the same order. */
  readonly royals: readonly number[];
  /** World: the line reset (0–2 rows, 3–5 columns), or -1. */
  readonly line: number;
  /** World: cards going under the deck, in order (stacks, then royals with their ICE). */
  readonly toDeck: readonly number[];
}

/** A preview: MATR1X ØVERLØAD's, with the new kinds and what a burner would do. */
export interface CybermancyPreview extends Omit<ActionPreview, 'kind'> {
  readonly kind: ActionPreview['kind'] | 'haunt' | 'revive' | 'kill' | 'swap' | 'world' | 'discard';
  readonly burner: BurnerEffect | null;
}

const NO_EFFECT: BurnerEffect = { positions: [], royals: [], line: -1, toDeck: [] };

export class CybermancyRules extends OverloadRules {
  private readonly masks = new Map<string, readonly boolean[]>();

  constructor() {
    super(TAROT_DECK, { blackIceAbove: 20, loopFactor: 2, wildSuitChosen: false });
  }

  override get stateFields(): readonly StateField[] {
    return STATE_FIELDS;
  }

  /** The cards a setup puts in the run. */
  cardsOf(setup: SetupInfo): number[] {
    switch (setup.mode) {
      case 'basic':
        return basicCards();
      case 'advanced':
        return Array.from({ length: this.deck.size }, (_, c) => c);
      case 'campaign':
        return chapterCards(setup.chapter);
      case 'challenge': {
        const name = CHALLENGES.find((c) => CHALLENGE_CARDS[c].trump + 56 === setup.challenge);
        if (name === undefined) throw new RangeError(`not a challenge card: ${setup.challenge}`);
        return [...basicCards(), ...CHALLENGE_CARDS[name].loads].sort((a, b) => a - b);
      }
    }
  }

  override cardsInGame(s: MatrixOverloadState): readonly boolean[] | null {
    const setup = (s as CybermancyState).setup;
    if (setup === undefined) return null;
    const key = `${setup.mode}/${setup.challenge}/${setup.chapter}`;
    let m = this.masks.get(key);
    if (m === undefined) {
      m = maskOf(this.cardsOf(setup));
      this.masks.set(key, m);
    }
    return m;
  }

  /** A new run: the setup's cards shuffled by `order` (top first), then dealt. */
  dealRun(setup: SetupInfo, order: readonly number[]): CybermancyState {
    const discard: number[] = [];
    const base = this.deal(order, discard);
    return { ...base, setup, discard };
  }

  protected override dealtAway(card: number): boolean {
    return this.role[card]! >= REVIVE;
  }

  override mayBeEmpty(_cell: number): boolean {
    return true; // the world empties whole lines
  }

  override accepts(s: MatrixOverloadState, cell: number, card: number): boolean {
    const top = this.top(s, cell);
    if (top >= 0 && this.role[top] === HAUNT) return false;
    return super.accepts(s, cell, card);
  }

  override stackReason(card: number, below: number): string | null {
    const r = this.role[card]!;
    if (r >= REVIVE) {
      return `${this.text(card)} is a burner: it is discarded, never part of the matrix`;
    }
    if (r === HAUNT) return null;
    if (below >= 0 && this.role[below] === HAUNT && r !== ROYAL) {
      return `${this.text(card)} cannot lie on the knight ${this.text(below)}: knights block programs`;
    }
    return super.stackReason(card, below);
  }

  protected override markOutOfPlay(s: MatrixOverloadState, gone: Uint8Array): void {
    const inGame = this.cardsInGame(s);
    for (let c = 0; c < this.deck.size; c++) {
      if (this.role[c]! >= REVIVE || (inGame !== null && !inGame[c])) gone[c] = 1;
    }
  }

  /** True while temperance, judgement or the world is still in the deck (see `stuck`). */
  override escapeLeft(s: MatrixOverloadState): boolean {
    for (let i = 0; i < s.deck.length; i++) {
      const r = this.role[s.deck[i]!]!;
      if (r === KILL || r === RESET_LINE) return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- legality

  override legalActions(s: MatrixOverloadState): number[] {
    if (s.ending !== null) return [];
    const card = s.hand;
    const r = this.role[card]!;
    if (r < HAUNT) return super.legalActions(s);
    const out: number[] = [];
    switch (r) {
      case HAUNT:
        for (let c = 0; c < CELLS; c++) if (s.stacks[c]!.length > 0) out.push(c);
        break;
      case REVIVE:
        for (let p = 0; p < POSITIONS; p++) if (s.dead[p]) out.push(POSITION_BASE + p);
        break;
      case KILL:
        for (let p = 0; p < POSITIONS; p++) if (this.alive(s, p)) out.push(POSITION_BASE + p);
        break;
      case SWAP:
        for (let i = 0; i < SWAP_PAIRS.length; i++) {
          const [p, q] = SWAP_PAIRS[i]!;
          if (this.alive(s, p) && this.alive(s, q)) out.push(SWAP_BASE + i);
        }
        break;
      case RESET_LINE:
        for (let l = 0; l < 6; l++) out.push(LINE_BASE + l);
        break;
    }
    if (out.length === 0) out.push(DISCARD);
    return out;
  }

  private alive(s: MatrixOverloadState, p: number): boolean {
    return s.royals[p]! >= 0 && !s.dead[p];
  }

  override illegalReason(s: MatrixOverloadState, action: number): string | null {
    if (!Number.isInteger(action) || action < 0 || action >= CYBER_ACTION_COUNT) {
      return `not a CYBERMANCY action (codes run from 0 to ${CYBER_ACTION_COUNT - 1})`;
    }
    if (s.ending !== null) return 'the run is over';
    const card = s.hand;
    const name = this.text(card);
    const r = this.role[card]!;
    if (r < HAUNT) {
      if (action >= SWAP_BASE) {
        return `${name} plays on a matrix cell (0 to 8) or an outside position (9 to 20); codes from ${SWAP_BASE} are burner targets`;
      }
      if (action < CELLS && this.role[card] !== ROYAL) {
        const top = this.top(s, action);
        if (top >= 0 && this.role[top] === HAUNT && this.legalActions(s).indexOf(action) < 0) {
          return `${name} cannot go on ${this.where(s, action)}: a knight blocks programs from its stack`;
        }
      }
      return super.illegalReason(s, action);
    }
    if (this.legalActions(s).includes(action)) return null;
    if (action === DISCARD) {
      return `${name} has a target, so it must be used: it is discarded without effect only when it has none`;
    }
    switch (r) {
      case HAUNT:
        return action < CELLS
          ? `${name} haunts a stack of cards, and the empty ${cellName(action)} holds none`
          : `${name} is a knight: it goes on a stack in the matrix (actions 0 to 8)`;
      case REVIVE:
        return action >= POSITION_BASE && action < SWAP_BASE
          ? `${name} revives a dead royal; ${positionName(action - POSITION_BASE)} has none`
          : `${name} revives a dead royal: choose its outside position (actions 9 to 20)`;
      case KILL:
        return action >= POSITION_BASE && action < SWAP_BASE
          ? `${name} kills a living royal; ${positionName(action - POSITION_BASE)} has none`
          : `${name} kills a living royal: choose its outside position (actions 9 to 20)`;
      case SWAP:
        return action >= SWAP_BASE && action < LINE_BASE
          ? `${name} swaps two living royals; ${positionName(SWAP_PAIRS[action - SWAP_BASE]![0])} and ${positionName(SWAP_PAIRS[action - SWAP_BASE]![1])} do not both hold one`
          : `${name} swaps two living royals: choose a pair (actions ${SWAP_BASE} to ${LINE_BASE - 1})`;
      default:
        return `${name} resets a whole row or column: choose one (actions ${LINE_BASE} to ${DISCARD - 1})`;
    }
  }

  // ---------------------------------------------------------------- apply

  override resolve(s: MatrixOverloadState, action: number): MatrixOverloadState {
    const card = s.hand;
    const r = this.role[card]!;
    if (r < HAUNT) return super.resolve(s, action);
    if (r === HAUNT) {
      const stacks = s.stacks.slice();
      stacks[action] = [...s.stacks[action]!, card];
      // A knight fires no overload and is no progress.
      return this.afterCard(s, stacks, s.deck, s.royals, s.dead, s.ice, false, null, 0);
    }
    let { stacks, deck, royals, dead, ice } = s;
    let progress = false;
    let ending: Ending | null = null;
    let killed = 0;
    if (action === DISCARD) {
      // No target: discarded without effect.
    } else if (r === REVIVE) {
      const p = action - POSITION_BASE;
      const d = dead.slice();
      d[p] = false;
      dead = d;
      progress = true;
      if (this.blackIce(royals, dead, ice, p)) ending = 'black-ice';
    } else if (r === KILL) {
      const p = action - POSITION_BASE;
      const d = dead.slice();
      d[p] = true;
      dead = d;
      killed = 1 << p;
      progress = true;
    } else if (r === SWAP) {
      const [p, q] = SWAP_PAIRS[action - SWAP_BASE]!;
      const rs = royals.slice();
      const is = ice.slice();
      [rs[p], rs[q]] = [rs[q]!, rs[p]!];
      [is[p], is[q]] = [is[q]!, is[p]!];
      royals = rs;
      ice = is;
      progress = true;
    } else {
      const w = this.world(s, action - LINE_BASE);
      stacks = w.stacks;
      royals = w.royals;
      ice = w.ice;
      progress = w.royalsReset.length > 0;
      deck = deck.concat(w.toDeck);
    }
    const next = this.afterCard(s, stacks, deck, royals, dead, ice, progress, ending, killed);
    return { ...next, discard: [...(s as CybermancyState).discard, card] } as MatrixOverloadState;
  }

  // ---------------------------------------------------------------- preview

  override preview(s: MatrixOverloadState, action: number): ActionPreview {
    return this.previewCyber(s, action) as unknown as ActionPreview;
  }

  /** The consequences of a legal action; an illegal one throws `IllegalActionError`. */
  previewCyber(s: MatrixOverloadState, action: number): CybermancyPreview {
    const card = s.hand;
    const r = this.role[card]!;
    if (r < HAUNT) return { ...super.preview(s, action), burner: null };
    const reason = this.illegalReason(s, action);
    if (reason !== null) throw new IllegalActionError(action, reason);
    const next = this.resolve(s, action);
    const onCell = action < CELLS;
    const p = action >= POSITION_BASE && action < SWAP_BASE ? action - POSITION_BASE : -1;
    const cell = onCell ? action : p >= 0 ? POSITION_CELL[p]! : -1;
    let kind: CybermancyPreview['kind'];
    let burner: BurnerEffect = NO_EFFECT;
    const kills: number[] = [];
    if (r === HAUNT) kind = 'haunt';
    else if (action === DISCARD) kind = 'discard';
    else if (r === REVIVE) {
      kind = 'revive';
      burner = { ...NO_EFFECT, positions: [p], royals: [s.royals[p]!] };
    } else if (r === KILL) {
      kind = 'kill';
      kills.push(s.royals[p]!);
      burner = { ...NO_EFFECT, positions: [p], royals: [s.royals[p]!] };
    } else if (r === SWAP) {
      kind = 'swap';
      const pair = SWAP_PAIRS[action - SWAP_BASE]!;
      burner = { ...NO_EFFECT, positions: [...pair], royals: pair.map((q) => s.royals[q]!) };
    } else {
      kind = 'world';
      const line = action - LINE_BASE;
      const w = this.world(s, line);
      burner = {
        ...NO_EFFECT,
        positions: lineEnds(line).filter((q) => this.alive(s, q)),
        line,
        royals: w.royalsReset,
        toDeck: w.toDeck,
      };
    }
    return {
      action,
      seat: 0,
      card,
      kind,
      cell,
      position: p,
      top: cell >= 0 ? this.top(s, cell) : -1,
      resetCards: [],
      overloads: [],
      opposite: [],
      kills,
      target: p >= 0 ? s.royals[p]! : -1,
      health: p >= 0 && r === REVIVE ? this.health(s, p) : -1,
      takesIce: [],
      ending: next.ending,
      burner,
    };
  }

  /**
   * The world on line `line`: its stacks (in reading order, each bottom card first), then at
   * each end position (ascending) a living royal and its ICE, or preventative ICE, go under the
   * deck; the dead stay where they lie.
   */
  world(
    s: MatrixOverloadState,
    line: number,
  ): {
    stacks: MatrixOverloadState['stacks'];
    royals: MatrixOverloadState['royals'];
    ice: MatrixOverloadState['ice'];
    toDeck: number[];
    royalsReset: number[];
  } {
    const toDeck: number[] = [];
    const royalsReset: number[] = [];
    const stacks = s.stacks.slice();
    for (const c of lineCells(line)) {
      toDeck.push(...s.stacks[c]!);
      stacks[c] = [];
    }
    const royals = s.royals.slice();
    const ice = s.ice.slice();
    for (const p of lineEnds(line)) {
      if (royals[p]! >= 0 && s.dead[p]) continue;
      if (royals[p]! >= 0) {
        toDeck.push(royals[p]!);
        royalsReset.push(royals[p]!);
        royals[p] = -1;
      }
      toDeck.push(...ice[p]!);
      ice[p] = [];
    }
    return { stacks, royals, ice, toDeck, royalsReset };
  }

  /** The line a world action resets, in words (for descriptions). */
  lineWords(action: number): string {
    return lineName(action - LINE_BASE);
  }
}

/** The rules of CYBERMANCY (every mode: the state's `setup` says which cards play). */
export const cybermancyRules = new CybermancyRules();
