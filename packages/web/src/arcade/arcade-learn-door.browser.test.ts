/**
 * "Learn to play" in `<matrix-arcade>`, in Chromium: each card of the front door has it and opens
 * the game's lessons in a dialog that fills the screen (the game's code and lessons load then);
 * a lesson plays there in the game's own element and leaves the arcade's game alone; the Rules
 * dialog offers the lessons and the rules reference; the first pick of a game offers its guided
 * game once (a line above the game, not a dialog: the game is there to play), never again; once
 * the guided game is played, the lessons' "Play a game of …" shows that game.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { ArcadeLearn } from '../learn/learn-view.js';
import { panelText, playToEnd, type Teachable } from '../learn/lesson.test-util.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { lessons as diceLessons } from '@matrix-arcade/dice-matrix/lessons';
import { LessonProgress } from '../learn/lesson-progress.js';
import { clickMiddle, settle, until } from '../../test/helpers.js';

const q = <T extends Element = HTMLElement>(a: Element, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel);

async function mountArcade(attrs: Record<string, string> = {}): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  await arcade.updateComplete;
  await settle(arcade);
  return arcade;
}
async function learnView(arcade: MatrixArcade): Promise<ArcadeLearn> {
  await until(() => !!q(arcade, 'dialog.learn-dialog[open] arcade-learn'), 10_000, 'the lessons');
  const view = q<ArcadeLearn>(arcade, 'arcade-learn')!;
  await until(() => view.lessons !== null, 10_000, 'the lessons loaded');
  await settle(view);
  return view;
}

describe('<matrix-arcade>: learn to play', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const e of document.querySelectorAll('matrix-arcade')) e.remove();
  });

  it('each card of the front door opens its lessons; a lesson leaves the arcade’s game alone', async () => {
    const arcade = await mountArcade();
    const buttons = [...arcade.shadowRoot!.querySelectorAll('[data-learn-game]')];
    expect(buttons.length).toBeGreaterThanOrEqual(5);
    await userEvent.click(q(arcade, '[data-learn-game="matrix-overload"]')!);
    const view = await learnView(arcade);
    expect(q(view, 'h2')!.textContent).toContain('Learn to play MATR1X ØVERLØAD');
    await userEvent.click(q(view, '[data-start-guided]')!);
    await settle(view);
    const board = q<Teachable>(view, '.lesson-slot matrix-overload-game')!;
    await settle(board);
    await playToEnd(board, (p) => p.includes('step 3 of'));
    expect(panelText(board)).toContain('step 3 of 8');
    expect(localStorage.getItem('matrix-arcade:v1:game:matrix-overload')).toBeNull();
    await userEvent.click(q(view, '[data-learn-close]')!);
    await settle(arcade);
    expect(q(arcade, 'dialog.learn-dialog')).toBeNull();
  });

  it('the first pick of a game offers its guided game once; Rules offers the lessons', async () => {
    const arcade = await mountArcade();
    await userEvent.click(q(arcade, '[data-game="dice-matrix"]')!);
    await until(() => !!q(arcade, '.learn-offer'), 5000, 'the offer');
    expect(q(arcade, '.learn-offer')!.textContent).toContain('New to Dice Matrix?');
    expect(q(arcade, 'dialog[open]')).toBeNull();
    await userEvent.click(q(arcade, '[data-learn-offer="no"]')!);
    await settle(arcade);
    expect(q(arcade, '.learn-offer')).toBeNull();
    // Again from the door: no second offer.
    await userEvent.click(q(arcade, '[data-open="picker"]')!);
    await settle(arcade);
    await userEvent.click(q(arcade, '[data-game="dice-matrix"]')!);
    await settle(arcade);
    expect(q(arcade, '.learn-offer')).toBeNull();
    await until(() => !!arcade.gameElement?.gameState, 10_000, 'the game');
    await userEvent.click(q(arcade, '[data-open="rules"]')!);
    await until(() => !!q(arcade, '[data-learn-rules="reference"]'), 5000, 'the rules');
    await userEvent.click(q(arcade, '[data-learn-rules="reference"]')!);
    const view = await learnView(arcade);
    await until(() => !!q(view, '.reference'), 5000, 'the reference');
    expect(q(view, '[data-section="pairs"]')!.textContent).toContain('What makes a pair');
  });

  it('"Play a game of …" after the guided game, opened from the front door, shows that game', async () => {
    // The guided game of Dice Matrix played before (its progress kept).
    const progress = new LessonProgress();
    for (const l of diceLessons.lessons.filter((x) => x.kind === 'first-game'))
      progress.end({ game: 'dice-matrix', lesson: l.id, step: 0, moves: [], stars: 2 });
    const arcade = await mountArcade();
    expect(arcade.gameElement).toBeNull();
    await clickMiddle(q(arcade, '[data-learn-game="dice-matrix"]')!);
    const view = await learnView(arcade);
    await clickMiddle(q(view, '[data-learn-play]')!);
    // It used to close the lessons onto the front door, with no game chosen.
    await until(() => arcade.gameElement?.localName === 'dice-matrix-game', 10_000, 'the game');
    await settle(arcade);
    expect(q(arcade, 'dialog.learn-dialog')).toBeNull();
    expect(q(arcade, '[data-learn-game]')).toBeNull();
  });
});
