/**
 * `<matrix-arcade>` in Chromium: the picker, rules and statistics; a new game by seed and
 * options from the form; the game saved as it is played and resumed after a real page reload
 * (the arcade site in a frame); a corrupt save reported and set aside without a crash; a
 * finished AI game counted once in the statistics; screenshots for the README.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import './define.js';
import { saveState } from '@matrix-arcade/core';
import { openingAction, singleAction } from '@matrix-arcade/dice-matrix';
import { fromPosition, legalActions, matrixOverload } from '@matrix-arcade/matrix-overload';
import type { CybermancyGame } from '../cybermancy/cybermancy-game.js';
import type { DiceMatrixGame } from '../dice-matrix/dice-matrix-game.js';
import type { MatrixOverloadGame } from '../matrix-overload/matrix-overload-game.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { deepActive, fitHeight, nextEvent, settle, until } from '../../test/helpers.js';

const SAVE = 'matrix-arcade:v1:game:dice-matrix';

async function mountArcade(
  attrs: Record<string, string> = {},
): Promise<{ arcade: MatrixArcade; game: DiceMatrixGame }> {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  await arcade.updateComplete;
  const game = arcade.gameElement as unknown as DiceMatrixGame;
  await settle(arcade);
  return { arcade, game };
}

const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel)!;

/** Opens the New game dialog from the top bar, as a player does. */
async function openNewGame(a: MatrixArcade): Promise<void> {
  await userEvent.click(q(a, 'header [data-open="new-game"]'));
  await until(
    () => q<HTMLDialogElement>(a, 'dialog[data-dialog="new-game"]').open,
    2000,
    'the dialog',
  );
}

