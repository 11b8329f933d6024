/**
 * The campaign's stored progress in Node, on an in-memory `Storage`: a fresh campaign, a save
 * read back as saved (won chapters once each, in order), unreadable values set aside (with the
 * field that was wrong) instead of trusted, and storage that throws treated as empty.
 */
import { describe, expect, it } from 'vitest';
import { CampaignStore, FRESH_PROGRESS, PROGRESS_KEY, checkStored } from './campaign-progress.js';

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
    const p = { won: [1, 2], chapter: 3, run: { v: 1, seed: 7 } };
    store.save(p);
    expect(new CampaignStore(6, mem).load()).toEqual({ progress: p, problem: null });
    store.save({ won: [2, 1, 2], chapter: 3, run: null });
    expect(store.load().progress.won).toEqual([1, 2]);
    store.reset();
    expect(store.load().progress).toEqual(FRESH_PROGRESS);
  });

  it('names the bad field of an unreadable save, sets it aside and starts again', () => {
    const why = (v: unknown) => {
      const c = checkStored(v, 6);
      return c.ok ? null : c.why;
    };
    expect(why({ won: [1, 9], chapter: 1, run: null })).toMatch(/won chapters are 1 to 7, got 9/);
    expect(why({ won: [], chapter: 0, run: null })).toMatch(/^chapter: .* 1 to 6/);
    expect(why({ won: [], chapter: 1 })).toMatch(/^run:/);
    expect(why([])).toBe('not an object');
    const mem = new MemoryStorage();
    mem.setItem(PROGRESS_KEY, '{"won":"all","chapter":1,"run":null}');
    const load = new CampaignStore(6, mem).load();
    expect(load.progress).toEqual(FRESH_PROGRESS);
    expect(load.problem).toMatch(/could not be read \(campaign progress: expected/);
    expect(mem.getItem(`${PROGRESS_KEY}:corrupt`)).toBe('{"won":"all","chapter":1,"run":null}');
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
    expect(() => store.save({ won: [1], chapter: 2, run: null })).not.toThrow();
    expect(new CampaignStore(6, null).load().progress).toEqual(FRESH_PROGRESS);
  });
});
