/**
 * The connection of an online element, in real Chromium against the real game server: the first
 * player reaches the server through a loopback relay the test can cut (test/online-proxy.ts),
 * the second player in its own browser context directly. A move sent waits for the server (the
 * board takes no second move meanwhile), a stale move (the view of a new turn arriving as the
 * person clicks) is refused quietly while a real refusal is shown, and a lost connection is
 * shown and said ("reconnecting…"), then the element joins again with its token and play goes on.
 * The server's own close codes: a room moved to another process (4002) is joined again at once;
 * a duel ended by the AI's failure (4500) is said and not joined again.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../dice-matrix/define.js';
import '../online/define.js'; // online play on (the entry that brings colyseus.js)
import { deepQueryAll, settle, waitFor as until } from '../../test/helpers.js';
import type { GameElement } from './game-element.js';
import type { OnlineController } from './online-controller.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    openRelay(target: string): Promise<string>;
    consoleErrors(): Promise<string[]>;
    cutRelay(): Promise<void>;
    mendRelay(): Promise<void>;
    closeRelay(): Promise<void>;
    closeAsServer(code: number): Promise<void>;
  }
}

type Online = GameElement<unknown, unknown> & {
  online: OnlineController<unknown>;
  humanTurn: boolean;
};

/** The element's own connection to its room (private: the test sends what a racing click would). */
const socket = (el: Online) =>
  (el.online as unknown as { connection: { send(type: string, message: object): void } })
    .connection;
const liveText = (el: Element) =>
  deepQueryAll(el, '[aria-live]')
    .map((n) => n.textContent ?? '')
    .join(' ');
