/**
 * TS↔AS parity of the Glitch Deck kernel: seeded random games played through the TypeScript
 * rules and the raw kernel ABI side by side, comparing the player to move, the legal actions,
 * the packed state after every step (deck order included), illegal-action rejection and the
 * returns. Deals come from `kDeterminize(seed)`, which must equal the TS `setup(seed)` from an
 * empty observation and the TS `determinize(observation, createRng(seed))` mid-game.
 */
import { readFile } from 'node:fs/promises';
import { createRng, sampleChance } from '@matrix-arcade/core';
import { type GlitchDeckState, glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { WasmSearch } from '../../src/index.js';
import { encodeGlitchDeck, packGlitchDeck } from './engine.js';

async function kernel(): Promise<WasmSearch> {
  const bytes = await readFile(new URL('../../build/glitch-deck.wasm', import.meta.url));
  return WasmSearch.instantiate(await WebAssembly.compile(bytes));
}

describe('Glitch Deck kernel parity with the TypeScript rules', () => {
  it('agrees on ≥ 10,000 random steps', async () => {
    const w = await kernel();
    const x = w.exports;
    const driver = createRng(7);
    const load = (s: GlitchDeckState, seed: number) => {
      const words = encodeGlitchDeck(glitchDeck.observe(s, 0));
      w.io().set(words);
      x.kLoad(words.length);
      x.kDeterminize(seed);
    };
    const packed = () => [...w.io().subarray(0, x.kState())];
    let steps = 0;
    let redeals = 0;
    let games = 0;
    for (; steps < 10_000; games++) {
      const seed = driver.nextU32();
      let s = glitchDeck.setup({}, seed);
      load(s, seed);
      expect(packed(), `deal of seed ${seed}`).toEqual([...packGlitchDeck(s)]);
      for (;;) {
        const p = glitchDeck.currentPlayer(s);
        expect(x.kCurrentPlayer()).toBe(p);
        const legal = glitchDeck.legalActions(s);
        expect([...w.io().subarray(0, x.kLegal())]).toEqual([...legal]);
        if (legal.length === 0) {
          expect(x.kReturns(0)).toBe(glitchDeck.returns(s)[0]);
          break;
        }
        // Now and then: an illegal action is refused by both, nothing changes.
        if (driver.int(8) === 0) {
          const bad = [2, 5, 10, 17, -1][driver.int(5)]!;
          if (!legal.includes(bad)) {
            expect(() => glitchDeck.apply(s, bad)).toThrow();
            expect(x.kApply(bad)).toBe(1);
            expect(packed()).toEqual([...packGlitchDeck(s)]);
          }
        }
        // Now and then: re-deal the hidden deck from the observation, on both sides.
        if (driver.int(10) === 0) {
          const d = driver.nextU32();
          s = glitchDeck.determinize(glitchDeck.observe(s, 0), createRng(d));
          load(s, d);
          expect(packed(), 'mid-game determinization').toEqual([...packGlitchDeck(s)]);
          redeals++;
        }
        const a =
          p === -1
            ? sampleChance(glitchDeck.chanceOutcomes(s), driver)
            : legal[driver.int(legal.length)]!;
        s = glitchDeck.apply(s, a);
        expect(x.kApply(a)).toBe(0);
        expect(packed(), `after ${a}`).toEqual([...packGlitchDeck(s)]);
        steps++;
      }
    }
    expect(steps).toBeGreaterThanOrEqual(10_000);
    expect(redeals).toBeGreaterThan(100);
    expect(games).toBeGreaterThan(1000);
  });
});
