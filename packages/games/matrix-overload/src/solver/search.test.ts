import { TERMINAL, checkReplay, playReplay } from '@matrix-arcade/core';
import {
  type MatrixOverloadState,
  type OutsideSpec,
  POSITIONS,
  PROGRAM,
  ROYAL,
  STANDARD_DECK,
  fromPosition,
  matrixOverload,
  positionAction,
} from '../index.js';
import { describe, expect, it } from 'vitest';
import { hopeless } from './bounds.js';
import { replayOfLine, solveDeal } from './create-solver.js';
import { dealSeed } from './deal.js';
import { solve } from './search.js';
import { hashState } from './zobrist.js';

const game = matrixOverload;

/**
 * A position in which every card not listed is out of play: the other royals dead at the free
 * positions, the other programs as ICE on the first of them. The deck is exactly `deck`.
 */
function tight(spec: {
  stacks: string[];
  outside: Record<number, string | OutsideSpec>;
  hand: string;
  deck: string[];
}): MatrixOverloadState {
  const listed = [
    ...spec.stacks.flatMap((s) => s.split(' ').filter(Boolean)),
    ...Object.values(spec.outside).flatMap((o) =>
      typeof o === 'string' ? [o] : [...(o.royal ? [o.royal] : []), ...(o.ice ?? [])],
    ),
    spec.hand,
    ...spec.deck,
  ];
  const outside: Record<number, string | OutsideSpec> = { ...spec.outside };
  const free = Array.from({ length: POSITIONS }, (_, p) => p).filter((p) => !(p in outside));
  const spare: string[] = [];
  let first = -1;
  for (let c = 0; c < STANDARD_DECK.size; c++) {
    const t = STANDARD_DECK.text[c]!;
    if (listed.includes(t)) continue;
    if (STANDARD_DECK.role[c] === ROYAL) {
      const p = free.shift()!;
      outside[p] = { royal: t, dead: true };
      if (first < 0) first = p;
    } else if (STANDARD_DECK.role[c] === PROGRAM) {
      spare.push(t);
    } else {
      throw new Error(`tight: place ${t}`);
    }
  }
  outside[first] = { ...(outside[first] as OutsideSpec), ice: spare };
  return fromPosition({ stacks: spec.stacks, outside, hand: spec.hand, deckTop: spec.deck });
}

/** Plays a line through the checked rules (every action legal) and returns the last state. */
function playLine(s: MatrixOverloadState, line: readonly number[]): MatrixOverloadState {
  for (const a of line) {
    expect(game.legalActions(s)).toContain(a);
    s = game.apply(s, a);
  }
  return s;
}

/** Plain exhaustive search through the checked rules: is any line a win? */
function anyWin(s: MatrixOverloadState): boolean {
  if (s.ending !== null) return s.ending === 'win';
  return game.legalActions(s).some((a) => anyWin(game.apply(s, a)));
}

// The J♦ right of row 1 dies to an overload fired from the top-left cell across the 2♣ and 3♣
// cells; the top-left 9♥ takes none of the programs to come, only a reset (and what follows).
const STACKS = ['9♥', '2♣', '3♣', 'A♠', 'JK', '7♠', 'A♦', 'JK', 'A♥'];

