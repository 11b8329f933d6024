/**
 * Win-rate statistics: the Wilson score interval (Wilson 1927), which stays inside [0, 1] and
 * behaves well for small samples and rates near 0 or 1, unlike the normal approximation.
 */

/** 95% Wilson score interval for `successes` out of `n`. Draws count as half a win. */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  // At 0 or n successes the exact bound is 0 or 1; avoid floating-point residue there.
  return [
    successes === 0 ? 0 : Math.max(0, centre - half),
    successes === n ? 1 : Math.min(1, centre + half),
  ];
}

export const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The share of one kind of result among `n`, with its 95% Wilson interval. */
export interface Share {
  share: number;
  ci95: [number, number];
}

/** Shares of each ending among `n` games, rounded like the other rates. */
export function shares(counts: Readonly<Record<string, number>>, n: number): Record<string, Share> {
  const out: Record<string, Share> = {};
  for (const [k, c] of Object.entries(counts)) {
    out[k] = { share: round(c / n), ci95: wilson95(c, n).map((x) => round(x)) as [number, number] };
  }
  return out;
}

/** Decision times of one bot: count, mean, median, 95th percentile and maximum (ms). */
export interface Timing {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

/** The nearest-rank percentile `q` (0..1) of `sorted` (ascending); 0 for no values. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Summarises decision times (ms), rounded to 0.01 ms. */
export function timing(ms: readonly number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = sorted.length ? sorted.reduce((s, x) => s + x, 0) / sorted.length : 0;
  return {
    n: sorted.length,
    mean: round(mean, 2),
    p50: round(percentile(sorted, 0.5), 2),
    p95: round(percentile(sorted, 0.95), 2),
    max: round(sorted[sorted.length - 1] ?? 0, 2),
  };
}

/**
 * The mean of `xs` and its 95% interval by the normal approximation (mean ± 1.96 standard
 * errors, the sample's standard deviation with n − 1): `[mean, low, high]`. Meant for samples
 * of 30 or more (a t quantile would widen a smaller one's interval).
 */
export function meanCi95(xs: readonly number[]): [number, number, number] {
  const n = xs.length;
  if (n === 0) return [Number.NaN, Number.NaN, Number.NaN];
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return [mean, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = (1.959963984540054 * sd) / Math.sqrt(n);
  return [mean, mean - half, mean + half];
}
