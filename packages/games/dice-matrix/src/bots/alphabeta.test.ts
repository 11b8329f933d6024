/**
 * Dice Matrix's outside-style alpha-beta (`./bots`): its position agrees with the rules (legal actions, points,
 * hash kept by make/unmake), its endgame answers are exact (checked against plain minimax over
 * the rules package), and its `ab` specs parse or fail with the allowed forms.
 */
import {
  applyAction,
  diceMatrix,
  legalActions,
  observe,
  totalScores,
  type DiceMatrixState,
} from '../index.js';
import { createRng, TERMINAL } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { AB_KIND, diceMatrixBots, parseAbSpec } from './ab-spec.js';
import { AlphaBeta } from './alphabeta.js';
import { EVALS, evaluate } from './evaluate.js';
import { Position } from './position.js';

/** A state `moves` random actions into a seeded game, or sooner once `left` dice or fewer remain. */
function randomState(seed: number, moves: number, left = 0): DiceMatrixState {
  const rng = createRng(seed);
  let s = diceMatrix.setup({}, seed);
  for (let i = 0; i < moves && s.toMove !== TERMINAL && (i === 0 || s.left > left); i++) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

const sorted = (buf: Int32Array, n: number) => Array.from(buf.subarray(0, n)).sort((a, b) => a - b);

/** Win first (±1000), then margin, for the side to move: plain minimax over the rules. */
function minimax(s: DiceMatrixState): number {
  if (s.toMove === TERMINAL) throw new Error('terminal');
  const me = s.toMove;
  let best = Number.NEGATIVE_INFINITY;
  for (const a of legalActions(s)) {
    const t = applyAction(s, a);
    let v: number;
    if (t.toMove === TERMINAL) {
      const sc = totalScores(t);
      const m = sc[me]! - sc[1 - me]!;
      v = m + (m > 0 ? 1000 : m < 0 ? -1000 : 0);
    } else v = -minimax(t);
    best = Math.max(best, v);
  }
  return best;
}

describe('Position', () => {
  it('lists the rules’ legal actions and scores them as the rules do, all game long', () => {
    const buf = new Int32Array(160);
    for (const seed of [1, 2, 3]) {
      const rng = createRng(seed + 100);
      let s = diceMatrix.setup({}, seed);
      while (s.toMove !== TERMINAL) {
        const p = Position.fromObservation(observe(s, s.toMove));
        const n = p.actions(buf);
        const legal = legalActions(s);
        expect(sorted(buf, n)).toEqual(legal);
        const a = legal[rng.int(legal.length)]!;
        const me = s.toMove;
        const t = applyAction(s, a);
        expect(p.actionGain(me, a)).toBe(totalScores(t)[me]! - totalScores(s)[me]!);
        s = t;
      }
    }
  });

  it('keeps its hash equal to a fresh one through make, and restores everything on unmake', () => {
    const s = randomState(7, 3);
    const p = Position.fromObservation(observe(s, s.toMove));
    const before = { lo: p.hashLo, hi: p.hashHi, lines: [...p.lines], cells: [...p.cells] };
    const buf = new Int32Array(160);
    const n = p.actions(buf);
    const hashes = new Set<string>();
    for (const a of buf.subarray(0, n)) {
      p.make(a);
      const lo = p.hashLo;
      const hi = p.hashHi;
      p.rehash();
      expect([p.hashLo, p.hashHi]).toEqual([lo, hi]);
      hashes.add(`${lo}:${hi}`);
      // The child equals the rules' child, built from scratch.
      const q = Position.fromObservation(observe(applyAction(s, a), 1 - s.toMove));
      expect([q.hashLo, q.hashHi]).toEqual([lo, hi]);
      p.unmake(a);
    }
    expect(hashes.size).toBe(n);
    expect({ lo: p.hashLo, hi: p.hashHi, lines: [...p.lines], cells: [...p.cells] }).toEqual(
      before,
    );
  });
});

describe('evaluate', () => {
  it('is the score margin alone under "score", and adds the line potential under "full"', () => {
    const s = randomState(11, 10);
    const p = Position.fromObservation(observe(s, s.toMove));
    const t = totalScores(s);
    expect(evaluate(p, EVALS.score!)).toBe(t[s.toMove]! - t[1 - s.toMove]!);
    const potOnly = { ...EVALS.score!, potential: 1 };
    let pot = 0;
    for (let l = 0; l < 11; l++) {
      pot += (p.lines[s.toMove * 11 + l]! - p.lines[(1 - s.toMove) * 11 + l]!) * p.rest[l]!;
    }
    expect(evaluate(p, potOnly)).toBeCloseTo(t[s.toMove]! - t[1 - s.toMove]! + pot / 2, 9);
  });
});

describe('AlphaBeta', () => {
  it('solves endgames exactly: the same value as plain minimax over the rules', () => {
    const ab = new AlphaBeta(EVALS.full!, 16);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = randomState(seed, 100, 8);
      expect(s.left).toBeGreaterThan(2);
      expect(s.left).toBeLessThanOrEqual(8);
      const p = Position.fromObservation(observe(s, s.toMove));
      const r = ab.search(p, { budgetMs: 60_000 });
      expect(r.exact).toBe(true);
      expect(r.value + 0).toBe(minimax(s) + 0); // + 0: a draw may come back as -0
      // The chosen action achieves that value.
      const t = applyAction(s, r.action);
      const v =
        t.toMove === TERMINAL
          ? (() => {
              const sc = totalScores(t);
              const m = sc[s.toMove]! - sc[1 - s.toMove]!;
              return m + (m > 0 ? 1000 : m < 0 ? -1000 : 0);
            })()
          : -minimax(t);
      expect(v + 0).toBe(r.value + 0);
    }
  }, 60_000);

  it('finds the same move at a fixed depth with or without its table, and leaves the position', () => {
    const s = randomState(21, 6);
    const p = Position.fromObservation(observe(s, s.toMove));
    const hash = [p.hashLo, p.hashHi];
    const a = new AlphaBeta(EVALS.full!, 18).search(p, { maxDepth: 2, budgetMs: 60_000 });
    const b = new AlphaBeta(EVALS.full!, 4).search(p, { maxDepth: 2, budgetMs: 60_000 });
    expect(a.depth).toBe(2);
    expect(a.value).toBeCloseTo(b.value, 9);
    expect(legalActions(s)).toContain(a.action);
    expect([p.hashLo, p.hashHi]).toEqual(hash);
  });
});

