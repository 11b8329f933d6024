/**
 * Accessibility of every game of the list (`src/games.ts`) as axe-core sees it, in Chromium: each
 * game element on its screens (a new game, mid-game with a selection or a preview, then with a
 * hint shown, and the game over, reached by playing legal moves through the public API) and
 * `<matrix-arcade>` showing each game, in the default theme (every rule) and with `theme="light"` (the colour rules: the theme changes the palette only). Any
 * violation fails the test with its id, impact and the selectors of the elements concerned.
 * A new game in `GAMES` is covered without a line here; a game may add how a person selects
 * something on its board (`SELECT`: a Dice Matrix die clicked, a MATR1X ØVERLØAD place tapped
 * on a touch screen, a Matrix Maze choice focused), else the first cell that can be activated is pointed at and focused.
 */
import type { AnyGame } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './arcade/define.js';
import { GAMES } from './games.js';
import type { MatrixArcade } from './arcade/matrix-arcade.js';
import type { GameElement } from './lib/game-element.js';
import { COLOUR_RULES, axeFindings, describeFindings, expectNoAxeViolations } from '../test/axe.js';
import { deepQueryAll, settle, until } from '../test/helpers.js';

type El = GameElement<unknown, unknown> & HTMLElement;

/**
 * Violations whose fix lies in files another engineer is changing, each with the fix. The arcade
 * test lets exactly these through, and fails once one is gone, so the entry is removed with the
 * fix and nothing else slips in meanwhile.
 */
const PENDING: readonly { game: string; id: string; target: RegExp; fix: string }[] = [];

/** Fails on any violation but the pending ones of this game, and once a pending one is gone. */
async function expectOnlyPending(
  root: Element,
  game: string,
  where: string,
  rules?: readonly string[],
): Promise<void> {
  const pending = PENDING.filter((p) => p.game === game && (!rules || rules.includes(p.id)));
  const known = (id: string, t: string) => pending.some((p) => p.id === id && p.target.test(t));
  const found = await axeFindings(root, rules);
  const unexpected = found
    .map((f) => {
      const keep = f.targets.map((_, i) => i).filter((i) => !known(f.id, f.targets[i]!));
      return {
        ...f,
        targets: keep.map((i) => f.targets[i]!),
        messages: keep.map((i) => f.messages[i]!),
      };
    })
    .filter((f) => f.targets.length > 0);
  if (unexpected.length > 0) {
    throw new Error(
      `axe: ${unexpected.length} violation(s) on ${where}:\n${describeFindings(unexpected)}`,
    );
  }
  for (const p of pending) {
    if (!found.some((f) => f.id === p.id && f.targets.some((t) => p.target.test(t)))) {
      throw new Error(`${p.id} on ${where} is fixed (${p.fix}): remove it from PENDING`);
    }
  }
}

// axe reads the screens at rest: a move's animation (a grave flashing in at 30% opacity) is
// not a colour a player has to read.
beforeAll(async () => {
  await commands.reducedMotion(true);
});
afterAll(async () => {
  await commands.reducedMotion(false);
});

const THEMES = [null, 'light'] as const;

/** The first board cell a person can activate now, a marked target if there is one. */
function firstActiveCell(el: El): HTMLElement {
  const cells = deepQueryAll(el, '[role=gridcell][aria-disabled=false]') as HTMLElement[];
  const cell = cells.find((c) => c.part.contains('target')) ?? cells[0];
  if (!cell) throw new Error(`<${el.localName}> has no cell to activate`);
  return cell;
}

/** What a finger's tap sends (Chromium's order, the click included). */
function tap(target: HTMLElement): void {
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, composed: true };
  for (const type of ['pointerover', 'pointerdown', 'pointerup', 'pointerout', 'click']) {
    target.dispatchEvent(new PointerEvent(type, { ...init, bubbles: true }));
  }
}

/** How a person selects something on a game's board, when it is more than pointing at a cell. */
const SELECT: Readonly<Record<string, (el: El) => Promise<void>>> = {
  // A click on a die selects it and marks its partners.
  'dice-matrix': async (el) => {
    await userEvent.click(firstActiveCell(el));
  },
  // The board takes moves between challenges: finish the one under way, then point at a target.
  'piecepack-matrix': async (el) => {
    const game = el.constructor as unknown as { game: AnyGame };
    for (let i = 0; i < 30 && (el.gameState as { phase: string }).phase !== 'move'; i++) {
      const legal = game.game.legalActions(el.gameState);
      el.play(legal[legal.length - 1]!);
    }
    await settle(el);
    await pointAtFirstCell(el);
  },
  // A tap previews a place and offers "Play here" until a second tap.
  'matrix-overload': tapToPreview,
  // The same board (CYBERMANCY's element is MATR1X ØVERLØAD's with the tarot edition's rules).
  cybermancy: tapToPreview,
  // Focusing a lit square of the maze rings it (else a choice of the panel is focused).
  'matrix-maze': async (el) => {
    const choice = el.shadowRoot!.querySelector<HTMLElement | SVGElement>(
      'svg .target, button.choice:not([disabled])',
    );
    if (!choice) throw new Error('no choice to focus');
    choice.focus();
  },
};

