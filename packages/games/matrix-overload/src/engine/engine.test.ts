/**
 * MATR1X ØVERLØAD on the real engine host of `@matrix-arcade/ai-wasm` (in this thread,
 * `createInlineEngine`): the engine uses the known bottom of the deck (a position whose winning
 * move depends on the order of the known bottom, solved here by brute force). The generic engine
 * checks (parity, worker = inline, MCTS = the TS reference, no peeking, entries) are the
 * conformance kit's, in conformance.test.ts.
 */
import { type InlineEngine, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MatrixOverloadObservation, observe } from '../observation.js';
import { tight } from '../positions.test-util.js';
import { applyAction, legalActions } from '../rules.js';
import type { MatrixOverloadState } from '../state.js';
import { matrixOverloadKernel } from './kernel.js';

let inline: InlineEngine<MatrixOverloadObservation>;
beforeAll(async () => {
  inline = await createInlineEngine(matrixOverloadKernel);
});
afterAll(() => inline.dispose());

describe('hidden information', () => {
  /**
   * Two cards of unknown order (3♥ 2♦) on top of a known bottom of two (10♥ 4♠, or 4♠ 10♥).
   * The Q♠ (above column 2) and the J♥ (above column 3) live. Which cell the 6♣ in hand goes
   * to wins or loses depending on the order of the known bottom only.
   */
  function bottomPosition(bottom: readonly string[]): MatrixOverloadState {
    return tight({
      stacks: ['A♦', 'JK', '3♦', 'A♥ 2♣', '10♣', '5♣', 'A♠', 'A♣', 'JK 2♠'],
      outside: { 1: 'Q♠', 2: 'J♥' },
      hand: '6♣',
      deck: ['3♥', '2♦'],
      bottom,
    });
  }

  /** 1 when a win can be forced with the whole deck order known (no resets left here). */
  function solve(s: MatrixOverloadState): number {
    if (s.ending !== null) return s.ending === 'win' ? 1 : 0;
    return legalActions(s).some((a) => solve(applyAction(s, a)) === 1) ? 1 : 0;
  }

  /** Winning chance of each first action: the two orders of the unknown top are equally likely. */
  function firstMoveValues(s: MatrixOverloadState): Map<number, number> {
    const orders = [s.deck, [s.deck[1]!, s.deck[0]!, ...s.deck.slice(2)]];
    return new Map(
      legalActions(s).map((a) => [
        a,
        orders.reduce((v, deck) => v + solve(applyAction({ ...s, deck }, a)), 0) / 2,
      ]),
    );
  }

  it('uses the known bottom of the deck: its order changes the best move', () => {
    const a = bottomPosition(['10♥', '4♠']);
    const b = bottomPosition(['4♠', '10♥']);
    expect(a.unknown).toBe(2);
    expect(observe(a).unknownCards).toEqual(observe(b).unknownCards);
    expect(observe(a).knownBottom).not.toEqual(observe(b).knownBottom);
    // Brute force: 6♣ on the Joker (cell 1) always wins with 10♥ then 4♠ at the bottom, on
    // the 3♦ (cell 2) always wins with 4♠ then 10♥; nothing else ever wins.
    const va = firstMoveValues(a);
    const vb = firstMoveValues(b);
    expect([...va].filter(([, v]) => v > 0)).toEqual([[1, 1]]);
    expect([...vb].filter(([, v]) => v > 0)).toEqual([[2, 1]]);
    for (const seed of [1, 2, 3]) {
      expect(inline.hintSync(observe(a), 0, { seed }).action).toBe(1);
      expect(inline.hintSync(observe(b), 0, { seed }).action).toBe(2);
    }
  });
});
