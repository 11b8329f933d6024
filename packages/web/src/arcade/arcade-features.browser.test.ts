/**
 * What players of online games expect from the arcade, in Chromium: saved settings the game
 * does not have are replaced and reported; a `?game=…&seed=…` link opens that deal in the real
 * site and the address follows the game; New game in a running game asks first and an
 * abandoned game counts as lost; past games are listed, charted and replayed move by move in a
 * dialog; the theme and sound switches reach the game and are remembered.
 */
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { openingAction } from '@matrix-arcade/dice-matrix';
import type { DiceMatrixGame } from '../dice-matrix/dice-matrix-game.js';
import type { MatrixOverloadGame } from '../matrix-overload/matrix-overload-game.js';
import type { ArcadeReplay } from './arcade-replay.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { controlButton, deepActive, nextEvent, settle, until } from '../../test/helpers.js';

/** The arcade with Dice Matrix chosen by the page (a first visit would show the front door). */
async function mountArcade(attrs: Record<string, string> = { game: 'dice-matrix' }) {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  await arcade.updateComplete;
  await until(() => !!arcade.gameElement?.gameState, 5000, 'the game');
  await settle(arcade);
  return { arcade, game: arcade.gameElement as unknown as DiceMatrixGame };
}
const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel)!;
const stat = (a: MatrixArcade, k: string) => Number(q(a, `[data-stat="${k}"]`).textContent);

