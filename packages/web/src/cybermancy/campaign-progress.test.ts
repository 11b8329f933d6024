/**
 * The campaign's stored progress in Node, on an in-memory `Storage`: a fresh campaign, a save
 * read back as saved, wins recorded once and in order, unreadable values set aside (with the
 * field that was wrong) instead of trusted, and storage that throws treated as empty.
 */
import { describe, expect, it } from 'vitest';
import {
  CampaignStore,
  FRESH_PROGRESS,
  PROGRESS_KEY,
  progressProblem,
  withWin,
} from './campaign-progress.js';

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

describe('campaign progress', () => {
  it('starts fresh, then reads back what was saved', () => {
    const mem = new MemoryStorage();
    const store = new CampaignStore(6, mem);
    expect(store.load()).toEqual({ progress: FRESH_PROGRESS, problem: null });
    const p = { won: [0, 1], current: 2, run: { v: 1, seed: 7 } };
    store.save(p);
    expect(new CampaignStore(6, mem).load()).toEqual({ progress: p, problem: null });
    store.reset();
    expect(store.load().progress).toEqual(FRESH_PROGRESS);
  });

  it('records a win once, in chapter order', () => {
    const a = withWin(FRESH_PROGRESS, 2);
    const b = withWin(withWin(a, 0), 2);
    expect(b.won).toEqual([0, 2]);
    expect(withWin(b, 0)).toBe(b);
  });

  it('names the bad field of an unreadable save, sets it aside and starts again', () => {
    expect(progressProblem({ won: [0, 9], current: 0, run: null }, 6)).toMatch(/^won: .* 0 to 5/);
    expect(progressProblem({ won: [1, 1], current: 0, run: null }, 6)).toMatch(/listed twice/);
    expect(progressProblem({ won: [], current: -1, run: null }, 6)).toMatch(/^current:/);
    expect(progressProblem({ won: [], current: 0 }, 6)).toMatch(/^run:/);
    expect(progressProblem([], 6)).toBe('not an object');
    const mem = new MemoryStorage();
    mem.setItem(PROGRESS_KEY, '{"won":"all","current":0,"run":null}');
    const load = new CampaignStore(6, mem).load();
    expect(load.progress).toEqual(FRESH_PROGRESS);
    expect(load.problem).toMatch(/could not be read \(won: /);
    expect(mem.getItem(`${PROGRESS_KEY}:corrupt`)).toBe('{"won":"all","current":0,"run":null}');
    expect(mem.getItem(PROGRESS_KEY)).toBeNull();
    mem.setItem(PROGRESS_KEY, '{not json');
    expect(new CampaignStore(6, mem).load().problem).toMatch(/not JSON/);
  });

  it('treats storage that throws as empty and never throws itself', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = () => {
      throw new Error('full');
    };
    const store = new CampaignStore(6, broken);
    expect(store.load()).toEqual({ progress: FRESH_PROGRESS, problem: null });
    expect(() => store.save({ won: [0], current: 1, run: null })).not.toThrow();
    expect(new CampaignStore(6, null).load().progress).toEqual(FRESH_PROGRESS);
  });
});
