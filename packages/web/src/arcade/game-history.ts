/**
 * The arcade's history of past games, per game: the newest first, at most `HISTORY_LIMIT`, each
 * with when it ended, its seed, how it counted (won, lost, drawn, abandoned — a game left
 * unfinished for a new one, counted as a loss — or other: a game among people or the AI's
 * own), the result in words and the whole game (the element's `state`, replayable move by
 * move). Everything read back is checked; the storage (`arcade-storage.ts`) sets aside what is
 * unreadable.
 */

export const HISTORY_LIMIT = 30;

/** How a finished game counts: against the AI (`won`/`lost`/`drawn`) or not (`other`). */
export type GameResult = 'won' | 'lost' | 'drawn' | 'other';

/** How a past game counted. */
export type PastResult = GameResult | 'abandoned';

export interface PastGame {
  /** When it ended (ISO 8601). */
  readonly when: string;
  readonly seed: number;
  readonly result: PastResult;
  /** The result in words ("Player 1 wins 31 to 28", "Abandoned after 6 moves"). */
  readonly summary: string;
  /** The element's `state` at the end (`matrix-arcade/session` JSON). */
  readonly state: unknown;
  /**
   * The seats the AI played alone, as recorded move by move (absent in games kept before it was
   * recorded).
   */
  readonly aiSeats?: readonly number[];
  /** A person's game the AI played part of (handed over or taken back). */
  readonly assisted?: boolean;
}

const RESULTS: readonly PastResult[] = ['won', 'lost', 'drawn', 'other', 'abandoned'];

/** Adds a game at the front, keeping the newest `HISTORY_LIMIT`. */
export function withGame(list: readonly PastGame[], game: PastGame): PastGame[] {
  return [game, ...list].slice(0, HISTORY_LIMIT);
}

/** The history in a stored string, or null if any of it is not a history. */
export function parseHistory(raw: string): PastGame[] | null {
  let o: unknown;
  try {
    o = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(o) || o.length > HISTORY_LIMIT) return null;
  const out: PastGame[] = [];
  for (const g of o as Record<string, unknown>[]) {
    if (!g || typeof g !== 'object') return null;
    const { when, seed, result, summary, state, aiSeats, assisted } = g;
    if (typeof when !== 'string' || Number.isNaN(Date.parse(when))) return null;
    if (!Number.isInteger(seed) || (seed as number) < 0 || (seed as number) > 0xffffffff)
      return null;
    if (!RESULTS.includes(result as PastResult) || typeof summary !== 'string') return null;
    if (typeof state !== 'object' || state === null) return null;
    const seats = Array.isArray(aiSeats) && aiSeats.every((s) => Number.isInteger(s) && s >= 0);
    if (aiSeats !== undefined && !seats) return null;
    if (assisted !== undefined && typeof assisted !== 'boolean') return null;
    out.push({
      when,
      seed: seed as number,
      result: result as PastResult,
      summary,
      state,
      ...(seats ? { aiSeats: aiSeats as number[] } : {}),
      ...(assisted ? { assisted: true } : {}),
    });
  }
  return out;
}
