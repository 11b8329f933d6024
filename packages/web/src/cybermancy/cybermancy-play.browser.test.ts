/**
 * `<cybermancy-game>` played by a person in Chromium, through the board and the choice buttons
 * only: each mode (basic, advanced, a random challenge, a campaign chapter) played to its end;
 * a bad mode refused with an error naming the allowed values; a knight's stack marked blocked
 * and refused to programs; a killing burner aimed at a royal on the board with its preview; the
 * world's lines chosen on the board by a place at either end (and from their collapsed list), and
 * the tower's swaps from their collapsed list (their way on the board is in
 * cybermancy-tower.browser.test.ts); the campaign won chapter by
 * chapter, its progress kept in localStorage and picked up by a new element, and a locked
 * chapter refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import {
  CHAPTERS,
  type CybermancyState,
  LINE_BASE,
  TAROT_DECK,
  buildCyberPosition,
  cybermancy,
  rowAction,
} from '@matrix-arcade/cybermancy';
import { cellAction, positionAction } from '@matrix-arcade/matrix-overload';
import { type ErrorDetail, errorDetail } from '../lib/warn.js';
import { nextEvent, settle } from '../../test/helpers.js';
import { PROGRESS_KEY } from './campaign-progress.js';
import type { CybermancyGame } from './cybermancy-game.js';
import { advancedRun, cellOf, mountCyber, saved } from './cybermancy.test-util.js';

const label = (c: HTMLElement) => c.getAttribute('aria-label') ?? '';
const cyberState = (el: CybermancyGame) => el.gameState as CybermancyState;
const choice = (el: CybermancyGame, a: number) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-choice="${a}"]`);

/** Plays one legal action as a person would: its board cell, or its choice button. */
async function playByHand(el: CybermancyGame, action: number): Promise<void> {
  const button = choice(el, action);
  if (button) button.click();
  else cellOf(el, action).click();
  await el.updateComplete;
}

afterEach(() => {
  localStorage.removeItem(PROGRESS_KEY);
  document.body.replaceChildren();
});

describe('<cybermancy-game> played to the end in every mode', () => {
  for (const attrs of [
    { mode: 'basic' } as Record<string, string>,
    { mode: 'advanced' },
    { mode: 'challenge', challenge: 'random' },
    { mode: 'campaign', chapter: '1' },
  ]) {
    it(`mode="${attrs.mode}": every card played by hand until the run ends`, async () => {
      const el = await mountCyber({ seed: '17', ...attrs });
      expect(cyberState(el).setup.mode).toBe(attrs.mode);
      const over = nextEvent<{ result: { ending: string } }>(el, 'game-over', 60_000);
      let moves = 0;
      for (; moves < 3000 && !el.result; moves++) {
        const legal = cybermancy.legalActions(el.gameState!);
        // Vary the choice so burners, knights and ICE all come up over the run.
        await playByHand(el, legal[moves % legal.length]!);
      }
      await settle(el);
      expect(el.result, `ended after ${moves} moves`).not.toBeNull();
      expect((await over).result.ending).toBe(cyberState(el).ending);
      const end = el.shadowRoot!.querySelector('[part=result]')!;
      expect(end.getAttribute('data-ending')).toBe(cyberState(el).ending);
      expect(el.state!.actions.length).toBe(moves);
    }, 120_000);
  }

  it('refuses a bad mode with an error naming the allowed values, keeping the run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = await mountCyber({ seed: '5', mode: 'advanced' });
    const before = JSON.stringify(el.state);
    const errors: ErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push(errorDetail(e)));
    el.setAttribute('mode', 'expert');
    await settle(el);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.source).toBe('mode');
    expect(errors[0]!.message).toMatch(/basic, advanced, challenge, campaign/);
    expect(JSON.stringify(el.state)).toBe(before);
    expect((el as unknown as { mode: string }).mode).toBe('advanced');
    warn.mockRestore();
  });
});

