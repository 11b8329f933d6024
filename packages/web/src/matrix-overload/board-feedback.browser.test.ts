/**
 * Acting on MATR1X ØVERLØAD's board and seeing what happened, in Chromium: Tab and the arrow,
 * Home and End keys never stop on a dead corner; the spot that received the last card is ringed
 * (the player's move and the AI's), the ring moving with the next move; the card played flies
 * from the hand to its spot (none under reduced motion); a win glows, a loss is said plainly;
 * Escape clears a place tapped once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { saveState } from '@matrix-arcade/core';
import { cellAction, legalActions, matrixOverload } from '@matrix-arcade/matrix-overload';
import type { MoveDetail } from '../lib/game-element.js';
import { deepActive, nextEvent, part, settle, watchAnimations } from '../../test/helpers.js';
import { indexOfAction } from './board.js';
import { board, boardCells, cellOf, mountOverload } from './matrix-overload.test-util.js';
import { oneKillToWin } from './positions.test-util.js';
import type { MatrixOverloadGame } from './matrix-overload-game.js';

const CORNERS = [0, 4, 20, 24];
const focusedIndex = () => Number(deepActive()?.getAttribute('data-index') ?? -1);
/** Grid indices whose spot is ringed as the last move. */
const ringed = (el: MatrixOverloadGame) =>
  boardCells(el).flatMap((c, i) => (c.querySelector('matrix-overload-spot[last]') ? [i] : []));

afterEach(async () => {
  await commands.reducedMotion(false);
});

describe('<matrix-overload-game>: acting on the board', () => {
  it('never stops Tab or the arrow keys on a dead corner', async () => {
    const el = await mountOverload({ seed: '16' });
    for (const i of CORNERS) expect(boardCells(el)[i]!.getAttribute('tabindex')).toBe('-1');
    const first = legalActions(el.gameState!)
      .map(indexOfAction)
      .sort((a, b) => a - b)[0]!;
    // Tab from the page's start until the board takes the focus: it lands on the first place.
    for (let i = 0; i < 20 && deepActive()?.getAttribute('role') !== 'gridcell'; i++) {
      await userEvent.tab();
    }
    expect(focusedIndex()).toBe(first);
    const keys: [from: number, key: string, to: number][] = [
      [1, '{ArrowLeft}', 1],
      [5, '{ArrowUp}', 5],
      [3, '{ArrowRight}', 3],
      [19, '{ArrowDown}', 19],
      [2, '{Home}', 1],
      [22, '{End}', 23],
      [12, '{Control>}{Home}{/Control}', 1],
      [12, '{Control>}{End}{/Control}', 23],
      [6, '{ArrowUp}', 1],
    ];
    for (const [from, key, to] of keys) {
      board(el).focusCell(from);
      await settle(el);
      expect(focusedIndex()).toBe(from);
      await userEvent.keyboard(key);
      await settle(el);
      expect(focusedIndex(), `${key} from ${from}`).toBe(to);
    }
    // A new position keeps the tab stop off the corners too.
    board(el).active = 0;
    el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    expect(CORNERS).not.toContain(board(el).active);
  });

  it('rings the spot of the last move, the AI’s too, and moves the ring with the next move', async () => {
    const el = await mountOverload({ seed: '16' });
    expect(ringed(el)).toEqual([]);
    const a = legalActions(el.gameState!)[0]!;
    await userEvent.click(cellOf(el, a));
    await settle(el);
    expect(ringed(el)).toEqual([indexOfAction(a)]);
    const b = legalActions(el.gameState!).at(-1)!;
    el.play(b);
    await settle(el);
    expect(ringed(el)).toEqual([indexOfAction(b)]);

    const ai = await mountOverload({ seed: '5', 'ai-seats': '0', speed: 'instant' });
    const move = nextEvent<MoveDetail>(ai, 'move');
    ai.autoplay = true;
    const d = await move;
    ai.autoplay = false;
    await settle(ai);
    expect(d.by).toBe('ai');
    expect(ringed(ai)).toContain(indexOfAction(d.action));
  });

  it('flies the card played from the hand to its spot, and not under reduced motion', async () => {
    const flights = async (seed: string) => {
      const el = await mountOverload({ seed });
      const a = legalActions(el.gameState!)[0]!;
      const motions = watchAnimations();
      try {
        await userEvent.click(cellOf(el, a));
        await settle(el);
        await board(el).updateComplete;
      } finally {
        motions.stop();
      }
      // Counted as they start (a flight may be over by the time a loaded machine looks), and
      // only real motion (reduced motion turns style changes into 0.01 ms transitions).
      const cell = cellOf(el, a);
      return motions.started.filter((m) => m.target === cell && m.duration > 1).length;
    };
    expect(await flights('16')).toBeGreaterThan(0);
    await commands.reducedMotion(true);
    expect(await flights('17')).toBe(0);
  });

  it('celebrates a win (not under reduced motion) and says a loss plainly', async () => {
    const won = async () => {
      const el = await mountOverload({ seed: '1' });
      el.state = saveState(matrixOverload, oneKillToWin());
      await settle(el);
      await userEvent.click(cellOf(el, cellAction(0)));
      await settle(el);
      expect(el.gameState!.ending).toBe('win');
      expect(part(el, '.status').textContent).toContain('You won!');
      expect(part(el, '[part=result]').textContent).toContain('Every royal is dead.');
      return part(el, '[part=result]').getAnimations().length;
    };
    expect(await won()).toBeGreaterThan(0);
    await commands.reducedMotion(true);
    expect(await won()).toBe(0);
    await commands.reducedMotion(false);
    // A loss glows nothing and says what was lost, and why, once: in the status line with Play
    // again, not again in a box of its own.
    const lost = await mountOverload({ seed: '1' });
    for (let i = 0; i < 3000 && lost.gameState!.ending === null; i++) {
      lost.play(legalActions(lost.gameState!)[0]!);
    }
    await settle(lost);
    expect(lost.gameState!.ending).not.toBe('win');
    const result = part(lost, '[part=result]');
    expect(result.textContent!.trim()).toMatch(
      /^(Out of time|Black ICE|Caught in an infinite loop)\.\s/,
    );
    expect(result.getAnimations()).toEqual([]);
    expect(part(lost, '.status').contains(result), 'the reason is in the status line').toBe(true);
    expect(part(lost, '.status').textContent).toContain('You lost.');
    const why = result.querySelector('.why')!.textContent!;
    const said = lost.shadowRoot!.querySelector('.layout')!.textContent!.split(why).length - 1;
    expect(said, 'the reason is said once').toBe(1);
  });

  it('clears a place tapped once with Escape', async () => {
    const el = await mountOverload({ seed: '16' });
    const cell = cellOf(el, legalActions(el.gameState!)[0]!);
    const init = { pointerType: 'touch', bubbles: true, composed: true };
    cell.dispatchEvent(new PointerEvent('pointerdown', init));
    cell.dispatchEvent(new PointerEvent('click', init));
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-action=play-here]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-action=play-here]')).toBeNull();
    expect(part(el, '[role=status]').textContent).toBe('Preview cleared.');
  });
});
