/**
 * The maths of `pnpm calibrate`: reliability tables, the Brier score and the expected
 * calibration error of predicted chances against results (1 win, ½ draw, 0 loss), and the fit of
 * a calibration map by isotonic regression with pool-adjacent-violators (Ayer et al. 1955;
 * Zadrozny & Elkan 2002 for calibration), per band of game progress.
 *
 * Decisions of one game share its result, so they are not independent: a bin's 95% Wilson
 * interval (stats.ts) is taken over its effective number of games, Kish's
 * n_eff = (Σ m_g)² / Σ m_g² for m_g decisions of game g in the bin (Kish 1965, "Survey
 * Sampling", design effect of clusters), which is the number of games when each gives the same
 * number of decisions and never more than the decisions.
 *
 * For the same reason a held-out series of a few hundred runs measures the ECE with noise of a
 * few points: `eceFloor` estimates it by the bootstrap (Efron 1979), resampling whole games, the
 * clusters (the cluster bootstrap; Davison & Hinkley 1997, §3.8), and scoring each draw.
 */
import type { CalibrationCurve } from '@matrix-arcade/ai-wasm';
import { createRng } from '@matrix-arcade/core';
import { wilson95 } from './stats.js';

/** One prediction: the chance said, the result that followed, and which game it came from. */
export interface Prediction {
  readonly p: number;
  readonly y: number;
  readonly game: number;
}

/** One row of a reliability table. */
export interface ReliabilityBin {
  /** The bin's range of predicted chance, [lo, hi). */
  readonly lo: number;
  readonly hi: number;
  readonly count: number;
  /** Distinct games with a decision in the bin, and Kish's effective number of games. */
  readonly games: number;
  readonly nEff: number;
  readonly meanPredicted: number;
  readonly observed: number;
  readonly ci95: [number, number];
  /** The mean prediction lies inside the observed rate's interval. */
  readonly inside: boolean;
}

export interface Reliability {
  readonly count: number;
  readonly games: number;
  readonly bins: ReliabilityBin[];
  /** Mean squared error of the predictions (Brier 1950). */
  readonly brier: number;
  /** Σ over bins of count/N × |mean predicted − observed| (Naeini et al. 2015). */
  readonly ece: number;
}

/** Kish's effective sample size of clustered observations, `sizes` the cluster sizes. */
export function kishEffective(sizes: Iterable<number>): number {
  let sum = 0;
  let squares = 0;
  for (const m of sizes) {
    sum += m;
    squares += m * m;
  }
  return squares === 0 ? 0 : (sum * sum) / squares;
}

/** A reliability table with `bins` equal-width bins of the predicted chance over [0, 1]. */
export function reliability(predictions: readonly Prediction[], bins = 10): Reliability {
  const rows: ReliabilityBin[] = [];
  let brier = 0;
  let ece = 0;
  const n = predictions.length;
  for (const q of predictions) brier += (q.p - q.y) ** 2;
  for (let b = 0; b < bins; b++) {
    const lo = b / bins;
    const hi = (b + 1) / bins;
    const inBin = predictions.filter((q) => {
      const i = Math.min(bins - 1, Math.floor(q.p * bins));
      return i === b;
    });
    if (inBin.length === 0) continue;
    const perGame = new Map<number, number>();
    let sumP = 0;
    let sumY = 0;
    for (const q of inBin) {
      perGame.set(q.game, (perGame.get(q.game) ?? 0) + 1);
      sumP += q.p;
      sumY += q.y;
    }
    const meanPredicted = sumP / inBin.length;
    const observed = sumY / inBin.length;
    const nEff = kishEffective(perGame.values());
    const ci95 = wilson95(observed * nEff, nEff);
    ece += (inBin.length / n) * Math.abs(meanPredicted - observed);
    rows.push({
      lo,
      hi,
      count: inBin.length,
      games: perGame.size,
      nEff,
      meanPredicted,
      observed,
      ci95,
      inside: meanPredicted >= ci95[0] && meanPredicted <= ci95[1],
    });
  }
  const games = new Set(predictions.map((q) => q.game)).size;
  return { count: n, games, bins: rows, brier: n ? brier / n : 0, ece };
}

/** A weighted point for isotonic regression. */
export interface WeightedPoint {
  readonly x: number;
  readonly y: number;
  readonly w: number;
}

/**
 * Pool-adjacent-violators: the non-decreasing fit of `y` on `x` minimising the weighted squared
 * error, as blocks (x and y their weighted means, w their weight) in ascending x.
 */
export function poolAdjacentViolators(points: readonly WeightedPoint[]): WeightedPoint[] {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  const blocks: { sx: number; sy: number; w: number }[] = [];
  for (const p of sorted) {
    blocks.push({ sx: p.x * p.w, sy: p.y * p.w, w: p.w });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.sy / a.w <= b.sy / b.w) break;
      blocks.pop();
      a.sx += b.sx;
      a.sy += b.sy;
      a.w += b.w;
    }
  }
  return blocks.map((b) => ({ x: b.sx / b.w, y: b.sy / b.w, w: b.w }));
}

