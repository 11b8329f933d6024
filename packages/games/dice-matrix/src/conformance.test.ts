/**
 * The core conformance suite on the standard game, the recount-at-end variant and tournament
 * play (where the game reports hidden information: the second layout).
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { diceMatrix } from './game.js';

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

describe('conformance', () => {
  for (const c of conformanceChecks(diceMatrix, { seeds, options: [{}, { recountAtEnd: true }] })) {
    it(c.name, c.run);
  }
  for (const c of conformanceChecks(diceMatrix, {
    seeds,
    options: [{ tournament: true }, { tournament: true, recountAtEnd: true }],
  })) {
    it(`${c.name} (tournament)`, c.run);
  }
});
