/**
 * What the arcade keeps in `localStorage`: per game, the game in progress (the element's
 * `state` plus the player settings), the statistics (played, won, lost, drawn; the runs of wins
 * are still counted, for saves, but not shown: the arcade's one streak is the daily deal's), the
 * statistics per option set (`option-bests.ts`) and the history of past games
 * (`game-history.ts`); for the whole arcade, the player's preferences
 * (theme, sound).
 * Everything read back is checked; anything unreadable is set aside under a `corrupt` key
 * (kept for a bug report, never read again) and reported to the caller, which starts afresh.
 * Storage that throws (private mode, quota) is treated as empty and never breaks the page.
 */

import { type GameResult, type PastGame, parseHistory, withGame } from './game-history.js';
import { type OptionBests, parseOptionBests } from './option-bests.js';

const PREFIX = 'matrix-arcade:v1';

/** The arcade's preferences: the theme (null: follow the system) and whether sound is on. */
export interface Preferences {
  readonly theme: 'light' | 'dark' | null;
  readonly sound: boolean;
}

/** Sound is off until the player turns it on: a page that beeps on its own surprises people. */
export const DEFAULT_PREFERENCES: Preferences = { theme: null, sound: false };

/** The player settings saved with a game. */
export interface PlayerSettings {
  readonly aiSeats: readonly number[];
  readonly autoplay: boolean;
  readonly speed: string;
}

/** A game in progress. */
export interface SavedGame {
  /** The game element's `state` (validated again by the element when restored). */
  readonly state: unknown;
  readonly settings: PlayerSettings;
  /** The result of this game is already in the statistics. */
  readonly counted: boolean;
}

/** Statistics of one game, from the person's side in games against the AI. */
export interface GameStats {
  /** Finished games of any kind. */
  readonly played: number;
  /** Games against the AI that a person won, lost or drew. */
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  /** Wins in a row against the AI now, and the best such run. */
  readonly streak: number;
  readonly bestStreak: number;
}

export const EMPTY_STATS: GameStats = {
  played: 0,
  won: 0,
  lost: 0,
  drawn: 0,
  streak: 0,
  bestStreak: 0,
};

/** What happened while reading: problems to tell the player about. */
export interface LoadReport<T> {
  readonly value: T;
  /** A message for the player when something was set aside, else null. */
  readonly problem: string | null;
}

export class ArcadeStorage {
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  private get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private set(key: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch {
      // Full or unavailable storage: the game goes on without saving.
    }
  }

  /** Moves an unreadable entry aside, where it is kept but never read again. */
  setAside(key: string): string {
    const raw = this.get(key);
    const aside = `${PREFIX}:corrupt:${key.slice(PREFIX.length + 1)}:${Date.now()}`;
    if (raw !== null) this.set(aside, raw);
    this.set(key, null);
    return aside;
  }

  gameKey(gameId: string): string {
    return `${PREFIX}:game:${gameId}`;
  }

  statsKey(gameId: string): string {
    return `${PREFIX}:stats:${gameId}`;
  }

  loadGame(gameId: string, title: string): LoadReport<SavedGame | null> {
    const key = this.gameKey(gameId);
    const raw = this.get(key);
    if (raw === null) return { value: null, problem: null };
    const game = parseSavedGame(raw);
    if (game) return { value: game, problem: null };
    this.setAside(key);
    return {
      value: null,
      problem: `Your saved ${title} game could not be read, so it was set aside and a new game was dealt.`,
    };
  }

  /** The saved game of `gameId` if it is readable, without setting anything aside. */
  peekGame(gameId: string): SavedGame | null {
    const raw = this.get(this.gameKey(gameId));
    return raw === null ? null : parseSavedGame(raw);
  }

  saveGame(gameId: string, game: SavedGame | null): void {
    this.set(this.gameKey(gameId), game === null ? null : JSON.stringify(game));
  }

  loadStats(gameId: string, title: string): LoadReport<GameStats> {
    const key = this.statsKey(gameId);
    const raw = this.get(key);
    if (raw === null) return { value: EMPTY_STATS, problem: null };
    const stats = parseStats(raw);
    if (stats) return { value: stats, problem: null };
    this.setAside(key);
    return {
      value: EMPTY_STATS,
      problem: `Your ${title} statistics could not be read, so they were set aside and start again from zero.`,
    };
  }

  historyKey(gameId: string): string {
    return `${PREFIX}:history:${gameId}`;
  }

  loadHistory(gameId: string, title: string): LoadReport<PastGame[]> {
    const key = this.historyKey(gameId);
    const raw = this.get(key);
    if (raw === null) return { value: [], problem: null };
    const list = parseHistory(raw);
    if (list) return { value: list, problem: null };
    this.setAside(key);
    return {
      value: [],
      problem: `Your ${title} history of past games could not be read, so it was set aside and starts again.`,
    };
  }

