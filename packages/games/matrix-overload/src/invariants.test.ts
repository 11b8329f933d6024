/**
 * Invariants over random runs (fast-check drives the seeds and the choices): the 54 cards are
 * conserved, every state reached passes the codec's full validation, every run ends within
 * the bound of the loop ruling, and the legal actions and the kills agree with a reference
 * written separately from the rules (straight from the deck definition's words and the
 * matrix coordinates), and with a brute-force check of all 21 action codes.
 */
import { propertyRuns } from '@matrix-arcade/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT } from './actions.js';
import { STANDARD_DECK_DEFINITION } from './cards.js';
import { codec } from './codec.js';
import { matrixOverload as game } from './game.js';
import { determinize, observe } from './observation.js';
import { createRng } from '@matrix-arcade/core';
import { illegalReason, rules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

// ------------------------------------------------------------------ the reference

interface Info {
  readonly value: number;
  readonly role: string;
  readonly suit: string | null;
  readonly colour: string | null;
  readonly wild: boolean;
  readonly kill: string | undefined;
}
const def = STANDARD_DECK_DEFINITION;
const INFO: Info[] = def.cards.map((card) => {
  const rank = def.ranks.find((r) => r.id === card.rank)!;
  const suit = card.suit === null ? null : def.suits.find((x) => x.id === card.suit)!;
  return {
    value: rank.value,
    role: rank.role,
    suit: card.suit,
    colour: suit?.colour ?? null,
    wild: rank.wild === true,
    kill: rank.kill,
  };
});
const sameSuit = (a: Info | null, b: Info | null) =>
  a !== null && b !== null && (a.wild || b.wild || (a.suit !== null && a.suit === b.suit));
const sameColour = (a: Info | null, b: Info | null) =>
  a !== null && b !== null && (a.wild || b.wild || (a.colour !== null && a.colour === b.colour));

/** The cell [row, col] an outside position touches: sides top, right, bottom, left. */
function touches(p: number): [number, number] {
  const k = p % 3;
  return [
    [0, k],
    [k, 2],
    [2, k],
    [k, 0],
  ][Math.floor(p / 3)] as [number, number];
}
const cellAt = (row: number, col: number) => row * 3 + col;
const topInfo = (s: MatrixOverloadState, cell: number): Info | null => {
  const st = s.stacks[cell]!;
  return st.length === 0 ? null : INFO[st[st.length - 1]!]!;
};
const topValue = (s: MatrixOverloadState, cell: number) => topInfo(s, cell)?.value ?? 0;

/** Compare [class, value] tuples. */
const better = (a: number[], b: number[]) => a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!);
const same = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];

function bestOf(candidates: [number, number[]][]): number[] {
  let best: number[] | null = null;
  for (const [, t] of candidates) if (best === null || better(t, best)) best = t;
  return candidates.filter(([, t]) => same(t, best!)).map(([a]) => a);
}

/**
 * A joker on top is whatever suit the player declares (ruling 10): its cell may score as the
 * card's suit (best) or as another colour (floor). A position is legal when its best score is at
 * least every free cell's floor.
 */
function placements(s: MatrixOverloadState, card: Info): number[] {
  const cands: [number, number[], number[]][] = [];
  for (let p = 0; p < 12; p++) {
    if (s.royals[p]! >= 0) continue;
    const top = topInfo(s, cellAt(...touches(p)));
    const cls = sameSuit(card, top) ? 2 : sameColour(card, top) ? 1 : 0;
    const v = top?.value ?? 0;
    cands.push([9 + p, [cls, v], top?.wild ? [0, v] : [cls, v]]);
  }
  let bar: number[] = [-1, -1];
  for (const [, , floor] of cands) if (better(floor, bar)) bar = floor;
  return cands.filter(([, best]) => !better(bar, best)).map(([a]) => a);
}

function referenceLegal(s: MatrixOverloadState): number[] {
  if (s.ending !== null) return [];
  const card = INFO[s.hand]!;
  const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  switch (card.role) {
    case 'royal':
      return placements(s, card);
    case 'soft-reset':
      // Any stack of cards; the empty centre holds none (ruling 13).
      return cells.filter((c) => s.stacks[c]!.length > 0);
    case 'hard-reset': {
      const low = Math.min(...cells.map((c) => topValue(s, c)));
      return cells.filter((c) => topValue(s, c) === low);
    }
    default: {
      const fit = cells.filter((c) => topValue(s, c) <= card.value);
      if (fit.length > 0) return fit;
      const cands: [number, number[]][] = [];
      for (let p = 0; p < 12; p++) {
        if (s.royals[p]! < 0 || s.dead[p]) continue;
        const r = INFO[s.royals[p]!]!;
        const cls = sameSuit(card, r) ? 2 : sameColour(card, r) ? 1 : 0;
        cands.push([9 + p, [cls, -Math.abs(card.value - r.value)]]);
      }
      return cands.length > 0 ? bestOf(cands) : placements(s, card);
    }
  }
}

