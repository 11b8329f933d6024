/**
 * The Hint button under a real mouse, in Chromium, in both editions of the family: after cards
 * played on the board with the mouse (focus left on the board, its place previewed), pressing
 * Hint must not move anything under the pointer between the press and the release, so the click
 * lands on Hint and the hint appears. Covered with an ace in hand (an ace's preview lists the
 * cards its reset sends back, the tallest preview of the game).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './define.js';
import '../cybermancy/define.js';
import { cybermancyRules } from '@matrix-arcade/cybermancy';
import {
  ACTION_COUNT,
  type AnyOverloadRules,
  type MatrixOverloadState,
  rules as standardRules,
} from '@matrix-arcade/matrix-overload';
import { mountTag, part, pressHint, settle, until } from '../../test/helpers.js';
import type { MatrixOverloadGame } from './matrix-overload-game.js';
import { cellOf } from './matrix-overload.test-util.js';

type FamilyElement = MatrixOverloadGame | HTMLElementTagNameMap['cybermancy-game'];

/**
 * Plays the first legal place on the board with the real mouse, at least `atLeast` cards, until
 * the card in hand is an ace; the number of cards played.
 */
async function playUntilAce(el: FamilyElement, rules: AnyOverloadRules, atLeast: number) {
  for (let moves = 0; moves < 30; moves++) {
    const st = el.gameState as MatrixOverloadState;
    if (moves >= atLeast && rules.deck.text[st.hand]!.startsWith('A')) return moves;
    const onBoard = rules.legalActions(st).filter((a) => a < ACTION_COUNT);
    expect(onBoard.length, 'a place on the board').toBeGreaterThan(0);
    await userEvent.click(cellOf(el as MatrixOverloadGame, onBoard[0]!));
    await settle(el);
  }
  throw new Error('no ace came to hand');
}

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('Hint under a real mouse, after cards played on the board', () => {
  for (const [tag, rules, width, height] of [
    ['matrix-overload-game', standardRules, 1280, 800],
    ['matrix-overload-game', standardRules, 390, 844],
    ['cybermancy-game', cybermancyRules, 1280, 800],
    ['cybermancy-game', cybermancyRules, 390, 844],
  ] as const) {
    it(`<${tag}> at ${width}×${height}: nothing moves under the pointer and the hint appears (an ace in hand)`, async () => {
      await page.viewport(width, height);
      const el = (await mountTag(tag, { seed: '16' })) as FamilyElement;
      const moves = await playUntilAce(el, rules, 3);
      expect(moves).toBeGreaterThanOrEqual(3);
      // The pointer rests on the place last played; focus is there too: its preview shows.
      expect(el.shadowRoot!.querySelector('[part=hint]')).toBeNull();
      const { down, up } = await pressHint(el);
      expect(down, 'the press reached the page').toBeDefined();
      expect(up?.toJSON(), 'Hint did not move under the pointer').toEqual(down?.toJSON());
      await until(() => el.shadowRoot!.querySelector('[part=hint]') !== null, 30_000, 'the hint');
      expect(part(el, '[part=hint]').textContent).toContain('Hint');
    });
  }
});