describe('<cybermancy-game> cards of the tarot edition', () => {
  it('marks a knight’s stack blocked, and a program cannot go there', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('9♥'));
    await settle(el);
    const knight = cellOf(el, cellAction(0));
    expect(label(knight)).toMatch(/haunted by the knight N♠: no program can go here/);
    expect(knight.getAttribute('part')).not.toContain('target');
    expect(knight.querySelector('matrix-overload-spot')!.shadowRoot!.textContent).toContain('⊘');
    knight.click();
    await settle(el);
    expect(el.state!.actions).toEqual([]);
    // Strength on the right stack is named, numeral and name.
    expect(label(cellOf(el, cellAction(5)))).toMatch(/the top card is 11♔ strength/);
  });

  it('aims temperance at a royal on the board, with a preview, and kills it', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('14♔'));
    await settle(el);
    const hand = el.shadowRoot!.querySelector('[part=hand]')!;
    expect(hand.textContent).toContain('14♔ temperance: a burner that kills');
    expect(hand.querySelector('arcade-card')!.getAttribute('name')).toBe('temperance');
    const queen = cellOf(el, positionAction(3));
    expect(label(queen)).toMatch(/Play here: 14♔ \(temperance\) kills Q♦/);
    queen.focus();
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part=preview]')!.textContent).toContain(
      '☠ Q♦ dies, whatever its health.',
    );
    await userEvent.click(queen);
    await settle(el);
    expect(cyberState(el).dead[3]).toBe(true);
    expect(cyberState(el).discard).toHaveLength(2);
    expect(el.shadowRoot!.querySelector('[part=discard]')!.textContent).toContain('14♔ temperance');
  });

  it('marks the ends of the world’s six lines on the board: a hover previews the line, a click resets it; the lines stay as a list', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('21♔'));
    await settle(el);
    // The twelve places around the matrix each end one line; a stack (in two lines) ends none.
    const parts = (c: HTMLElement) => c.getAttribute('part') ?? '';
    for (let p = 0; p < 12; p++) expect(parts(cellOf(el, positionAction(p)))).toContain('target');
    expect(parts(cellOf(el, cellAction(4)))).not.toContain('target');
    // Right of row 1 (position 3) and left of it (position 9) both stand for row 1.
    const right = cellOf(el, positionAction(3));
    expect(label(right)).toMatch(/Reset row 1: \d+ cards under the deck, Q♦ among them/);
    expect(label(cellOf(el, positionAction(9)))).toMatch(/Reset row 1:/);
    const list = el.shadowRoot!.querySelector<HTMLDetailsElement>('details[data-pair-list]')!;
    expect(list.open).toBe(false);
    const buttons = el.shadowRoot!.querySelectorAll('button[data-choice]');
    expect(buttons).toHaveLength(6);
    expect(choice(el, rowAction(0))!.textContent).toMatch(/Reset row 1: \d+ cards under the deck/);
    await userEvent.hover(right);
    await settle(el);
    const spot = (a: number) => cellOf(el, a).querySelector('matrix-overload-spot')!.shadowRoot!;
    expect(spot(cellAction(0)).querySelector('.fx-wipe')).not.toBeNull();
    expect(spot(positionAction(3)).querySelector('.fx-wipe')).not.toBeNull();
    expect(el.state!.actions).toEqual([]);
    // A stack is in a row and a column: it says to pick an end, and nothing is played.
    await userEvent.click(cellOf(el, cellAction(4)));
    await settle(el);
    expect(el.state!.actions).toEqual([]);
    await userEvent.click(right);
    await settle(el);
    const s = cyberState(el);
    expect([0, 1, 2].map((c) => s.stacks[c]!.length)).toEqual([0, 0, 0]);
    expect(s.royals[3]).toBe(-1);
    expect(el.state!.actions).toEqual([LINE_BASE]);
  });

  it('plays a line from the world’s list too', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('21♔'));
    await settle(el);
    await userEvent.click(
      el.shadowRoot!.querySelector<HTMLElement>('details[data-pair-list] summary')!,
    );
    await settle(el);
    await userEvent.click(choice(el, rowAction(1))!);
    await settle(el);
    expect(el.state!.actions).toEqual([rowAction(1)]);
  });

  it('keeps the tower’s pairs in a list; a tap previews on a touch screen, a second plays', async () => {
    const el = await mountCyber({ seed: '1', mode: 'advanced' });
    el.state = saved(advancedRun('16♔'));
    await settle(el);
    el.shadowRoot!.querySelector<HTMLDetailsElement>('details[data-pair-list]')!.open = true;
    await settle(el);
    const first = el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-choice]')!;
    const a = Number(first.dataset.choice);
    const tap = () =>
      first.dispatchEvent(
        new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch' }),
      );
    tap();
    await settle(el);
    expect(el.state!.actions).toEqual([]);
    expect(el.shadowRoot!.querySelector('[part=preview]')!.textContent).toContain(
      'swaps K♠ and Q♦',
    );
    tap();
    await settle(el);
    expect(el.state!.actions).toEqual([a]);
    const text = (p: number) => TAROT_DECK.text[cyberState(el).royals[p]!];
    expect([text(0), text(3)]).toEqual(['Q♦', 'K♠']);
  });
});

