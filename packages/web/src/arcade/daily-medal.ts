/**
 * A daily deal's medal and comparisons, as plain functions of the kept results
 * (`daily-deal.ts`). The medal for a day says how you did on that day's deal, by rules a player
 * can check: gold, won without a hint; silver, won with hints; bronze, not won, but the AI
 * playing the same deal in your seat did not win it either (lost when you lost, or you drew and
 * it did not win); none otherwise. Bronze's words speak of the result alone: the comparison may
 * still find that the AI lost by less ("it did better"), and the two must not contradict. Your result is compared with the AI's on the same deal and with your
 * own dailies of the game: the one before this day, and your best (a win before a draw before a
 * loss; then the wider score margin, the fewer hints, the fewer moves, the earlier day).
 */
import type { DailyAi, DailyResult } from './daily-deal.js';
import { resultWords } from './daily-deal.js';

export type Medal = 'gold' | 'silver' | 'bronze';

/** Each medal's mark (a shape of its own: colour is never the only signal). */
export const MEDAL_MARK: Readonly<Record<Medal, string>> = { gold: '★', silver: '☆', bronze: '◇' };

/** What earns each medal, in the words shown wherever medals are. */
export const MEDAL_RULES =
  '★ gold: won without a hint; ☆ silver: won with hints; ◇ bronze: not won, but the AI in your seat did not win the same deal either';

const RANK = { won: 2, drawn: 1, lost: 0 } as const;

/** The day's medal, or null (none earned, or bronze not known until the AI has played). */
export function medalOf(r: DailyResult): Medal | null {
  if (r.result === 'won') return r.hints === 0 ? 'gold' : 'silver';
  if (r.ai && RANK[r.ai.result] <= RANK[r.result]) return 'bronze';
  return null;
}

/** Why the medal was given, in words ("won without a hint"). */
export function medalWhy(m: Medal): string {
  if (m === 'gold') return 'won without a hint';
  if (m === 'silver') return 'won with hints';
  return 'the AI did not win it either';
}

/** The margin of a score line "a to b" from the first side (0 when there is none). */
function margin(score: string): number {
  const m = /^(-?\d+) to (-?\d+)$/.exec(score);
  return m ? Number(m[1]) - Number(m[2]) : 0;
}

/** Whether `a` is a better daily result than `b` (see the file comment). */
function better(a: DailyResult, b: DailyResult): boolean {
  if (RANK[a.result] !== RANK[b.result]) return RANK[a.result] > RANK[b.result];
  if (margin(a.score) !== margin(b.score)) return margin(a.score) > margin(b.score);
  if (a.hints !== b.hints) return a.hints < b.hints;
  return a.moves < b.moves;
}

/** The best of the kept days, or null; on a tie the earlier day. */
export function bestDaily(
  days: Readonly<Record<string, DailyResult>>,
): { day: string; r: DailyResult } | null {
  let best: { day: string; r: DailyResult } | null = null;
  for (const day of Object.keys(days).sort()) {
    const r = days[day]!;
    if (!best || better(r, best.r)) best = { day, r };
  }
  return best;
}

/** The latest kept day before `day`, or null. */
export function previousDaily(
  days: Readonly<Record<string, DailyResult>>,
  day: string,
): { day: string; r: DailyResult } | null {
  const before = Object.keys(days)
    .filter((d) => d < day)
    .sort();
  const last = before[before.length - 1];
  return last ? { day: last, r: days[last]! } : null;
}

/** The AI's result against yours, in words: "lost 140–158 (you did better)". */
export function versusAi(r: DailyResult, ai: DailyAi): string {
  const theirs = resultWords({ ...ai, moves: 0, hints: 0 });
  const d =
    RANK[r.result] !== RANK[ai.result]
      ? RANK[r.result] - RANK[ai.result]
      : margin(r.score) - margin(ai.score);
  return `${theirs} (${d > 0 ? 'you did better' : d < 0 ? 'it did better' : 'the same as you'})`;
}