describe('ab specs', () => {
  it('parses the settings by name', () => {
    expect(parseAbSpec('ab')).toEqual({ budgetMs: 100, maxDepth: undefined, evalName: 'full' });
    expect(parseAbSpec('ab:score:ms30')).toMatchObject({ budgetMs: 30, evalName: 'score' });
    expect(parseAbSpec('ab:d3')).toMatchObject({ maxDepth: 3, budgetMs: 60_000 });
    expect(parseAbSpec('wasm:ab')).toBeUndefined();
    expect(diceMatrixBots.parse('mcts')).toBeUndefined();
  });

  it.each(['ab:ms0', 'ab:clever', 'ab:d'])('rejects %s with the allowed forms', (spec) => {
    expect(() => parseAbSpec(spec)).toThrow(`is not an ab setting; allowed: ${AB_KIND}`);
    expect(() => diceMatrixBots.parse(spec)).toThrow(AB_KIND);
  });

  it('builds a bot that plays a legal move at a fixed depth', () => {
    const s = randomState(4, 6);
    const bot = diceMatrixBots.parse('ab:d1')!(1);
    expect(bot.name).toBe('ab:d1');
    expect(legalActions(s)).toContain(bot.chooseAction(diceMatrix, observe(s, s.toMove), s.toMove));
  });
});
