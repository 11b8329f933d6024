/**
 * The arcade's front door and dialogs as a player meets them, in Chromium: the front door and
 * each dialog (New game, Stats, Rules) pass axe; the new-game form shows only what applies (no
 * Player 2 box on a solo maze map) and a seed typed for one game does not carry into another
 * game's form; the replay names the AI's seat "AI", then the move's words after a colon (the
 * move log's way), and has one live region, so each step is said once; no text of the arcade
 * needs a colour-emoji font.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { openingAction, singleAction } from '@matrix-arcade/dice-matrix';
import type { ArcadeReplay } from './arcade-replay.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { expectNoAxeViolations } from '../../test/axe.js';
import { deepQueryAll, settle, until } from '../../test/helpers.js';

async function mountArcade(attrs: Record<string, string> = {}): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  // Without a game named: the front door of a first visit, which loads no game.
  const drawn = () =>
    attrs.game
      ? !!arcade.gameElement?.gameState
      : !!arcade.shadowRoot?.querySelector('[part=picker]');
  await until(drawn, 10_000, 'the arcade');
  await settle(arcade);
  return arcade;
}
const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel)!;
const dialog = (a: MatrixArcade, name: string) =>
  q<HTMLDialogElement>(a, `dialog[data-dialog="${name}"]`);

async function open(a: MatrixArcade, name: string): Promise<HTMLDialogElement> {
  await userEvent.click(q(a, `header [data-open="${name}"]`));
  await until(() => dialog(a, name).open, 2000, `the ${name} dialog`);
  await settle(a);
  return dialog(a, name);
}

/** Text of a shadow root and its children, but not of a game element inside it. */
function ownText(root: ShadowRoot): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n instanceof Element && n.localName.endsWith('-game')) return;
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    for (const c of n.childNodes) walk(c);
  };
  walk(root);
  return parts.join(' ');
}
const COLOUR_EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

describe('the front door and the dialogs', () => {
  for (const theme of ['dark', 'light'])
    it(`pass axe in the ${theme} theme: the front door, New game, Stats with a past game, Rules`, async () => {
      const arcade = await mountArcade({ theme });
      await expectNoAxeViolations(arcade, 'the front door');
      await userEvent.click(q(arcade, '[part=picker] [data-game="dice-matrix"]'));
      await arcade.updateComplete; // the game loaded and mounted
      const el = arcade.gameElement!;
      el.autoplay = false;
      el.play(openingAction(3));
      el.newGame();
      await settle(arcade);
      for (const name of ['new-game', 'stats', 'rules']) {
        const d = await open(arcade, name);
        await expectNoAxeViolations(arcade, `the ${name} dialog`);
        if (name === 'stats') {
          // The chart spans the panel, its axes named in words.
          const chart = [...d.querySelectorAll<SVGElement>('.chart svg')].find(
            (s) => s.getBoundingClientRect().width > 0,
          )!;
          expect(chart.getBoundingClientRect().width).toBeGreaterThan(d.clientWidth * 0.8);
          const words = [...chart.querySelectorAll('text')].map((t) => t.textContent);
          expect(words).toEqual(expect.arrayContaining(['won', 'lost', 'older', 'latest']));
        }
        d.close();
      }
      expect(COLOUR_EMOJI.test(ownText(arcade.shadowRoot!))).toBe(false);
    });

  it('shows the AI seats a deal has: no Player 2 on a solo maze map', async () => {
    const arcade = await mountArcade({ game: 'matrix-maze' });
    await open(arcade, 'new-game');
    expect(q(arcade, 'input[name=ai-1]')).not.toBeNull();
    await userEvent.selectOptions(q<HTMLSelectElement>(arcade, 'select[name=map]'), 'watchtower');
    await settle(arcade);
    expect(q(arcade, 'input[name=ai-0]')).not.toBeNull();
    expect(arcade.shadowRoot!.querySelector('input[name=ai-1]')).toBeNull();
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(arcade.gameElement!.getAttribute('map')).toBe('watchtower');
    expect(arcade.gameElement!.aiSeats).toEqual([]);
  });

  it('does not carry a seed typed for one game into another game’s form', async () => {
    const arcade = await mountArcade({ game: 'dice-matrix' });
    const d = await open(arcade, 'new-game');
    await userEvent.fill(q(arcade, 'input[name=seed]'), '4242');
    d.close();
    await userEvent.click(q(arcade, 'header [data-open="picker"]'));
    // (To Matrix Maze: its rules cannot read the Dice Matrix game being replaced.)
    await userEvent.click(q(arcade, '[part=picker] [data-game="matrix-maze"]'));
    await until(() => arcade.gameElement?.localName === 'matrix-maze-game', 5000, 'the game');
    await settle(arcade);
    await open(arcade, 'new-game');
    expect(q<HTMLInputElement>(arcade, 'input[name=seed]').value).toBe('');
  });
});

describe('the replay', () => {
  it('names the AI’s seat "AI" and says each step in one live region', async () => {
    const arcade = await mountArcade({ game: 'dice-matrix' });
    const el = arcade.gameElement!;
    el.autoplay = false;
    el.aiSeats = [1];
    el.newGame({ seed: 12 });
    el.play(openingAction(3));
    // The second move is the AI's (recorded as the AI's, as when it plays its seat itself).
    (el as unknown as { commit(a: number, by: 'human' | 'ai'): void }).commit(
      singleAction(10),
      'ai',
    );
    el.newGame();
    await settle(arcade);
    await open(arcade, 'stats');
    await userEvent.click(q(arcade, '.history li button'));
    const replay = q<ArcadeReplay>(arcade, 'arcade-replay');
    await until(
      () => !!replay.shadowRoot!.querySelector('dialog[open] dice-matrix-game'),
      5000,
      'the replay',
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await settle(replay);
    const where = replay.shadowRoot!.querySelector('.where')!.textContent!;
    expect(where).toContain('Move 2 of 2');
    // The move is named by who made it (the record made with it): the AI, on Player 2's seat.
    expect(where).toMatch(/Player 2 \(AI\)/);
    // Then the move's words after a colon, as in the move log: it read "Player 2 (AI) take …"
    // (and the solver's line "The solver spend a black ♠ power-up").
    expect(where).toMatch(/^\s*Move 2 of 2 — Player 2 \(AI\): take /);
    const live = deepQueryAll(
      replay.shadowRoot!,
      '[aria-live], [role=status], [role=log], [role=alert]',
    ).filter((r) => r.getAttribute('aria-live') !== 'off');
    expect(live.map((r) => r.className)).toEqual(['where']);
    expect(COLOUR_EMOJI.test(ownText(replay.shadowRoot!))).toBe(false);
  });
});