/** Royals (positions) an overload from `cell` kills, by coordinates. */
function referenceKills(s: MatrixOverloadState, cell: number): number[] {
  const row = Math.floor(cell / 3);
  const col = cell % 3;
  const lines: [number, number[]][] = [];
  const rowCells = [0, 1, 2].filter((c) => c !== col).map((c) => cellAt(row, c));
  const colCells = [0, 1, 2].filter((r) => r !== row).map((r) => cellAt(r, col));
  if (col === 0) lines.push([3 + row, rowCells]);
  if (col === 2) lines.push([9 + row, rowCells]);
  if (row === 0) lines.push([6 + col, colCells]);
  if (row === 2) lines.push([col, colCells]);
  const out: number[] = [];
  for (const [p, between] of lines) {
    const r = s.royals[p]!;
    if (r < 0 || s.dead[p]) continue;
    const royal = INFO[r]!;
    const tops = between.map((c) => topInfo(s, c));
    const power = tops.reduce((n, t) => n + (t?.value ?? 0), 0);
    const health = royal.value + s.ice[p]!.reduce((n, c) => n + INFO[c]!.value, 0);
    const ok =
      royal.kill === 'any' ||
      (royal.kill === 'colour' && tops.every((t) => sameColour(t, royal))) ||
      (royal.kill === 'suit' && tops.every((t) => sameSuit(t, royal)));
    if (ok && power >= health) out.push(p);
  }
  return out;
}

// ------------------------------------------------------------------ playing

function play(
  seed: number,
  pick: (n: number) => number,
  visit: (s: MatrixOverloadState, prev: MatrixOverloadState | null, action: number) => void,
): MatrixOverloadState {
  let s = game.setup({}, seed);
  visit(s, null, -1);
  while (s.ending === null) {
    const legal = game.legalActions(s);
    const a = legal[pick(legal.length)]!;
    const next = game.apply(s, a);
    visit(next, s, a);
    s = next;
  }
  return s;
}

function chooser(choices: readonly number[]): (n: number) => number {
  let i = 0;
  return (n) => choices[i++ % choices.length]! % n;
}

function allCards(s: MatrixOverloadState): number[] {
  return [
    ...s.stacks.flat(),
    ...s.deck,
    ...s.royals.filter((r) => r >= 0),
    ...s.ice.flat(),
    ...(s.hand >= 0 ? [s.hand] : []),
    ...s.setAside,
  ].sort((a, b) => a - b);
}

const ALL = Array.from({ length: 54 }, (_, i) => i);
const choicesArb = fc.array(fc.nat(10_000), { minLength: 1, maxLength: 80 });
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

/** Action bound of the loop ruling (see docs/rulings/matrix-overload.md). */
const MAX_ACTIONS = 12 + 60 + 61 * 107;

/** Property runs do real work: a loaded CI machine takes several seconds over each. */
const FUZZ_TIMEOUT_MS = 60_000;

describe('invariants over random runs', () => {
  it(
    '54 cards are conserved and every state passes full validation',
    () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          play(seed, chooser(choices), (s) => {
            expect(allCards(s)).toEqual(ALL);
            expect(codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))))).toEqual(s);
          });
        }),
        propertyRuns(150),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'legal actions match the reference and a brute-force check of all 21 codes',
    () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          play(seed, chooser(choices), (s) => {
            const legal = game.legalActions(s);
            const brute: number[] = [];
            for (let a = 0; a < ACTION_COUNT; a++) if (illegalReason(s, a) === null) brute.push(a);
            expect(legal).toEqual(s.ending === null ? brute : []);
            expect(legal).toEqual(referenceLegal(s));
            expect([...legal].sort((x, y) => x - y)).toEqual(legal);
          });
        }),
        propertyRuns(150),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'kills match the reference; kills never come back; the score only grows',
    () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          play(seed, chooser(choices), (s, prev, a) => {
            if (prev === null) return;
            prev.dead.forEach((d, p) => {
              if (d) expect(s.dead[p]).toBe(true);
            });
            const fresh = s.dead.flatMap((d, p) => (d && !prev.dead[p] ? [p] : []));
            if (a < 9) {
              const after = { ...prev, stacks: s.stacks };
              expect(fresh).toEqual(referenceKills(after, a).sort((x, y) => x - y));
            } else {
              expect(fresh).toEqual([]);
            }
            expect(rules.kills(s)).toBeGreaterThanOrEqual(rules.kills(prev));
          });
        }),
        propertyRuns(150),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'every run ends within the bound, living royals stay at 20 or less until black ICE',
    () => {
      const endings = new Map<string, number>();
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          let steps = 0;
          const end = play(seed, chooser(choices), (s) => {
            steps++;
            if (s.ending === null) expect(s.idle).toBeLessThan(rules.loopLimit(s));
            if (s.ending !== 'black-ice') {
              s.royals.forEach((r, p) => {
                if (r >= 0 && !s.dead[p]) expect(rules.health(s, p)).toBeLessThanOrEqual(20);
              });
            }
          });
          expect(steps).toBeLessThanOrEqual(MAX_ACTIONS);
          expect(game.outcome(end)!.scores).toEqual([rules.kills(end)]);
          endings.set(end.ending!, (endings.get(end.ending!) ?? 0) + 1);
        }),
        propertyRuns(300),
      );
      expect(endings.get('out-of-time')).toBeGreaterThan(0);
      expect(endings.get('black-ice')).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'observations hide exactly the unknown top of the deck',
    () => {
      fc.assert(
        fc.property(seedArb, choicesArb, (seed, choices) => {
          const rng = createRng(seed);
          play(seed, chooser(choices), (s) => {
            const o = observe(s);
            expect(o.knownBottom).toEqual(s.deck.slice(s.unknown));
            expect(o.unknownCards).toEqual([...s.deck.slice(0, s.unknown)].sort((a, b) => a - b));
            const w = determinize(o, rng);
            expect(observe(w)).toEqual(o);
            expect(w.deck.slice(s.unknown)).toEqual(s.deck.slice(s.unknown));
            expect(game.legalActions(w)).toEqual(game.legalActions(s));
          });
        }),
        propertyRuns(60),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
