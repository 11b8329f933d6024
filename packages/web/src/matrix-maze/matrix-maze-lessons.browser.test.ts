/**
 * Matrix Maze's lessons in `<matrix-maze-game>`'s teaching mode, played with the real mouse as a
 * new player would: each lesson to its end following only the screen (Next, or what the pointer
 * ☛ marks: a lit square, a button of the action panel, the change picked, the wall to build and
 * its edge, after Hint when the step hides it); the rolls and the opponent's moves are the
 * lesson's. A wrong move (a die that turns away from the code) is refused with the step's
 * reason and changes nothing; a first-game lesson offers no hack (nothing that costs bytes).
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../matrix-maze/define.js';
import { lessons } from '@matrix-arcade/matrix-maze/lessons';
import { deepQueryAll } from '../../test/helpers.js';
import {
  eachLessonPlaysToItsEnd,
  expectRefused,
  mountLesson,
  panelText,
  playToEnd,
} from '../learn/lesson.test-util.js';

const byId = (id: string) => lessons.lessons.find((l) => l.id === id)!;
/** The lit square of the maze at `name` (`'b5'`) on an 8 × 8 map. */
function square(el: Element, name: string): Element {
  const index = (Number(name.slice(1)) - 1) * 8 + name.charCodeAt(0) - 97;
  return deepQueryAll(el, `svg [data-square="${index}"]`)[0]!;
}

describe('Matrix Maze lessons, played with the mouse', () => {
  eachLessonPlaysToItsEnd('matrix-maze-game', lessons, {
    // The third code wins the duel.
    'third-code': (el) => expect(el.result?.winners).toEqual([0]),
  });

  it('refuses the left turn away from the code, with the step’s reason, and nothing changes', async () => {
    const el = await mountLesson('matrix-maze-game', byId('walls-and-trail'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    // A first-game lesson offers no hack: nothing that costs bytes before bytes are taught.
    expect(deepQueryAll(el, '[data-group="hacks"]')).toEqual([]);
    // The lesson says "your opponent": so does the score panel, never "Player 2 (AI)".
    const scores = el.shadowRoot!.querySelector('[part~=scores]')!.shadowRoot!.textContent!;
    expect(scores).toMatch(/You[\s\S]*Your opponent/);
    expect(scores).not.toMatch(/Player|\bAI\b/);
    await expectRefused(
      el,
      () => userEvent.click(square(el, 'b5')),
      /The 3 turns you left, to b5, away from the code/,
    );
    await playToEnd(el);
    expect(panelText(el)).toMatch(/Lesson complete: [12] stars?/);
    el.remove();
  });
});
