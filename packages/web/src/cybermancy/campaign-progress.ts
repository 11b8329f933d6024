/**
 * The CYBERMANCY campaign's progress in the browser: which chapters the player has won, the
 * chapter they are on, and the run in progress in that chapter (the element's `state`), kept in
 * `localStorage` under one key so closing the page and coming back resumes the campaign where it
 * stood. A chapter is open when it is the first or the one before it was won (the rules
 * package's unlock rule decides; this file only stores). What is read back is checked field by
 * field; anything unreadable is set aside under a `corrupt` key and the campaign starts afresh,
 * with a message for the player. Storage that throws (private mode, quota) counts as empty and
 * never breaks the page.
 */

/** The stored progress. */
export interface CampaignProgress {
  /** Chapters won at least once (0-based), ascending, no repeats. */
  readonly won: readonly number[];
  /** The chapter chosen last (0-based). */
  readonly current: number;
  /** The run in progress in `current` (the element's `state`), or null. */
  readonly run: unknown;
}

export const FRESH_PROGRESS: CampaignProgress = { won: [], current: 0, run: null };

/** The key of the progress; `<key>:corrupt` keeps an unreadable value for a bug report. */
export const PROGRESS_KEY = 'matrix-arcade:v1:cybermancy:campaign';

/** Progress read back, with a message for the player when something had to be set aside. */
export interface ProgressLoad {
  readonly progress: CampaignProgress;
  readonly problem: string | null;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Checks a parsed value against the shape of `CampaignProgress`; returns why not, or null. */
export function progressProblem(v: unknown, chapters: number): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not an object';
  const o = v as Record<string, unknown>;
  const inRange = (n: unknown) =>
    Number.isInteger(n) && (n as number) >= 0 && (n as number) < chapters;
  if (!Array.isArray(o.won) || !o.won.every(inRange)) {
    return `won: expected a list of chapter numbers from 0 to ${chapters - 1}`;
  }
  if (new Set(o.won).size !== o.won.length) return 'won: a chapter is listed twice';
  if (!inRange(o.current)) return `current: expected a chapter number from 0 to ${chapters - 1}`;
  if (!('run' in o)) return 'run: missing (null when no run is in progress)';
  return null;
}

/** The campaign's progress in a `Storage` (the page's `localStorage` by default). */
export class CampaignStore {
  constructor(
    /** How many chapters the campaign has. */
    private readonly chapters: number,
    private readonly storage: Storage | null = safeLocalStorage(),
  ) {}

  /** The stored progress, or a fresh one (with a message when the stored value was unreadable). */
  load(): ProgressLoad {
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(PROGRESS_KEY) ?? null;
    } catch {
      return { progress: FRESH_PROGRESS, problem: null };
    }
    if (raw === null) return { progress: FRESH_PROGRESS, problem: null };
    let parsed: unknown;
    let why: string | null;
    try {
      parsed = JSON.parse(raw);
      why = progressProblem(parsed, this.chapters);
    } catch {
      why = 'not JSON';
    }
    if (why === null) {
      const p = parsed as CampaignProgress;
      return {
        progress: { won: [...p.won].sort((a, b) => a - b), current: p.current, run: p.run },
        problem: null,
      };
    }
    this.write(`${PROGRESS_KEY}:corrupt`, raw);
    this.remove(PROGRESS_KEY);
    return {
      progress: FRESH_PROGRESS,
      problem: `The saved campaign could not be read (${why}), so it starts again from chapter 1.`,
    };
  }

  /** Saves `progress` (quietly does nothing when storage refuses). */
  save(progress: CampaignProgress): void {
    this.write(PROGRESS_KEY, JSON.stringify(progress));
  }

  /** Forgets the campaign (the corrupt copy, if any, stays). */
  reset(): void {
    this.remove(PROGRESS_KEY);
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Full or forbidden storage: the campaign still plays, it just will not be remembered.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // As above.
    }
  }
}

/** `progress` after a chapter was won: recorded once, ascending. */
export function withWin(progress: CampaignProgress, chapter: number): CampaignProgress {
  if (progress.won.includes(chapter)) return progress;
  return { ...progress, won: [...progress.won, chapter].sort((a, b) => a - b) };
}
