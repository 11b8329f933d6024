import { describe, expect, it } from 'vitest';
import { defineGame } from './descriptor.js';
import { ValidationError, errorCode } from './errors.js';
import { Match } from './match.js';
import { parseReplay, replayOf } from './replay.js';
import { MAX_SEED, checkSeed } from './seed.js';
import { glitchDeck } from './testing/glitch-deck.js';

const BAD_SEEDS: unknown[] = [
  1.5,
  -1,
  Number.NaN,
  2 ** 32,
  2 ** 40,
  Number.POSITIVE_INFINITY,
  'x',
  '7',
  null,
];

/** A fresh copy of the test game registered through defineGame (the shared one stays as is). */
function registered() {
  const game = { ...glitchDeck };
  defineGame({ game, blurb: 'test', defaultAiSeats: [], rules: { intro: 'x', points: [] } });
  return game;
}

describe('seeds', () => {
  it('checkSeed accepts the integers 0..2^32 − 1 and refuses the rest with a coded error', () => {
    expect(checkSeed(0)).toBe(0);
    expect(checkSeed(MAX_SEED)).toBe(2 ** 32 - 1);
    for (const bad of BAD_SEEDS) {
      const e = (() => {
        try {
          checkSeed(bad);
        } catch (error) {
          return error;
        }
      })();
      expect(errorCode(e), String(bad)).toBe('VALIDATION');
      expect((e as ValidationError).path).toBe('seed');
      expect((e as Error).message).toContain('0 to 4294967295');
    }
  });

  it("defineGame guards the game's setup: bad seeds are refused, good ones deal as before", () => {
    const game = registered();
    for (const bad of BAD_SEEDS) {
      expect(() => game.setup({}, bad as number), String(bad)).toThrow(ValidationError);
    }
    expect(game.setup({}, 7)).toEqual(glitchDeck.setup({}, 7));
    // Registering twice does not wrap twice (one check, same behaviour).
    const once = game.setup;
    defineGame({ game, blurb: 'test', defaultAiSeats: [], rules: { intro: 'x', points: [] } });
    expect(game.setup).toBe(once);
  });

  it('Match refuses a bad seed even for a game defineGame never saw', () => {
    expect(() => new Match(glitchDeck, {}, 1.5)).toThrow(/seed/);
    expect(() => new Match(glitchDeck, {}, -1)).toThrow(ValidationError);
  });

  it('a replay with a negative seed is refused', () => {
    const replay = replayOf(new Match(glitchDeck, {}, 3));
    expect(() => parseReplay(glitchDeck, { ...replay, seed: -5 })).toThrow(/replay\.seed/);
    expect(parseReplay(glitchDeck, replay).seed).toBe(3);
  });
});