/** The last move of chapter 1: the 6♣ on the 6♠ kills the last two royals (as in the rulebook). */
function lastMoveOfChapter1() {
  return buildCyberPosition({
    matrix: ['6♠', '7♥', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
    royals: { 3: { royal: 'Q♦', ice: ['3♦'] }, 6: 'P♣' },
    hand: '6♣',
    deck: 'A♠ A♥ A♦ 0♔ 1♔',
    setup: { mode: 'campaign', challenge: -1, chapter: 1 },
    unnamed: 'retire',
  });
}

describe('<cybermancy-game> campaign', () => {
  it('opens chapter 2 when chapter 1 is won, keeps it in the browser, and refuses a locked chapter', async () => {
    const el = await mountCyber({ seed: '2', mode: 'campaign' });
    const chapters = () => [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.chapter'),
    ];
    expect(chapters()).toHaveLength(CHAPTERS.length);
    expect(chapters().map((b) => b.getAttribute('aria-disabled'))).toEqual([
      'false',
      ...CHAPTERS.slice(1).map(() => 'true'),
    ]);
    expect(label(chapters()[1]!)).toBe(
      `Chapter 2, ${CHAPTERS[1]!.title}: locked: win chapter 1 first`,
    );
    expect(el.shadowRoot!.querySelector('[data-story="1"]')!.textContent).toContain(
      CHAPTERS[0]!.narrative,
    );
    // A locked chapter asked for: an error, and chapter 1 stays.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: ErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push(errorDetail(e)));
    el.setAttribute('chapter', '4');
    await settle(el);
    expect(errors.map((e) => e.source)).toEqual(['chapter']);
    expect(errors[0]!.message).toMatch(/chapter 4 is locked: win chapter 3 first/);
    expect(cyberState(el).setup.chapter).toBe(1);
    warn.mockRestore();
    const before = JSON.stringify(el.state);
    expect(() => el.newGame({ chapter: 5 })).toThrow(
      /^newGame\(\{ chapter \}\): chapter 5 is locked; win chapter 4 first \(open now: 1\)$/,
    );
    expect(() => el.newGame({ chapter: 5 })).toThrow(expect.objectContaining({ code: 'OPTIONS' }));
    expect(JSON.stringify(el.state)).toBe(before);
    // Win chapter 1 on its last move.
    el.state = saved(lastMoveOfChapter1());
    await settle(el);
    await userEvent.click(cellOf(el, cellAction(0)));
    await settle(el);
    expect(cyberState(el).ending).toBe('win');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).won).toEqual([1]);
    expect(label(chapters()[0]!)).toMatch(/: won, being played$/);
    expect(chapters()[1]!.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(chapters()[1]!);
    await settle(el);
    expect(cyberState(el).setup).toMatchObject({ mode: 'campaign', chapter: 2 });
    expect(el.getAttribute('chapter')).toBe('2');
    // A new element (a reload) picks the campaign up at chapter 2, with its run.
    cellOf(el, cybermancy.legalActions(el.gameState!)[0]!).click();
    await settle(el);
    const again = await mountCyber({ mode: 'campaign' });
    expect(cyberState(again).setup.chapter).toBe(2);
    expect(again.state!.actions).toEqual(el.state!.actions);
    expect(again.shadowRoot!.querySelector('[data-story="2"]')).not.toBeNull();
  });
});