const barText = (el: Element) =>
  el.shadowRoot!.querySelector('[part="online"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

afterEach(async () => {
  const els = [...document.querySelectorAll('dice-matrix-game')] as unknown as Online[];
  for (const el of els) el.remove();
  // The removed element's leaving goes through the relay: let it finish before the relay closes.
  await Promise.all(els.map((el) => el.online.left()));
  await commands.closeSecondPlayer();
  await commands.closeRelay();
});

/** Every alert the element's online bar shows, as it appears. */
function watchAlerts(el: Element): string[] {
  const seen: string[] = [];
  new MutationObserver(() => {
    for (const a of el.shadowRoot!.querySelectorAll('[part="online"] [role="alert"]'))
      if (!seen.includes(a.textContent ?? '')) seen.push(a.textContent ?? '');
  }).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  return seen;
}

async function duelThroughRelay(): Promise<{ el: Online; server: string }> {
  const server = inject('onlineServer');
  const viaRelay = await commands.openRelay(server);
  const el = document.createElement('dice-matrix-game') as unknown as Online;
  document.body.append(el);
  await settle(el);
  const { room, invite } = await el.createOnline(viaRelay);
  await commands.openSecondPlayer('dice-matrix-game', { server, room, 'join-token': invite });
  await until(() => el.online.view?.seats[1]?.present, 'the friend to arrive');
  return { el, server };
}

/** Waits for seat 1's turn to be played by the second player, then for the first player's turn. */
async function friendMoves(el: Online): Promise<void> {
  await until(() => el.online.view?.toMove === 1, 'the friend’s turn');
  const turn = el.online.view!.turn;
  await until(() => commands.secondPlayerMove(1, turn), 'the second player to move').catch(
    async (e) => {
      const second = JSON.stringify(await commands.secondPlayerState());
      throw new Error(`${e.message} at turn ${turn}: ${second}, first: ${barText(el)}`);
    },
  );
  await until(() => el.online.view!.turn > turn && el.humanTurn, 'my turn again');
}

describe('the connection of an online game', () => {
  it('waits for the server after a move and refuses a stale move quietly', async () => {
    const { el } = await duelThroughRelay();
    const alerts = watchAlerts(el);
    await until(() => el.humanTurn, 'my turn');
    const v = el.online.view!;
    el.play(v.legal[0]!);
    // The move is on its way: the board takes no other one (a second click would be stale).
    expect(el.humanTurn).toBe(false);
    el.play(v.legal[1] ?? v.legal[0]!);
    await until(() => el.online.view!.turn > v.turn, 'the move to land');
    expect(el.online.view!.moves[0]).toMatchObject({ seat: 0, action: v.legal[0] });
    await friendMoves(el);
    // A move that answers an old turn (the click that crossed the new view): STALE_TURN.
    const now = el.online.view!;
    socket(el).send('act', { action: now.legal[0], turn: now.turn - 1 });
    // A real refusal after it, for contrast: a move that is not legal is shown.
    socket(el).send('act', { action: 99_999, turn: now.turn });
    await until(() => alerts.length > 0, 'the refusal of the illegal move');
    await settle(el);
    expect(alerts).toEqual([expect.stringMatching(/refused that: action 99999 is not one/)]);
    expect(alerts.join(' ')).not.toMatch(/answers turn/);
    expect(el.humanTurn).toBe(true);
    el.play(now.legal[0]!);
    await until(() => el.online.view!.turn > now.turn, 'play to go on');
  });

  it('shows and says a lost connection, joins again and plays on', async () => {
    const { el } = await duelThroughRelay();
    await until(() => el.humanTurn, 'my turn');
    el.play(el.online.view!.legal[0]!);
    await friendMoves(el);
    const before = el.online.view!;
    await commands.cutRelay();
    await until(() => el.online.status === 'reconnecting', 'the lost connection to be seen');
    await settle(el);
    expect(barText(el)).toContain('Connection lost: reconnecting…');
    expect(liveText(el)).toContain('Connection lost: reconnecting…');
    expect(el.humanTurn).toBe(false);
    // Still gone after more attempts: the element keeps trying and keeps saying so.
    await until(() => el.online.retryCount >= 3, 'two more attempts to join again', 30_000);
    expect(el.online.status).toBe('reconnecting');
    expect(barText(el)).toContain('Connection lost: reconnecting…');
    await commands.mendRelay();
    await until(() => el.online.status === 'connected', 'the element to join again', 30_000);
    // Chromium logs each failed attempt: expected here, and nothing else. Read once joined again,
    // so an attempt's log line that reaches the test late is among them.
    const failed = await commands.consoleErrors();
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(f).toMatch(/net::ERR_[A-Z_]+$/);
    await settle(el);
    expect(barText(el)).toContain('Online');
    expect(liveText(el)).toContain('Reconnected');
    const back = el.online.view!;
    expect(back.seat).toBe(0);
    expect(back.turn).toBe(before.turn);
    expect(back.observation).toEqual(before.observation);
    // Play goes on: a move each.
    el.play(back.legal[0]!);
    await until(() => el.online.view!.turn > back.turn, 'my move after the reconnect');
    await friendMoves(el);
  });

  it('joins a moved room again at once (4002) and stops, saying why, when the AI failed (4500)', async () => {
    const { el } = await duelThroughRelay();
    await until(() => el.humanTurn, 'my turn');
    el.play(el.online.view!.legal[0]!);
    await friendMoves(el);
    const before = el.online.view!;
    await commands.closeAsServer(4002);
    await until(() => el.online.status === 'reconnecting', 'the moved room to be joined again');
    await until(() => el.online.status === 'connected', 'the room joined again');
    expect(el.online.view!.turn).toBe(before.turn);
    expect(el.online.view!.seat).toBe(0);

    await commands.closeAsServer(4500);
    await until(() => el.online.status === 'failed', 'the ended duel to be said');
    await settle(el);
    expect(el.online.retryCount).toBe(0);
    expect(barText(el)).toContain('Not connected');
    expect(barText(el)).toContain('Game stopped: the server’s AI failed');
    expect(liveText(el)).toContain('Game stopped: the server’s AI failed');
    expect(el.humanTurn).toBe(false);
  });

  it('an element taken off the page leaves its room and does not join it again', async () => {
    const { el } = await duelThroughRelay();
    await until(() => el.online.status === 'connected', 'the room');
    // Taken off the page with an update pending (as when a page swaps its game out).
    el.requestUpdate();
    el.remove();
    await el.online.left();
    await el.updateComplete;
    expect(el.online.status).toBe('off');
    expect(el.online.view).toBeNull();
  });
});
