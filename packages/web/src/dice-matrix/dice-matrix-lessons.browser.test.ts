/**
 * Dice Matrix's lessons in `<dice-matrix-game>`'s teaching mode, played with the real mouse as
 * a new player would: each lesson to its end following only the screen (Next, or the die or
 * face button the pointer ☛ marks, after Hint when the step hides it); a wrong move (a die taken
 * alone when the step asks for a pair) is refused with the step's reason and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../dice-matrix/define.js';
import { lessons } from '@matrix-arcade/dice-matrix/lessons';
import { settle } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectBoardInView,
  expectRefused,
  lessonButton,
  mountInLearn,
  mountLesson,
  panelText,
  playToEnd,
  pointed,
} from '../learn/lesson.test-util.js';
import type { DiceMatrixGame } from './dice-matrix-game.js';
import { matrixCells } from './dice-matrix.test-util.js';

const byId = (id: string) => lessons.lessons.find((l) => l.id === id)!;

describe('Dice Matrix lessons, played with the mouse', () => {
  eachLessonPlaysToItsEnd('dice-matrix-game', lessons, {
    // The last dice end the game with your win, said in the status line.
    'last-dice': (el) => {
      expect(el.result?.scores).toEqual([151, 137]);
      expect(el.shadowRoot!.querySelector('.status')!.textContent).toContain('151');
    },
  });

  it('on a phone, step 1 shows the whole matrix above the step panel; the seats are named as the lesson names them', async () => {
    await page.viewport(390, 844);
    const { learn, el } = await mountInLearn('dice-matrix-game', lessons, 'first-moves');
    // Step 1 speaks of the 49 dice: all of them in view, none under the panel (below the
    // arcade's heading and tabs, the matrix's last rows were under it).
    await expectBoardInView(el);
    // The lesson says "your opponent": so do the scores and the status line, never "(AI)", and
    // no "AI" note under the opponent's score (it showed, before and after their first pair).
    const seats = () => {
      const scores = el.shadowRoot!.querySelector('[part~=scores]')!.shadowRoot!.textContent!;
      expect(scores).toMatch(/You[\s\S]*Your opponent/);
      expect(`${scores} ${el.shadowRoot!.querySelector('.status')!.textContent}`).not.toMatch(
        /Player|\bAI\b/,
      );
    };
    seats();
    await playToEnd(el, (p) => p.includes('step 4 of'));
    seats();
    learn.remove();
    await page.viewport(1280, 900);
  });

  it('refuses a die taken alone where the step asks for the pair, and nothing changes', async () => {
    const el = await mountLesson('dice-matrix-game', byId('first-moves'));
    await playToEnd(el, (p) => p.includes('step 4 of'));
    const target = pointed(el)!;
    const other = matrixCells(el as unknown as DiceMatrixGame).find(
      (c) => c !== target && c.getAttribute('aria-disabled') === 'false',
    )!;
    await expectRefused(
      el,
      async () => {
        await userEvent.click(other);
        await settle(el);
        await userEvent.click(other);
      },
      /One die alone is allowed, but the pair scores both/,
    );
    // The pointer still shows the pair, and following it goes on.
    expect(pointed(el)).not.toBeNull();
    await playToEnd(el);
    expect(panelText(el)).toMatch(/Lesson complete: 2 stars \(1 wrong move, 1 hint\)/);
    el.remove();
  });

  it('keyboard and screen reader: the step text is in a polite live region, Enter plays the pointed face', async () => {
    const el = await mountLesson('dice-matrix-game', byId('first-moves'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    const live = el.shadowRoot!.querySelector('[part~=lesson] [aria-live=polite]')!;
    expect(live.textContent).toContain('Turn it to 4');
    const face = pointed(el)!;
    expect(face.dataset.face).toBe('4');
    face.focus();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toHaveLength(1);
    expect(live.textContent).toContain('1 + 1 = 2 points');
    el.remove();
  });

  it('Back, Replay and Skip: back to the step before, the start again, the end without stars', async () => {
    const second = lessons.lessons[1]!.title;
    const el = await mountLesson('dice-matrix-game', byId('first-moves'), second);
    const ends: CustomEvent[] = [];
    el.addEventListener('lesson-end', (e) => ends.push(e as CustomEvent));
    await playToEnd(el, (p) => p.includes('step 3 of'));
    const played = el.state!.actions.length;
    await userEvent.click(lessonButton(el, 'back')!);
    await settle(el);
    expect(panelText(el)).toContain('step 2 of');
    expect(el.state!.actions.length).toBeLessThan(played);
    await userEvent.click(lessonButton(el, 'replay')!);
    await settle(el);
    expect(panelText(el)).toContain('step 1 of');
    expect(el.state!.actions).toEqual([]);
    await userEvent.click(lessonButton(el, 'skip')!);
    await settle(el);
    expect(panelText(el)).toContain('Skipped: no stars');
    // What the progress records (lesson-end), and what comes next: the next lesson, offered.
    expect(ends.map((e) => e.detail)).toMatchObject([
      { lesson: 'first-moves', skipped: true, stars: 0 },
    ]);
    expect(lessonButton(el, 'next-lesson')!.textContent).toContain(second);
    expect(lessonButton(el, 'back')).toBeNull();
    el.remove();
  });
});
