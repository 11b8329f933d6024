/**
 * The arcade never loses a game, in Chromium on the real site (in a frame, so a reload is a real
 * one): a game with a non-default option (a Matrix Maze map, a CYBERMANCY mode, a Matrix target)
 * comes back after a reload exactly as it was, options and address included, and nothing is
 * recorded as abandoned; a share link opened over a running game asks first and the player may
 * keep the game; a lost solo maze counts as lost, not drawn; the sound is off until turned on.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { GAMES } from '../games.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { settle, until } from '../../test/helpers.js';

/** The real site in a frame, at `search`; its arcade once its game is dealt (or, with no
 * `search`, once the front door of a first visit is drawn: it loads no game). */
async function openSite(
  search: string,
): Promise<{ frame: HTMLIFrameElement; arcade: () => MatrixArcade }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1280px;height:800px;border:0';
  frame.src = `/site/index.html${search}`;
  document.body.append(frame);
  const arcade = () => frame.contentDocument?.querySelector('matrix-arcade') as MatrixArcade;
  const door = () => !search && !!arcade()?.shadowRoot?.querySelector('[part=picker]');
  await until(
    () => !!arcade()?.gameElement?.gameState || door(),
    30_000,
    'the arcade in the frame',
  );
  return { frame, arcade };
}

/** Reloads the frame and waits for a new game element with a game. */
async function reload(frame: HTMLIFrameElement, arcade: () => MatrixArcade): Promise<void> {
  const before = arcade().gameElement;
  frame.contentWindow!.location.reload();
  await until(
    () => !!arcade()?.gameElement?.gameState && arcade().gameElement !== before,
    30_000,
    'the reload',
  );
  await settle(arcade());
}

/** A non-default option of each game that has options: its attribute's value, its link part. */
const CASES = [
  {
    id: 'dice-matrix',
    attribute: 'recount-at-end',
    key: 'recountAtEnd',
    value: true,
    attr: '',
    url: 'recount-at-end',
  },
  {
    id: 'matrix-maze',
    attribute: 'map',
    key: 'map',
    value: 'watchtower',
    attr: 'watchtower',
    url: 'map=watchtower',
  },
  {
    id: 'cybermancy',
    attribute: 'mode',
    key: 'mode',
    value: 'advanced',
    attr: 'advanced',
    url: 'mode=advanced',
  },
  {
    id: 'piecepack-matrix',
    attribute: 'target',
    key: 'target',
    value: 7,
    attr: '7',
    url: 'target=7',
  },
] as const;

describe('a reload keeps the game on show', () => {
  for (const c of CASES) {
    it(`${c.id} with ${c.key}=${c.value}: the same game, options and moves, and nothing abandoned`, async () => {
      const { frame, arcade } = await openSite(`?game=${c.id}`);
      const el = arcade().gameElement!;
      el.aiSeats = [];
      el.autoplay = false;
      el.setAttribute(c.attribute, c.attr);
      el.newGame({ seed: 321 });
      const game = GAMES.find((g) => g.id === c.id)!.descriptor.game;
      for (let i = 0; i < 2; i++) el.play(game.legalActions(el.gameState)[0]!);
      await settle(arcade());
      const before = JSON.stringify(el.state);
      expect(frame.contentWindow!.location.search).toContain(c.url);
      await reload(frame, arcade);
      const back = arcade().gameElement!;
      expect((game.optionsOf(back.gameState) as Record<string, unknown>)[c.key]).toBe(c.value);
      expect(JSON.stringify(back.state)).toBe(before);
      expect(back.getAttribute(c.attribute)).toBe(c.attr);
      expect(frame.contentWindow!.location.search).toContain(`seed=321`);
      expect(frame.contentWindow!.location.search).toContain(c.url);
      const history = frame.contentWindow!.localStorage.getItem(`matrix-arcade:v1:history:${c.id}`);
      expect(JSON.parse(history ?? '[]')).toEqual([]);
    });
  }
});

describe('a reload keeps the AI as it was left', () => {
  it('Pause AI pressed in a solitaire the AI was playing stays paused after a reload', async () => {
    const { frame, arcade } = await openSite('?game=matrix-overload');
    const el = arcade().gameElement!;
    el.speed = 'slow';
    el.aiSeats = [0];
    el.autoplay = true;
    await settle(arcade());
    // Pause AI, pressed with the mouse as a player would.
    const pause = el
      .shadowRoot!.querySelector('arcade-game-controls')!
      .shadowRoot!.querySelector<HTMLElement>('[data-command=autoplay]')!;
    expect(pause.textContent).toMatch(/Pause AI/);
    await userEvent.click(pause);
    await settle(arcade());
    expect(el.autoplay).toBe(false);
    const before = JSON.stringify(el.state);
    await reload(frame, arcade);
    const back = arcade().gameElement!;
    expect(back.autoplay).toBe(false);
    expect(back.aiSeats).toEqual([0]);
    await back.idle();
    expect(JSON.stringify(back.state), 'the AI did not move on by itself').toBe(before);
  });
});