async function tapToPreview(el: El): Promise<void> {
  tap(firstActiveCell(el));
  await settle(el);
  if (!el.shadowRoot!.querySelector('[data-action=play-here]')) throw new Error('no Play here');
}

async function pointAtFirstCell(el: El): Promise<void> {
  const cell = firstActiveCell(el);
  await userEvent.hover(cell);
  cell.focus();
}

/** Plays the first legal action until a person can select something on the board. */
function playUntilBoardIsActive(el: El, entry: (typeof GAMES)[number]): void {
  const game = entry.descriptor.game;
  for (let i = 0; i < 4; i++) el.play(game.legalActions(el.gameState)[0]!);
}

function themed(attrs: Record<string, string>, theme: string | null): Record<string, string> {
  return theme ? { ...attrs, theme } : attrs;
}

// The arcade registers a game's element only when it shows the game: register them all here.
for (const g of GAMES) g.define();

async function mount(tag: string, attrs: Record<string, string>): Promise<El> {
  const el = document.createElement(tag) as El;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.aiSeats = [];
  document.body.append(el);
  await settle(el);
  return el;
}

for (const entry of GAMES) {
  const game = entry.descriptor.game;
  for (const theme of THEMES) {
    const where = (screen: string) =>
      `<${entry.tag}${theme ? ` theme="${theme}"` : ''}>, ${screen}`;
    // The light theme changes the palette only: its screens are checked for the colour rules
    // (every other rule reads the same markup as in the default theme).
    const rules = theme ? COLOUR_RULES : undefined;

    describe(`axe: <${entry.tag}>${theme ? ` theme="${theme}"` : ''}`, () => {
      it('has no violation at the start of a game', async () => {
        const el = await mount(entry.tag, themed({ seed: '7' }, theme));
        await expectNoAxeViolations(el, where('new game'), rules);
      });

      it('has no violation mid-game, with a selection and then with a hint', async () => {
        const el = await mount(entry.tag, themed({ seed: '7', 'ai-iterations': '60' }, theme));
        playUntilBoardIsActive(el, entry);
        await settle(el);
        await (SELECT[entry.id] ?? pointAtFirstCell)(el);
        await settle(el);
        await expectNoAxeViolations(el, where('mid-game, a selection'), rules);
        await el.hint();
        await settle(el);
        await until(() => el.shadowRoot!.querySelector('[part=hint]') !== null, 5000, 'the hint');
        await expectNoAxeViolations(el, where('mid-game, a selection and a hint'), rules);
      });

      it('has no violation when the game is over', async () => {
        const el = await mount(entry.tag, themed({ seed: '7' }, theme));
        for (let i = 0; i < 5000 && !game.outcome(el.gameState); i++) {
          el.play(game.legalActions(el.gameState)[0]!);
        }
        await settle(el);
        if (!el.result) throw new Error('the game did not end');
        await expectNoAxeViolations(el, where('game over'), rules);
      });
    });

    describe(`axe: <matrix-arcade game="${entry.id}">${theme ? ` theme="${theme}"` : ''}`, () => {
      it('has no violation on opening the game, nor after a few moves', async () => {
        const arcade = document.createElement('matrix-arcade') as MatrixArcade;
        arcade.setAttribute('game', entry.id);
        if (theme) arcade.setAttribute('theme', theme);
        document.body.append(arcade);
        await arcade.updateComplete;
        await until(() => arcade.gameElement?.localName === entry.tag, 5000, 'the game element');
        const el = arcade.gameElement!;
        el.autoplay = false;
        await settle(arcade);
        el.newGame({ seed: 7 });
        await settle(arcade);
        const at = `<matrix-arcade game="${entry.id}"${theme ? ` theme="${theme}"` : ''}>`;
        await expectOnlyPending(arcade, entry.id, `${at}, new game`, rules);
        el.aiSeats = [];
        playUntilBoardIsActive(el, entry);
        await settle(arcade);
        await expectOnlyPending(arcade, entry.id, `${at}, mid-game`, rules);
      });
    });
  }
}
