/**
 * "Only winnable deals" (issue 37, item 7), in Chromium with the real mouse: the new-game form of
 * a solitaire with a solver offers it in words (never a two-player game's); ticked, the solver
 * proves the deal winnable in its worker before it is dealt; when no deal is proven within the
 * bound (a budget too small for any proof), the player is told and may deal one anyway. The seeds
 * tried are injected (`dealer.nextSeed`), so the test never depends on chance.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import { settle, waitFor } from '../../test/helpers.js';
import type { MatrixArcade } from './matrix-arcade.js';
import type { NewGameDialog } from './new-game-dialog.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
});

async function arcade(game: string): Promise<MatrixArcade> {
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  document.body.append(a);
  mounted.push(a);
  await waitFor(() => a.gameElement?.gameState, 'the game');
  await settle(a);
  return a;
}
const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel);
const dealer = (a: MatrixArcade) =>
  (a as unknown as { newGameDialog: NewGameDialog }).newGameDialog.dealer;
const dialog = (a: MatrixArcade) => q<HTMLDialogElement>(a, 'dialog[data-dialog="new-game"]')!;

async function openForm(a: MatrixArcade) {
  await userEvent.click(q(a, 'header [data-open="new-game"]')!);
  await waitFor(() => dialog(a).open, 'the form');
  await settle(a);
}

describe('only winnable deals', () => {
  it('deals only a deal the solver proved winnable, and says so in the form', async () => {
    const a = await arcade('matrix-overload');
    const d = dealer(a);
    d.perDealMs = 60_000;
    d.nextSeed = () => 2; // a deal the solver wins
    await openForm(a);
    const box = q<HTMLInputElement>(a, 'input[name="winnable-only"]')!;
    expect(box.closest('label')!.textContent).toBe('Only winnable deals');
    expect(q(a, '#winnable-help')!.textContent).toContain(
      'Before the deal is shown, the solver looks at the whole hidden deck and proves it can be won.',
    );
    await userEvent.click(box);
    await userEvent.click(q(a, 'dialog[data-dialog="new-game"] button[type="submit"]')!);
    await settle(a);
    expect(q(a, '[data-winnable-search="running"]')!.textContent).toContain(
      'The solver is checking deal 1 of at most 6',
    );
    expect(
      q<HTMLButtonElement>(a, 'dialog[data-dialog="new-game"] button[type="submit"]')!.disabled,
    ).toBe(true);
    await waitFor(() => !dialog(a).open, 'the deal', 60_000);
    expect(a.gameElement!.seed).toBe(2);
  }, 90_000);

  it('tells the player when no deal was proven in time, and deals one anyway on request', async () => {
    const a = await arcade('matrix-overload');
    const d = dealer(a);
    d.perDealMs = 1;
    d.maxDeals = 2;
    d.nextSeed = () => 1;
    await openForm(a);
    await userEvent.click(q(a, 'input[name="winnable-only"]')!);
    await userEvent.click(q(a, 'dialog[data-dialog="new-game"] button[type="submit"]')!);
    const none = await waitFor(() => q(a, '[data-winnable-search="none"]'), 'the answer', 60_000);
    expect(none.textContent).toContain(
      'No deal was proven winnable in time: the solver tried 2 deals for up to 0.001 s each.',
    );
    expect(dialog(a).open).toBe(true);
    await userEvent.click(q(a, '[data-winnable-deal="anyway"]')!);
    await waitFor(() => !dialog(a).open, 'the deal');
  }, 90_000);

  it('is not offered for a game with no solver', async () => {
    const a = await arcade('dice-matrix');
    await openForm(a);
    expect(q(a, 'input[name="winnable-only"]')).toBeNull();
    dialog(a).close();
  }, 30_000);
});
