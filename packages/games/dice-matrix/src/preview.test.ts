/**
 * `previewAction`: the points of each die and the total agree with what `apply` scores (and
 * with `describeAction`'s words), the dice land in their colour column and face row, the pairs
 * a move opens are exactly the new ones, the best reply is the opponent's best next move, and
 * the state is never changed; illegal actions throw like `apply`.
 */
import { IllegalActionError, previewOf } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { openingAction, pairAction, singleAction } from './actions.js';
import { diceMatrix } from './game.js';
import { previewAction } from './preview.js';
import { applyAction, legalActions, totalScores } from './rules.js';
import { recount } from './scoring.js';
import { type DiceMatrixState, fromLayout } from './state.js';

/** R3 G6 R5 across the top row, the spare K2, the rest drawn. */
const position = (options = {}) =>
  fromLayout({ cells: { 0: 'R3', 1: 'G6', 2: 'R5', 3: 'K3' }, spare: 'K2', seed: 4 }, options);

/** What a seat really gains by playing `a`: the recount of its area before and after. */
const gain = (s: DiceMatrixState, a: number) => {
  const seat = s.toMove;
  return recount(applyAction(s, a).areas[seat]!) - recount(s.areas[seat]!);
};

describe('previewAction', () => {
  it('the opening: the spare turned to the face chosen, its points, nothing opened', () => {
    const s = position();
    const p = previewAction(s, openingAction(5));
    expect(p).toMatchObject({ action: openingAction(5), seat: 0, kind: 'opening', total: 2 });
    expect(p.dice).toEqual([
      {
        die: 2 * 6 + 4,
        tag: 'K5',
        from: -1,
        colour: 'black',
        face: 5,
        colourLine: 1,
        faceLine: 1,
        points: 2,
      },
    ]);
    expect(p.opponent!.newPairs).toEqual([]);
  });

  it('a pair: each die in scoring order with its points, as apply scores them', () => {
    let s = applyAction(position(), openingAction(3)); // seat 0 holds K3
    s = applyAction(s, singleAction(1)); // seat 1 takes G6: R3 and R5 now face each other
    const pair = pairAction(0, 2);
    const p = previewAction(s, pair);
    expect(p.seat).toBe(0);
    expect(p.kind).toBe('pair');
    expect(p.dice.map((d) => [d.tag, d.from, d.colourLine, d.faceLine, d.points])).toEqual([
      ['R3', 0, 1, 2, 3], // the red column starts, the 3s row already holds K3
      ['R5', 2, 2, 1, 3],
    ]);
    expect(p.total).toBe(6);
    expect(p.total).toBe(gain(s, pair));
    expect(applyAction(s, pair).scores[0]! - s.scores[0]!).toBe(6);
    expect(diceMatrix.describeAction(s, pair)).toMatch(/→ \+3, \+3$/);
    // Then K3 (cell 3) lands on a black column of 1 and a 3s row of 2.
    const k3 = previewAction(applyAction(applyAction(s, pair), singleAction(20)), singleAction(3));
    expect(k3.dice[0]).toMatchObject({ tag: 'K3', colourLine: 2, faceLine: 3, points: 5 });
  });

  it('what a move opens: taking the die between two matching dice opens their pair', () => {
    const s = applyAction(position(), openingAction(3));
    const p = previewAction(s, singleAction(1));
    expect(p.opponent!.newPairs).toContain(pairAction(0, 2));
    const before = new Set(legalActions(s));
    const after = legalActions(applyAction(s, singleAction(1)));
    expect(p.opponent!.newPairs).toEqual(after.filter((a) => a >= 49 && !before.has(a)));
  });

  it('the best reply is the most the opponent can score next', () => {
    let s = diceMatrix.setup({}, 11);
    for (let i = 0; i < 6; i++) {
      for (const a of legalActions(s).slice(0, 40)) {
        const next = applyAction(s, a);
        const best = Math.max(...legalActions(next).map((b) => gain(next, b)));
        expect(previewAction(s, a).opponent!.bestReply).toBe(best);
      }
      s = applyAction(s, legalActions(s)[i * 7]!);
    }
  });

  it('every preview totals what apply scores, and the state is never changed', () => {
    for (const options of [{}, { recountAtEnd: true }]) {
      let s = diceMatrix.setup(options, 3);
      while (diceMatrix.currentPlayer(s) >= 0) {
        const frozen = JSON.stringify(s);
        const legal = legalActions(s);
        for (const a of legal) {
          const p = previewAction(s, a);
          expect(p.total).toBe(gain(s, a));
          expect(p.scoresKept).toBe(!('recountAtEnd' in options));
          expect(p.endsGame).toBe(p.kind !== 'opening' && s.left === p.dice.length);
          if (p.endsGame) expect(p.opponent).toBeNull();
        }
        expect(JSON.stringify(s)).toBe(frozen);
        s = applyAction(s, legal[legal.length - 1]!);
      }
      expect(totalScores(s)[0]! + totalScores(s)[1]!).toBeGreaterThan(0);
    }
  });

  it("throws IllegalActionError with apply's reason for an illegal action", () => {
    const s = position();
    let fromApply: unknown;
    try {
      applyAction(s, singleAction(0));
    } catch (e) {
      fromApply = e;
    }
    expect(() => previewAction(s, singleAction(0))).toThrow(IllegalActionError);
    expect(() => previewAction(s, singleAction(0))).toThrow((fromApply as Error).message);
    expect(() => previewAction(s, -3)).toThrow(/not a Dice Matrix action/);
  });

  it("is the Game object's previewAction", () => {
    const s = position();
    expect(previewOf(diceMatrix, s, openingAction(2))).toEqual(previewAction(s, openingAction(2)));
  });
});
