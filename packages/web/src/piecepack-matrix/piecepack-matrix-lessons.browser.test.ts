/**
 * Matrix (piecepack)'s lessons in `<piecepack-matrix-game>`'s teaching mode, played with the real
 * mouse as a new player would: each lesson to its end following only the screen (Next, or what
 * the pointer ☛ marks: a breaker's card, then its space, or a button of the Decide panel or of a
 * card, after Hint when the step hides it); the rolls are the lesson's. A wrong move (committing
 * a challenge the step says would fail, a breaker the step did not ask for) is refused with the
 * step's reason and changes nothing. No target shows a random roll's odds (the lesson sets it).
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../piecepack-matrix/define.js';
import { lessons } from '@matrix-arcade/piecepack-matrix/lessons';
import { deepQueryAll, settle } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectBoardInView,
  expectPointerInView,
  expectRefused,
  mountLesson,
  panelText,
  playToEnd,
  pointed,
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

  it('Viral Dub’s picks name tiles as the board shows them, and on a phone the board is in view as the second is picked', async () => {
    await page.viewport(390, 844);
    const el = await mountLesson('piecepack-matrix-game', byId('tile-moving-breakers'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    // Colour and strength, which the tiles show; no place "(3, 0)" that nothing on the board shows.
    // The words the picks share said once, each pick its tile.
    const picks = deepQueryAll(el, '[part~=abilities] button[data-action]') as HTMLElement[];
    expect(deepQueryAll(el, '[part~=abilities]')[0]!.textContent).toContain(
      'Viral Dub picks … to swap',
    );
    expect(picks.map((b) => b.textContent!.trim())).toContain('blue ♦ fort');
    for (const b of picks) expect(b.textContent).not.toMatch(/\(-?\d+, -?\d+\)/);
    // The place stays in the button's name for a screen reader (the grid's cells say theirs).
    expect(pointed(el)!.getAttribute('aria-label')).toContain('blue ♦ fort at (3, 0)');
    expect(deepQueryAll(el, '[data-breaker="3"] .pick')[0]!.textContent).toContain(
      'on the blue ♦ ice 2',
    );
    await playToEnd(el, (p) => p.includes('step 3 of'));
    // The second pick: its button and the tiles it swaps, all in view above the step panel.
    await expectPointerInView(el);
    await expectBoardInView(el);
    el.remove();
    await page.viewport(1280, 900);
  });

  it('refuses another breaker’s move where the step asks for the red one', async () => {
    const el = await mountLesson('piecepack-matrix-game', byId('first-tiles'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    // The step speaks of the red breaker: the board shows its space, not the black one's.
    const moving = deepQueryAll(el, '[data-moving]')[0] as HTMLElement;
    expect(moving.dataset.moving).toBe('2');
    expect(moving.textContent).toContain('Moving: the red breaker');
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
