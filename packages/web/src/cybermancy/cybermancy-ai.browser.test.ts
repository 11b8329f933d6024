/**
 * The AI in `<cybermancy-game>`, in Chromium, on CYBERMANCY's wasm engine in a Web Worker: a
 * hint for a burner whose targets are choices is a legal action, starred on its choice button
 * and said in words; with `ai-seats="0"` and `autoplay` the AI plays the end of an advanced run
 * (restored near its end) to `game-over`, and the end says how it ended. Keyboard play: arrows and Enter on the board (a
 * card's place, the world's line by a place at its end), Tab and Enter on the list of lines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { type CybermancyState, cybermancy, rowAction } from '@matrix-arcade/cybermancy';
import { cellAction, positionAction } from '@matrix-arcade/matrix-overload';
import { controlButton, nextEvent, part, settle, until } from '../../test/helpers.js';
import { nearTheEnd } from '../lib/near-end.test-util.js';
import { PROGRESS_KEY } from './campaign-progress.js';
import { advancedRun, board, mountCyber, saved } from './cybermancy.test-util.js';
import { indexOfAction } from '../matrix-overload/board.js';

afterEach(() => {
  localStorage.removeItem(PROGRESS_KEY);
  document.body.replaceChildren();
});

describe('<cybermancy-game> with the AI', () => {
  it('hints a burner’s target among the choices, starred and in words', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced', 'ai-iterations': '300' });
    el.state = saved(advancedRun('16♔'));
    await settle(el);
    await userEvent.click(controlButton(el, 'hint'));
    const panel = () => el.shadowRoot!.querySelector('[part=hint]');
    await until(() => panel() !== null, 20_000, 'the hint');
    await settle(el);
    const action = Number(panel()!.getAttribute('data-hint-action'));
    expect(cybermancy.legalActions(el.gameState!)).toContain(action);
    expect(panel()!.textContent).toContain(cybermancy.describeAction(el.gameState!, action));
    const button = el.shadowRoot!.querySelector(`button[data-choice="${action}"]`)!;
    expect(button.classList.contains('hinted')).toBe(true);
    expect(button.textContent).toContain('★');
    expect(button.textContent).toContain('(suggested by the hint)');
    expect(part(el, '[part=preview]').getAttribute('data-preview-action')).toBe(String(action));
  });

  it('plays the end of an advanced run by itself with ai-seats="0" and autoplay', async () => {
    const el = await mountCyber({
      seed: '12',
      mode: 'advanced',
      'ai-seats': '0',
      speed: 'instant',
      'ai-iterations': '40',
    });
    // A random advanced run cut back to its last 6 decisions: the plumbing of autoplay and the
    // end's words, not the AI's strength (whole runs are `pnpm simulate`'s).
    el.state = nearTheEnd(cybermancy, cybermancy.optionsOf(el.gameState as CybermancyState), 12, 6);
    const over = nextEvent<{ result: { ending: string } }>(el, 'game-over', 100_000);
    el.autoplay = true;
    const { result } = await over;
    await settle(el);
    const s = el.gameState as CybermancyState;
    expect(result.ending).toBe(s.ending);
    expect(part(el, '[part=result]').textContent).toMatch(/The AI wins|Lost: /);
  }, 120_000);
});

describe('<cybermancy-game> by keyboard', () => {
  it('plays a card with the arrows and Enter, and a choice with Tab and Enter', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('9♥'));
    await settle(el);
    // 9♥ on the 7♥ (top-middle): focus the top-left stack, one step right, Enter.
    board(el).focusCell(indexOfAction(cellAction(0)));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toEqual([cellAction(1)]);
    el.state = saved(advancedRun('21♔'));
    await settle(el);
    // The world's line by the place at its end: left of row 2 (position 10), Enter.
    board(el).focusCell(indexOfAction(positionAction(10)));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toEqual([rowAction(1)]);
    // And from the list of lines: Tab to its disclosure, Enter opens it, Tab and Enter plays.
    el.state = saved(advancedRun('21♔'));
    await settle(el);
    const summary = el.shadowRoot!.querySelector<HTMLElement>('details[data-pair-list] summary')!;
    summary.focus();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    await userEvent.keyboard('{Tab}');
    const first = el.shadowRoot!.activeElement as HTMLButtonElement;
    expect(first.dataset.choice).toBeDefined();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.state!.actions).toEqual([Number(first.dataset.choice)]);
  });
});
