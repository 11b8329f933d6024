/**
 * Dice Matrix endgames on the real engine host of `@matrix-arcade/ai-wasm` (in this thread,
 * `createInlineEngine`): alpha-beta proves the result and MCTS finds a winning move of small
 * endgames solved here by brute force, and the default engine solves endgames exactly: its
 * "wins by N" margin and its move are best play (win first, then the widest margin), as brute
 * force finds them. The generic engine checks (parity, worker = inline,
 * MCTS = the TS reference, entries) are the conformance kit's, in conformance.test.ts.
 */
import { type InlineEngine, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, createRng } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceMatrix } from '../game.js';
import { type DiceMatrixObservation, observe } from '../observation.js';
import { applyAction, legalActions, returnsOf, totalScores } from '../rules.js';
import type { DiceMatrixState } from '../state.js';
import { diceMatrixKernel } from './kernel.js';

let inline: InlineEngine<DiceMatrixObservation>;
beforeAll(async () => {
  inline = await createInlineEngine(diceMatrixKernel);
});
afterAll(() => inline.dispose());

/** Exact value for the seat to move (1 win, 0.5 draw, 0 loss) by brute force. */
function solve(s: DiceMatrixState): number {
  if (s.toMove === TERMINAL) throw new Error('solve: the game is over');
  let best = 0;
  for (const a of legalActions(s)) {
    const t = applyAction(s, a);
    const v = t.toMove === TERMINAL ? returnsOf(t)[s.toMove]! : 1 - solve(t);
    if (v > best) best = v;
  }
  return best;
}

/** Best play's result for the seat to move, win first, then margin (final totals), by brute force. */
function solveMargin(s: DiceMatrixState): { result: number; margin: number } {
  const seat = s.toMove;
  let best = { result: -1, margin: Number.NEGATIVE_INFINITY };
  for (const a of legalActions(s)) {
    const v = outcomeAfter(s, a, seat);
    if (v.result > best.result || (v.result === best.result && v.margin > best.margin)) best = v;
  }
  return best;
}

/** The result of `a` on `s` for `seat` (the seat to move there), best play after it. */
function outcomeAfter(s: DiceMatrixState, a: number, seat: number) {
  const t = applyAction(s, a);
  if (t.toMove === TERMINAL) {
    const totals = totalScores(t);
    return { result: returnsOf(t)[seat]!, margin: totals[seat]! - totals[1 - seat]! };
  }
  const next = solveMargin(t);
  return t.toMove === seat ? next : { result: 1 - next.result, margin: -next.margin };
}

describe('endgames solved by brute force', () => {
  it('the default engine solves small endgames exactly: best move and margin', () => {
    let checked = 0;
    for (let seed = 500; checked < 12 && seed < 900; seed++) {
      let s = diceMatrix.setup({ recountAtEnd: seed % 4 === 0 }, seed);
      const rng = createRng(seed);
      while (s.toMove !== TERMINAL && s.left > 4 + (seed % 3)) {
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
      if (s.toMove === TERMINAL) continue;
      checked++;
      const want = solveMargin(s);
      const hint = inline.hintSync(observe(s, s.toMove), s.toMove);
      expect(hint.solved, `seed ${seed}: solved`).toEqual({ margin: want.margin });
      expect(hint.value).toBe(want.result);
      expect(hint.chance).toBe(want.result);
      const got = outcomeAfter(s, hint.action, s.toMove);
      expect(got, `seed ${seed}: the hinted move is best play`).toEqual(want);
    }
    expect(checked).toBe(12);
  }, 60_000);

  it('alpha-beta proves the result and MCTS finds a winning move', () => {
    let found = 0;
    for (let seed = 100; found < 6 && seed < 400; seed++) {
      // A random game until 4 to 6 dice are left.
      let s = diceMatrix.setup({}, seed);
      const rng = createRng(seed);
      while (s.toMove !== TERMINAL && s.left > 4 + (seed % 3)) {
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
      if (s.toMove === TERMINAL) continue;
      const winning = legalActions(s).filter((a) => {
        const t = applyAction(s, a);
        return (t.toMove === TERMINAL ? returnsOf(t)[s.toMove]! : 1 - solve(t)) === 1;
      });
      // Only positions where the choice matters: some moves win, some do not.
      if (winning.length === 0 || winning.length === legalActions(s).length) continue;
      found++;
      const o = observe(s, s.toMove);
      const ab = inline.hintSync(o, s.toMove, { algorithm: 'alphabeta', iterations: 1e6 });
      expect(winning).toContain(ab.action);
      expect(ab.value).toBe(1);
      const mcts = inline.hintSync(o, s.toMove, {
        algorithm: 'mcts',
        iterations: 20_000,
        playoutDepth: Number.POSITIVE_INFINITY,
        seed: 1,
      });
      expect(winning).toContain(mcts.action);
    }
    expect(found).toBe(6);
  });
});
