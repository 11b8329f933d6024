/**
 * Seeds: one rule for every game. A seed is an integer from 0 to 2^32 − 1 (the generator's
 * 32-bit input); anything else (1.5, −1, NaN, 2^40, "x") is refused with a `ValidationError`
 * at path `seed`, instead of being folded silently onto another deal. `defineGame` guards the
 * `setup` of every game it registers with `guardSetup`, so no game package checks seeds itself;
 * `Match`, `playGame` and `parseReplay` check them too.
 */
import { ValidationError } from './errors.js';

/** The largest seed: 2^32 − 1. */
export const MAX_SEED = 0xffffffff;

/** Returns `seed` when it is an integer 0..2^32 − 1; throws a `ValidationError` otherwise. */
export function checkSeed(seed: unknown, path = 'seed'): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    const shown = typeof seed === 'string' ? JSON.stringify(seed) : String(seed);
    throw new ValidationError(
      path,
      `a seed must be an integer from 0 to ${MAX_SEED} (2^32 − 1), got ${shown}`,
    );
  }
  return seed;
}

const guarded = new WeakSet<object>();

/**
 * Makes `game.setup` refuse a bad seed (in place, once; the game object keeps its identity, so
 * every importer of the game gets the check). Returns the game.
 */
export function guardSetup<G extends { setup(options: never, seed: number): unknown }>(game: G): G {
  if (guarded.has(game)) return game;
  const setup = game.setup;
  const checked = function (this: unknown, options: never, seed: number) {
    return setup.call(this, options, checkSeed(seed));
  };
  Object.defineProperty(game, 'setup', {
    value: checked,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  guarded.add(game);
  return game;
}