describe('a share link over a running game', () => {
  async function runningGame() {
    const site = await openSite('?game=dice-matrix');
    const el = site.arcade().gameElement!;
    // Against the AI (paused), so abandoning it counts as a loss.
    el.aiSeats = [1];
    el.autoplay = false;
    el.newGame({ seed: 55 });
    const game = GAMES[0]!.descriptor.game;
    el.play(game.legalActions(el.gameState)[0]!);
    await settle(site.arcade());
    return { ...site, moves: JSON.stringify(el.state) };
  }
  const ask = (a: MatrixArcade) => a.shadowRoot!.querySelector<HTMLElement>('[data-link-question]');
  const stats = (f: HTMLIFrameElement) =>
    JSON.parse(
      f.contentWindow!.localStorage.getItem('matrix-arcade:v1:stats:dice-matrix') ?? '{"lost":0}',
    );

  it('asks first; "keep my game" keeps it, counts nothing and puts the address back', async () => {
    const { frame, arcade, moves } = await runningGame();
    frame.contentWindow!.location.search = '?game=dice-matrix&seed=1234';
    await until(
      () => !!arcade()?.gameElement?.gameState && !!ask(arcade()),
      30_000,
      'the question',
    );
    await settle(arcade());
    expect(ask(arcade())!.textContent).toContain('1234');
    expect(JSON.stringify(arcade().gameElement!.state)).toBe(moves);
    await userEvent.click(
      arcade().shadowRoot!.querySelector<HTMLElement>('[data-answer="link-keep"]')!,
    );
    await settle(arcade());
    expect(ask(arcade())).toBeNull();
    expect(JSON.stringify(arcade().gameElement!.state)).toBe(moves);
    expect(frame.contentWindow!.location.search).toBe('?game=dice-matrix&seed=55');
    expect(stats(frame).lost).toBe(0);
  });

  it('deals the link only when the player agrees, and then counts the old game as lost', async () => {
    const { frame, arcade } = await runningGame();
    frame.contentWindow!.location.search = '?game=dice-matrix&seed=1234';
    await until(
      () => !!arcade()?.gameElement?.gameState && !!ask(arcade()),
      30_000,
      'the question',
    );
    await settle(arcade());
    await userEvent.click(
      arcade().shadowRoot!.querySelector<HTMLElement>('[data-answer="link-abandon"]')!,
    );
    await settle(arcade());
    expect(arcade().gameElement!.seed).toBe(1234);
    expect(arcade().gameElement!.state!.actions).toEqual([]);
    expect(stats(frame).lost).toBe(1);
  });
});

describe('statistics of a solo maze', () => {
  it('a lost solo run counts as lost, and there is no "drawn" box', async () => {
    const arcade = document.createElement('matrix-arcade');
    arcade.setAttribute('game', 'matrix-maze');
    document.body.append(arcade);
    await until(() => !!arcade.gameElement?.gameState, 10_000, 'the game');
    const el = arcade.gameElement!;
    el.aiSeats = [];
    el.autoplay = false;
    el.setAttribute('map', 'watchtower');
    el.newGame({ seed: 3 });
    const game = GAMES.find((g) => g.id === 'matrix-maze')!.descriptor.game;
    expect(game.numSeats(el.gameState)).toBe(1);
    for (let i = 0; i < 3000 && !el.result; i++) {
      const legal = game.legalActions(el.gameState);
      el.play(legal[i % legal.length]!);
    }
    expect(el.result?.winners).toEqual([]);
    await settle(arcade);
    const stats = JSON.parse(localStorage.getItem('matrix-arcade:v1:stats:matrix-maze')!);
    expect(stats).toMatchObject({ played: 1, lost: 1, drawn: 0 });
    expect(arcade.shadowRoot!.querySelector('[data-stat="lost"]')!.textContent).toBe('1');
    expect(arcade.shadowRoot!.querySelector('[data-stat="drawn"]')).toBeNull();
  });
});

describe('sound', () => {
  it('is off on a first visit, and remembered once turned on', async () => {
    const mount = async () => {
      const a = document.createElement('matrix-arcade');
      a.setAttribute('game', 'dice-matrix'); // a first visit's front door mounts no game
      document.body.append(a);
      await until(() => !!a.gameElement?.gameState, 10_000, 'the game');
      await settle(a);
      return a;
    };
    const arcade = await mount();
    const button = () =>
      arcade.shadowRoot!.querySelector<HTMLElement>('button[data-pref="sound"]')!;
    expect(arcade.gameElement!.sound).toBe(false);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button());
    await settle(arcade);
    expect(arcade.gameElement!.sound).toBe(true);
    expect(JSON.parse(localStorage.getItem('matrix-arcade:v1:preferences')!).sound).toBe(true);
    arcade.remove();
    const again = await mount();
    expect(again.gameElement!.sound).toBe(true);
    expect(
      again.shadowRoot!.querySelector('button[data-pref="sound"]')!.getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('the front door of a first visit', () => {
  it('leaves the address alone until a game is chosen, then follows it', async () => {
    const { frame, arcade } = await openSite('');
    await settle(arcade());
    expect(arcade().shadowRoot!.querySelector('[part=picker]')).not.toBeNull();
    expect(frame.contentWindow!.location.search).toBe('');
    await userEvent.click(
      arcade().shadowRoot!.querySelector<HTMLElement>('[data-game="matrix-maze"]')!,
    );
    await until(() => arcade().gameElement?.localName === 'matrix-maze-game', 10_000, 'the game');
    await until(
      () => frame.contentWindow!.location.search.startsWith('?game=matrix-maze&seed='),
      5000,
      'the address',
    );
    // A reload comes back to the game, not to the front door.
    await reload(frame, arcade);
    expect(arcade().shadowRoot!.querySelector('[part=picker]')).toBeNull();
    expect(arcade().gameElement!.localName).toBe('matrix-maze-game');
  });
});