describe('<matrix-arcade>', () => {
  it('opens on the front door on a first visit; the rules, statistics and a game against the AI are ready', async () => {
    const { arcade } = await mountArcade();
    // The front door shows the cards and mounts no game (no game's code is loaded for it).
    expect(arcade.gameElement).toBeNull();
    const cards = [...arcade.shadowRoot!.querySelectorAll('[part=picker] [data-game]')];
    expect(cards).toHaveLength(5);
    for (const c of cards) {
      expect(c.querySelector('svg.picture')).not.toBeNull();
      expect(c.querySelector('.blurb')!.textContent!.length).toBeGreaterThan(20);
    }
    expect(q(arcade, 'main.game-slot').hidden).toBe(true);
    await userEvent.click(q(arcade, '[part=picker] [data-game="dice-matrix"]'));
    await arcade.updateComplete; // the game loaded and mounted
    await settle(arcade);
    const game = arcade.gameElement as unknown as DiceMatrixGame;
    expect(arcade.shadowRoot!.querySelector('[part=picker]')).toBeNull();
    expect(q(arcade, 'main.game-slot').hidden).toBe(false);
    // The card is gone; focus is on the game button, which now names the game.
    await until(() => deepActive() === q(arcade, 'header [data-open="picker"]'), 2000, 'focus');
    await userEvent.click(q(arcade, 'header [data-open="picker"]'));
    expect(q(arcade, '[part=picker] [data-game="dice-matrix"]').getAttribute('aria-current')).toBe(
      'true',
    );
    expect(q(arcade, '.rules').textContent).toContain('share a colour, a number, or both');
    expect(q(arcade, '[data-stat="played"]').textContent).toBe('0');
    expect(game.localName).toBe('dice-matrix-game');
    expect(game.aiSeats).toEqual([1]);
    expect(game.autoplay).toBe(true);
  });

  it('deals a new game from the form: seed, options, AI seats', async () => {
    const { arcade, game } = await mountArcade({ game: 'dice-matrix' });
    await openNewGame(arcade);
    await userEvent.fill(q(arcade, 'input[name=seed]'), '31337');
    await userEvent.click(q(arcade, 'input[name=recountAtEnd]'));
    await userEvent.click(q(arcade, 'input[name=ai-1]'));
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(game.seed).toBe(31337);
    expect(game.gameState!.options.recountAtEnd).toBe(true);
    expect(game.aiSeats).toEqual([]);
    expect(q<HTMLDialogElement>(arcade, 'dialog[data-dialog="new-game"]').open).toBe(false);
    expect(q(arcade, '[data-seed-on-show]').textContent).toBe('31337');
    await openNewGame(arcade);
    // A fresh form after a deal: the seed is not typed in again by itself.
    expect(q<HTMLInputElement>(arcade, 'input[name=seed]').value).toBe('');
    await userEvent.fill(q(arcade, 'input[name=seed]'), 'x1');
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(q(arcade, '#seed-help').textContent).toContain('whole number');
    expect(q<HTMLDialogElement>(arcade, 'dialog[data-dialog="new-game"]').open).toBe(true);
    expect(game.seed).toBe(31337);
  });

  it('saves as it goes and resumes the game after a real reload of the site', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:1200px;height:800px;border:0';
    // A link to the game (the front door of a first visit loads no game).
    frame.src = '/site/index.html?game=dice-matrix';
    document.body.append(frame);
    const gameIn = () =>
      frame.contentDocument
        ?.querySelector('matrix-arcade')
        ?.shadowRoot?.querySelector('dice-matrix-game') as DiceMatrixGame | undefined;
    await until(() => !!gameIn()?.gameState, 30_000, 'the arcade in the frame');
    const game = gameIn()!;
    game.autoplay = false;
    game.newGame({ seed: 4242 });
    game.play(openingAction(6));
    game.play(singleAction(3));
    const saved = JSON.parse(localStorage.getItem(SAVE)!);
    expect(saved.state.actions).toEqual([openingAction(6), singleAction(3)]);
    frame.contentWindow!.location.reload();
    await until(() => !!gameIn()?.gameState && gameIn() !== game, 30_000, 'the reload');
    const resumed = gameIn()!;
    expect(resumed.seed).toBe(4242);
    expect(resumed.state!.actions).toEqual([openingAction(6), singleAction(3)]);
    expect(resumed.autoplay).toBe(false);
    expect(resumed.gameState!.matrix[3]).toBe(-1);
  });

  it('reports a corrupt save, sets it aside and deals a new game, without an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      SAVE,
      JSON.stringify({
        state: {
          format: 'matrix-arcade/session',
          version: 1,
          game: 'dice-matrix',
          seed: 1,
          start: {},
          actions: [],
          cursor: 0,
        },
        settings: { aiSeats: [1], autoplay: true, speed: 'normal' },
        counted: false,
      }),
    );
    const { arcade, game } = await mountArcade({ game: 'dice-matrix' });
    expect(q(arcade, '[part=notice]').textContent).toContain('could not be restored');
    expect(
      Object.keys(localStorage).some((k) =>
        k.startsWith('matrix-arcade:v1:corrupt:game:dice-matrix'),
      ),
    ).toBe(true);
    expect(game.gameState).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(SAVE)!).state.seed).toBe(game.seed);
    // Not even JSON: the same, caught before the element sees it.
    arcade.remove();
    localStorage.setItem(SAVE, '{{{');
    const second = await mountArcade({ game: 'dice-matrix' });
    expect(q(second.arcade, '[part=notice]').textContent).toContain('could not be read');
    warn.mockRestore();
  });

  it('counts a finished AI game once in the statistics', async () => {
    const { arcade, game } = await mountArcade({ game: 'dice-matrix' });
    game.speed = 'instant';
    game.aiIterations = 150;
    game.aiSeats = [0, 1];
    const over = nextEvent(game, 'game-over', 50_000);
    game.newGame({ seed: 77 });
    game.autoplay = true;
    await over;
    await settle(arcade);
    expect(q(arcade, '[data-stat="played"]').textContent).toBe('1');
    expect(q(arcade, '[data-stat="won"]').textContent).toBe('0');
    game.undo();
    game.redo();
    await settle(arcade);
    expect(JSON.parse(localStorage.getItem('matrix-arcade:v1:stats:dice-matrix')!).played).toBe(1);
  });
});

