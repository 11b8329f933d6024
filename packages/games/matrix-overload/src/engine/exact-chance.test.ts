/**
 * The hint's chance is the result itself where every legal move ends the run at once (ai-wasm's
 * `exact-chance.ts`): a last card that can kill is a sure win (the engine kills), a last card
 * that cannot is a sure loss, and the position (seed 5, the only move gives black ICE,
 * with nineteen hidden cards still in the deck) is a loss, not the coin flip the calibration
 * made of it. The same observation over another hidden order gets the same hint. A position
 * whose moves do not all end the run keeps its calibrated chance.
 */
import { type InlineEngine, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { TERMINAL, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildPositionSpec, buildPosition } from '../build-position.js';
import { matrixOverload as game } from '../game.js';
import type { MatrixOverloadObservation } from '../observation.js';
import { outside } from '../outside.js';
import type { MatrixOverloadState } from '../state.js';
import { matrixOverloadKernel } from './kernel.js';

let inline: InlineEngine<MatrixOverloadObservation>;
beforeAll(async () => {
  inline = await createInlineEngine(matrixOverloadKernel);
});
afterAll(() => inline.dispose());

/** The deck's last card in hand (nothing hidden is left): J♦ lives with health 14. */
const lastCard = (hand: string): BuildPositionSpec => ({
  matrix: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
  royals: { [outside.right(1)]: { royal: 'J♦', ice: ['3♦'] } },
  hand,
  deck: [],
  unnamed: 'retire',
});

const hintOf = (s: MatrixOverloadState) => inline.hintSync(game.observe(s, 0), 0, { seed: 1 });

/** True when every legal move of `s` ends the run at once (checked on the true state). */
const everyMoveEnds = (s: MatrixOverloadState) =>
  game.legalActions(s).every((a) => game.currentPlayer(game.apply(s, a)) === TERMINAL);

describe('exact chances', () => {
  it('the last card kills: every move ends the run, the engine kills, the chance is 1', () => {
    const s = buildPosition(lastCard('6♣'));
    expect(everyMoveEnds(s)).toBe(true);
    const hint = hintOf(s);
    expect(game.apply(s, hint.action).ending).toBe('win');
    expect(hint).toMatchObject({ chance: 1, chanceKind: 'exact' });
  });

  it('the last card cannot kill: every move loses, the chance is 0', () => {
    const s = buildPosition(lastCard('2♥'));
    expect(everyMoveEnds(s)).toBe(true);
    expect(game.legalActions(s).every((a) => game.apply(s, a).ending !== 'win')).toBe(true);
    expect(hintOf(s)).toMatchObject({ chance: 0, chanceKind: 'exact' });
  });

  it("the issue's seed 5: the only move gives black ICE with 19 cards hidden: chance 0", async () => {
    const played = await playGame(game, [randomBot(3)], { seed: 5 });
    const states = playReplay(game, played.replay);
    const s = states[states.length - 2]!;
    expect(game.legalActions(s)).toHaveLength(1);
    expect(game.describeAction(s, game.legalActions(s)[0]!)).toMatch(/black ICE/);
    expect(s.deck.length).toBeGreaterThan(10);
    const hint = hintOf(s);
    expect(hint).toMatchObject({ chance: 0, chanceKind: 'exact' });
    // The same observation over another order of the hidden cards: the same hint.
    const hidden = s.deck.slice(0, s.unknown).reverse();
    const other: MatrixOverloadState = { ...s, deck: [...hidden, ...s.deck.slice(s.unknown)] };
    expect(other.deck).not.toEqual(s.deck);
    expect(game.observe(other, 0)).toEqual(game.observe(s, 0));
    expect(hintOf(other)).toEqual(hint);
    // The decision before it: its moves do not end the run at once (the next card is hidden).
    const before = states[states.length - 3]!;
    expect(everyMoveEnds(before)).toBe(false);
    expect(hintOf(before).chanceKind).toBe('calibrated');
  });
});
