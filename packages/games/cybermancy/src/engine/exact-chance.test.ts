/**
 * Exact chances in CYBERMANCY (ai-wasm's `exact-chance.ts`): where every legal move ends the run
 * at once the hint's chance is that result, not the calibration's guess (0.475 and 0.444 were
 * seen for sure losses). The last card that kills is a sure win, one that cannot is a sure loss
 * (built positions); a forced black ICE with hidden cards left in the deck is a sure loss, in the
 * basic game and in campaign chapter 4.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { outside } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { cybermancy as game } from '../game.js';
import type { CybermancyState } from '../state.js';
import { buildCyberPosition } from '../position.js';
import { cybermancyKernel as kernel } from './kernel.js';

const lastCard = (hand: string) =>
  buildCyberPosition({
    matrix: ['6♠', '7♥', '10♔', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    royals: { [outside.right(1)]: { royal: 'Q♦', ice: ['3♦'] } },
    hand,
    deck: [],
    unnamed: 'retire',
  });

const everyMoveEnds = (s: CybermancyState) =>
  game.legalActions(s).every((a) => game.currentPlayer(game.apply(s, a)) === TERMINAL);

const hintOf = async (s: CybermancyState) => {
  const engine = await createInlineEngine(kernel);
  return engine.hintSync(game.observe(s, 0), 0, { seed: 1 });
};

/** The decision before the end of a random run (`randomBot(3)`) of this seed and options. */
async function beforeTheEnd(seed: number, options?: object): Promise<CybermancyState> {
  const played = await playGame(game, [randomBot(3)], { seed, ...(options && { options }) });
  const states = playReplay(game, played.replay);
  return states[states.length - 2]! as CybermancyState;
}

describe('exact chances', () => {
  it('the last card kills the last royal: the engine kills, chance 1', async () => {
    const s = lastCard('6♣');
    expect(everyMoveEnds(s)).toBe(true);
    const hint = await hintOf(s);
    expect(game.apply(s, hint.action).ending).toBe('win');
    expect(hint).toMatchObject({ chance: 1, chanceKind: 'exact' });
  });

  it('the last card cannot kill: every move runs out of time, chance 0', async () => {
    const s = lastCard('5♥');
    expect(everyMoveEnds(s)).toBe(true);
    expect(await hintOf(s)).toMatchObject({ chance: 0, chanceKind: 'exact' });
  });

  it('a forced black ICE with cards still hidden is a sure loss (basic, campaign chapter 4)', async () => {
    for (const [seed, options] of [
      [5, undefined],
      [3, { mode: 'campaign', chapter: 4 }],
    ] as const) {
      const s = await beforeTheEnd(seed, options);
      expect(game.legalActions(s)).toHaveLength(1);
      expect(game.describeAction(s, game.legalActions(s)[0]!)).toMatch(/black ICE/);
      expect(s.unknown).toBeGreaterThan(5);
      expect(await hintOf(s)).toMatchObject({ chance: 0, chanceKind: 'exact' });
    }
  });
});
