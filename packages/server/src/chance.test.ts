/**
 * Chance comes from the operating system's CSPRNG: every Matrix Maze roll and every set-up draws
 * fresh words from `crypto.getRandomValues` (counted here by wrapping it), more than 128 bits
 * before the first roll is made; nothing in a snapshot seeds the rolls that follow (two copies
 * of one snapshot roll differently), so no seed exists to brute-force from the rolls people see.
 * A source that gives only zeros gives only the first outcome: the rolls use nothing else.
 */
import { CHANCE } from '@matrix-arcade/core';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRng, type Entropy } from './chance.js';
import { Duel, newToken } from './duel.js';

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
    const duel = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    // The set-up's seed: 32 bits, all that core's `setup(options, seed)` takes.
    expect(drawn).toEqual([32]);
    const seen = rolls(duel, 400);
    expect(seen.length).toBeGreaterThan(10);
    // The rolls: fresh words from the OS, at least 128 bits in every draw.
    const chance = drawn.slice(1);
    expect(chance.length).toBeGreaterThan(0);
    for (const bits of chance) expect(bits).toBeGreaterThanOrEqual(128);
    // At least one fresh 32-bit word for each roll (most rolls take one, a few redraw).
    expect(chance.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(32 * seen.length);
    expect(Object.keys(duel.snapshot())).not.toContain('rng');
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
