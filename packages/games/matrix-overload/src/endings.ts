/**
 * Endings, as plain functions over an `Edition` (edition.ts) and a state: how a run ends,
 * checked after each card, and the next card drawn when it goes on. A run is won when all the
 * deck's royals are dead; it is lost to black ICE (a living royal's health above the limit,
 * 20), when the deck runs out with nothing set aside (out of time), or by the loop ruling
 * (ruling 29): at once when every royal is placed and no two cards left in play could ever kill
 * any living one (`stuck`), or, against stalling, when the idle cards (neither placing, killing
 * nor icing a royal) reach twice the cards in play. Returns: 1 for a win, 0 otherwise.
 */
import { CELLS, POSITIONS } from './actions.js';
import { KILL_COLOUR, KILL_SUIT, ROYAL } from './cards.js';
import type { Edition } from './edition.js';
import { KILL_BIT_NONE } from './overloads.js';
import { carryFields } from './state-fields.js';
import type { Ending, MatrixOverloadState } from './state.js';

/** True when the royal at `p` is alive with its health above the black-ICE limit. */
export function blackIce(
  e: Edition,
  royals: MatrixOverloadState['royals'],
  dead: MatrixOverloadState['dead'],
  ice: MatrixOverloadState['ice'],
  p: number,
): boolean {
  const r = royals[p]!;
  if (r < 0 || dead[p]) return false;
  let h = e.value[r]!;
  const pile = ice[p]!;
  for (let i = 0; i < pile.length; i++) h += e.value[pile[i]!]!;
  return h > e.settings.blackIceAbove;
}

/**
 * True while a card that escapes the dead-end test (`traits.escape`: it kills or brings cards
 * back whatever the matrix holds) is still in the deck (never in the standard game).
 */
export function escapeLeft(e: Edition, s: MatrixOverloadState): boolean {
  for (let i = 0; i < s.deck.length; i++) if (e.escape[s.deck[i]!] === 1) return true;
  return false;
}

/**
 * Sets `gone[card] = 1` for the cards out of play besides ICE: those never in the matrix
 * (`traits.neverInMatrix`) and those left out of the run (`hooks.cardsInGame`). None in the
 * standard game. `s` is the state the card just played was taken from.
 */
export function markOutOfPlay(e: Edition, s: MatrixOverloadState, gone: Uint8Array): void {
  const inGame = e.cardsInGame(s);
  for (let c = 0; c < e.deck.size; c++) {
    if (e.neverInMatrix[c] === 1 || (inGame !== null && !inGame[c])) gone[c] = 1;
  }
}

/**
 * True when the run is stuck for good (ruling 29): every royal of the deck is placed, no
 * escaping card is left, and for each living royal no two cards still in play (not royals, not
 * ICE, not out of play) match it as an overload must and reach its health. Health only grows
 * and cards only leave play, so no kill, hence no escape, can ever come. A sound test, not a
 * search: it judges the cards, not their places.
 */
export function stuck(
  e: Edition,
  royals: MatrixOverloadState['royals'],
  dead: MatrixOverloadState['dead'],
  ice: MatrixOverloadState['ice'],
  s: MatrixOverloadState,
): boolean {
  let placed = 0;
  for (let p = 0; p < POSITIONS; p++) if (royals[p]! >= 0) placed++;
  if (placed < e.deck.royals.length) return false;
  if (escapeLeft(e, s)) return false;
  const gone = e.gone;
  gone.fill(0);
  for (let p = 0; p < POSITIONS; p++) {
    const pile = ice[p]!;
    for (let i = 0; i < pile.length; i++) gone[pile[i]!] = 1;
  }
  markOutOfPlay(e, s, gone);
  for (let p = 0; p < POSITIONS; p++) {
    const r = royals[p]!;
    if (r < 0 || dead[p]) continue;
    const k = e.kill[r]!;
    const mask = k === KILL_COLOUR ? e.colourMask : k === KILL_SUIT ? e.suitMask : null;
    const need = mask === null ? 0 : mask[r]!;
    let first = -1;
    let second = -1;
    for (let c = 0; c < e.deck.size; c++) {
      if (gone[c] || e.role[c] === ROYAL) continue;
      if (mask !== null && (mask[c]! & need) === 0) continue;
      const v = e.value[c]!;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    let h = e.value[r]!;
    const pile = ice[p]!;
    for (let i = 0; i < pile.length; i++) h += e.value[pile[i]!]!;
    if (second >= 0 && first + second >= h) return false;
  }
  return true;
}

/**
 * The state after the card in hand was played from `s`: the parts the card changed, whether it
 * made progress (placed, killed or iced a royal), an ending it already caused (black ICE) and
 * the positions it killed (bit mask). Checks the other endings and draws the next card (a
 * set-aside royal first). An edition's extra fields (`stateFields`) are carried over; a role's
 * own play replaces them afterwards.
 */
export function afterCard(
  e: Edition,
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
    let alive = e.deck.royals.length;
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
      if (progress ? stuck(e, royals, dead, ice, s) : idle >= e.settings.loopFactor * inPlay) {
        ending = 'infinite-loop';
      } else {
        hand = deck[0]!;
        deck = deck.slice(1);
        if (unknown > 0) unknown--;
      }
    }
  }
  // A literal with every field (no spread): states keep one shape, which keeps V8 fast.
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
  const fields = e.stateFields;
  if (fields.length > 0) carryFields(fields, s, next);
  return next;
}

/** 1 for a win, 0 for a loss or a run still going. */
export function returns(s: MatrixOverloadState): [number] {
  return [s.ending === 'win' ? 1 : 0];
}
