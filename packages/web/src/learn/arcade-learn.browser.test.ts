/**
 * `<arcade-learn>` with Dice Matrix's lessons, in Chromium: the list offers the guided first
 * game in parts; a lesson runs in the game's own element; a lesson left half-way resumes at its
 * step in a new page's view (the progress is in localStorage); a finished or skipped lesson shows
 * its stars or "skipped"; the rules reference draws its pictures with the game's element (the
 * pointer on the pair it speaks of) and opens the lesson that teaches a rule.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../dice-matrix/define.js';
import { lessons } from '@matrix-arcade/dice-matrix/lessons';
import { clickMiddle, deepQueryAll, settle } from '../../test/helpers.js';
import type { ArcadeLearn } from './learn-view.js';
import { PROGRESS_KEY } from './lesson-progress.js';
import { lessonButton, panelText, playToEnd, type Teachable } from './lesson.test-util.js';
import { defineLearn } from './register.js';

defineLearn();

async function mountLearn(): Promise<ArcadeLearn> {
  const el = document.createElement('arcade-learn');
  el.gameTag = 'dice-matrix-game';
  el.gameTitle = 'Dice Matrix';
  el.lessons = lessons;
  document.body.append(el);
  await settle(el);
  return el;
}
const q = <T extends Element = HTMLElement>(el: Element, s: string) =>
  el.shadowRoot!.querySelector<T & Element>(s);
const board = (el: ArcadeLearn) => q<Teachable>(el, '.lesson-slot dice-matrix-game')!;

describe('<arcade-learn>', () => {
  beforeEach(() => {
    localStorage.removeItem(PROGRESS_KEY);
    for (const e of document.querySelectorAll('arcade-learn')) e.remove();
  });

  it('lists the guided first game in parts and the short lessons', async () => {
    const el = await mountLearn();
    const items = [...el.shadowRoot!.querySelectorAll('[data-lesson-item]')].map((x) =>
      x.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(items[0]).toMatch(/^Part 1 of 4: First moves .* not played yet$/);
    expect(items.at(-1)).toMatch(/^Tournament: two games/);
    expect(q(el, '[data-start-guided]')!.textContent).toContain('Start the guided first game');
  });

  it('runs a lesson in the game element and resumes it at its step after a reload', async () => {
    const el = await mountLearn();
    await userEvent.click(q(el, '[data-start-guided]')!);
    await settle(el);
    const game = board(el);
    await settle(game);
    expect(panelText(game)).toContain('step 1 of 7');
    await playToEnd(game, (p) => p.includes('step 4 of'));
    el.remove();
    // A new page: the same storage, a new view.
    const again = await mountLearn();
    const cont = q(again, '[data-continue]')!;
    expect(cont.textContent).toContain('Continue: Part 1 of 4: First moves');
    expect(q(again, '[data-lesson-item="first-moves"]')!.textContent).toContain(
      'in progress, step 4 of 7',
    );
    await userEvent.click(cont);
    await settle(again);
    const resumed = board(again);
    await settle(resumed);
    expect(panelText(resumed)).toContain('step 4 of 7');
    expect(resumed.state!.actions).toHaveLength(2); // the opening and the opponent's pair
    await userEvent.click(lessonButton(resumed, 'skip')!);
    await settle(resumed);
    await userEvent.click(lessonButton(resumed, 'exit')!);
    await settle(again);
    expect(q(again, '[data-lesson-item="first-moves"]')!.textContent).toContain('skipped');
    expect(q(again, '[data-start-guided]')!.textContent).toContain('Next: Part 2 of 4');
  });

  it('the last part of the guided game ends on "Play a game of …", the next lesson beside it', async () => {
    const el = await mountLearn();
    await userEvent.click(q(el, '[data-open-lesson="last-dice"]')!);
    await settle(el);
    await playToEnd(board(el));
    expect(panelText(board(el))).toContain('Lesson complete: 3 stars');
    // It offered "Next lesson: Variant: …" as the main button: a newcomer who has just finished
    // the guided game should be led to a real game first.
    const play = lessonButton(board(el), 'play')!;
    expect(play.textContent!.trim()).toBe('Play a game of Dice Matrix');
    expect(play.classList.contains('primary')).toBe(true);
    const next = lessonButton(board(el), 'next-lesson')!;
    expect(next.textContent!.trim()).toBe('Next lesson: Variant: recount at the end');
    expect(next.classList.contains('primary')).toBe(false);
    const said: string[] = [];
    for (const type of ['learn-play', 'learn-close'])
      el.addEventListener(type, (e) =>
        said.push(`${type} ${JSON.stringify((e as CustomEvent).detail)}`),
      );
    await clickMiddle(play);
    expect(said).toEqual(['learn-play {"game":"dice-matrix"}', 'learn-close {}']);
  });

  it('a finished lesson shows its stars, and Next lesson opens the next part', async () => {
    const el = await mountLearn();
    await userEvent.click(q(el, '[data-open-lesson="last-dice"]')!);
    await settle(el);
    await playToEnd(board(el));
    expect(panelText(board(el))).toContain('Lesson complete: 3 stars');
    await clickMiddle(lessonButton(board(el), 'next-lesson')!);
    await settle(el);
    expect(panelText(board(el))).toContain('Variant: recount at the end');
    await userEvent.click(q(el, '[data-learn-tab="list"]')!);
    await settle(el);
    expect(q(el, '[data-lesson-item="last-dice"]')!.textContent).toContain('3 of 3 stars');
  });

  it('once the guided game is played, the list leads to a real game, not back to its first part', async () => {
    const el = await mountLearn();
    for (const l of lessons.lessons.filter((x) => x.kind === 'first-game'))
      el.progress.end({ game: 'dice-matrix', lesson: l.id, step: 0, moves: [], stars: 2 });
    el.requestUpdate();
    await settle(el);
    // It said "Next: Part 1 of 4: First moves", as if the guided game were still to play.
    expect(q(el, '[data-start-guided]')).toBeNull();
    const play = q(el, '[data-learn-play]')!;
    expect(play.textContent).toBe('Play a game of Dice Matrix');
    const said: string[] = [];
    for (const type of ['learn-play', 'learn-close'])
      el.addEventListener(type, (e) =>
        said.push(`${type} ${JSON.stringify((e as CustomEvent).detail)}`),
      );
    await userEvent.click(play);
    expect(said).toEqual(['learn-play {"game":"dice-matrix"}', 'learn-close {}']);
  });

  it('the rules reference draws pictures with the game element and links each rule to its lesson', async () => {
    const el = await mountLearn();
    await userEvent.click(q(el, '[data-learn-tab="reference"]')!);
    await settle(el);
    const pairs = q(el, '[data-section="pairs"]')!;
    const picture = pairs.querySelector<Teachable>('dice-matrix-game')!;
    await settle(picture);
    expect(picture.picture).toBe(true);
    expect(deepQueryAll(picture, '[data-pointer]')[0]!.getAttribute('aria-label')).toMatch(
      /^Row 3, column 1: G, green 3/,
    );
    expect(deepQueryAll(picture, 'arcade-game-controls')).toHaveLength(0);
    expect(q(el, '#rule-glossary')!.textContent).toContain('triangular number');
    await userEvent.click(pairs.querySelector<HTMLElement>('[data-open-lesson="pairs"]')!);
    await settle(el);
    expect(panelText(board(el))).toContain('What makes a pair');
  });
});
