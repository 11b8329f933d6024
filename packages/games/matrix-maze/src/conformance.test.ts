/**
 * The core conformance suite on every shipped map (the duel, and solo against the Collectors
 * and the IY's), with both costs of the change-a-die hack.
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { matrixMaze } from './game.js';
import { MAP_IDS } from './maps/catalog.js';

describe('conformance', () => {
  const options = [
    ...MAP_IDS.map((map) => ({ map })),
    { map: 'neon-junction', changeCost: 1, roundLimit: 12 },
  ];
  for (const c of conformanceChecks(matrixMaze, { seeds: [1, 2, 3, 4], options }))
    it(c.name, c.run);
});
