/**
 * The core conformance suite on many seeds of every mode: playouts finish, illegal actions are rejected
 * without change, saves and replays round-trip, and observations hide the deck order.
 */
import { conformanceChecks } from '@matrix-arcade/core/testing';
import { describe, it } from 'vitest';
import { cybermancy } from './game.js';

const seeds = Array.from({ length: 100 }, (_, i) => i * 7919 + 1);

describe('conformance', () => {
  for (const c of conformanceChecks(cybermancy, { seeds })) it(c.name, c.run);
});