describe('<matrix-arcade> for players', () => {
  it('replaces saved settings the game does not have, and says so', async () => {
    localStorage.setItem(
      'matrix-arcade:v1:game:dice-matrix',
      JSON.stringify({
        state: {
          format: 'matrix-arcade/session',
          version: 1,
          game: 'dice-matrix',
          seed: 5,
          start: {},
          actions: [],
          cursor: 0,
        },
        settings: { aiSeats: [9], autoplay: true, speed: 'warp' },
        counted: false,
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { arcade, game } = await mountArcade();
    expect(game.aiSeats).toEqual([1]);
    expect(game.speed).toBe('normal');
    const notice = q(arcade, '[part=notice]').textContent!;
    expect(notice).toContain('AI seats [9]');
    expect(notice).toContain('speed "warp"');
  });

  it('opens the deal of a link in the site, and the address follows the game', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:1200px;height:800px;border:0';
    frame.src = '/site/index.html?game=matrix-overload&seed=1234&lang=fr';
    document.body.append(frame);
    const arcadeIn = () =>
      frame.contentDocument?.querySelector('matrix-arcade') as MatrixArcade | null;
    await until(
      () =>
        arcadeIn()?.gameElement?.localName === 'matrix-overload-game' &&
        !!arcadeIn()!.gameElement!.gameState,
      30_000,
      'the linked game',
    );
    const game = arcadeIn()!.gameElement as unknown as MatrixOverloadGame;
    expect(game.seed).toBe(1234);
    game.newGame({ seed: 99 });
    await until(
      () => frame.contentWindow!.location.search.includes('seed=99'),
      5000,
      'the address',
    );
    expect(frame.contentWindow!.location.search).toBe('?game=matrix-overload&seed=99&lang=fr');
    // A link naming no such game is reported, and the arcade opens as usual: on the game last
    // shown, as it was.
    const before = arcadeIn();
    frame.src = '/site/index.html?game=chess&seed=1';
    await until(
      () => arcadeIn() !== before && !!arcadeIn()?.gameElement?.gameState,
      30_000,
      'the reload',
    );
    await settle(arcadeIn()!);
    expect(arcadeIn()!.gameElement!.localName).toBe('matrix-overload-game');
    expect(arcadeIn()!.gameElement!.seed).toBe(99);
    expect(arcadeIn()!.shadowRoot!.querySelector('[part=notice]')!.textContent).toContain(
      '"chess"',
    );
  });

  it('asks before abandoning a game in progress; an abandoned game counts as lost and is kept', async () => {
    const { arcade, game } = await mountArcade();
    game.autoplay = false;
    game.play(openingAction(2));
    await settle(arcade);
    await userEvent.click(q(arcade, 'header [data-open="new-game"]'));
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    expect(q(arcade, '#form-abandon-q').textContent).toContain('counts as a loss');
    expect(deepActive()).toBe(q(arcade, '[data-answer="keep"]'));
    await userEvent.click(q(arcade, '[data-answer="keep"]'));
    await settle(arcade);
    expect(game.state!.actions).toEqual([openingAction(2)]);
    expect(stat(arcade, 'played')).toBe(0);
    await userEvent.click(q(arcade, 'form button[type=submit]'));
    await settle(arcade);
    await userEvent.click(q(arcade, '[data-answer="abandon"]'));
    await settle(arcade);
    expect(game.state!.actions).toEqual([]);
    expect(stat(arcade, 'played')).toBe(1);
    expect(stat(arcade, 'lost')).toBe(1);
    // The element's own New game asks too, and counts the same way.
    game.autoplay = false;
    game.play(openingAction(4));
    await settle(game);
    controlButton(game, 'new-game').click();
    await settle(game);
    controlButton(game, 'abandon').click();
    await settle(arcade);
    expect(stat(arcade, 'lost')).toBe(2);
    const items = [...arcade.shadowRoot!.querySelectorAll('.history li')];
    expect(items.map((li) => li.getAttribute('data-result'))).toEqual(['abandoned', 'abandoned']);
    expect(q(arcade, '.chart [role=img]').getAttribute('aria-label')).toContain('2 abandoned');
  });

  it('replays a past game move by move in a dialog, and gives focus back on close', async () => {
    const { arcade, game } = await mountArcade();
    game.speed = 'instant';
    game.aiIterations = 100;
    game.aiSeats = [0, 1];
    const over = nextEvent(game, 'game-over', 50_000);
    game.newGame({ seed: 808 });
    game.autoplay = true;
    await over;
    await settle(arcade);
    const final = JSON.stringify(game.gameState);
    const moves = game.state!.actions.length;
    await userEvent.click(q(arcade, 'header [data-open="stats"]'));
    const replayButton = q<HTMLButtonElement>(arcade, '.history li button');
    replayButton.focus();
    await userEvent.keyboard('{Enter}');
    const replay = q<ArcadeReplay>(arcade, 'arcade-replay');
    await until(
      () => !!replay.shadowRoot!.querySelector('dialog[open] dice-matrix-game'),
      5000,
      'the replay',
    );
    const shown = replay.shadowRoot!.querySelector('dice-matrix-game') as DiceMatrixGame;
    await settle(shown);
    expect(shown.readonly).toBe(true);
    expect(shown.state!.cursor).toBe(0);
    expect(replay.shadowRoot!.querySelector('.where')!.textContent).toContain(
      `before the first of ${moves} moves`,
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(shown.state!.cursor).toBe(1);
    expect(replay.shadowRoot!.querySelector('.where')!.textContent).toContain('Move 1 of');
    // The log shows the moves replayed so far, not the rest as "undone".
    await settle(shown);
    const log = shown.shadowRoot!.querySelector('arcade-move-log') as unknown as {
      entries: unknown[];
    };
    expect(log.entries).toHaveLength(1);
    await userEvent.keyboard('{End}');
    expect(JSON.stringify(shown.gameState)).toBe(final);
    await userEvent.keyboard('{Escape}');
    await until(() => !replay.shadowRoot!.querySelector('dialog[open]'), 2000, 'the close');
    expect(deepActive()).toBe(replayButton);
    // The game on show was not touched by the replay.
    expect(JSON.stringify(game.gameState)).toBe(final);
  });

  it('passes the theme and sound switches to the game and remembers them', async () => {
    const { arcade, game } = await mountArcade();
    // Off on a first visit: a page that beeps on its own surprises people.
    expect(game.sound).toBe(false);
    await userEvent.selectOptions(
      q<HTMLSelectElement>(arcade, 'select[data-pref="theme"]'),
      'light',
    );
    await userEvent.click(q(arcade, 'button[data-pref="sound"]'));
    await settle(arcade);
    expect(arcade.getAttribute('theme')).toBe('light');
    expect(game.getAttribute('theme')).toBe('light');
    expect(game.sound).toBe(true);
    expect(q(arcade, 'button[data-pref="sound"]').getAttribute('aria-pressed')).toBe('true');
    arcade.remove();
    const again = await mountArcade();
    expect(again.game.theme).toBe('light');
    expect(again.game.sound).toBe(true);
  });
});
