/**
 * Online duels in real Chromium against a real game server (test/online-server.ts): the first
 * player's element is in the test page, the second player's in a second browser context (its
 * own page and connection). Each game, Dice Matrix and a Matrix Maze duel, is played to its end
 * through the server, the second player's page is reloaded mid-game and takes its seat back
 * with its token, and the first player's element announces the opponent's moves, shows the
 * connection and says that hints are off.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../dice-matrix/define.js';
import '../matrix-maze/define.js';
import '../online/define.js'; // online play on (the entry that brings colyseus.js)
import { deepQueryAll, settle, waitFor as until } from '../../test/helpers.js';
import type { GameElement } from './game-element.js';
import type { OnlineController } from './online-controller.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    openSecondPlayer(tag: string, attrs: Record<string, string>): Promise<void>;
    reloadSecondPlayer(): Promise<void>;
    secondPlayerMove(pick: number, turn: number): Promise<boolean>;
    secondPlayerState(): Promise<{
      verdict: string;
      result: string;
      names: string[];
      bar: string;
      status: string;
      seat: number | null;
      turn: number;
      over: boolean;
    }>;
    closeSecondPlayer(): Promise<void>;
  }
}

type Online = GameElement<unknown, unknown> & {
  online: OnlineController<unknown>;
  humanTurn: boolean;
};

function liveText(el: Element): string {
  return deepQueryAll(el, '[aria-live]')
    .map((n) => n.textContent ?? '')
    .join(' ');
}

afterEach(async () => {
  await commands.closeSecondPlayer();
  for (const el of document.querySelectorAll('dice-matrix-game, matrix-maze-game')) el.remove();
});

async function duel(tag: 'dice-matrix-game' | 'matrix-maze-game'): Promise<void> {
  const server = inject('onlineServer');
  const el = document.createElement(tag) as unknown as Online;
  document.body.append(el);
  await settle(el);
  const { room, invite } = await el.createOnline(server);
  expect(el.getAttribute('room')).toBe(room);
  await commands.openSecondPlayer(tag, { server, room, 'join-token': invite });
  await until(() => el.online.view?.seats[1]?.present, 'the friend to arrive').catch(async (e) => {
    throw new Error(
      `${e.message}: second player ${JSON.stringify(await commands.secondPlayerState())}`,
    );
  });
  await settle(el);
  const bar = el.shadowRoot!.querySelector('[part="online"]')!;
  expect(bar.textContent).toContain('Online');
  const note = el.shadowRoot!.querySelector('[part="online-note"]')!;
  expect(note.textContent).toContain('Hints are off in an online game against a person.');
  expect(el.readonly).toBe(true);

  let reloaded = false;
  let opponentMoves = 0;
  el.addEventListener('move', (e) => {
    if ((e as CustomEvent).detail.seat === 1) opponentMoves++;
  });
  for (let k = 0; k < 3000; k++) {
    const v = el.online.view!;
    if (v.toMove === null) break;
    const turn = v.turn;
    if (!reloaded && turn >= 6) {
      reloaded = true;
      await commands.reloadSecondPlayer();
      const back = await until(async () => {
        const s = await commands.secondPlayerState();
        return s.status === 'connected' && s.turn === el.online.view!.turn ? s : null;
      }, 'the second player to take its seat back');
      expect(back.seat).toBe(1);
    }
    if (v.toMove === 0) {
      await until(() => el.humanTurn, 'my turn');
      // The server's list of legal moves (the element's board offers the same ones).
      const legal = el.online.view!.legal;
      el.play(legal[(k * 7) % legal.length]!);
    } else {
      await until(() => commands.secondPlayerMove(k * 3, turn), 'the second player to move');
    }
    await until(() => el.online.view!.turn > turn, `turn ${turn + 1}`).catch(async (e) => {
      const second = await commands.secondPlayerState();
      throw new Error(
        `${e.message}: first player "${el.online.problem}", second ${JSON.stringify(second)}`,
      );
    });
  }
  const end = el.online.view!;
  expect(end.toMove).toBeNull();
  expect(el.result).not.toBeNull();
  expect(reloaded).toBe(true);
  expect(opponentMoves).toBeGreaterThan(2);
  await until(
    async () => (await commands.secondPlayerState()).over,
    'the second player to see the end',
  );
  await settle(el);
  expect(liveText(el)).toMatch(/Game over/);
  const rematch = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-online="rematch"]');
  expect(rematch?.textContent).toContain('Rematch');
}

describe('online duels between two browser contexts', () => {
  it('plays Dice Matrix to its end, with a reload of the second player mid-game', async () => {
    await duel('dice-matrix-game');
  });

  it('plays a Matrix Maze duel to its end, with a reload of the second player mid-game', async () => {
    await duel('matrix-maze-game');
  }, 180_000);
});
