/**
 * The deal and the measures of the rules, as plain functions over a compiled `Edition`
 * (edition.ts) and a state: the deal (`newState`, `deal`), a cell's top card and value, a
 * royal's health, kills, the cards in circulation and the loop limit, which matrix cell takes a
 * program (`accepts`), how stacks are built (`stackReason`), and the words illegal actions use.
 * Every other rule file (placement, ICE, overloads, endings, legality, play) reads these.
 */
import { createRng } from '@matrix-arcade/core';
import { CELLS, CENTRE, POSITIONS, cellName } from './actions.js';
import { PROGRAM, ROYAL } from './cards.js';
import type { Edition } from './edition.js';
import type { MatrixOverloadState } from './state.js';

/** Top card of a cell, -1 when empty. */
export function top(s: MatrixOverloadState, cell: number): number {
  const st = s.stacks[cell]!;
  return st.length === 0 ? -1 : st[st.length - 1]!;
}

/** Value showing on a cell: its top card's value, 0 when empty. */
export function topValue(e: Edition, s: MatrixOverloadState, cell: number): number {
  const st = s.stacks[cell]!;
  return st.length === 0 ? 0 : e.value[st[st.length - 1]!]!;
}

/** Health of the royal at a position: base value plus its ICE (-1 when there is no royal). */
export function health(e: Edition, s: MatrixOverloadState, position: number): number {
  const r = s.royals[position]!;
  if (r < 0) return -1;
  let h = e.value[r]!;
  const ice = s.ice[position]!;
  for (let i = 0; i < ice.length; i++) h += e.value[ice[i]!]!;
  return h;
}

/** Royals killed so far (the score). */
export function kills(s: MatrixOverloadState): number {
  let k = 0;
  for (let p = 0; p < POSITIONS; p++) if (s.dead[p]) k++;
  return k;
}

/** Cards in circulation: the deck and the matrix stacks (not the card in hand). */
export function circulation(s: MatrixOverloadState): number {
  let n = s.deck.length;
  for (let c = 0; c < CELLS; c++) n += s.stacks[c]!.length;
  return n;
}

/**
 * The loop ruling's limit: a run whose idle count reaches it is lost. Counted with the card in
 * hand, which is about to join the circulation.
 */
export function loopLimit(e: Edition, s: MatrixOverloadState): number {
  return e.settings.loopFactor * (circulation(s) + (s.hand >= 0 ? 1 : 0));
}

/**
 * True when the program `card` may go on matrix cell `cell`: its top value is not higher, and
 * its top card does not block programs (`traits.blocks`).
 */
export function accepts(e: Edition, s: MatrixOverloadState, cell: number, card: number): boolean {
  const t = top(s, cell);
  if (t >= 0 && e.blocks[t] === 1) return false;
  return (t < 0 ? 0 : e.value[t]!) <= e.value[card]!;
}

/**
 * Why `card` cannot lie in a stack right on `below` (-1: at the bottom of the stack), or null:
 * how play builds stacks, for checking saves and hand-written positions.
 */
export function stackReason(e: Edition, card: number, below: number): string | null {
  if (e.neverInMatrix[card] === 1) return `${text(e, card)} is never part of the matrix`;
  if (e.blocks[card] === 1) return null;
  if (below >= 0 && e.blocks[below] === 1 && e.role[card] !== ROYAL) {
    return `${text(e, card)} cannot lie on ${text(e, below)}: it blocks programs from its stack`;
  }
  if (e.role[card] === ROYAL) return `royal ${text(e, card)} in the matrix`;
  if (below < 0) return null;
  if (e.role[card] !== PROGRAM) {
    return `${text(e, card)} resets a stack, it is never played on one`;
  }
  if (e.value[card]! < e.value[below]!) {
    return `${text(e, card)} cannot lie on ${text(e, below)}`;
  }
  return null;
}

/**
 * A new run from a seed: the whole deck is shuffled, then dealt (`deal`).
 */
export function newState(e: Edition, seed: number): MatrixOverloadState {
  const order: number[] = [];
  for (let c = 0; c < e.deck.size; c++) order.push(c);
  createRng(seed).shuffle(order);
  return deal(e, order, []);
}

/**
 * Deals a shuffled `order` (top first): the eight outer cells row by row (the centre stays
 * empty), royals met on the way set aside in the order drawn, and cards that are never part of
 * the matrix (`traits.neverInMatrix`) pushed to `away`. The first set-aside royal (or else the
 * first draw) is in hand.
 */
export function deal(e: Edition, order: readonly number[], away: number[]): MatrixOverloadState {
  const stacks: number[][] = [];
  const setAside: number[] = [];
  let next = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (cell === CENTRE) {
      stacks.push([]);
      continue;
    }
    let card = order[next++]!;
    while (e.role[card] === ROYAL || e.neverInMatrix[card] === 1) {
      if (e.role[card] === ROYAL) setAside.push(card);
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

/** True when some placed royal is alive. */
export function anyAlive(s: MatrixOverloadState): boolean {
  for (let p = 0; p < POSITIONS; p++) if (s.royals[p]! >= 0 && !s.dead[p]) return true;
  return false;
}

/** A card's short text, or "an empty cell" for -1 (words for illegal actions). */
export function text(e: Edition, card: number): string {
  return card < 0 ? 'an empty cell' : e.deck.text[card]!;
}

/** A cell in words: its top card and name, or the empty cell. */
export function where(e: Edition, s: MatrixOverloadState, cell: number): string {
  const t = top(s, cell);
  return t < 0 ? `the empty ${cellName(cell)}` : `${text(e, t)} (${cellName(cell)})`;
}
