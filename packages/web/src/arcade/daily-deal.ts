/**
 * The daily deal (issue 27), as plain functions: the same seed for everyone for each game each
 * day, the day's result kept once, a streak of days, and a spoiler-free result to share.
 *
 * The day is the UTC calendar date (`dayKey`: `YYYY-MM-DD`), so everyone on Earth gets the same
 * deal at the same moment whatever their time zone. The seed of game `id` on day `d` is the
 * 32-bit FNV-1a hash of the text `matrix-arcade daily <id> <d>` (e.g. `matrix-arcade daily
 * <game-id> 2026-11-26`): anyone can recompute it, each game gets its own deal, and two days
 * never share one but by a 1-in-4-billion accident. A daily deal uses the game's default options.
 */

/** The UTC date of `at` as `YYYY-MM-DD`. */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day before `day` (`YYYY-MM-DD`, UTC). */
export function previousDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return dayKey(new Date(t - 86_400_000));
}

/** 32-bit FNV-1a of the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The seed of game `gameId`'s deal on `day` (see the file comment). */
export function dailySeed(gameId: string, day: string): number {
  return fnv1a32(`matrix-arcade daily ${gameId} ${day}`);
}

/** One day's result, as kept: the first finished game of that day's deal counts. */
export interface DailyResult {
  /** `won`, `lost` or `drawn`, from the person's side. */
  readonly result: 'won' | 'lost' | 'drawn';
  /** Moves the person made. */
  readonly moves: number;
  /** Hints asked. */
  readonly hints: number;
  /** The score line, e.g. "31 to 24", or '' when the game has none. */
  readonly score: string;
}

/** Per game, per day (`YYYY-MM-DD`), the result kept. */
export type DailyRecords = Readonly<Record<string, Readonly<Record<string, DailyResult>>>>;

const RESULTS = ['won', 'lost', 'drawn'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Checks records read back from storage: what is not a result is dropped (null: unreadable). */
export function parseDailyRecords(raw: string | null): DailyRecords | null {
  if (raw === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const out: Record<string, Record<string, DailyResult>> = {};
  for (const [game, days] of Object.entries(json)) {
    if (typeof days !== 'object' || days === null) continue;
    for (const [day, r] of Object.entries(days as Record<string, unknown>)) {
      const o = r as Partial<DailyResult> | null;
      if (!DAY.test(day) || !o || !RESULTS.includes(o.result as string)) continue;
      if (!count(o.moves) || !count(o.hints) || typeof o.score !== 'string') continue;
      out[game] ??= {};
      out[game][day] = { result: o.result!, moves: o.moves!, hints: o.hints!, score: o.score };
    }
  }
  return out;
}

/** The records with `day`'s result of `gameId` kept, unless that day has one already. */
export function withResult(
  records: DailyRecords,
  gameId: string,
  day: string,
  result: DailyResult,
): DailyRecords {
  if (records[gameId]?.[day]) return records;
  return { ...records, [gameId]: { ...records[gameId], [day]: result } };
}

/**
 * Days in a row with a result for `gameId`, ending today (or yesterday, when today's deal is
 * still to play: a streak lasts until a day is missed).
 */
export function streak(records: DailyRecords, gameId: string, today: string): number {
  const days = records[gameId] ?? {};
  let day = days[today] ? today : previousDay(today);
  let n = 0;
  while (days[day]) {
    n++;
    day = previousDay(day);
  }
  return n;
}

/** The result to share: a few lines of plain text, nothing about the deal's cards or moves. */
export function shareText(title: string, day: string, r: DailyResult, days: number): string {
  const result = { won: 'Won', lost: 'Lost', drawn: 'Drawn' }[r.result];
  return [
    `matrix-arcade daily: ${title}, ${day} (UTC)`,
    `${result}${r.score ? ` (${r.score})` : ''} in ${r.moves} moves, ${r.hints} ${r.hints === 1 ? 'hint' : 'hints'}`,
    `Streak: ${days} ${days === 1 ? 'day' : 'days'}`,
  ].join('\n');
}
