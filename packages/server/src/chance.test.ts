/**
 * Chance comes from the operating system's CSPRNG: every Matrix Maze roll and every set-up draws
 * fresh words from `crypto.getRandomValues` (counted here by wrapping it), at least 128 bits in
 * every draw; nothing in a snapshot seeds the rolls that follow (two copies of one snapshot roll
 * differently), so no seed exists to brute-force from the rolls people see. The set-up reads
 * more than 128 bits of the source (two sources that agree on their first 128 bits still deal
 * different layouts, where a 32-bit seed would have made them equal), and two rooms made with
 * the same everything get different set-ups. A source that gives only zeros gives only the
 * first outcome: the rolls use nothing else.
 */
import { CHANCE } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRng, type Entropy } from './chance.js';
import { Duel, duelOptions, newToken } from './duel.js';
import { discoverDuelGames } from './games.js';

/** Plays `moves` moves (the first legal one each time) and returns the dice rolled. */
function rolls(duel: Duel, moves: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < moves && duel.toMove() !== null; i++) {
    const seat = duel.toMove()!;
    duel.act(seat, duel.view(seat).legal[0], duel.turn);
    for (const m of duel.view(seat).moves) if (m.seat === CHANCE) out.push(m.action);
  }
  return out;
}

/** A source of the words `word(i)` for i = 0, 1, 2, …, in order. */
function wordsOf(word: (i: number) => number): Entropy {
  let i = 0;
  return {
    fill(words) {
      for (let k = 0; k < words.length; k++) words[k] = word(i++) >>> 0;
    },
  };
}

const layout = (duel: Duel) => JSON.stringify(duel.snapshot().state);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chance from the CSPRNG', () => {
  it('draws the set-up and every roll from crypto.getRandomValues, 128 bits at a time and more', () => {
    const drawn: number[] = [];
    const real = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(((a: Uint32Array) => {
      drawn.push(a.byteLength * 8);
      return real(a);
    }) as never);
    const dice = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    // The set-up: drawn from the OS, 128 bits at a time and more (no 32-bit seed).
    expect(drawn.length).toBeGreaterThan(0);
    for (const bits of drawn) expect(bits).toBeGreaterThanOrEqual(128);
    expect(dice.snapshot().state).toBeDefined();
    drawn.length = 0;
    const duel = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    const seen = rolls(duel, 400);
    expect(seen.length).toBeGreaterThan(10);
    // The rolls: fresh words from the OS, at least 128 bits in every draw.
    expect(drawn.length).toBeGreaterThan(0);
    for (const bits of drawn) expect(bits).toBeGreaterThanOrEqual(128);
    // At least one fresh 32-bit word for each roll (most rolls take one, a few redraw).
    expect(drawn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(32 * seen.length);
    expect(Object.keys(duel.snapshot())).not.toContain('rng');
  });

  it('sets a room up from more than 128 bits: sources equal in their first 128 bits deal apart', () => {
    // Words 0..3 (128 bits) the same in both sources, the rest different.
    const a = wordsOf((i) => (i < 4 ? 0x9e3779b9 * (i + 1) : Math.imul(i, 0x85ebca6b)));
    const b = wordsOf((i) => (i < 4 ? 0x9e3779b9 * (i + 1) : Math.imul(i, 0xc2b2ae35)));
    for (const options of [{}, { tournament: true }]) {
      const x = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', options, newToken(), {
        entropy: a,
      });
      const y = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', options, newToken(), {
        entropy: b,
      });
      expect(layout(x)).not.toEqual(layout(y));
    }
  });

  it('gives two rooms made with the same everything different set-ups', () => {
    const token = newToken();
    const a = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', { tournament: true }, token);
    const b = Duel.create(diceMatrixDescriptor, 'AAAAAAAAAAAA', { tournament: true }, token);
    const first = (d: Duel) => JSON.stringify(d.view(0).observation);
    // Game 1's layout (seen) and game 2's (hidden until it is played) both differ.
    expect(first(a)).not.toEqual(first(b));
    expect(layout(a)).not.toEqual(layout(b));
  });

  it('serves only games whose set-up takes a generator or uses no seed', async () => {
    for (const [id, d] of await discoverDuelGames()) {
      const g = d.game;
      if (typeof g.setupFrom === 'function') continue;
      const options = duelOptions(g, {});
      const one = JSON.stringify(g.codec.toJSON(g.setup(options, 1)));
      for (const seed of [2, 3, 0xffffffff]) {
        expect(JSON.stringify(g.codec.toJSON(g.setup(options, seed))), id).toEqual(one);
      }
    }
  });

  it('rolls differently from two copies of one snapshot (no seed in the snapshot)', () => {
    const a = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    const json = JSON.parse(JSON.stringify(a.snapshot()));
    const b = Duel.restore(matrixMazeDescriptor, json);
    const c = Duel.restore(matrixMazeDescriptor, json);
    expect(rolls(b, 60)).not.toEqual(rolls(c, 60));
  });

  it('uses only its source: all zeros give the first outcome every time', () => {
    const zeros: Entropy = { fill: (w) => w.fill(0) };
    const duel = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken(), {
      entropy: zeros,
    });
    const seen = rolls(duel, 30);
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen).size).toBe(1);
    const rng = cryptoRng(zeros);
    expect([rng.int(6), rng.float(), rng.nextU32()]).toEqual([0, 0, 0]);
    expect(() => rng.getState()).toThrow(/no state/);
  });
});
