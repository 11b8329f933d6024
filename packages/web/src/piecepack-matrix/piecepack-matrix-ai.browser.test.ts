/**
 * The AI in `<piecepack-matrix-game>`, in Chromium, on the real wasm engine in a Web Worker: a
 * hint is a legal action said in words (and marked on the board when it is a move); it does not
 * depend on the hidden order of the data stack; with `ai-seats="0"` and `autoplay` the AI plays
 * the ends of runs (restored near their end) to `game-over`, with the basic pawns and with
 * custom breakers, showing the thinking indicator while it searches.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { type Outcome, createRng, saveState } from '@matrix-arcade/core';
import { ENDINGS, legalActions, piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import { controlButton, nextEvent, part, settle, until } from '../../test/helpers.js';
import { nearTheEnd } from '../lib/near-end.test-util.js';
import { mountPiecepack, playerStep } from './piecepack-matrix.test-util.js';

describe('<piecepack-matrix-game> with the AI', () => {
  it('gives a legal hint and says it in words', async () => {
    const el = await mountPiecepack({ seed: '5', 'ai-iterations': '300' });
    for (let i = 0; i < 6; i++) await playerStep(el);
    await userEvent.click(controlButton(el, 'hint'));
    const panel = () => el.shadowRoot!.querySelector('[part=hint]');
    await until(() => panel() !== null, 20_000, 'the hint');
    await settle(el);
    const action = Number(panel()!.getAttribute('data-hint-action'));
    expect(legalActions(el.gameState!)).toContain(action);
    expect(panel()!.textContent).toContain(piecepackMatrix.describeAction(el.gameState!, action));
  });

  it('hints the same whatever the hidden order of the stack', async () => {
    let s = piecepackMatrix.setup({ green: 5 }, 31);
    for (let i = 0; i < 10; i++) {
      const legal = piecepackMatrix.currentPlayer(s) === -1 ? [21_743] : legalActions(s);
      s = piecepackMatrix.apply(s, legal[0]!);
    }
    const other = piecepackMatrix.determinize(piecepackMatrix.observe(s, 0), createRng(5));
    expect(other.stack).not.toEqual(s.stack);
    const hints = [];
    for (const state of [s, other]) {
      const el = await mountPiecepack({ 'ai-iterations': '800' });
      el.state = saveState(piecepackMatrix, state);
      await settle(el);
      hints.push(await el.hint());
    }
    expect(hints[0]!.action).toBe(hints[1]!.action);
    expect(hints[0]!.value).toBe(hints[1]!.value);
  });

  const series: Record<string, string>[] = [{}, { black: '3', green: '5', red: '6', blue: '2' }];
  for (const attrs of series) {
    it(`plays the end of a run by itself (autoplay) ${JSON.stringify(attrs)}`, async () => {
      const el = await mountPiecepack({
        seed: '2024',
        'ai-seats': '0',
        speed: 'instant',
        'ai-iterations': '150',
        ...attrs,
      });
      // A random run cut back to its last 6 decisions: the plumbing of autoplay and the end's
      // words, not the AI's strength (whole runs are `pnpm simulate`'s).
      el.state = nearTheEnd(piecepackMatrix, piecepackMatrix.optionsOf(el.gameState!), 2024, 6);
      const over = nextEvent<{ result: Outcome }>(el, 'game-over', 120_000);
      let sawThinking = false;
      const watch = setInterval(() => {
        if (el.shadowRoot!.querySelector('arcade-thinking')) sawThinking = true;
      }, 5);
      el.autoplay = true;
      const { result } = await over;
      clearInterval(watch);
      expect(ENDINGS).toContain(result.ending);
      expect(sawThinking).toBe(true);
      await settle(el);
      expect(part(el, '[part=status]').textContent).toContain(result.summary);
    }, 150_000);
  }
});
