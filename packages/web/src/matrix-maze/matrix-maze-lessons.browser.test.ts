/**
 * Matrix Maze's lessons in `<matrix-maze-game>`'s teaching mode, played with the real mouse as a
 * new player would: each lesson to its end following only the screen (Next, or what the pointer
 * ☛ marks: a lit square, a button of the action panel, the change picked, the wall to build and
 * its edge, after Hint when the step hides it); the rolls and the opponent's moves are the
 * lesson's. A wrong move (a die that turns away from the code) is refused with the step's
 * reason and changes nothing; a first-game lesson offers no hack (nothing that costs bytes). The
 * trails are not drawn like a SOURCE CODE's ◆, and the change picker's ☛ stays off the hacks' row.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../matrix-maze/define.js';
import { lessons } from '@matrix-arcade/matrix-maze/lessons';
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

  it('the trails are told from a SOURCE CODE, and the change picker’s ☛ sits beside its button', async () => {
    await page.viewport(1280, 900);
    const el = await mountLesson('matrix-maze-game', byId('dice-hacks'));
    await playToEnd(el, (p) => p.includes('step 2 of'));
    // Player 2's trail was a small ◆ like a free code's mark; now small upright squares, and
    // Player 1's small dots in its own colour (their fill was the default black).
    const trail2 = deepQueryAll(el, '.trail.seat1');
    expect(trail2.length).toBeGreaterThan(0);
    for (const t of trail2) expect(t.getAttribute('transform')).toBeNull();
    const trail1 = deepQueryAll(el, '.trail.seat0')[0]!;
    const avatar1 = deepQueryAll(el, '.avatar.seat0 .body')[0]!;
    expect(getComputedStyle(trail1).fill).toBe(getComputedStyle(avatar1).fill);
    expect(deepQueryAll(el, '.legend')[0]!.textContent).toMatch(
      /Player 1, its trail small dots[\s\S]*Player 2, its trail small squares/,
    );
    // The ☛ of the Change button rose over the hacks' row above it (onto "Skip the dice" at 1280).
    const change = pointed(el)!;
    expect(change.textContent!.trim()).toBe('Change');
    const r = change.getBoundingClientRect();
    const hand = getComputedStyle(change, '::after');
    const top = r.top + Number.parseFloat(hand.top) + Number.parseFloat(hand.marginTop);
    const right = r.right - Number.parseFloat(hand.right);
    const box = {
      top,
      bottom: top + Number.parseFloat(hand.height),
      right,
      left: right - Number.parseFloat(hand.width),
    };
    // Beside the button: within its height, not raised into the row above.
    expect(box.top).toBeGreaterThanOrEqual(r.top - 1);
    expect(box.bottom).toBeLessThanOrEqual(r.bottom + 1);
    const overlaps = deepQueryAll(el, '[part~=actions] button')
      .filter((b) => b !== change)
      .map((b) => b.getBoundingClientRect())
      .filter(
        (o) => o.left < box.right && box.left < o.right && o.top < box.bottom && box.top < o.bottom,
      );
    expect(overlaps).toEqual([]);
    el.remove();
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
