/**
 * The daily deal (issues 27 and 37), as plain functions: the same seed for everyone for each game
 * each day, the day's result kept once (with the AI's result on the same deal added once it has
 * played it), the one streak (days in a row finished on their day), a month's days for the
 * calendar, and a one-line, spoiler-free result to share.
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

/** The AI's result on a day's deal, in the seat the person played (`daily-ai.ts`). */
export interface DailyAi {
  readonly result: 'won' | 'lost' | 'drawn';
  /** The score line from that seat, or ''. */
  readonly score: string;
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
  /** The day (`YYYY-MM-DD`, UTC) it was finished; absent in results kept before it was. */
  readonly on?: string;
  /** The AI's result on the same deal, once it has played it. */
  readonly ai?: DailyAi;
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
      if (o.on !== undefined && !(typeof o.on === 'string' && DAY.test(o.on))) continue;
      out[game] ??= {};
      const { result, moves, hints, score, on } = o as DailyResult;
      const ai = isAi(o.ai) ? { ai: { result: o.ai.result, score: o.ai.score } } : {};
      out[game][day] = { result, moves, hints, score, ...(on !== undefined && { on }), ...ai };
    }
  }
  return out;
}

/** An AI result read back: a result and a score line (anything else is dropped). */
function isAi(v: unknown): v is DailyAi {
  const o = v as Partial<DailyAi> | null | undefined;
  return !!o && RESULTS.includes(o.result as string) && typeof o.score === 'string';
}

/** The records with the AI's result added to `day`'s kept result of `gameId` (if there is one). */
export function withAi(
  records: DailyRecords,
  gameId: string,
  day: string,
  ai: DailyAi,
): DailyRecords {
  const r = records[gameId]?.[day];
  if (!r) return records;
  return { ...records, [gameId]: { ...records[gameId], [day]: { ...r, ai } } };
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
 * The streak, the arcade's only one: days in a row, to today (or to yesterday while today's deal
 * is still to play: a streak lasts until a day is missed), on which you finished that day's deal
 * of this game, won or lost. A past day's deal played later from the calendar is kept with its
 * result but fills no gap (`on` is not its day); a result kept before `on` was recorded counts.
 */
export function streak(records: DailyRecords, gameId: string, today: string): number {
  const days = records[gameId] ?? {};
  const onTime = (day: string) => {
    const r = days[day];
    return !!r && (r.on === undefined || r.on === day);
  };
  let day = onTime(today) ? today : previousDay(today);
  let n = 0;
  while (onTime(day)) {
    n++;
    day = previousDay(day);
  }
  return n;
}

/** What the streak counts, in the words shown beside it wherever it is shown. */
export const STREAK_WORDS = 'days in a row you finished that day’s deal, won or lost';

/** "3 days" / "1 day". */
export const daysWords = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A kept result in a few words: "won 158–140", "lost", "drawn 120–120". */
export function resultWords(r: DailyResult): string {
  const score = r.score.replace(' to ', '–');
  return score ? `${r.result} ${score}` : r.result;
}

/**
 * The result to share, one line of plain text: the game, the day and the result with its score
 * ("Dice Matrix daily 2026-11-27: won 158–140"); nothing about the deal's cards, dice or moves.
 */
export function shareText(title: string, day: string, r: DailyResult): string {
  return `${title} daily ${day}: ${resultWords(r)}`;
}

/** The month (`YYYY-MM`) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month before or after `month` (`YYYY-MM`), `by` months on. */
export function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return dayKey(d).slice(0, 7);
}

/** The days of `month` (`YYYY-MM`), and the weekday of its first (0 Monday … 6 Sunday). */
export function monthDays(month: string): { days: string[]; firstWeekday: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { days, firstWeekday: (first.getUTCDay() + 6) % 7 };
}

/** How far back the calendar's deals go (days before today). */
export const CALENDAR_DAYS = 400;

/**
 * The day (within `CALENDAR_DAYS` up to `today`) whose deal of `gameId` has `seed`, or null.
 */
export function dayOfSeed(gameId: string, seed: number, today: string): string | null {
  let day = today;
  for (let i = 0; i <= CALENDAR_DAYS; i++) {
    if (dailySeed(gameId, day) === seed) return day;
    day = previousDay(day);
  }
  return null;
}
