/**
 * What `<piecepack-matrix-game>` tells a player after each move: the live region says every
 * roll (which breaker, the number, the strength against the structure's) and how each challenge
 * ended; the tiles the last move changed are marked on the board; a breaker glides to its new
 * space (not under reduced motion); Escape forgets the chosen breaker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import { challengeOf } from '@matrix-arcade/piecepack-matrix';
import { part, settle, watchAnimations } from '../../test/helpers.js';
import { board, boardCells, mountPiecepack, playerStep } from './piecepack-matrix.test-util.js';

const NAMES = ['black', 'green', 'red', 'blue'];

const live = (el: HTMLElement) => part(el, '[role=status]').textContent ?? '';

describe('<piecepack-matrix-game> feedback', () => {
  it('says every roll and how each challenge ended in the live region', async () => {
    const el = await mountPiecepack({ seed: '4' });
    let rolls = 0;
    let endings = 0;
    for (let i = 0; i < 60 && el.gameState!.ending === null; i++) {
      const before = el.gameState!;
      await playerStep(el);
      const st = el.gameState!;
      const words = live(el);
      const c = challengeOf(st);
      if (c !== null && st.roll > 0 && before.phase === 'move') {
        rolls++;
        expect(words).toMatch(new RegExp(`The ${NAMES[st.active]} .* rolls ${st.roll}\\.`));
        expect(words).toContain(`Strength ${c.strength} against ${c.against}`);
      }
      if (challengeOf(before) !== null && challengeOf(st) === null && st.ending === null) {
        const b = before.active;
        if (st.damage > before.damage) {
          endings++;
          expect(words).toContain(`fails: ${st.damage - before.damage} brain damage`);
        } else if (st.positions[b] !== before.positions[b]) {
          endings++;
          expect(words).toContain('breaks in at');
        }
      }
    }
    expect(rolls).toBeGreaterThanOrEqual(3);
    expect(endings).toBeGreaterThanOrEqual(3);
  });

  it('marks the tiles the last move changed, and only those', async () => {
    const el = await mountPiecepack({ seed: '4' });
    const marked = () =>
      boardCells(el).filter((c) =>
        c.getAttribute('aria-label')!.includes('changed by the last move'),
      );
    expect(marked()).toHaveLength(0);
    await playerStep(el); // a breaker installs the first tile and challenges it
    while (el.gameState!.phase !== 'move') await playerStep(el);
    const st = el.gameState!;
    const labels = marked().map((c) => c.getAttribute('aria-label')!);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThanOrEqual(2);
    expect(boardCells(el).length).toBeGreaterThan(labels.length);
    expect(st.structures.length).toBe(1);
  });

  it('forgets the chosen breaker on Escape', async () => {
    const el = await mountPiecepack({ seed: '8' });
    board(el).focusCell(0);
    await userEvent.keyboard('3');
    await settle(el);
    expect(part(el, '.card.chosen').dataset.breaker).toBe('2');
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(part(el, '.card.chosen').dataset.breaker).toBe('0');
    expect(live(el)).toContain('No breaker chosen');
  });

  it('glides the breaker to its new space, and not under reduced motion', async () => {
    for (const reduced of [false, true]) {
      await commands.reducedMotion(reduced);
      const el = await mountPiecepack({ seed: '4' });
      const motions = watchAnimations();
      // Play until a breaker changes place (a challenge committed and won, or failed on ice).
      let moved = false;
      for (let i = 0; i < 20 && !moved; i++) {
        const before = el.gameState!.positions.join();
        await playerStep(el);
        moved = el.gameState!.positions.join() !== before;
      }
      expect(moved).toBe(true);
      await settle(el);
      motions.stop();
      // Every glide started on the way (counted as they start: no race with their end).
      const glides = motions.started.filter((m) => m.target.matches('.glide-layer .pawn-icon'));
      expect(glides.length).toBe(reduced ? 0 : 1);
      el.remove();
    }
  });
});

afterEach(async () => {
  await commands.reducedMotion(false);
});
