/**
 * The Matrix Maze duel's status line from each screen's side, in real Chromium against the real
 * game server (test/online-server.ts): the person whose seat is to move is told what to do ("You:
 * choose your facing"); the other screen describes it ("Opponent is choosing a facing"), never
 * tells the opponent's choice to the person who cannot make it. Two elements in one page, each
 * with its own connection and seat; a few moves of a duel, no AI. Before the server's first view
 * (connecting, or a join refused) no seat is named "You" or "AI".
 */
import { afterEach, expect, inject, it } from 'vitest';
import '../matrix-maze/define.js';
import '../online/define.js'; // online play on (the entry that brings colyseus.js)
import { settle, waitFor } from '../../test/helpers.js';
import type { GameElement } from './game-element.js';
import type { OnlineController } from './online-controller.js';

type Maze = GameElement<
  { phase: number; toMove: number; seats: readonly { facing: number }[] },
  unknown
> & { online: OnlineController<unknown>; humanTurn: boolean };

const names = (el: Element) =>
  (
    el.shadowRoot!.querySelector('arcade-score-panel') as unknown as { players: { name: string }[] }
  ).players.map((p) => p.name);
const status = (el: Element) =>
  el.shadowRoot!.querySelector('[part="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(async () => {
  const els = [...document.querySelectorAll('matrix-maze-game')] as unknown as Maze[];
  for (const el of els) el.remove();
  await Promise.all(els.map((el) => el.online.left()));
});

it('tells the seat to move what to do and describes it on the other screen', async () => {
  const host = document.createElement('matrix-maze-game') as unknown as Maze;
  document.body.append(host);
  await settle(host);
  const { room, invite } = await host.createOnline(inject('onlineServer'));
  const guest = document.createElement('matrix-maze-game') as unknown as Maze;
  Object.assign(guest, { server: inject('onlineServer'), room, joinToken: invite });
  document.body.append(guest);
  await waitFor(() => host.online.view?.seats[1]?.present && guest.online.view, 'the guest');
  await Promise.all([settle(host), settle(guest)]);
  // The duel opens with seat 1's start point (the host's seat).
  expect(status(host)).toContain('You: choose a start point');
  expect(status(guest)).toContain('Opponent is choosing a start point');

  // Each plays its first legal choice until the guest, having started, faces.
  const guestFaces = () => {
    const st = guest.gameState;
    return st !== null && st.phase !== 0 && st.toMove === 1 && st.seats[1]!.facing < 0;
  };
  for (let k = 0; !guestFaces(); k++) {
    expect(k, 'moves before the guest faces').toBeLessThan(12);
    const turn = host.online.view!.turn;
    const mover = host.online.view!.toMove === 0 ? host : guest;
    await waitFor(() => mover.humanTurn && mover.online.view!.turn === turn, 'the mover’s turn');
    mover.play(mover.online.view!.legal[0]!);
    await waitFor(
      () => host.online.view!.turn > turn && guest.online.view!.turn === host.online.view!.turn,
      `both past turn ${turn}`,
    );
  }
  await Promise.all([settle(host), settle(guest)]);
  expect(status(guest)).toContain('You: choose your facing');
  expect(status(host)).toContain('Opponent is choosing a facing');
  expect(status(host)).not.toContain('your facing');
});

it('names no seat "You" or "AI" before the server has said who plays it', async () => {
  // A spectator of a room not opened to watchers is refused: its board is shown, no seat known.
  const host = document.createElement('matrix-maze-game') as unknown as Maze;
  document.body.append(host);
  await settle(host);
  const { room } = await host.createOnline(inject('onlineServer'));
  const el = document.createElement('matrix-maze-game') as unknown as Maze;
  el.setAttribute('ai-seats', '1'); // as the arcade's local game has it
  Object.assign(el, { server: inject('onlineServer'), room });
  document.body.append(el);
  await waitFor(() => el.online.status === 'failed', 'the refusal');
  await settle(el);
  expect(el.online.view).toBeNull();
  expect(names(el)).toEqual(['Player 1', 'Player 2']);
  expect(status(el)).toContain('Player 1 is choosing a start point');
});
