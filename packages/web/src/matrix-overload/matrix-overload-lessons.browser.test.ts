/**
 * MATR1X ØVERLØAD's lessons in `<matrix-overload-game>`'s teaching mode, played with the real
 * mouse as a new player would: each lesson to its end following only the screen (Next, or the
 * place the pointer ☛ marks, after Hint when the step hides it); a wrong move is refused with a
 * reason and changes nothing, both a legal one the step warns about and one the rules forbid.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../matrix-overload/define.js';
import { lessons } from '@matrix-arcade/matrix-overload/lessons';
import { deepQueryAll } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectBoardInView,
  expectPointerInView,
  expectRefused,
  mountInLearn,
  mountLesson,
  panelText,
  playToEnd,
  pointed,
} from '../learn/lesson.test-util.js';

const byId = (id: string) => lessons.lessons.find((l) => l.id === id)!;
/** The board's cells (the 5×5 grid's spots). */
const spots = (el: Element) => deepQueryAll(el, '[role=gridcell]') as HTMLElement[];

describe('MATR1X ØVERLØAD lessons, played with the mouse', () => {
  eachLessonPlaysToItsEnd('matrix-overload-game', lessons, {
    // The second part ends the run with a win.
    'ice-and-the-king': (el) => expect(el.result?.ending).toBe('win'),
  });

  it('on a phone, step 1 shows the whole board (and the royal in hand) above the step panel', async () => {
    await page.viewport(390, 844);
    const { learn, el } = await mountInLearn('matrix-overload-game', lessons, 'the-deal');
    // Step 1 speaks of the deal around the matrix and points at the royal in hand, just above
    // (below the arcade's heading and tabs, the board's lower half was under the panel).
    await expectBoardInView(el);
    await expectPointerInView(el);
    learn.remove();
    await page.viewport(1280, 900);
  });

  it('refuses the place a step warns about, with its reason, and a place the rules forbid', async () => {
    const el = await mountLesson('matrix-overload-game', byId('black-ice'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    const target = pointed(el)!;
    const warned = spots(el).find(
      (c) => c !== target && c.getAttribute('aria-label')?.startsWith('middle-left stack: 3♥'),
    )!;
    await expectRefused(el, () => userEvent.click(warned), /22 health, black ICE and the run lost/);
    const corner = spots(el).find((c) =>
      c.getAttribute('aria-label')?.startsWith('top-left stack'),
    )!;
    await expectRefused(el, () => userEvent.click(corner), /The rules do not allow that/);
    await playToEnd(el);
    expect(panelText(el)).toMatch(/Lesson complete: 2 stars \(2 wrong moves, 0 hints\)/);
    el.remove();
  });
});
