/**
 * What the player has learnt, kept in `localStorage` (key `matrix-arcade:lessons`) so it survives
 * a reload: per game, each lesson finished (its best stars) or skipped; the lesson in progress
 * (its game, lesson, step and the moves played: `LessonPlace`, so it resumes where it was); and
 * the games whose guided first game the front door has already suggested. The stored JSON is
 * untrusted: anything that does not read as this shape is dropped entry by entry (`problem`
 * says so once), never a crash. Without storage (a private window that refuses it) progress
 * lives for the page only.
 */
import type { LessonDetail } from './lesson-detail.js';

export const PROGRESS_KEY = 'matrix-arcade:lessons';

/** How a lesson went: its best stars (0: skipped, never finished). */
export interface LessonRecord {
  readonly stars: number;
}

/** A lesson in progress. */
export interface LessonInProgress {
  readonly game: string;
  readonly lesson: string;
  readonly step: number;
  readonly moves: readonly number[];
}

interface Data {
  done: Record<string, Record<string, LessonRecord>>;
  current: LessonInProgress | null;
  suggested: string[];
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** Reads untrusted JSON into progress, dropping what does not fit; whether anything was dropped. */
export function readProgress(json: unknown): { data: Data; dropped: boolean } {
  const data: Data = { done: {}, current: null, suggested: [] };
  if (!isObject(json)) return { data, dropped: json !== null && json !== undefined };
  let dropped = false;
  for (const [game, lessons] of Object.entries(isObject(json.done) ? json.done : {})) {
    if (!isObject(lessons)) {
      dropped = true;
      continue;
    }
    for (const [lesson, r] of Object.entries(lessons)) {
      if (!isObject(r) || !isInt(r.stars, 3)) {
        dropped = true;
        continue;
      }
      data.done[game] ??= {};
      data.done[game][lesson] = { stars: r.stars };
    }
  }
  const c = json.current;
  if (
    isObject(c) &&
    typeof c.game === 'string' &&
    typeof c.lesson === 'string' &&
    isInt(c.step) &&
    Array.isArray(c.moves) &&
    c.moves.every((m) => isInt(m))
  ) {
    data.current = { game: c.game, lesson: c.lesson, step: c.step, moves: c.moves as number[] };
  } else if (c !== null && c !== undefined) dropped = true;
  if (Array.isArray(json.suggested)) {
    data.suggested = json.suggested.filter((g): g is string => typeof g === 'string');
  }
  return { data, dropped };
}

export class LessonProgress {
  private data: Data;
  /** Set when stored progress could not all be read (said once by the page). */
  problem = '';

  constructor(private readonly storage: Storage | null = safeStorage()) {
    let raw: unknown = null;
    try {
      const text = this.storage?.getItem(PROGRESS_KEY);
      raw = text ? JSON.parse(text) : null;
    } catch {
      raw = 'unreadable';
    }
    const { data, dropped } = readProgress(raw);
    this.data = data;
    if (dropped) this.problem = 'Part of your lesson progress could not be read and was set aside.';
  }

  private save(): void {
    try {
      this.storage?.setItem(PROGRESS_KEY, JSON.stringify(this.data));
    } catch {
      // Full or refused storage: progress lives for this page only.
    }
  }

  /** How `lesson` of `game` went, or null if never finished nor skipped. */
  record(game: string, lesson: string): LessonRecord | null {
    return this.data.done[game]?.[lesson] ?? null;
  }

  /** The lesson in progress (of `game`, if given), or null. */
  current(game?: string): LessonInProgress | null {
    const c = this.data.current;
    return c && (game === undefined || c.game === game) ? c : null;
  }

  /** A step was entered: the lesson in progress is there now. */
  step(d: LessonDetail): void {
    this.data.current = { game: d.game, lesson: d.lesson, step: d.step, moves: [...d.moves] };
    this.save();
  }

  /** A lesson ended: its best stars kept (a skip never lowers them), nothing in progress. */
  end(d: LessonDetail): void {
    const old = this.record(d.game, d.lesson)?.stars ?? 0;
    this.data.done[d.game] ??= {};
    this.data.done[d.game]![d.lesson] = { stars: Math.max(old, d.stars ?? 0) };
    this.data.current = null;
    this.save();
  }

  /** Forgets the lesson in progress (the player left it). */
  leave(): void {
    this.data.current = null;
    this.save();
  }

  /** Whether the front door suggested `game`'s guided game already; marks it suggested. */
  suggestOnce(game: string): boolean {
    if (this.data.suggested.includes(game)) return false;
    this.data.suggested.push(game);
    this.save();
    return true;
  }

  /** Whether any lesson of `game` was finished (not only skipped). */
  learnt(game: string): boolean {
    return Object.values(this.data.done[game] ?? {}).some((r) => r.stars > 0);
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
