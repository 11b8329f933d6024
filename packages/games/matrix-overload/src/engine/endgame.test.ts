/**
 * Proven chances in MATR1X ØVERLØAD's endgames (ai-wasm's exact endgame solver): with a few
 * cards left in an order the player does not know, the hint's chance is the exact share of the
 * shuffles that best play wins, marked exact and proven, and equal to a plain TypeScript
 * expectimax over the rules (each hidden card drawn next with equal chance). The same
 * observation over another order of the hidden cards gets the same hint. A position too big to
 * enumerate keeps its calibrated chance.
 *
 * The built position: J♦ (health 14) is the last living royal; every top of the matrix is 6 or
 * more, so a card below 6 cannot be placed and goes to the J♦ as ICE, and a card of 6 or more on
 * the 6♠ kills it (7♣ + 10♦ = 17). Black ICE comes above 20.
 */
import { type InlineEngine, createEngine, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosition } from '../build-position.js';
import { matrixOverload as game } from '../game.js';
import type { MatrixOverloadObservation } from '../observation.js';
import { outside } from '../outside.js';
import { actionChance, bestChance } from './best-chance.test-util.js';
import type { MatrixOverloadState } from '../state.js';
import { matrixOverloadKernel } from './kernel.js';

let inline: InlineEngine<MatrixOverloadObservation>;
beforeAll(async () => {
  inline = await createInlineEngine(matrixOverloadKernel);
});
afterAll(() => inline.dispose());

const endgame = (hand: string, deck: string[]) =>
  buildPosition({
    matrix: ['6♠', '7♣', '10♦', 'JK 5♠ 8♣', 'A♠ 8♦', 'A♥ 8♥', 'A♣ 9♥', 'JK 10♥', 'A♦ 9♣'],
    royals: { [outside.right(1)]: { royal: 'J♦', ice: ['3♦'] } },
    hand,
    deck,
    unnamed: 'retire',
  });

const hintOf = (s: MatrixOverloadState) => inline.hintSync(game.observe(s, 0), 0, { seed: 1 });

describe('proven endgame chances', () => {
  it('the 3♥ must go as ICE (17); a hidden 7♥ of three kills, a 4♦ or 5♥ gives black ICE: 1/3', () => {
    const s = endgame('3♥', ['7♥', '4♦', '5♥']);
    expect(s.unknown).toBe(3);
    expect(game.legalActions(s)).toHaveLength(1);
    expect(bestChance(s)).toBeCloseTo(1 / 3, 12);
    const hint = hintOf(s);
    expect(hint).toMatchObject({ chanceKind: 'exact', proven: true });
    expect(hint.chance).toBeCloseTo(1 / 3, 12);
  });

  it('four hidden cards, two draws decided by their order: 13/24, as the rules count it', async () => {
    const s = endgame('2♥', ['7♥', '2♣', '4♦', '9♠']);
    expect(s.unknown).toBe(4);
    const truth = bestChance(s);
    expect(truth).toBeCloseTo(13 / 24, 12);
    const hint = hintOf(s);
    expect(hint).toMatchObject({ chanceKind: 'exact', proven: true, value: hint.chance });
    expect(hint.chance).toBeCloseTo(truth, 12);
    expect(actionChance(s, hint.action)).toBeCloseTo(truth, 12);
    // Another order of the same hidden cards: the same observation, the same hint.
    const reordered: MatrixOverloadState = { ...s, deck: s.deck.slice().reverse() };
    expect(reordered.deck).not.toEqual(s.deck);
    expect(game.observe(reordered, 0)).toEqual(game.observe(s, 0));
    expect(hintOf(reordered)).toEqual(hint);
    // A worker thread gives the very same proven hint.
    const worker = createEngine(matrixOverloadKernel);
    try {
      expect(await worker.hint(game.observe(reordered, 0), 0, { seed: 1 })).toEqual(hint);
    } finally {
      worker.dispose();
    }
  });

  it('a card of 6 or more in hand kills on the 6♠: a sure win, whatever is hidden', () => {
    const s = endgame('8♠', ['7♥', '2♣', '4♦', '9♠']);
    const hint = hintOf(s);
    expect(game.apply(s, hint.action).ending).toBe('win');
    expect(hint).toMatchObject({ chance: 1, chanceKind: 'exact' });
  });

  it('the opening of a run is too big to enumerate: the chance stays calibrated', () => {
    const s = game.setup({}, 3);
    expect(s.unknown).toBeGreaterThan(20);
    const hint = hintOf(s);
    expect(hint.chanceKind).toBe('calibrated');
    expect(hint.proven).toBeUndefined();
  });
});