describe('the solver on constructed deals', () => {
  it('wins an easy deal, and the line replays through the real rules to a win', () => {
    // 5♥ and 6♥ must end up on the two cells between (11 power) before the A♣ resets the 9♥
    // and fires (4 + 6 or 4 + 5 is too weak).
    const s = tight({ stacks: STACKS, outside: { 3: 'J♦' }, hand: '4♥', deck: ['5♥', '6♥', 'A♣'] });
    const r = solve(s, { nodes: 10_000 });
    expect(r.status).toBe('won');
    expect(r.line).toHaveLength(4);
    const end = playLine(s, r.line);
    expect(end.ending).toBe('win');
    expect(game.currentPlayer(end)).toBe(TERMINAL);
  });

  it('proves an out-of-time deal lost by searching every line', () => {
    // Without a reset to come, no card can go on the 9♥, so the J♦ is never fired at; the
    // 4♥, 5♥ and 6♥ have 7 cells each (343 lines), and the deck runs out.
    const stacks = STACKS.map((st) => (st === '7♠' ? 'A♣ 7♠' : st));
    const s = tight({ stacks, outside: { 3: 'J♦' }, hand: '4♥', deck: ['5♥', '6♥'] });
    expect(hopeless(s)).toBe(false);
    expect(anyWin(s)).toBe(false);
    const r = solve(s, { nodes: 1_000_000 });
    expect(r.status).toBe('lost');
    expect(r.line).toEqual([]);
    expect(r.nodes).toBeGreaterThan(8);
    expect(playLine(s, [1, 2, 3]).ending).toBe('out-of-time');
  });

  it('proves a black-ICE-forced deal lost', () => {
    // The 3♠ fits nowhere and must go as ICE on the K♠ (health 18): 21 is black ICE.
    const s = tight({
      stacks: ['9♥', '4♥', '7♥', '10♥', '8♥', '6♥', '5♥', '9♠', '4♠'],
      outside: { 0: { royal: 'K♠', ice: ['5♣'] } },
      hand: '3♠',
      deck: ['10♠', 'A♠', 'A♥', 'A♦', 'A♣', 'JK', 'JK'],
    });
    expect(hopeless(s)).toBe(false); // 10♠ and 9♠ could still make 19
    expect(game.legalActions(s)).toEqual([positionAction(0)]);
    const r = solve(s, { nodes: 1000 });
    expect(r).toEqual({ status: 'lost', line: [], nodes: 1 });
  });

  it('proves a deal lost without search when a royal can no longer be killed', () => {
    // K♠ at 20 (not yet black ICE) needs two spades making 20: the best left are 10♠ and 9♠.
    const s = tight({
      stacks: ['9♥', '4♥', '7♥', '10♥', '8♥', '6♥', '5♥', '9♠', '4♠'],
      outside: { 0: { royal: 'K♠', ice: ['5♣', '2♦'] } },
      hand: 'A♠',
      deck: ['10♠', 'A♥', 'A♦', 'A♣', 'JK', 'JK'],
    });
    expect(hopeless(s)).toBe(true);
    expect(solve(s, { nodes: 1000 })).toEqual({ status: 'lost', line: [], nodes: 0 });
  });

  it('gives undecided when the budget runs out', () => {
    const s = game.setup({}, dealSeed(1, 0));
    const r = solve(s, { nodes: 50 });
    expect(r).toEqual({ status: 'undecided', line: [], nodes: 50 });
  });
});

describe('the solver on dealt seeds', () => {
  it('finds a line that core playReplay and checkReplay accept as a win', () => {
    const rec = solveDeal(1, 0, 200_000);
    expect(rec.status).toBe('won');
    const replay = replayOfLine(rec.seed, rec.line);
    const states = playReplay(game, replay);
    const end = states[states.length - 1]!;
    expect(end.ending).toBe('win');
    expect(game.returns(end)).toEqual([1]);
    expect(checkReplay(game, replay, playLine(game.setup({}, rec.seed), rec.line))).toBe(true);
  });

  it('is deterministic', () => {
    expect(solveDeal(1, 3, 20_000)).toEqual(solveDeal(1, 3, 20_000));
  });
});

describe('the Zobrist hash', () => {
  const h = (s: MatrixOverloadState) => {
    const x = hashState(s, { h1: 0, h2: 0 });
    return [x.h1, x.h2];
  };

  it('is equal for equal states and differs when a card moves', () => {
    const a = game.setup({}, 5);
    const b = game.setup({}, 5);
    expect(h(a)).toEqual(h(b));
    const c = game.apply(a, game.legalActions(a)[0]!);
    expect(h(c)).not.toEqual(h(a));
    const d = { ...a, deck: [...a.deck.slice(1, 2), a.deck[0]!, ...a.deck.slice(2)] };
    expect(h(d)).not.toEqual(h(a));
  });

  it('leaves out idle and what no longer matters: who a dead royal was, its ICE', () => {
    const a = game.setup({}, 5);
    expect(h({ ...a, idle: 7 })).toEqual(h(a));
    const dead = (royal: number, ice: number[]) => ({
      ...a,
      royals: a.royals.map((r, p) => (p === 2 ? royal : r)),
      dead: a.dead.map((x, p) => p === 2 || x),
      ice: a.ice.map((pile, p) => (p === 2 ? ice : pile)),
    });
    expect(h(dead(40, []))).toEqual(h(dead(50, [1, 2])));
  });
});
