/**
 * The core conformance suite on Matrix (piecepack), for the basic game, a brain-damage target,
 * a set of custom breakers, and the rolled and chosen breakers: determinism, random runs to the
 * end, illegal actions refused without change, save round trips, replays, observations.
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { piecepackMatrix } from './game.js';

describe('Matrix (piecepack) conformance', () => {
  for (const c of conformanceChecks(piecepackMatrix, {
    options: [
      {},
      { target: 4 },
      { black: 3, green: 5, red: 1, blue: 2 },
      { black: 1, green: 4, red: 6, blue: 4 },
      { black: 5, green: 6, red: 4, blue: 3 },
      { black: 4, green: 2, red: 5, blue: 5 },
      { black: 6, green: 1, red: 2, blue: 6 },
      { black: 2, green: 3, red: 3, blue: 1 },
      { breakers: 'roll' },
      { breakers: 'choose' },
    ],
    seeds: [1, 2, 3, 4],
  })) {
    it(c.name, c.run, 60_000);
  }
});
