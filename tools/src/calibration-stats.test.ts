/**
 * The maths of `calibrate` on hand-made examples whose answers are known: PAV pools exactly the
 * violating neighbours, the effective games of clustered decisions, the reliability table's
 * bins, Brier score, ECE and Wilson interval, the banded fit, and the bootstrap noise floor.
 */
import { calibratedChance } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import {
  eceFloor,
  fitCurveKnots,
  fitCurves,
  kishEffective,
  poolAdjacentViolators,
  reliability,
} from './calibration-stats.js';

describe('pool-adjacent-violators', () => {
  it('pools only the violating neighbours, by weight', () => {
    // y: 1, 3, 2, 4 → the middle pair pools to 2.5; weights 1, 1, 3, 1 → (3 + 6) / 4 = 2.25.
    expect(
      poolAdjacentViolators([
        { x: 0, y: 1, w: 1 },
        { x: 1, y: 3, w: 1 },
        { x: 2, y: 2, w: 3 },
        { x: 3, y: 4, w: 1 },
      ]),
    ).toEqual([
      { x: 0, y: 1, w: 1 },
      { x: 1.75, y: 2.25, w: 4 },
      { x: 3, y: 4, w: 1 },
    ]);
  });

  it('pools backwards through every earlier block it violates', () => {
    // 5, 6, 0 → all three pool to their mean 11 / 3.
    const out = poolAdjacentViolators([
      { x: 2, y: 6, w: 1 },
      { x: 1, y: 5, w: 1 },
      { x: 3, y: 0, w: 1 },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]!.y).toBeCloseTo(11 / 3, 12);
    expect(out[0]!.x).toBeCloseTo(2, 12);
  });

  it('leaves a non-decreasing sequence alone (sorted by x first)', () => {
    const pts = [
      { x: 3, y: 0.9, w: 1 },
      { x: 1, y: 0.1, w: 2 },
      { x: 2, y: 0.5, w: 1 },
    ];
    expect(poolAdjacentViolators(pts).map((b) => b.y)).toEqual([0.1, 0.5, 0.9]);
  });
});

describe('effective games (Kish)', () => {
  it('is the number of games when each gives as many decisions, fewer when unequal', () => {
    expect(kishEffective([5, 5, 5, 5])).toBe(4);
    // (1 + 3)² / (1 + 9) = 1.6.
    expect(kishEffective([1, 3])).toBeCloseTo(1.6, 12);
    expect(kishEffective([])).toBe(0);
  });
});

describe('reliability table', () => {
  // Game g gives two decisions, both with its result. Bin 0–50%: games 0..3 predicted 0.25, one
  // of the four won. Bin 50–100%: games 4..7 predicted 0.9, all won.
  const preds = [
    ...[0, 1, 2, 3].flatMap((g) => [0, 1].map(() => ({ p: 0.25, y: g === 0 ? 1 : 0, game: g }))),
    ...[4, 5, 6, 7].flatMap((g) => [0, 1].map(() => ({ p: 0.9, y: 1, game: g }))),
  ];
  const r = reliability(preds, 2);

  it('bins by predicted chance with counts, games and the observed rate', () => {
    expect(r.count).toBe(16);
    expect(r.games).toBe(8);
    expect(r.bins.map((b) => [b.lo, b.hi, b.count, b.games, b.nEff])).toEqual([
      [0, 0.5, 8, 4, 4],
      [0.5, 1, 8, 4, 4],
    ]);
    expect(r.bins[0]!.meanPredicted).toBeCloseTo(0.25, 12);
    expect(r.bins[0]!.observed).toBeCloseTo(0.25, 12);
    expect(r.bins[1]!.observed).toBe(1);
  });

  it('takes the Wilson interval over effective games, not decisions', () => {
    // 1 of 4 at 95%: 4.56%–69.94% (Wilson); over 8 decisions it would be 7.15%–59.07%.
    const [lo, hi] = r.bins[0]!.ci95;
    expect(lo).toBeCloseTo(0.0456, 3);
    expect(hi).toBeCloseTo(0.6994, 3);
    expect(r.bins[1]!.ci95[1]).toBe(1);
    expect(r.bins.map((b) => b.inside)).toEqual([true, true]);
  });

  it('computes the Brier score and the expected calibration error', () => {
    // Brier: bin 0: 2 × 0.75² + 6 × 0.25² = 1.5; bin 1: 8 × 0.1² = 0.08; over 16 → 0.09875.
    expect(r.brier).toBeCloseTo(0.09875, 12);
    // ECE: ½ × |0.25 − 0.25| + ½ × |0.9 − 1| = 0.05.
    expect(r.ece).toBeCloseTo(0.05, 12);
  });

  it('puts a prediction of exactly 1 in the last bin', () => {
    expect(reliability([{ p: 1, y: 1, game: 0 }], 10).bins.map((b) => b.lo)).toEqual([0.9]);
  });
});

