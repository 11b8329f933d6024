/**
 * Matrix (piecepack)'s lessons in `<piecepack-matrix-game>`'s teaching mode, played with the real
 * mouse as a new player would: each lesson to its end following only the screen (Next, or what
 * the pointer ☛ marks: a breaker's card, then its space, or a button of the Decide panel or of a
 * card, after Hint when the step hides it); the rolls are the lesson's. A wrong move (committing
 * a challenge the step says would fail, a breaker the step did not ask for) is refused with the
 * step's reason and changes nothing. No target shows a random roll's odds (the lesson sets it).
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../piecepack-matrix/define.js';
import { lessons } from '@matrix-arcade/piecepack-matrix/lessons';
import { deepQueryAll, settle } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectRefused,
  mountLesson,
  panelText,
  playToEnd,
} from '../learn/lesson.test-util.js';

const byId = (id: string) => lessons.lessons.find((l) => l.id === id)!;
/** The Decide panel's button that plays `action`. */
const button = (el: Element, action: number) =>
  deepQueryAll(el, `[part~=decide] button[data-action="${action}"]`)[0] as HTMLElement;
const COMMIT = 21635;

describe('Matrix (piecepack) lessons, played with the mouse', () => {
  eachLessonPlaysToItsEnd('piecepack-matrix-game', lessons, {
    // The last fort wins the run.
    'last-fort': (el) => expect(el.result?.ending).toBe('win'),
  });

  it('refuses a commit at 5 against 5 with the step’s reason, and nothing changes', async () => {
    const el = await mountLesson('piecepack-matrix-game', byId('power-ups'));
    await playToEnd(el, (p) => p.includes('step 5 of'));
    expect(deepQueryAll(el, '[part~=challenge]')[0]!.textContent).toContain('strength 5 vs 5');
    await expectRefused(
      el,
      () => userEvent.click(button(el, COMMIT)),
      /5 does not beat 5: you would take brain damage/,
    );
    await playToEnd(el);
    expect(panelText(el)).toMatch(/Lesson complete: 2 stars/);
    el.remove();
  });

  it('refuses another breaker’s move where the step asks for the red one', async () => {
    const el = await mountLesson('piecepack-matrix-game', byId('first-tiles'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    const black = deepQueryAll(el, '[data-breaker="0"] button.pick')[0] as HTMLElement;
    await userEvent.click(black);
    await settle(el);
    // The board's one space open to the black breaker: the middle (the grid's own shadow root).
    const centre = deepQueryAll(el, '[role=gridcell]').find(
      (c) => c.getAttribute('aria-disabled') === 'false',
    ) as HTMLElement;
    // The lesson sets the die: no odds of a random roll on the target, for eyes or in words.
    expect(`${centre.getAttribute('aria-label')} ${centre.textContent}`).not.toContain('%');
    await expectRefused(el, () => userEvent.click(centre), /move the red breaker/);
    el.remove();
  });
});