describe('<matrix-arcade> with MATR1X ØVERLØAD', () => {
  it('lists it in the picker, starts it, deals by seed and saves it', async () => {
    const { arcade } = await mountArcade();
    // Every game is playable now: nothing is announced as coming.
    expect(arcade.shadowRoot!.querySelector('.coming')).toBeNull();
    await userEvent.click(q(arcade, '[part=picker] [data-game="matrix-overload"]'));
    await until(() => arcade.gameElement?.localName === 'matrix-overload-game', 5000, 'the game');
    await settle(arcade);
    const game = arcade.gameElement as unknown as MatrixOverloadGame;
    expect(q(arcade, 'header [data-open="picker"]').textContent).toContain('MATR1X ØVERLØAD');
    expect(game.aiSeats).toEqual([]);
    expect(q(arcade, '#rules-title').textContent).toContain('MATR1X ØVERLØAD');
    expect(q(arcade, '.rules').textContent).toContain('black ICE');
    expect(q(arcade, 'input[name=ai-0]').closest('label')!.textContent).toContain('whole run');
    expect(q(arcade, '.stats').textContent).toContain('runs you played yourself');
    await openNewGame(arcade);
    await userEvent.fill(q(arcade, 'input[name=seed]'), '42');
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(game.seed).toBe(42);
    expect(game.gameState).toEqual(matrixOverload.setup({}, 42));
    game.play(legalActions(game.gameState!)[0]!);
    const saved = JSON.parse(localStorage.getItem('matrix-arcade:v1:game:matrix-overload')!);
    expect(saved.state.seed).toBe(42);
    expect(saved.state.actions).toHaveLength(1);
  });

  it('counts a lost run played by a person in the statistics', async () => {
    const { arcade } = await mountArcade();
    arcade.game = 'matrix-overload';
    await until(() => arcade.gameElement?.localName === 'matrix-overload-game', 5000, 'the game');
    const game = arcade.gameElement as unknown as MatrixOverloadGame;
    // The 2♠ fits on no stack and must become ICE on the J♠ at health 20: black ICE.
    game.state = saveState(
      matrixOverload,
      fromPosition({
        stacks: ['3♥', '4♥', '5♥', '6♥', '7♥', '8♥', '9♥', '10♥', '3♦'],
        outside: { 0: { royal: 'J♠', ice: ['9♠'] } },
        hand: '2♠',
      }),
    );
    const over = nextEvent(game, 'game-over');
    game.play(legalActions(game.gameState!)[0]!);
    await over;
    await settle(arcade);
    expect(game.gameState!.ending).toBe('black-ice');
    expect(q(arcade, '[data-stat="played"]').textContent).toBe('1');
    expect(q(arcade, '[data-stat="lost"]').textContent).toBe('1');
  });
});

describe('<matrix-arcade> with CYBERMANCY', () => {
  it('starts it from the picker with its modes in the form, and explains a locked chapter', async () => {
    const { arcade } = await mountArcade();
    await userEvent.click(q(arcade, '[part=picker] [data-game="cybermancy"]'));
    await until(() => arcade.gameElement?.localName === 'cybermancy-game', 5000, 'the game');
    await settle(arcade);
    const game = arcade.gameElement as unknown as CybermancyGame;
    await openNewGame(arcade);
    const mode = q<HTMLSelectElement>(arcade, 'select[name=mode]');
    expect([...mode.options].map((o) => o.value)).toEqual([
      'basic',
      'advanced',
      'challenge',
      'campaign',
    ]);
    // Basic mode: no challenge card and no chapter to choose; each shows with its own mode.
    expect(arcade.shadowRoot!.querySelector('select[name=challenge]')).toBeNull();
    expect(arcade.shadowRoot!.querySelector('input[name=chapter]')).toBeNull();
    await userEvent.selectOptions(mode, 'challenge');
    await settle(arcade);
    expect(arcade.shadowRoot!.querySelector('select[name=challenge]')).not.toBeNull();
    await userEvent.selectOptions(q<HTMLSelectElement>(arcade, 'select[name=mode]'), 'campaign');
    await settle(arcade);
    expect(arcade.shadowRoot!.querySelector('select[name=challenge]')).toBeNull();
    await userEvent.fill(q(arcade, 'input[name=seed]'), '9');
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(game.getAttribute('mode')).toBe('campaign');
    expect(game.seed).toBe(9);
    expect(game.shadowRoot!.querySelector('[part=campaign]')).not.toBeNull();
    const before = JSON.stringify(game.state);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openNewGame(arcade);
    await userEvent.fill(q(arcade, 'input[name=chapter]'), '3');
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(q(arcade, '#seed-help').textContent).toContain(
      'chapter 3 is locked; win chapter 2 first',
    );
    // In a player's words: not the API's call and field name in front.
    expect(q(arcade, '#seed-help').textContent).not.toContain('newGame(');
    expect(JSON.stringify(game.state)).toBe(before);
    warn.mockRestore();
  });
});

describe('arcade screenshots', () => {
  afterEach(async () => {
    document.body.style.cssText = '';
    document.documentElement.style.background = '';
    await page.viewport(1280, 900);
  });

  async function scene(width: number) {
    await page.viewport(width, 900);
    document.documentElement.style.background = '#070b16';
    document.body.style.cssText = 'margin:0;background:#070b16;';
    const { arcade, game } = await mountArcade({ game: 'dice-matrix' });
    game.autoplay = false;
    game.newGame({ seed: 2026 });
    for (const a of [openingAction(4), singleAction(24), singleAction(10), singleAction(40)])
      game.play(a);
    await settle(arcade);
    await fitHeight(width);
    return arcade;
  }

  it('desktop', async () => {
    await scene(1400);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1400);
    await commands.saveScreenshot('arcade-desktop');
  });

  it('phone, 360 px', async () => {
    await scene(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await commands.saveScreenshot('arcade-phone');
  });
});
