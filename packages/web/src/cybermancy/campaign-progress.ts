/**
 * The CYBERMANCY campaign's progress in the browser: which chapters the player has won, the
 * chapter they are on, and the run in progress in that chapter (the element's `state`), kept in
 * `localStorage` under one key so closing the page and coming back resumes the campaign where it
 * stood. Chapters are numbered from 1, as in the rules package, whose unlock rule
 * (`isUnlocked`) decides which are open; this file only stores. What is read back is checked field by
 * field (the won chapters by the package's `readProgress`); anything unreadable is set aside under a `corrupt` key and the campaign starts afresh,
 * with a message for the player. Storage that throws (private mode, quota) counts as empty and
 * never breaks the page.
 */

import { type CampaignProgress, NEW_CAMPAIGN, readProgress } from '@matrix-arcade/cybermancy';

/** The stored progress: the package's (chapters won) plus where the player stands. */
export interface StoredCampaign extends CampaignProgress {
  /** The chapter chosen last (1-based). */
  readonly chapter: number;
  /** The run in progress in `chapter` (the element's `state`), or null. */
  readonly run: unknown;
}

export const FRESH_PROGRESS: StoredCampaign = { ...NEW_CAMPAIGN, chapter: 1, run: null };

/** The key of the progress; `<key>:corrupt` keeps an unreadable value for a bug report. */
export const PROGRESS_KEY = 'matrix-arcade:v1:cybermancy:campaign';

/** Progress read back, with a message for the player when something had to be set aside. */
export interface ProgressLoad {
  readonly progress: StoredCampaign;
  readonly problem: string | null;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Checks a parsed value against the shape of `StoredCampaign` (of a campaign of `chapters`
 * chapters); returns it cleaned (won chapters sorted, once each), or says what is wrong.
 */
export function checkStored(
  v: unknown,
  chapters: number,
): { ok: true; value: StoredCampaign } | { ok: false; why: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return { ok: false, why: 'not an object' };
  }
  const o = v as Record<string, unknown>;
  let won: CampaignProgress;
  try {
    won = readProgress(o);
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
  const c = o.chapter;
  if (!Number.isInteger(c) || (c as number) < 1 || (c as number) > chapters) {
    return { ok: false, why: `chapter: expected a chapter number from 1 to ${chapters}` };
  }
  if (!('run' in o)) return { ok: false, why: 'run: missing (null when no run is in progress)' };
  return { ok: true, value: { won: won.won, chapter: c as number, run: o.run } };
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
    let why: string;
    try {
      const checked = checkStored(JSON.parse(raw), this.chapters);
      if (checked.ok) return { progress: checked.value, problem: null };
      why = checked.why;
    } catch {
      why = 'not JSON';
    }
    this.write(`${PROGRESS_KEY}:corrupt`, raw);
    this.remove(PROGRESS_KEY);
    return {
      progress: FRESH_PROGRESS,
      problem: `The saved campaign could not be read (${why}), so it starts again from chapter 1.`,
    };
  }

  /** Saves `progress` (quietly does nothing when storage refuses). */
  save(progress: StoredCampaign): void {
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
