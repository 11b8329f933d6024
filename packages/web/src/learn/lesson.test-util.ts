/**
 * Helpers for the lesson browser tests of any game: start a lesson in a game element, and play
 * it to its end with the real mouse following only what the screen shows: Next when the panel
 * allows it, else the element's own pointer (☛, `data-pointer`), after asking Hint when the
 * step hides it. Not part of the build (`*.test-util.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AnyGameLessons, Lesson } from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import { deepQueryAll, part, settle } from '../../test/helpers.js';
import type { ArcadeLearn } from './learn-view.js';
import { PROGRESS_KEY } from './lesson-progress.js';
import { boardOf } from './pointer-scroll.js';
import { defineLearn } from './register.js';

export type Teachable = GameElement<unknown, unknown> & HTMLElement;

/** The lesson panel's button `name` (`next`, `back`, `hint`, `replay`, `skip`, `exit`…), or null. */
export function lessonButton(el: Element, name: string): HTMLButtonElement | null {
  return el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=lesson] [data-lesson="${name}"]`);
}

/** What the panel says now (title, step, feedback and text). */
export function panelText(el: Element): string {
  return part(el, '[part~=lesson]').textContent!.replace(/\s+/g, ' ').trim();
}

/** The element the lesson points at, through shadow roots (null: no pointer now). */
export function pointed(el: Element): HTMLElement | null {
  return (deepQueryAll(el, '[data-pointer]')[0] as HTMLElement | undefined) ?? null;
}

/** Whether the lesson is over (the panel shows the end). */
export function lessonOver(el: Element): boolean {
  return lessonButton(el, 'exit') !== null;
}

/**
 * A real mouse click without playwright's actionability waits (a box stable over two frames,
 * the target hit-tested first): the click still lands where the target is drawn, after scrolling
 * it into view, so a covered or hidden target gets nothing and the lesson does not go on (the
 * test fails at the click limit); `expectPointerInView` checks the pointer's place itself.
 */
const FORCE = { force: true } as const;

/**
 * Plays the lesson on the board to its end (or until `stop` says so, given the panel's words)
 * with the mouse, reading only the screen; returns how many clicks it took. Fails if a step neither lets Next go on nor shows a pointer (after
 * Hint), or if the lesson takes more than `limit` clicks. `look` is called on every new
 * screen before the click (a check of what a step shows).
 */
export async function playToEnd(
  el: Teachable,
  stop: (panel: string) => boolean = () => false,
  limit = 80,
  look?: () => Promise<void>,
): Promise<number> {
  for (let clicks = 0; clicks < limit; clicks++) {
    await settle(el);
    if (lessonOver(el) || stop(panelText(el))) return clicks;
    await look?.();
    const next = lessonButton(el, 'next');
    if (next && !next.disabled) {
      await userEvent.click(next, FORCE);
      continue;
    }
    let target = pointed(el);
    const hint = lessonButton(el, 'hint');
    if (!target && hint && !hint.disabled) {
      await userEvent.click(hint);
      await settle(el);
      target = pointed(el);
    }
    if (!target) throw new Error(`no way on at: ${panelText(el)}`);
    await userEvent.click(target, FORCE);
  }
  throw new Error(`the lesson took more than ${limit} clicks`);
}

/** Mounts `tag` with its lesson on the board, the next lesson's title offered at the end. */
export async function mountLesson(
  tag: string,
  lesson: Lesson<unknown>,
  next?: string,
): Promise<Teachable> {
  const el = document.createElement(tag) as Teachable;
  document.body.append(el);
  await settle(el);
  el.teach(lesson, next ? { next } : {});
  await settle(el);
  return el;
}

/**
 * Opens lesson `id` of `all` as the arcade does, in `<arcade-learn>` (its heading and tabs above
 * the board) and returns the game element teaching it. The progress kept is cleared first, so
 * the lesson starts at its first step.
 */
export async function mountInLearn(
  tag: string,
  all: AnyGameLessons,
  id: string,
): Promise<{ learn: ArcadeLearn; el: Teachable }> {
  defineLearn();
  localStorage.removeItem(PROGRESS_KEY);
  const learn = document.createElement('arcade-learn');
  learn.gameTag = tag;
  learn.lessons = all;
  document.body.append(learn);
  await settle(learn);
  learn.show({ lesson: id });
  await settle(learn);
  const el = learn.shadowRoot!.querySelector<Teachable>('.lesson-slot > *')!;
  // The view teaches once the element is connected, after its own update.
  await learn.updateComplete;
  await settle(el);
  expect(el.lesson?.id).toBe(id);
  return { learn, el };
}

/** Checks a refused move: the panel says `reason`, and neither the game nor the step moved. */
export async function expectRefused(
  el: Teachable,
  act: () => Promise<void>,
  reason: RegExp,
): Promise<void> {
  const before = JSON.stringify(el.state);
  const step = panelText(el).match(/step \d+ of \d+/)?.[0];
  await act();
  await settle(el);
  const said = part(el, '[data-feedback="wrong"]').textContent!;
  expect(said).toMatch(reason);
  expect(JSON.stringify(el.state)).toBe(before);
  expect(panelText(el)).toContain(step);
}

/**
 * Checks that the pointed target, if any, is in the viewport once the step has drawn (the
 * teaching mode scrolls it there a frame later) and not under the step panel when that panel is
 * a bar stuck to the screen's bottom (a phone's layout).
 */
export async function expectPointerInView(el: Teachable): Promise<void> {
  if (!pointed(el)) return;
  // The teaching mode scrolls in a frame callback it asked for while updating (before `settle`
  // returned): the frame after it has run.
  await new Promise((r) => requestAnimationFrame(r));
  const target = pointed(el);
  if (!target) return;
  const t = target.getBoundingClientRect();
  const where = `${panelText(el).slice(0, 90)}: the target at ${Math.round(t.top)}..${Math.round(t.bottom)}`;
  // A pixel's slack: scrolling lands on whole pixels, boxes on fractions.
  expect(t.top, where).toBeGreaterThanOrEqual(-1);
  expect(t.bottom, where).toBeLessThanOrEqual(window.innerHeight + 1);
  // On a phone the panel is a bar stuck to the screen's bottom: the target must not be under it.
  const b = part(el, '[part~=lesson]').getBoundingClientRect();
  const covered = t.bottom > b.top + 1 && t.top < b.bottom - 1;
  expect(covered, `${where}, the panel at ${Math.round(b.top)}..${Math.round(b.bottom)}`).toBe(
    false,
  );
}

/**
 * Checks that the element's board (grid, matrix or maze) is whole on the screen once the step
 * has drawn (the teaching mode scrolls it there a frame later), and above the step panel when
 * that panel is a bar stuck to the screen's bottom (a phone's layout).
 */
export async function expectBoardInView(el: Teachable): Promise<void> {
  await new Promise((r) => requestAnimationFrame(r));
  const b = boardOf(el.shadowRoot!)!.getBoundingClientRect();
  const panel = part(el, '[part~=lesson]');
  const floor =
    getComputedStyle(panel).position === 'sticky'
      ? panel.getBoundingClientRect().top
      : window.innerHeight;
  const where = `${panelText(el).slice(0, 90)}: the board at ${Math.round(b.top)}..${Math.round(b.bottom)}, the panel from ${Math.round(floor)}`;
  expect(b.top, where).toBeGreaterThanOrEqual(-1);
  expect(b.bottom, where).toBeLessThanOrEqual(floor + 1);
}

/**
 * The animations under `el`'s shadow roots (the pointer's bounce included) that never end, named:
 * a lesson waits on the player, and a page that animates for ever redraws for ever.
 */
export function foreverAnimations(el: Element): string[] {
  const roots = [el, ...deepQueryAll(el, '*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []));
  return roots
    .flatMap((r) => r.getAnimations())
    .filter((a) => a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
    .map((a) => (a as CSSAnimation).animationName ?? a.id);
}

/**
 * One test per lesson of `all`, on a phone's screen (390×844): mounted in `tag`, played to its
 * end with the mouse following only the screen (`playToEnd`), each step's pointed target in
 * view when the step starts (`expectPointerInView`), ending with its stars; `ends` adds a check
 * of the element at a lesson's end (by lesson id: a run won), so no test plays a lesson twice.
 */
export function eachLessonPlaysToItsEnd(
  tag: string,
  all: AnyGameLessons,
  ends: Readonly<Record<string, (el: Teachable) => void>> = {},
): void {
  describe('at 390×844', () => {
    beforeAll(() => page.viewport(390, 844));
    afterAll(() => page.viewport(1280, 900));
    it.each(all.lessons.map((l) => [l.id, l] as const))(
      '%s: to its end, following the pointer, always in view',
      async (_, lesson) => {
        const el = await mountLesson(tag, lesson);
        expect(panelText(el)).toContain(lesson.title);
        await playToEnd(
          el,
          () => false,
          80,
          async () => {
            await expectPointerInView(el);
            expect(foreverAnimations(el), 'animations that never end').toEqual([]);
          },
        );
        expect(panelText(el)).toMatch(/Lesson complete: [123] stars?/);
        ends[lesson.id]?.(el);
        el.remove();
      },
    );
  });
}
