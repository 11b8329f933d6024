/**
 * Proven chances in CYBERMANCY's endgames (ai-wasm's exact endgame solver, on the family's
 * kernel): with four cards left in an order the player does not know, the hint's chance is the
 * exact share of the shuffles that best play wins, equal to a plain TypeScript expectimax over
 * the rules (each hidden card drawn next alike), and the same for another order of those cards.
 *
 * The built position: Q♦ (health 12) is the last living royal; every top but the A♣'s 10♥ stack
 * is 6 or more, so the 2♠ in hand and the hidden coins below 6 go to the queen as ICE, and a card
 * of 6 or more on the 6♠ kills her (7♥ + 10♔, red and wild: 17). Black ICE comes above 20.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL } from '@matrix-arcade/core';
import { outside } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { cybermancy as game } from '../game.js';
import { buildCyberPosition } from '../position.js';
import type { CybermancyState } from '../state.js';
import { cybermancyKernel as kernel } from './kernel.js';

function bestChance(s: CybermancyState): number {
  if (game.currentPlayer(s) === TERMINAL) return game.returns(s)[0]!;
  return Math.max(...game.legalActions(s).map((a) => actionChance(s, a)));
}
function actionChance(s: CybermancyState, a: number): number {
  const next = game.apply(s, a) as CybermancyState;
  if (next.unknown === s.unknown || game.currentPlayer(next) === TERMINAL) return bestChance(next);
  let sum = 0;
  for (let i = 0; i < s.unknown; i++) {
    const deck = s.deck.slice();
    [deck[0], deck[i]] = [deck[i]!, deck[0]!];
    sum += bestChance(game.apply({ ...s, deck }, a) as CybermancyState);
  }
  return sum / s.unknown;
}

describe('proven endgame chances', () => {
  it('a hidden 6♥ among four kills only if it comes in time: 1/3, as the rules count it', async () => {
    const s = buildCyberPosition({
      matrix: ['6♠', '7♥', '10♔', 'A♠ 5♠ 9♥', '8♦', '8♥', '8♣', 'A♣ 10♥', '9♣'],
      royals: { [outside.right(1)]: { royal: 'Q♦', ice: [] } },
      hand: '2♠',
      deck: ['6♥', '3♦', '4♦', '5♦'],
      unnamed: 'retire',
    });
    expect(s.unknown).toBe(4);
    expect(bestChance(s)).toBeCloseTo(1 / 3, 12);
    const engine = await createInlineEngine(kernel);
    const hint = engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
    expect(hint).toMatchObject({ chanceKind: 'exact', proven: true });
    expect(hint.chance).toBeCloseTo(1 / 3, 12);
    const reordered: CybermancyState = { ...s, deck: s.deck.slice().reverse() };
    expect(game.observe(reordered, 0)).toEqual(game.observe(s, 0));
    expect(engine.hintSync(game.observe(reordered, 0), 0, { seed: 1 })).toEqual(hint);
  });
});
