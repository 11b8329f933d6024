import { describe, expect, it } from 'vitest';
import {
  ArcadeStorage,
  DEFAULT_PREFERENCES,
  EMPTY_STATS,
  addResult,
  resultFor,
} from './arcade-storage.js';
import { checkSettings } from './saved-settings.js';

/** A Map-backed Storage, optionally failing on every call. */
function fakeStorage(failing = false): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error('denied');
  };
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => {
      guard();
      return map.get(k) ?? null;
    },
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => {
      guard();
      map.delete(k);
    },
    setItem: (k, v) => {
      guard();
      map.set(k, v);
    },
  };
}

const settings = { aiSeats: [1], autoplay: true, speed: 'normal' };

describe('ArcadeStorage', () => {
  it('saves and loads a game in progress', () => {
    const s = new ArcadeStorage(fakeStorage());
    s.saveGame('dice-matrix', { state: { x: 1 }, settings, counted: false });
    expect(s.loadGame('dice-matrix', 'Dice Matrix')).toEqual({
      value: { state: { x: 1 }, settings, counted: false },
      problem: null,
    });
    s.saveGame('dice-matrix', null);
    expect(s.loadGame('dice-matrix', 'Dice Matrix').value).toBeNull();
  });

  it('sets a corrupt save aside, reports it, and never reads it again', () => {
    const store = fakeStorage();
    const s = new ArcadeStorage(store);
    for (const bad of [
      '{nope',
      '[]',
      '{"state":{},"settings":{"aiSeats":[-1],"autoplay":true,"speed":"x"},"counted":false}',
    ]) {
      store.map.set('matrix-arcade:v1:game:dice-matrix', bad);
      const r = s.loadGame('dice-matrix', 'Dice Matrix');
      expect(r.value).toBeNull();
      expect(r.problem).toContain('could not be read');
      expect(store.map.has('matrix-arcade:v1:game:dice-matrix')).toBe(false);
      const aside = [...store.map.entries()].find(([k, v]) => k.includes(':corrupt:') && v === bad);
      expect(aside).toBeTruthy();
      expect(s.loadGame('dice-matrix', 'Dice Matrix')).toEqual({ value: null, problem: null });
    }
  });

  it('keeps statistics and streaks, and resets unreadable ones', () => {
    const store = fakeStorage();
    const s = new ArcadeStorage(store);
    s.record('dice-matrix', 'Dice Matrix', 'won');
    s.record('dice-matrix', 'Dice Matrix', 'won');
    s.record('dice-matrix', 'Dice Matrix', 'other');
    const after = s.record('dice-matrix', 'Dice Matrix', 'lost');
    expect(after).toEqual({ played: 4, won: 2, lost: 1, drawn: 0, streak: 0, bestStreak: 2 });
    store.map.set(
      'matrix-arcade:v1:stats:dice-matrix',
      '{"played":1,"won":5,"lost":0,"drawn":0,"streak":0,"bestStreak":0}',
    );
    const r = s.loadStats('dice-matrix', 'Dice Matrix');
    expect(r.value).toEqual(EMPTY_STATS);
    expect(r.problem).toContain('statistics could not be read');
  });

  it('works without storage (private mode): nothing saved, nothing thrown', () => {
    const s = new ArcadeStorage(fakeStorage(true));
    s.saveGame('dice-matrix', { state: {}, settings, counted: false });
    expect(s.loadGame('dice-matrix', 'Dice Matrix')).toEqual({ value: null, problem: null });
    expect(s.record('dice-matrix', 'Dice Matrix', 'won').played).toBe(1);
  });
});

describe('results', () => {
  it('counts from the people’s side against the AI', () => {
    expect(resultFor([0], [1], 2)).toBe('won');
    expect(resultFor([1], [1], 2)).toBe('lost');
    expect(resultFor([], [0], 2)).toBe('drawn');
    expect(resultFor([0], [], 2)).toBe('other');
    expect(resultFor([0], [0, 1], 2)).toBe('other');
  });

  it('counts a solitaire played by a person as won or lost, and the AI’s runs as other', () => {
    expect(resultFor([0], [], 1)).toBe('won');
    expect(resultFor([], [], 1)).toBe('lost');
    expect(resultFor([0], [0], 1)).toBe('other');
    expect(resultFor([], [0], 1)).toBe('other');
  });

  it('tracks streaks', () => {
    let s = EMPTY_STATS;
    for (const r of ['won', 'won', 'won', 'drawn', 'won'] as const) s = addResult(s, r);
    expect(s).toEqual({ played: 5, won: 4, lost: 0, drawn: 1, streak: 1, bestStreak: 3 });
  });
});

describe('saved settings', () => {
  const game = { title: 'Dice Matrix', seats: 2, defaultAiSeats: [1] };
  it('keeps good settings and replaces bad ones with the defaults, saying which', () => {
    const good = checkSettings({ aiSeats: [0], autoplay: false, speed: 'fast' }, game);
    expect(good).toEqual({ aiSeats: [0], autoplay: false, speed: 'fast', problem: null });
    const bad = checkSettings({ aiSeats: [9], autoplay: true, speed: 'warp' }, game);
    expect(bad.aiSeats).toEqual([1]);
    expect(bad.speed).toBe('normal');
    expect(bad.problem).toBe(
      'Your saved Dice Matrix settings had AI seats [9] (Dice Matrix has seats 0 to 1), so the AI plays seat 1; and speed "warp" (the speeds are slow, normal, fast, instant), so the speed is normal.',
    );
  });
});

describe('history and preferences', () => {
  const past = (i: number) => ({
    when: new Date(2026, 0, 1, 0, i).toISOString(),
    seed: i,
    result: 'won' as const,
    summary: `game ${i}`,
    state: { actions: [] },
  });
  it('keeps the newest 30 past games, newest first, and sets aside an unreadable history', () => {
    const store = fakeStorage();
    const s = new ArcadeStorage(store);
    for (let i = 0; i < 35; i++) s.addToHistory('dice-matrix', 'Dice Matrix', past(i));
    const list = s.loadHistory('dice-matrix', 'Dice Matrix').value;
    expect(list.map((g) => g.seed)).toEqual(Array.from({ length: 30 }, (_, i) => 34 - i));
    store.map.set('matrix-arcade:v1:history:dice-matrix', '[{"when":"x","seed":1}]');
    const r = s.loadHistory('dice-matrix', 'Dice Matrix');
    expect(r.value).toEqual([]);
    expect(r.problem).toContain('history of past games could not be read');
  });

  it('reads preferences, falling back to the defaults for what is unreadable', () => {
    const store = fakeStorage();
    const s = new ArcadeStorage(store);
    expect(s.loadPreferences()).toEqual(DEFAULT_PREFERENCES);
    s.savePreferences({ theme: 'light', sound: false });
    expect(s.loadPreferences()).toEqual({ theme: 'light', sound: false });
    store.map.set('matrix-arcade:v1:preferences', '{"theme":"pink","sound":"loud"}');
    expect(s.loadPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
