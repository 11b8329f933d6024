/**
 * The arcade's "Play a friend online", as two people use it, in real Chromium against the real
 * game server: the creator picks Dice Matrix, makes a room in the dialog and reads the invite
 * link; the friend opens it in a browser of their own (a second context) and holds seat 2, with
 * no "replace your game?" question on a fresh page; each plays one move with the mouse on the
 * board and both see both moves; the creator's page, reloaded, takes its seat back from its
 * address. The online duel is not saved as the local game in progress. "Let others watch" is
 * off unless ticked; ticked, the dialog gives a watch link that seats nobody and shows the game.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import './define.js';
import type { DiceMatrixGame } from '../dice-matrix/dice-matrix-game.js';
import { matrixCells } from '../dice-matrix/dice-matrix.test-util.js';
import type { OnlineController } from '../lib/online-controller.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { clickMiddle, guarded, part, settle, waitFor } from '../../test/helpers.js';

type Seat = { status: string; seat: number | null; turn: number; toMove: number | null };
declare module 'vitest/browser' {
  interface BrowserCommands {
    openSecondArcade(search: string): Promise<void>;
    secondClick(selector: string): Promise<void>;
    secondArcadeState(): Promise<Seat & { asking: boolean }>;
  }
}
type OnlineGame = DiceMatrixGame & { online: OnlineController<unknown> };

const KEY = 'matrix-arcade:v1:game:dice-matrix';
const home = location.href;

afterEach(async () => {
  const games = [...document.querySelectorAll('matrix-arcade')].map(
    (a) => (a as MatrixArcade).gameElement as unknown as OnlineGame | null,
  );
  for (const a of document.querySelectorAll('matrix-arcade')) a.remove();
  // Each game's leaving of its room ends before the second player closes.
  await Promise.all(games.map((g) => g?.online.left()));
  await commands.closeSecondPlayer();
  history.replaceState(history.state, '', home);
  localStorage.clear();
});

async function mountArcade(): Promise<{ arcade: MatrixArcade; game: OnlineGame }> {
  const arcade = document.createElement('matrix-arcade');
  arcade.setAttribute('sync-url', '');
  arcade.setAttribute('game', 'dice-matrix');
  document.body.append(arcade);
  await waitFor(() => !!arcade.gameElement?.gameState, 'the game', 10_000);
  await settle(arcade);
  return { arcade, game: arcade.gameElement as unknown as OnlineGame };
}

const q = <T extends Element = HTMLElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T & Element>(sel)!;

describe('<matrix-arcade>: play a friend online', () => {
  it('makes a room, the invite link seats the friend, moves by mouse reach both, a reload takes the seat back', async () => {
    localStorage.clear();
    const server = inject('onlineServer');
    const { arcade, game } = await mountArcade();
    const savedBefore = localStorage.getItem(KEY);
    await userEvent.click(q(arcade, '[data-open="online"]'));
    const input = q<HTMLInputElement>(arcade, 'dialog[data-dialog="online"] input[name="server"]');
    input.value = server;
    await userEvent.click(q(arcade, 'dialog[data-dialog="online"] button[type="submit"]'));
    const invite = await waitFor(
      () => q<HTMLInputElement>(arcade, '[data-invite]')?.value,
      'the invite link',
      20_000,
    );
    expect(invite).toMatch(/[?&]seat=/);
    expect(location.search).toContain(`room=${game.room}`);
    // Watching was not asked for: no watch link.
    expect(q(arcade, '[data-watch-link]')).toBeNull();
    await commands.openSecondArcade(new URL(invite).search);
    const friend = await waitFor(
      async () => {
        const s = await commands.secondArcadeState();
        return s.status === 'connected' ? s : null;
      },
      'the friend to join',
      30_000,
    );
    expect(friend.seat).toBe(1);
    expect(friend.asking).toBe(false);
    await waitFor(() => game.online.view?.seats[1]?.present, 'the friend to be seen', 20_000);
    q<HTMLDialogElement>(arcade, 'dialog[data-dialog="online"]').close();
    await settle(game);

    // The creator opens (seat 1 takes the spare die): a face button, clicked with the mouse.
    await waitFor(() => (game as unknown as { humanTurn: boolean }).humanTurn, 'my turn', 10_000);
    await clickMiddle(part(game, '[data-face="6"]'));
    await waitFor(() => game.online.view!.turn >= 1, 'my move to land', 10_000);
    await waitFor(
      async () => (await commands.secondArcadeState()).turn === game.online.view!.turn,
      'the friend to see my move',
      10_000,
    );
    // The friend takes a die alone: a matrix cell, then "Take it alone", with the mouse.
    const at = game.online.view!.turn;
    expect(game.online.view!.toMove).toBe(1);
    await commands.secondClick('dice-matrix-game arcade-board-grid.matrix [role="gridcell"]');
    await commands.secondClick('dice-matrix-game [data-action="take-single"]');
    await waitFor(() => game.online.view!.turn > at, 'the friend’s move to reach me', 10_000);
    expect(game.online.view!.moves.some((m) => m.seat === 1)).toBe(true);
    const friendNow = await commands.secondArcadeState();
    expect(friendNow.turn).toBe(game.online.view!.turn);
    expect(matrixCells(game).length).toBeGreaterThan(0);
    // The online duel is the server's: the local save is as it was.
    expect(localStorage.getItem(KEY)).toBe(savedBefore);

    // The creator's page reloads: the address holds the seat.
    const turn = game.online.view!.turn;
    arcade.remove();
    const again = await mountArcade();
    await waitFor(() => again.game.online?.status === 'connected', 'the seat taken back', 20_000);
    expect(again.game.online.view!.seat).toBe(0);
    expect(again.game.online.view!.turn).toBe(turn);
  });

  it('"Let others watch" makes a room its watch link shows to a spectator', async () => {
    localStorage.clear();
    const server = inject('onlineServer');
    const { arcade, game } = await mountArcade();
    await userEvent.click(q(arcade, '[data-open="online"]'));
    q<HTMLInputElement>(arcade, 'dialog[data-dialog="online"] input[name="server"]').value = server;
    const watch = q<HTMLInputElement>(arcade, 'dialog[data-dialog="online"] [data-watch]');
    expect(watch.checked).toBe(false);
    await userEvent.click(watch);
    await userEvent.click(q(arcade, 'dialog[data-dialog="online"] button[type="submit"]'));
    const link = await waitFor(
      () => q<HTMLInputElement>(arcade, '[data-watch-link]')?.value,
      'the watch link',
      20_000,
    );
    expect(link).toContain(`room=${game.room}`);
    expect(link).not.toMatch(/[?&]seat=/);
    await commands.openSecondArcade(new URL(link).search);
    const watcher = await waitFor(
      async () => {
        const s = await commands.secondArcadeState();
        return s.status === 'connected' ? s : null;
      },
      'the spectator to watch',
      30_000,
    );
    expect(watcher.seat).toBeNull();
    expect(watcher.turn).toBe(game.online.view!.turn);
  });

  it('opens an invite link over a running local game without asking, and keeps the local game saved', async () => {
    localStorage.clear();
    const server = inject('onlineServer');
    const { arcade, game } = await mountArcade();
    await waitFor(() => (game as unknown as { humanTurn: boolean }).humanTurn, 'my turn', 10_000);
    await clickMiddle(part(game, '[data-face="6"]'));
    // The arcade's AI plays seat 2 and answers at once: the game runs on until it waits for me
    // (waiting for exactly one move raced the AI's answer on a loaded machine).
    await waitFor(() => (game.state?.actions.length ?? 0) >= 1, 'the local move', 10_000);
    await guarded(game.idle(), 'the AI’s answer');
    await settle(game);
    const saved = localStorage.getItem(KEY);
    expect(JSON.parse(saved!).state.actions).toEqual(game.state!.actions);
    expect(game.state!.actions.length).toBeGreaterThanOrEqual(1);
    arcade.remove();
    // A friend's room: its invite link opened on this page, over the running local game.
    const host = document.createElement('dice-matrix-game') as unknown as OnlineGame;
    document.body.append(host);
    await settle(host);
    const { room, invite } = await host.createOnline(server);
    const q = new URLSearchParams({ game: 'dice-matrix', online: server, room, seat: invite });
    history.replaceState(history.state, '', `?${q}`);
    const again = await mountArcade();
    await waitFor(() => again.game.online?.status === 'connected', 'the invite’s seat', 20_000);
    expect(again.game.online.view!.seat).toBe(1);
    expect(again.arcade.shadowRoot!.querySelector('dialog[data-link-question]')).toBeNull();
    await settle(again.arcade);
    expect(localStorage.getItem(KEY)).toBe(saved);
    host.remove();
  });
});