/** A decision as the fit sees it: the raw value, the progress, the result. */
export interface FitSample {
  readonly value: number;
  readonly progress: number;
  readonly y: number;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * Knots of the interpolated isotonic fit of results on values: values grouped into at most
 * `groups` runs of equal count (equal values kept together), pooled by PAV, rounded to 4
 * decimals with the x strictly ascending.
 */
export function fitCurveKnots(
  samples: readonly { value: number; y: number }[],
  groups = 20,
): [number, number][] {
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const size = Math.max(1, Math.ceil(sorted.length / groups));
  const points: WeightedPoint[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = Math.min(sorted.length, i + size);
    while (j < sorted.length && sorted[j]!.value === sorted[j - 1]!.value) j++;
    let sx = 0;
    let sy = 0;
    for (let k = i; k < j; k++) {
      sx += sorted[k]!.value;
      sy += sorted[k]!.y;
    }
    points.push({ x: sx / (j - i), y: sy / (j - i), w: j - i });
    i = j;
  }
  const knots: [number, number][] = [];
  for (const b of poolAdjacentViolators(points)) {
    const x = round4(b.x);
    const y = round4(b.y);
    const last = knots[knots.length - 1];
    if (last && last[0] >= x) last[1] = Math.max(last[1], y);
    else knots.push([x, y]);
  }
  return knots;
}

/**
 * Curves for `bands` equal-count bands of progress (one band: the value alone). A band never
 * splits decisions of equal progress (a game whose progress moves in steps, the maze's rounds,
 * gets whole steps in each band, so a band's curve is read at its own step and not blended with
 * the next), so there may be fewer bands than asked.
 */
export function fitCurves(
  samples: readonly FitSample[],
  bands: number,
  groups = 20,
): CalibrationCurve[] {
  const sorted = [...samples].sort((a, b) => a.progress - b.progress);
  /** Band `b`'s first decision: the equal-count cut, moved to the nearer end of its step. */
  const cut = (b: number) => {
    const at = Math.floor((b * sorted.length) / bands);
    let lo = at;
    let hi = at;
    const same = (i: number) => sorted[i]!.progress === sorted[i - 1]!.progress;
    while (lo > 0 && lo < sorted.length && same(lo)) lo--;
    while (hi > 0 && hi < sorted.length && same(hi)) hi++;
    return at - lo <= hi - at ? lo : hi;
  };
  const curves: CalibrationCurve[] = [];
  for (let b = 0; b < bands; b++) {
    const part = sorted.slice(cut(b), cut(b + 1));
    if (part.length === 0) continue;
    const at = bands === 1 ? 0 : part.reduce((s, q) => s + q.progress, 0) / part.length;
    curves.push({ at: round4(at), knots: fitCurveKnots(part, groups) });
  }
  return curves;
}

/** The spread of the ECE over bootstrap draws of games: `eceFloor`'s result. */
export interface EceFloor {
  /** Games in each draw. */
  readonly runs: number;
  readonly draws: number;
  readonly mean: number;
  /** The 5th and 95th percentiles of the draws' ECE. */
  readonly range90: [number, number];
  /** The share of draws whose ECE is at most 5%. */
  readonly atMost5: number;
}

/**
 * The ECE of these predictions on `draws` series of `runs` games drawn with replacement from
 * theirs, whole games at a time (a game drawn twice counts as two games). Scored on the games a
 * map was fitted on, where it is calibrated by construction, it is the noise floor of a
 * held-out check of `runs` games: what the ECE shows from the results' chance alone.
 */
export function eceFloor(
  predictions: readonly Prediction[],
  runs: number,
  draws = 200,
  bins = 10,
  seed = 1,
): EceFloor {
  const byGame = new Map<number, Prediction[]>();
  for (const q of predictions) {
    const list = byGame.get(q.game);
    if (list) list.push(q);
    else byGame.set(q.game, [q]);
  }
  const games = [...byGame.values()];
  if (games.length === 0) throw new RangeError('eceFloor needs at least one game');
  const rng = createRng(seed);
  const eces: number[] = [];
  for (let d = 0; d < draws; d++) {
    const drawn: Prediction[] = [];
    for (let i = 0; i < runs; i++) {
      for (const q of games[rng.int(games.length)]!) drawn.push({ ...q, game: i });
    }
    eces.push(reliability(drawn, bins).ece);
  }
  eces.sort((a, b) => a - b);
  const at = (f: number) => eces[Math.min(draws - 1, Math.floor(f * draws))]!;
  return {
    runs,
    draws,
    mean: eces.reduce((a, b) => a + b, 0) / draws,
    range90: [at(0.05), at(0.95)],
    atMost5: eces.filter((e) => e <= 0.05).length / draws,
  };
}