  /** Adds a past game at the front of the history and returns the history. */
  addToHistory(gameId: string, title: string, game: PastGame): PastGame[] {
    const next = withGame(this.loadHistory(gameId, title).value, game);
    this.set(this.historyKey(gameId), JSON.stringify(next));
    return next;
  }

  /** The statistics per option set (`option-bests.ts`; none kept: empty). */
  loadBests(gameId: string): OptionBests {
    return parseOptionBests(this.get(`${PREFIX}:bests:${gameId}`));
  }

  saveBests(gameId: string, bests: OptionBests): void {
    this.set(`${PREFIX}:bests:${gameId}`, JSON.stringify(bests));
  }

  /** The preferences (defaults for anything missing or unreadable: they are only choices). */
  loadPreferences(): Preferences {
    const o = parseJSON(this.get(`${PREFIX}:preferences`) ?? '') as Record<string, unknown>;
    if (!o || typeof o !== 'object') return DEFAULT_PREFERENCES;
    return {
      theme: o.theme === 'light' || o.theme === 'dark' ? o.theme : null,
      sound: typeof o.sound === 'boolean' ? o.sound : DEFAULT_PREFERENCES.sound,
    };
  }

  savePreferences(p: Preferences): void {
    this.set(`${PREFIX}:preferences`, JSON.stringify(p));
  }

  /** The id of the game last shown (null on a first visit), as stored: check it is a game. */
  loadLastGame(): string | null {
    return this.get(`${PREFIX}:last-game`);
  }

  saveLastGame(id: string): void {
    this.set(`${PREFIX}:last-game`, id);
  }

  /** Adds one finished game to the statistics and returns them. */
  record(gameId: string, title: string, result: GameResult): GameStats {
    const next = addResult(this.loadStats(gameId, title).value, result);
    this.set(this.statsKey(gameId), JSON.stringify(next));
    return next;
  }
}

/** The statistics after one more game. */
export function addResult(s: GameStats, result: GameResult): GameStats {
  const streak = result === 'won' ? s.streak + 1 : result === 'other' ? s.streak : 0;
  return {
    played: s.played + 1,
    won: s.won + (result === 'won' ? 1 : 0),
    lost: s.lost + (result === 'lost' ? 1 : 0),
    drawn: s.drawn + (result === 'drawn' ? 1 : 0),
    streak,
    bestStreak: Math.max(s.bestStreak, streak),
  };
}

/**
 * How a result counts: the people's side against the AI, or a solitaire played by a person (won
 * or lost); `other` for a game among people or played by the AI alone.
 */
export function resultFor(
  winners: readonly number[],
  aiSeats: readonly number[],
  seats: number,
): GameResult {
  const people = Array.from({ length: seats }, (_, i) => i).filter((s) => !aiSeats.includes(s));
  // A solitaire played by a person counts; a game among people only, or the AI alone, does not.
  if (people.length === 0 || (people.length === seats && seats > 1)) return 'other';
  if (winners.length === 0) return seats === 1 ? 'lost' : 'drawn';
  return winners.some((w) => people.includes(w)) ? 'won' : 'lost';
}

function parseJSON(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function parseStats(raw: string): GameStats | null {
  const o = parseJSON(raw) as Record<string, unknown> | undefined;
  if (!o || typeof o !== 'object') return null;
  const keys = ['played', 'won', 'lost', 'drawn', 'streak', 'bestStreak'] as const;
  if (!keys.every((k) => isCount(o[k]))) return null;
  const s = o as unknown as GameStats;
  if (s.won + s.lost + s.drawn > s.played || s.streak > s.bestStreak) return null;
  return {
    played: s.played,
    won: s.won,
    lost: s.lost,
    drawn: s.drawn,
    streak: s.streak,
    bestStreak: s.bestStreak,
  };
}

function parseSavedGame(raw: string): SavedGame | null {
  const o = parseJSON(raw) as Record<string, unknown> | undefined;
  if (!o || typeof o !== 'object' || typeof o.state !== 'object' || o.state === null) return null;
  const st = o.settings as Record<string, unknown> | undefined;
  if (!st || typeof st !== 'object') return null;
  if (!Array.isArray(st.aiSeats) || !st.aiSeats.every(isCount)) return null;
  if (typeof st.autoplay !== 'boolean' || typeof st.speed !== 'string') return null;
  if (typeof o.counted !== 'boolean') return null;
  return {
    state: o.state,
    settings: { aiSeats: st.aiSeats as number[], autoplay: st.autoplay, speed: st.speed },
    counted: o.counted,
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
