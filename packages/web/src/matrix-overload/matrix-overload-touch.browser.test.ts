/**
 * `<matrix-overload-game>` on a touch screen, in Chromium, with the pointer events a finger sends
 * (`pointerType: 'touch'`): a first tap on a place previews it without playing (the preview, a
 * "Play here" button, the live region saying to tap again, focus on the place), a tap on another
 * place moves the preview, a second tap on the same place plays, and so does "Play here" (focus
 * then returns to the board). A mouse click and the keyboard still play at once; a place that is
 * not legal is explained and previews nothing.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { cellAction } from '@matrix-arcade/matrix-overload';
import type { MoveDetail } from '../lib/game-element.js';
import { deepActive, part, settle } from '../../test/helpers.js';
import { indexOfAction } from './board.js';
import { cellOf, mountOverload, playExampleSave } from './matrix-overload.test-util.js';
import type { MatrixOverloadGame } from './matrix-overload-game.js';

/** What a finger's tap sends to an element, in Chromium's order (click included). */
function tap(target: HTMLElement): void {
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, composed: true };
  const send = (type: string, bubbles = true) =>
    target.dispatchEvent(new PointerEvent(type, { ...init, bubbles }));
  send('pointerover');
  send('pointerenter', false);
  send('pointerdown');
  send('pointerup');
  send('pointerout');
  send('pointerleave', false);
  send('click');
}

async function example(): Promise<{ el: MatrixOverloadGame; moves: MoveDetail[] }> {
  const el = await mountOverload({ seed: '1' });
  el.state = playExampleSave();
  await settle(el);
  const moves: MoveDetail[] = [];
  el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
  return { el, moves };
}

const preview = (el: MatrixOverloadGame) => part(el, '[part=preview]');
const live = (el: MatrixOverloadGame) => part(el, '[role=status]').textContent ?? '';
const playHere = (el: MatrixOverloadGame) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action=play-here]');

describe('<matrix-overload-game> on a touch screen', () => {
  it('previews on the first tap, moves the preview to another place, plays on a second tap', async () => {
    const { el, moves } = await example();
    const before = el.state!.actions.slice();
    tap(cellOf(el, cellAction(0)));
    await settle(el);
    expect(moves).toEqual([]);
    expect(el.state!.actions).toEqual(before);
    expect(preview(el).getAttribute('data-preview-action')).toBe(String(cellAction(0)));
    expect(preview(el).textContent).toContain('Preview: 6♣ on 6♠ (top-left)');
    expect(preview(el).textContent).toContain('☠ J♦ dies');
    expect(preview(el).textContent).toContain('Tap the place again to play it');
    expect(playHere(el)?.textContent).toBe('Play here');
    expect(live(el)).toBe('Preview: 6♣ on 6♠ (top-left). Tap again to play here.');
    expect(deepActive()?.getAttribute('data-index')).toBe(String(indexOfAction(cellAction(0))));
    // The board marks what the previewed play kills.
    const spot = cellOf(el, cellAction(0)).getRootNode() as ShadowRoot;
    const kills = [...spot.querySelectorAll('matrix-overload-spot')].filter(
      (s) => s.shadowRoot!.querySelector('.fx-kill') !== null,
    );
    expect(kills).toHaveLength(2);

    // A tap on another legal place moves the preview; still nothing played.
    tap(cellOf(el, cellAction(3)));
    await settle(el);
    expect(moves).toEqual([]);
    expect(preview(el).getAttribute('data-preview-action')).toBe(String(cellAction(3)));
    expect(preview(el).textContent).toContain('✗ K♥ survives');
    expect(playHere(el)).not.toBeNull();

    // The second tap on the same place plays it, as a person.
    tap(cellOf(el, cellAction(3)));
    await settle(el);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ action: cellAction(3), by: 'human' });
    expect(el.state!.actions).toEqual([...before, cellAction(3)]);
    expect(playHere(el)).toBeNull();
  });

  it('plays the tapped place with "Play here", then focuses it on the board', async () => {
    const { el, moves } = await example();
    tap(cellOf(el, cellAction(7)));
    await settle(el);
    expect(moves).toEqual([]);
    await userEvent.click(playHere(el)!);
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([cellAction(7)]);
    expect(live(el)).toMatch(/^You: .*6♣/);
    await settle(el);
    expect(deepActive()?.getAttribute('data-index')).toBe(String(indexOfAction(cellAction(7))));
  });

  it('explains a place that is not legal and previews nothing there', async () => {
    const { el, moves } = await example();
    tap(cellOf(el, cellAction(0)));
    await settle(el);
    tap(cellOf(el, cellAction(2)));
    await settle(el);
    expect(live(el)).toMatch(/^Not there: /);
    expect(playHere(el)).toBeNull();
    // The first place is no longer waiting: tapping it again previews it, it does not play.
    tap(cellOf(el, cellAction(0)));
    await settle(el);
    expect(moves).toEqual([]);
    expect(playHere(el)).not.toBeNull();
  });

  it('still plays at once with a mouse click or the keyboard, and a hover shows no button', async () => {
    const { el, moves } = await example();
    await userEvent.hover(cellOf(el, cellAction(0)));
    await settle(el);
    expect(preview(el).getAttribute('data-preview-action')).toBe(String(cellAction(0)));
    expect(playHere(el)).toBeNull();
    await userEvent.click(cellOf(el, cellAction(0)));
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([cellAction(0)]);
    el.undo();
    await settle(el);
    // A tap waits, then Enter on the focused place plays it without a second tap.
    tap(cellOf(el, cellAction(7)));
    await settle(el);
    expect(moves).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([cellAction(0), cellAction(7)]);
  });
});
