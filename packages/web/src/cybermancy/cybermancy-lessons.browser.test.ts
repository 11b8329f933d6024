/**
 * CYBERMANCY's lessons in `<cybermancy-game>`'s teaching mode, played with the real mouse as a
 * new player would: each lesson to its end following only the screen (Next, or the place, stack
 * or card the pointer ☛ marks: the tower's two royals one after the other, the world's line at
 * one of its ends, after Hint when the step hides it); the draws are the lesson's. A wrong move
 * (a place the step warns about, a place the rules forbid) is refused with its reason and
 * changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../cybermancy/define.js';
import { lessons } from '@matrix-arcade/cybermancy/lessons';
import { deepQueryAll } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectRefused,
  mountLesson,
  panelText,
  playToEnd,
  pointed,
} from '../learn/lesson.test-util.js';

const byId = (id: string) => lessons.lessons.find((l) => l.id === id)!;
/** The board spot whose words start with `words` (`'bottom-right stack'`). */
const spot = (el: Element, words: string) =>
  (deepQueryAll(el, '[role=gridcell]') as HTMLElement[]).find((c) =>
    c.getAttribute('aria-label')?.startsWith(words),
  )!;

describe('CYBERMANCY lessons, played with the mouse', () => {
  eachLessonPlaysToItsEnd('cybermancy-game', lessons, {
    // The last royal wins the run.
    'last-royal': (el) => expect(el.result?.ending).toBe('win'),
  });

  it('points at the hanged man in its corner while the step speaks of it, not at the card in hand', async () => {
    const el = await mountLesson('cybermancy-game', byId('hanged-man'));
    await playToEnd(el, (p) => p.includes('step 3 of'));
    expect(panelText(el)).toContain('The hanged man now tops the corner at 12');
    expect(pointed(el)!.getAttribute('aria-label')).toMatch(/top-left stack: 12♔/);
    el.remove();
  });

  it('refuses the 4♦ the step warns about, and a stack the rules forbid, with their reasons', async () => {
    const el = await mountLesson('cybermancy-game', byId('queens-and-kings'));
    await playToEnd(el, (p) => p.includes('step 3 of'));
    await expectRefused(
      el,
      () => userEvent.click(spot(el, 'bottom-right stack')),
      /the king of coins needs two coins/,
    );
    await expectRefused(
      el,
      () => userEvent.click(spot(el, 'top-middle stack')),
      /The rules do not allow that/,
    );
    await playToEnd(el);
    expect(panelText(el)).toMatch(/Lesson complete: 2 stars \(2 wrong moves, 0 hints\)/);
    el.remove();
  });
});
