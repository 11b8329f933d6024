/**
 * Invariants over random runs of every mode (fuzzed seeds and random legal choices): the cards
 * of the run are conserved (each exactly once: the codec checks it on every state), burners are
 * never in the matrix and the discard pile only grows, no program is ever on a knight, every
 * legal action applies and every other one is refused with the state untouched, and the
 * observation and `determinize` keep everything the player may know.
 */
import { IllegalActionError, createRng } from '@matrix-arcade/core';
import { propertyRuns } from '@matrix-arcade/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYBER_ACTION_COUNT } from './actions.js';
import { PROGRAM } from '@matrix-arcade/matrix-overload';
import { HAUNT, TAROT_DECK, cardFace } from './deck.js';
import { cybermancy as game } from './game.js';
import type { CybermancyState } from './state.js';

const MODES = [
  { mode: 'basic' },
  { mode: 'advanced' },
  { mode: 'challenge' },
  { mode: 'campaign', chapter: 6 },
] as const;

function checkState(s: CybermancyState, discardBefore: readonly number[]): void {
  const json = JSON.parse(JSON.stringify(game.codec.toJSON(s)));
  expect(game.codec.toJSON(game.codec.fromJSON(json))).toEqual(json);
  for (const st of s.stacks) {
    for (let j = 0; j < st.length; j++) {
      expect(cardFace(st[j]!).burner).toBe(false);
      if (j > 0 && TAROT_DECK.role[st[j - 1]!] === HAUNT) {
        expect(TAROT_DECK.role[st[j]!]).not.toBe(PROGRAM);
      }
    }
  }
  expect(s.discard.slice(0, discardBefore.length)).toEqual(discardBefore);
}

describe('invariants', () => {
  for (const options of MODES) {
    it(`hold on random runs: ${JSON.stringify(options)}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          let s = game.setup(options, seed) as CybermancyState;
          const rng = createRng(seed ^ 0x5bd1e995);
          let steps = 0;
          while (s.ending === null && steps < 400) {
            const legal = game.legalActions(s);
            expect(legal.length).toBeGreaterThan(0);
            const bad = rng.int(CYBER_ACTION_COUNT + 2) - 1;
            if (!legal.includes(bad)) {
              const before = JSON.stringify(game.codec.toJSON(s));
              expect(() => game.apply(s, bad)).toThrow(IllegalActionError);
              expect(JSON.stringify(game.codec.toJSON(s))).toBe(before);
            }
            const o = game.observe(s, 0);
            const d = game.determinize(o, rng) as CybermancyState;
            expect(d.discard).toEqual(s.discard);
            expect(d.setup).toEqual(s.setup);
            expect(game.legalActions(d)).toEqual(legal);
            const next = game.apply(s, legal[rng.int(legal.length)]!) as CybermancyState;
            checkState(next, s.discard);
            s = next;
            steps++;
          }
        }),
        propertyRuns(15),
      );
    }, 60_000);
  }
});
