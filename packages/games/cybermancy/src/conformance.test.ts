/**
 * The core conformance suite on seeds of every mode (and every challenge card and chapter):
 * playouts finish, illegal actions are rejected without change, saves and replays round-trip,
 * and observations hide the deck order.
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { cybermancy } from './game.js';

const seeds = Array.from({ length: 12 }, (_, i) => i * 7919 + 1);
const options = [
  { mode: 'basic' },
  { mode: 'advanced' },
  { mode: 'challenge' },
  ...['strength', 'hanged-man', 'temperance', 'tower', 'judgement'].map((challenge) => ({
    mode: 'challenge',
    challenge,
  })),
  ...[2, 5, 7].map((chapter) => ({ mode: 'campaign', chapter })),
];

describe('conformance', () => {
  for (const c of conformanceChecks(cybermancy, { seeds, options })) it(c.name, c.run);
});
