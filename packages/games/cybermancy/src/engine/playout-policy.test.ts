/**
 * The long runs' playout policy in the wasm kernel (assembly/policy.ts and line-setups.ts),
 * through the module's analysis export `kPolicyMove`: a program that kills nothing goes where it
 * builds the overload of a royal still alive, not on the highest stack it fits (the family's
 * best fit), and only in the long runs (the play flag); every other run keeps the family's
 * policy.
 */
import { WasmSearch } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { cybermancy as game } from '../game.js';
import { buildCyberPosition } from '../position.js';
import type { SetupInfo } from '../state.js';
import { encodeObservation } from './encode.js';
import { cybermancyKernel } from './kernel.js';

const SEEDS = 200;

/**
 * The K♠ lives right of row 0: its overload is the 3♥ (middle) and the 5♠ (next to it), fired
 * from the 10♣. The 9♠ in hand fits on the 3♥, the 5♠ and the 8♦ only (tens and knights
 * elsewhere), and kills nothing on any. On the 3♥ it makes the K♠'s pair (9♠ + 5♠ = 14, both
 * spades, against 13): the next card on the 10♣'s stack kills it. The 8♦ is the best fit.
 */
function position(setup: SetupInfo) {
  return buildCyberPosition({
    setup,
    matrix: ['10♣', '3♥', '5♠', '8♦', '10♥', '10♦', '10♠', 'N♥', 'N♦'],
    royals: { 3: 'K♠' },
    hand: '9♠',
    deck: [],
    unnamed: { shuffleIntoDeck: 1 },
  });
}

/** How often the policy plays each cell over `SEEDS` generator seeds. */
async function picks(setup: SetupInfo): Promise<Map<number, number>> {
  const search = WasmSearch.instantiate(await cybermancyKernel.loadModule());
  const state = position(setup);
  expect(game.legalActions(state)).toEqual([1, 2, 3]);
  search.load(encodeObservation(game.observe(state, 0)));
  // The kernel's test export (in no game's typed exports): the policy's move for a seed.
  type WithPolicy = typeof search.exports & { kPolicyMove(seed: number): number };
  const move = (search.exports as WithPolicy).kPolicyMove;
  const count = new Map<number, number>();
  for (let seed = 1; seed <= SEEDS; seed++) {
    const a = move(seed);
    count.set(a, (count.get(a) ?? 0) + 1);
  }
  return count;
}

describe('the long runs’ playout policy', () => {
  it('plays a program where it builds a king’s overload (campaign chapter 4)', async () => {
    const count = await picks({ mode: 'campaign', challenge: -1, chapter: 4 });
    // One move in eight is uniform: about 22 of 24 go on the 3♥.
    expect(count.get(1) ?? 0).toBeGreaterThan(0.85 * SEEDS);
  });

  it('leaves other runs to the family’s best fit (the advanced game)', async () => {
    const count = await picks({ mode: 'advanced', challenge: -1, chapter: 0 });
    expect(count.get(3) ?? 0).toBeGreaterThan(0.85 * SEEDS);
  });
});
