/**
 * `<arcade-move-log>` in Chromium: the newest move is scrolled into view, after the frame that
 * draws it, however many moves came in before that frame (an AI game at the instant speed adds
 * several); and the scroll never makes the browser lay the page out mid-task, once per move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import './move-log.define.js';
import type { LogEntry } from './move-log.js';
import { settle } from '../../test/helpers.js';

const frame = () => new Promise((r) => requestAnimationFrame(r));
const entries = (n: number): LogEntry[] =>
  Array.from({ length: n }, (_, i) => ({ who: 'You', text: `move ${i + 1}` }) as LogEntry);

afterEach(() => document.body.replaceChildren());

describe('<arcade-move-log>', () => {
  it('shows the newest move after the frame, also after several moves within one frame', async () => {
    const log = document.createElement('arcade-move-log');
    log.style.setProperty('--arcade-log-height', '6rem');
    document.body.append(log);
    log.entries = entries(40);
    await settle(log);
    await frame();
    const list = log.shadowRoot!.querySelector('.log')!;
    expect(list.scrollHeight, 'the list scrolls').toBeGreaterThan(list.clientHeight * 2);
    const atBottom = () => Math.abs(list.scrollTop + list.clientHeight - list.scrollHeight) <= 1;
    expect(atBottom(), 'the newest move in view').toBe(true);
    // Three moves in a row (three updates) before the next frame.
    for (const n of [41, 42, 43]) {
      log.entries = entries(n);
      await settle(log);
    }
    await frame();
    expect(atBottom(), 'the newest of the three in view').toBe(true);
    expect(list.lastElementChild!.textContent).toContain('move 43');
  });

  it('reads no layout in the update itself: the page is laid out once, in the frame', async () => {
    const log = document.createElement('arcade-move-log');
    document.body.append(log);
    log.entries = entries(5);
    await settle(log);
    await frame();
    // A layout-dependent read forced inside the update would show as a scroll position set
    // before the frame: the update alone leaves the scroll where it was.
    const list = log.shadowRoot!.querySelector('.log')!;
    log.style.setProperty('--arcade-log-height', '3rem');
    list.scrollTop = 0;
    log.entries = entries(30);
    await settle(log);
    expect(list.scrollTop, 'not scrolled within the update').toBe(0);
    await frame();
    expect(list.scrollTop, 'scrolled in the frame').toBeGreaterThan(0);
  });
});
