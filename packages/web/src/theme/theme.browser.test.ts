/**
 * The light and dark themes in Chromium, for every game of the registry and the arcade: with no
 * `theme` attribute an element follows the system setting (emulated `prefers-color-scheme`),
 * `theme="light"` and `theme="dark"` force a theme against it, and the kit elements inside their
 * own shadow roots (the controls' buttons, dice, cards, the board grid) follow the forced theme
 * of the host around them. Colours set by the page (`--arcade-*`) win over both themes. Also
 * screenshots of both games and the arcade in the light theme, to look at.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import '../arcade/define.js';
import { GAMES } from '../games.js';
import type { MatrixArcade } from '../arcade/matrix-arcade.js';
import { deepQueryAll, fitHeight, settle } from '../../test/helpers.js';
import { type Theme, themes } from './palette.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    colorScheme(scheme: 'light' | 'dark' | null): Promise<void>;
  }
}

type Scheme = 'light' | 'dark';

/** `#rrggbb` as `getComputedStyle` writes it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function mountGameTag(tag: string, attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement(tag) as HTMLElement & { aiSeats: number[] };
  el.aiSeats = [];
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await settle(el);
  return el;
}

/**
 * What a theme looks like on a game element and everything inside it: the host's background
 * and text, every kit element's text colour (each resolves its own tokens), the controls'
 * button surface, and the outline of dice and cards (their own per-theme colours).
 */
function themeProblems(el: Element, t: Theme, where: string): string[] {
  const out: string[] = [];
  const check = (what: string, got: string, want: string) => {
    if (got !== rgb(want)) out.push(`${where}: ${what} is ${got}, want ${rgb(want)} (${want})`);
  };
  const host = getComputedStyle(el);
  check(`<${el.localName}> background`, host.backgroundColor, t.palette.bg);
  check(`<${el.localName}> text`, host.color, t.palette.text);
  const inner = deepQueryAll(el, '*').filter((e) => e.shadowRoot);
  // At least the controls, the log, the thinking indicator and one more: never a vacuous check.
  if (inner.length < 4) out.push(`${where}: only ${inner.length} kit elements inside`);
  for (const e of inner) check(`<${e.localName}> text`, getComputedStyle(e).color, t.palette.text);
  const button = deepQueryAll(el, 'arcade-game-controls')[0]!.shadowRoot!.querySelector('button')!;
  check('a control button', getComputedStyle(button).backgroundColor, t.palette.surfaceRaised);
  for (const die of deepQueryAll(el, 'arcade-die').slice(0, 8)) {
    const body = die.shadowRoot!.querySelector('.die')!;
    const colour = die.getAttribute('colour')!;
    check(`a ${colour} die's outline`, getComputedStyle(body).borderTopColor, t.dieEdges[colour]!);
  }
  for (const card of deepQueryAll(el, 'arcade-card:not([face-down])')) {
    const face = card.shadowRoot!.querySelector('.card')!;
    check("a card's outline", getComputedStyle(face).borderTopColor, t.cards.edge);
  }
  return out;
}

afterEach(async () => {
  await commands.colorScheme('dark');
  document.documentElement.style.background = '';
  document.body.style.cssText = '';
  await page.viewport(1280, 900);
});

describe('themes', () => {
  it('the two themes differ where the checks look (so a check cannot pass by accident)', () => {
    const { dark, light } = themes;
    for (const k of ['bg', 'text', 'surfaceRaised'] as const)
      expect(dark.palette[k]).not.toBe(light.palette[k]);
    expect(dark.cards.edge).not.toBe(light.cards.edge);
    for (const c of Object.keys(dark.dieEdges))
      if (c !== 'black') expect(dark.dieEdges[c], c).not.toBe(light.dieEdges[c]);
  });

  for (const { id, tag, define } of GAMES) {
    it(`<${tag}>: follows the system without the attribute, and a forced theme wins over it`, async () => {
      define();
      const cases: [system: Scheme, attr: Scheme | null, want: Scheme][] = [
        ['dark', null, 'dark'],
        ['light', null, 'light'],
        ['dark', 'light', 'light'],
        ['light', 'dark', 'dark'],
      ];
      const problems: string[] = [];
      for (const [system, attr, want] of cases) {
        await commands.colorScheme(system);
        const el = await mountGameTag(tag, attr ? { theme: attr } : {});
        problems.push(...themeProblems(el, themes[want], `${id}, system ${system}, theme=${attr}`));
        el.remove();
      }
      expect(problems).toEqual([]);
    });
  }

  it('a theme forced on <matrix-arcade> reaches the game inside; a game can force its own', async () => {
    await commands.colorScheme('dark');
    const arcade = document.createElement('matrix-arcade') as MatrixArcade;
    arcade.setAttribute('game', GAMES[0]!.id); // a first visit's front door shows no game
    document.body.append(arcade);
    await settle(arcade);
    await userEvent.selectOptions(
      arcade.shadowRoot!.querySelector<HTMLSelectElement>('select[data-pref="theme"]')!,
      'light',
    );
    await settle(arcade);
    const game = arcade.gameElement!;
    expect(arcade.getAttribute('theme')).toBe('light');
    expect(getComputedStyle(arcade).backgroundColor).toBe(rgb(themes.light.palette.bg));
    expect(themeProblems(game, themes.light, 'light game in a light arcade')).toEqual([]);
    // The game's own attribute gone: it inherits the arcade's forced theme, not the dark system.
    game.removeAttribute('theme');
    await settle(arcade);
    expect(game.hasAttribute('theme')).toBe(false);
    expect(themeProblems(game, themes.light, 'game in a light arcade')).toEqual([]);
    game.setAttribute('theme', 'dark');
    await settle(arcade);
    expect(themeProblems(game, themes.dark, 'dark game in a light arcade')).toEqual([]);
    expect(getComputedStyle(arcade).backgroundColor).toBe(rgb(themes.light.palette.bg));
  });

  it('colours set by the page win over the built-in themes', async () => {
    await commands.colorScheme('light');
    const { tag, define } = GAMES[0]!;
    define();
    document.body.style.setProperty('--arcade-bg', '#123456');
    document.body.style.setProperty('--arcade-surface-raised', '#654321');
    const el = await mountGameTag(tag, { theme: 'light' });
    expect(getComputedStyle(el).backgroundColor).toBe(rgb('#123456'));
    const button = deepQueryAll(el, 'arcade-game-controls')[0]!.shadowRoot!.querySelector(
      'button',
    )!;
    expect(getComputedStyle(button).backgroundColor).toBe(rgb('#654321'));
    // What the page did not set still comes from the forced theme.
    expect(getComputedStyle(el).color).toBe(rgb(themes.light.palette.text));
  });

  it('screenshots: both games and the arcade in the light theme', async () => {
    await commands.colorScheme('light');
    document.body.style.cssText = `margin:0;padding:8px;background:${themes.light.palette.bg};`;
    for (const { id, tag, define } of GAMES) {
      define();
      await page.viewport(1280, 900);
      const el = await mountGameTag(tag, { seed: '2024' });
      await fitHeight(1280);
      await commands.saveScreenshot(`widths/light-${id}`);
      el.remove();
    }
    document.body.style.cssText = 'margin:0;';
    const arcade = document.createElement('matrix-arcade');
    document.body.append(arcade);
    await settle(arcade);
    for (const w of [1280, 360]) {
      await fitHeight(w);
      await commands.saveScreenshot(`widths/light-arcade-${w}`);
    }
    expect(getComputedStyle(arcade).backgroundColor).toBe(rgb(themes.light.palette.bg));
  });
});
