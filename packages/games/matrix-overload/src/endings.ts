/**
 * Endings (a layer of `OverloadRules`, see rules-base.ts): how a run ends, checked after each
 * card, and the next card drawn when it goes on. A run is won when all the deck's royals are
 * dead; it is lost to black ICE (a living royal's health above the limit, 20), when the deck
 * runs out with nothing set aside (out of time), or by the loop ruling (ruling 29): at once
 * when every royal is placed and no two cards left in play could ever kill any living one
 * (`stuck`), or, against stalling, when the idle cards (neither placing, killing nor icing a
 * royal) reach twice the cards in play. Returns: 1 for a win, 0 otherwise.
 */
import { CELLS, POSITIONS } from './actions.js';
import { KILL_COLOUR, KILL_SUIT, ROYAL } from './cards.js';
import { KILL_BIT_NONE, OverloadFireRules } from './overloads.js';
import { type WithFields, carryFields } from './state-fields.js';
import type { Ending, MatrixOverloadState } from './state.js';

export abstract class EndingRules extends OverloadFireRules {
  /** True when the royal at `p` is alive with its health above the black-ICE limit. */
  protected blackIce(
    royals: MatrixOverloadState['royals'],
    dead: MatrixOverloadState['dead'],
    ice: MatrixOverloadState['ice'],
    p: number,
  ): boolean {
    const r = royals[p]!;
    if (r < 0 || dead[p]) return false;
    let h = this.value[r]!;
    const pile = ice[p]!;
    for (let i = 0; i < pile.length; i++) h += this.value[pile[i]!]!;
    return h > this.settings.blackIceAbove;
  }

  /**
   * True when the run is stuck for good (ruling 29): every royal of the deck is placed, and for
   * each living one no two cards still in play (not royals, not ICE) match it as an overload
   * must and reach its health. Health only grows and cards only leave play, so no kill, hence no
   * escape, can ever come. A sound test, not a search: it judges the cards, not their places.
   */
  stuck(
    royals: MatrixOverloadState['royals'],
    dead: MatrixOverloadState['dead'],
    ice: MatrixOverloadState['ice'],
    s: MatrixOverloadState,
  ): boolean {
    let placed = 0;
    for (let p = 0; p < POSITIONS; p++) if (royals[p]! >= 0) placed++;
    if (placed < this.deck.royals.length) return false;
    if (this.escapeLeft(s)) return false;
    const gone = this.gone;
    gone.fill(0);
    for (let p = 0; p < POSITIONS; p++) {
      const pile = ice[p]!;
      for (let i = 0; i < pile.length; i++) gone[pile[i]!] = 1;
    }
    this.markOutOfPlay(s, gone);
    for (let p = 0; p < POSITIONS; p++) {
      const r = royals[p]!;
      if (r < 0 || dead[p]) continue;
      const k = this.kill[r]!;
      const mask = k === KILL_COLOUR ? this.colourMask : k === KILL_SUIT ? this.suitMask : null;
      const need = mask === null ? 0 : mask[r]!;
      let first = -1;
      let second = -1;
      for (let c = 0; c < this.deck.size; c++) {
        if (gone[c] || this.role[c] === ROYAL) continue;
        if (mask !== null && (mask[c]! & need) === 0) continue;
        const v = this.value[c]!;
        if (v > first) {
          second = first;
          first = v;
        } else if (v > second) second = v;
      }
      let health = this.value[r]!;
      const pile = ice[p]!;
      for (let i = 0; i < pile.length; i++) health += this.value[pile[i]!]!;
      if (second >= 0 && first + second >= health) return false;
    }
    return true;
  }

  /**
   * Edition hook for `stuck`: sets `gone[card] = 1` for cards out of play besides ICE (the
   * standard game has none). `s` is the state the card just played was taken from.
   */
  protected markOutOfPlay(_s: MatrixOverloadState, _gone: Uint8Array): void {}

  /**
   * Edition hook for `stuck`: true when a card still to come can kill or move royals whatever
   * the cards in play (the standard game has none).
   */
  protected escapeLeft(_s: MatrixOverloadState): boolean {
    return false;
  }

  /** Scratch for `stuck`: 1 for each card out of play (ICE). */
  private readonly gone = new Uint8Array(this.deck.size);

  /**
   * The state after the card in hand was played from `s`: the parts the card changed, whether
   * it made progress (placed, killed or iced a royal), an ending it already caused (black ICE)
   * and the positions it killed (bit mask). Checks the other endings and draws the next card
   * (a set-aside royal first).
   */
  protected afterCard(
    s: MatrixOverloadState,
    stacks: MatrixOverloadState['stacks'],
    deck: MatrixOverloadState['deck'],
    royals: MatrixOverloadState['royals'],
    dead: MatrixOverloadState['dead'],
    ice: MatrixOverloadState['ice'],
    progress: boolean,
    ending: Ending | null,
    killed: number,
  ): MatrixOverloadState {
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
        if (
          progress ? this.stuck(royals, dead, ice, s) : idle >= this.settings.loopFactor * inPlay
        ) {
          ending = 'infinite-loop';
        } else {
          hand = deck[0]!;
          deck = deck.slice(1);
          if (unknown > 0) unknown--;
        }
      }
    }
    // A literal with every field (no spread): states keep one shape, which keeps V8 fast. An
    // edition's extra fields (`stateFields`) are carried over; its own rules replace them.
    const next = {
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
    const fields = this.stateFields;
    if (fields.length > 0) carryFields(fields, s as unknown as WithFields, next);
    return next;
  }

  /** 1 for a win, 0 for a loss or a run still going. */
  returns(s: MatrixOverloadState): [number] {
    return [s.ending === 'win' ? 1 : 0];
  }
}
