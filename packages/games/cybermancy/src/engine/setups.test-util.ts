/**
 * Test helper: one option set for every deck the engine may be asked about (basic, advanced,
 * each challenge card, each campaign chapter), from the option schema, and a first view of a
 * deal with them. Shared by the tests that check per-mode settings and tables.
 */
import { cybermancy as game } from '../game.js';
import { CHALLENGES, optionSchema } from '../modes.js';

const { min, max } = optionSchema.chapter as { readonly min: number; readonly max: number };

export const EVERY_SETUP: readonly object[] = [
  { mode: 'basic' },
  { mode: 'advanced' },
  ...CHALLENGES.map((challenge) => ({ mode: 'challenge', challenge })),
  ...Array.from({ length: max - min + 1 }, (_, i) => ({ mode: 'campaign', chapter: min + i })),
];

/** The first seat's view of deal `seed` with `options`. */
export const view = (options: object, seed = 5) => game.observe(game.setup(options, seed), 0);