describe('fitting a map', () => {
  it('recovers a known monotone relation and keeps the knots ascending', () => {
    // Results follow chance = value²; 200 decisions at each of 11 values, won in that share.
    const samples = [];
    for (let i = 0; i <= 10; i++) {
      const v = i / 10;
      for (let k = 0; k < 200; k++)
        samples.push({ value: v, y: k < Math.round(200 * v * v) ? 1 : 0 });
    }
    const knots = fitCurveKnots(samples, 11);
    expect(knots.map(([x]) => x)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    for (const [x, y] of knots) expect(y).toBeCloseTo(Math.round(200 * x * x) / 200, 4);
  });

  it('bands by progress: the same value maps to what each stage observed', () => {
    // Early (progress 0.1) a value of 0.1 wins 60%; late (0.9) it wins 10%.
    const samples = [];
    for (let k = 0; k < 100; k++) {
      samples.push({ value: 0.1, progress: 0.1, y: k < 60 ? 1 : 0 });
      samples.push({ value: 0.1, progress: 0.9, y: k < 10 ? 1 : 0 });
    }
    const table = {
      settings: { algorithm: 'mcts' as const, iterations: 1, exploration: 1, playoutDepth: -1 },
      fitted: 'test',
      curves: fitCurves(samples, 2),
    };
    expect(table.curves.map((c) => c.at)).toEqual([0.1, 0.9]);
    expect(calibratedChance(table, 0.1, 0.1)).toBeCloseTo(0.6, 12);
    expect(calibratedChance(table, 0.1, 0.9)).toBeCloseTo(0.1, 12);
    expect(calibratedChance(table, 0.1, 0.5)).toBeCloseTo(0.35, 12);
    // One band: the value alone, all stages pooled.
    expect(calibratedChance({ ...table, curves: fitCurves(samples, 1) }, 0.1)).toBeCloseTo(
      0.35,
      12,
    );
  });

  it('never splits a step of progress between bands (fewer bands than asked)', () => {
    // Three rounds of 10, 30 and 20 decisions: equal-count bands of 15 would split round 1
    // (blending it with its neighbours); the bands keep each round whole.
    const samples = [0, 1, 2].flatMap((round) =>
      Array.from({ length: [10, 30, 20][round]! }, (_, k) => ({
        value: 0.5,
        progress: round / 40,
        y: k % (round + 2) === 0 ? 1 : 0,
      })),
    );
    const curves = fitCurves(samples, 4);
    expect(curves.map((c) => c.at)).toEqual([0, 1 / 40, 2 / 40]);
    const table = {
      settings: { algorithm: 'mcts' as const, iterations: 1, exploration: 1, playoutDepth: -1 },
      fitted: 'test',
      curves,
    };
    // Each round reads its own share of wins: 1/2, 1/3 (10 of 30), 1/4.
    expect(calibratedChance(table, 0.5, 0)).toBeCloseTo(1 / 2, 4); // knots keep 4 decimals
    expect(calibratedChance(table, 0.5, 1 / 40)).toBeCloseTo(1 / 3, 4);
    expect(calibratedChance(table, 0.5, 2 / 40)).toBeCloseTo(1 / 4, 4);
  });
});

describe('the noise floor of a held-out check (eceFloor)', () => {
  // 200 games, each predicted ½ throughout and won or lost alike: calibrated on the whole (ECE 0),
  // while a draw of n games shows |won share − ½|, about 0.4 / √n.
  const games = (decisionsPerGame: number) =>
    Array.from({ length: 200 }, (_, g) =>
      Array.from({ length: decisionsPerGame }, () => ({ p: 0.5, y: g % 2, game: g })),
    ).flat();

  it('is above zero for a map calibrated on the whole, and falls as the checks grow', () => {
    expect(reliability(games(1)).ece).toBe(0);
    const small = eceFloor(games(1), 25);
    const large = eceFloor(games(1), 400);
    expect(small.mean).toBeGreaterThan(0.05);
    expect(small.mean).toBeLessThan(0.12);
    expect(large.mean).toBeLessThan(small.mean / 2.5);
    expect(large.atMost5).toBeGreaterThan(small.atMost5);
    expect(small.range90[0]).toBeLessThanOrEqual(small.mean);
    expect(small.range90[1]).toBeGreaterThanOrEqual(small.mean);
  });

  it('draws whole games: ten decisions a game are no more evidence than one', () => {
    // Drawing decisions one by one instead would shrink the floor by about √10.
    const one = eceFloor(games(1), 50);
    const ten = eceFloor(games(10), 50);
    expect(ten.mean).toBeCloseTo(one.mean, 12);
  });

  it('is the same for the same seed, and another seed draws other games', () => {
    expect(eceFloor(games(1), 30, 50, 10, 7)).toEqual(eceFloor(games(1), 30, 50, 10, 7));
    expect(eceFloor(games(1), 30, 50, 10, 8).mean).not.toBe(eceFloor(games(1), 30, 50, 10, 7).mean);
    expect(() => eceFloor([], 10)).toThrow(RangeError);
  });
});
