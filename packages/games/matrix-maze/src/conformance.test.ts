/**
 * The core conformance suite on every shipped map (the duel, and solo against the Collectors
 * and the IY's), with both costs of the change-a-die hack. The shipped maps, not `MAP_IDS`:
 * the package's test files share their modules, and a map another file registered (the map
 * format's tests) joined the list or not by the order the files ran, so CI ran 49 or 42 checks.
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { matrixMaze } from './game.js';
import { SHIPPED_MAPS } from './maps/catalog.js';

describe('conformance', () => {
  const options = [
    ...SHIPPED_MAPS.map(({ id }) => ({ map: id })),
    { map: 'neon-junction', changeCost: 1, roundLimit: 12 },
  ];
  for (const c of conformanceChecks(matrixMaze, { seeds: [1, 2, 3, 4], options }))
    it(c.name, c.run);
});
