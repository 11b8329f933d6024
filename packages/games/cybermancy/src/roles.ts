/**
 * How CYBERMANCY's new card roles play, as the family's `RolePlay`s (matrix-overload's
 * edition.ts): plain functions over the compiled edition and a state, built on the family's
 * rule functions (`familyRules`). Rulings: docs/rulings/cybermancy.md.
 *
 * - Knights (haunts) go on any stack of cards and fire nothing; while on top they block
 *   programs from that stack (the spec's `traits.blocks`, read by the family's `accepts`).
 * - Burners, drawn: each target is an action. Death and the devil revive a dead royal with its
 *   ICE, temperance and judgement kill a living one, the tower swaps two living royals (with
 *   their ICE), the world resets a row or column: its stacks, then the living royals at its two
 *   ends with their ICE (and preventative ICE there), go under the deck, and its cells are left
 *   empty. A burner without a target is discarded without effect. Every burner ends in the
 *   discard pile.
 */
import {
  CELLS,
  type Edition,
  type Ending,
  type MatrixOverloadState,
  POSITIONS,
  POSITION_BASE,
  type RolePlay,
  cellName,
  familyRules,
  positionName,
} from '@matrix-arcade/matrix-overload';
import { DISCARD, LINE_BASE, SWAP_BASE, SWAP_PAIRS } from './actions.js';
import { cyberPreview } from './preview.js';
import type { CybermancyState } from './state.js';
import { alive, world } from './world-reset.js';

type S = MatrixOverloadState;

function discardWhy(name: string): string {
  return `${name} has a target, so it must be used: it is discarded without effect only when it has none`;
}

/** A knight: on any stack of cards, firing nothing; no progress. */
const haunt: RolePlay = {
  legal(_e, s) {
    const out: number[] = [];
    for (let c = 0; c < CELLS; c++) if (s.stacks[c]!.length > 0) out.push(c);
    if (out.length === 0) out.push(DISCARD);
    return out;
  },
  illegal(e, _s, action, card) {
    const name = familyRules.text(e, card);
    if (action === DISCARD) return discardWhy(name);
    return action < CELLS
      ? `${name} haunts a stack of cards, and the empty ${cellName(action)} holds none`
      : `${name} is a knight: it goes on a stack of cards in the matrix`;
  },
  resolve(e, s, action, card) {
    const stacks = s.stacks.slice();
    stacks[action] = [...s.stacks[action]!, card];
    return familyRules.afterCard(e, s, stacks, s.deck, s.royals, s.dead, s.ice, false, null, 0);
  },
  preview: (e, s, action) => cyberPreview(e, s, action) as never,
};

/** The targets of each burner role (before the discard when there is none). */
function targets(kind: 'revive' | 'kill' | 'swap' | 'world', s: S): number[] {
  const out: number[] = [];
  if (kind === 'revive') {
    for (let p = 0; p < POSITIONS; p++) if (s.dead[p]) out.push(POSITION_BASE + p);
  } else if (kind === 'kill') {
    for (let p = 0; p < POSITIONS; p++) if (alive(s, p)) out.push(POSITION_BASE + p);
  } else if (kind === 'swap') {
    for (let i = 0; i < SWAP_PAIRS.length; i++) {
      const [p, q] = SWAP_PAIRS[i]!;
      if (alive(s, p) && alive(s, q)) out.push(SWAP_BASE + i);
    }
  } else {
    for (let l = 0; l < 6; l++) out.push(LINE_BASE + l);
  }
  if (out.length === 0) out.push(DISCARD);
  return out;
}

function burnerWhy(kind: 'revive' | 'kill' | 'swap' | 'world', name: string, action: number) {
  if (action === DISCARD) return discardWhy(name);
  const atPosition = action >= POSITION_BASE && action < SWAP_BASE;
  switch (kind) {
    case 'revive':
      return atPosition
        ? `${name} revives a dead royal; ${positionName(action - POSITION_BASE)} has none`
        : `${name} revives a dead royal: choose the place of one outside the matrix`;
    case 'kill':
      return atPosition
        ? `${name} kills a living royal; ${positionName(action - POSITION_BASE)} has none`
        : `${name} kills a living royal: choose the place of one outside the matrix`;
    case 'swap':
      return action >= SWAP_BASE && action < LINE_BASE
        ? `${name} swaps two living royals; ${positionName(SWAP_PAIRS[action - SWAP_BASE]![0])} and ${positionName(SWAP_PAIRS[action - SWAP_BASE]![1])} do not both hold one`
        : `${name} swaps two living royals: choose the two`;
    default:
      return `${name} resets a whole row or column: choose which row or column`;
  }
}

/** Plays a burner's legal action; the burner goes to the discard pile. */
function burnerResolve(
  kind: 'revive' | 'kill' | 'swap' | 'world',
  e: Edition,
  s: S,
  action: number,
  card: number,
): S {
  let { stacks, deck, royals, dead, ice } = s;
  let progress = false;
  let ending: Ending | null = null;
  let killed = 0;
  if (action === DISCARD) {
    // No target: discarded without effect.
  } else if (kind === 'revive') {
    const p = action - POSITION_BASE;
    const d = dead.slice();
    d[p] = false;
    dead = d;
    progress = true;
    if (familyRules.blackIce(e, royals, dead, ice, p)) ending = 'black-ice';
  } else if (kind === 'kill') {
    const p = action - POSITION_BASE;
    const d = dead.slice();
    d[p] = true;
    dead = d;
    killed = 1 << p;
    progress = true;
  } else if (kind === 'swap') {
    const [p, q] = SWAP_PAIRS[action - SWAP_BASE]!;
    const rs = royals.slice();
    const is = ice.slice();
    [rs[p], rs[q]] = [rs[q]!, rs[p]!];
    [is[p], is[q]] = [is[q]!, is[p]!];
    royals = rs;
    ice = is;
    progress = true;
  } else {
    const w = world(s, action - LINE_BASE);
    stacks = w.stacks;
    royals = w.royals;
    ice = w.ice;
    progress = w.royalsReset.length > 0;
    deck = deck.concat(w.toDeck);
  }
  const next = familyRules.afterCard(
    e,
    s,
    stacks,
    deck,
    royals,
    dead,
    ice,
    progress,
    ending,
    killed,
  );
  return { ...next, discard: [...(s as CybermancyState).discard, card] } as S;
}

function burner(kind: 'revive' | 'kill' | 'swap' | 'world'): RolePlay {
  return {
    legal: (_e, s) => targets(kind, s),
    illegal: (e, _s, action, card) => burnerWhy(kind, familyRules.text(e, card), action),
    resolve: (e, s, action, card) => burnerResolve(kind, e, s, action, card),
    preview: (e, s, action) => cyberPreview(e, s, action) as never,
  };
}

/** The play of each new role, by its name in the tarot deck definition. */
export const ROLE_PLAY: Readonly<Record<string, RolePlay>> = {
  haunt,
  revive: burner('revive'),
  kill: burner('kill'),
  swap: burner('swap'),
  'reset-line': burner('world'),
};
