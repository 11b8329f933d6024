/**
 * A review's summary figures: each seat's accuracy and the moves that decided the game.
 *
 * Accuracy follows lichess ("Accuracy", https://lichess.org/page/accuracy; lila's
 * `AccuracyPercent.scala`), with our chance to win in place of its win percentage from the
 * engine's centipawns. A move's accuracy is `103.1668 · e^(−0.04354 · d) − 3.1669`, plus lichess's
 * 1-point bonus for imperfect analysis, clamped to [0, 100], where `d` is the chance given away in
 * percentage points (`loss × 100`): a move that gives nothing away scores 100, a loss of 10
 * points about 65, of 20 about 41, of 50 about 10. A seat's accuracy is, as in lichess, the mean
 * of two means of its moves' accuracies: one weighted by the volatility of the chance around
 * the move (the standard deviation of the seat's chance over a sliding window of its moves,
 * clamped to [0.5, 12] points, so that moves in sharp positions count more than moves in dead
 * ones) and the harmonic mean (a few bad moves pull it down more than many good ones lift it).
 *
 * The deciding moves are the few largest losses, worst first: the moves graded a mistake or a
 * blunder (a loss above the `inaccuracy` threshold), at most `DECIDING_MOVES`, each with the
 * engine's better move beside it (`ReviewedMove.bestDescription`).
 *
 * The net chance given away (`givenAwayBySeat`) keeps the books: the sum of a seat's
 * `bestChance − chanceAfter`, unclamped, so a move that kept more than the engine's move by the
 * review's own estimate counts as a gain. A calibrated chance that follows the engine's play is
 * a martingale along that play (its expected change at a draw, a roll or the engine's move is
 * zero), so over many games the mean net figure equals the mean fall from the first chance to
 * the result. The graded losses cannot: each is clamped at 0 (a player is never charged for a
 * move as good as the engine's), and the sum of clamped noisy differences is biased upward by
 * the noise, `E[max(0, ε)] = σ/√(2π)` for a tie estimated with normal noise of deviation `σ`
 * (the rectified normal's mean); on the engine's own games that bias was the whole of the
 * review's losses (docs/performance.md, "How true is the chance").
 */
import type { GradeThresholds } from './review-grades.js';

/** The most deciding moves a review names. */
export const DECIDING_MOVES = 3;

/** What the figures need of a reviewed move. */
export interface GradedMove {
  readonly seat: number;
  readonly chanceBefore: number;
  readonly loss: number;
}

/** A move's accuracy in [0, 100] from the chance it gave away (`loss`, in [0, 1]). */
export function moveAccuracy(loss: number): number {
  const d = Math.max(0, loss) * 100;
  if (d === 0) return 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * d) - 3.166924740191411;
  return Math.min(100, Math.max(0, raw + 1));
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function standardDeviation(xs: readonly number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}

/**
 * The accuracy of one seat's moves (in game order), in [0, 100], or null for no moves: the mean
 * of the volatility-weighted mean and the harmonic mean of the moves' accuracies.
 */
export function seatAccuracy(moves: readonly GradedMove[]): number | null {
  if (moves.length === 0) return null;
  const accuracies = moves.map((m) => moveAccuracy(m.loss));
  const chances = moves.map((m) => m.chanceBefore * 100);
  // lichess: windows of a tenth of the moves, 2 to 8 long; the first ones share the first window.
  const size = clamp(Math.floor(moves.length / 10), 2, 8);
  const weights = moves.map((_, i) => {
    const start = clamp(i - size + 1, 0, Math.max(0, moves.length - size));
    const window = chances.slice(start, start + size);
    return clamp(standardDeviation(window), 0.5, 12);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const weighted = accuracies.reduce((a, x, i) => a + x * weights[i]!, 0) / total;
  // An accuracy of 0 would make the harmonic mean 0: lichess floors each at a tiny value.
  const harmonic = accuracies.length / accuracies.reduce((a, x) => a + 1 / Math.max(x, 1e-3), 0);
  return (weighted + harmonic) / 2;
}

/** Each seat's accuracy (index: seat), null for a seat that made no move. */
export function accuracyBySeat(moves: readonly GradedMove[], seats: number): (number | null)[] {
  return Array.from({ length: seats }, (_, seat) =>
    seatAccuracy(moves.filter((m) => m.seat === seat)),
  );
}

/** The moves that decided the game: losses above `inaccuracy`, largest first, at most `limit`. */
export function decidingMoves<M extends GradedMove>(
  moves: readonly M[],
  thresholds: GradeThresholds,
  limit = DECIDING_MOVES,
): M[] {
  return moves
    .filter((m) => m.loss > thresholds.inaccuracy)
    .sort((a, b) => b.loss - a.loss)
    .slice(0, limit);
}

/** What the net figure needs of a reviewed move. */
export interface JudgedMove {
  readonly seat: number;
  readonly bestChance: number;
  readonly chanceAfter: number;
}

/**
 * Each seat's net chance given away (index: seat), null for a seat that made no move: the sum of
 * `bestChance − chanceAfter` over its moves, gains included (see the file comment).
 */
export function givenAwayBySeat(moves: readonly JudgedMove[], seats: number): (number | null)[] {
  return Array.from({ length: seats }, (_, seat) => {
    const own = moves.filter((m) => m.seat === seat);
    return own.length ? own.reduce((a, m) => a + (m.bestChance - m.chanceAfter), 0) : null;
  });
}
