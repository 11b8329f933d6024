/**
 * An online duel's words from each screen's side, in real Chromium against the real game server
 * (test/online-server.ts): two people play Dice Matrix to its end and through a rematch; each
 * screen names its own seat "You" and the other "Opponent" (never "AI": nobody's AI plays), says
 * "Your turn" or "Opponent's turn" as it is, and reads its own result. A spectator of a room
 * opened to watchers reads neutral words and its move log lists the moves made before it came,
 * as does a player's screen opened again with its token; a room not opened to watchers refuses
 * it in words. In a Dice Matrix tournament's second game (its layout hidden until dealt) a screen
 * opened again lists every move since that deal, says where its list starts and names the first
 * game's result. A page of another origin can use colyseus.js's own client, whose requests carry
 * credentials. The online bar stays in view when the page scrolls on a 390 px phone.
 */
import { Client } from 'colyseus.js';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import '../dice-matrix/define.js';
import '../online/define.js'; // online play on (the entry that brings colyseus.js)
import { settle, settleLayout, waitFor } from '../../test/helpers.js';
import type { GameElement } from './game-element.js';
import { newSeatToken } from './online-client.js';
import type { OnlineController } from './online-controller.js';

type Online = GameElement<unknown, unknown> & {
  online: OnlineController<unknown>;
  humanTurn: boolean;
};

const text = (el: Element, sel: string) =>
  el.shadowRoot!.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const names = (el: Element) =>
  (
    el.shadowRoot!.querySelector('arcade-score-panel') as unknown as { players: { name: string }[] }
  ).players.map((p) => p.name);

afterEach(async () => {
  const els = [...document.querySelectorAll('dice-matrix-game')] as unknown as Online[];
  for (const el of els) el.remove();
  await Promise.all(els.map((el) => el.online.left()));
  await commands.closeSecondPlayer();
  await page.viewport(1280, 900);
  document.body.style.cssText = '';
});

/** The move log's entries: who and what. */
const logOf = (el: Element) =>
  (
    el.shadowRoot!.querySelector('arcade-move-log') as unknown as {
      entries: { who: string; text: string }[];
    }
  ).entries.map(({ who, text }) => ({ who, text }));

async function host(watch = false): Promise<{ el: Online; room: string; invite: string }> {
  const el = document.createElement('dice-matrix-game') as unknown as Online;
  document.body.append(el);
  await settle(el);
  const made = await el.createOnline(inject('onlineServer'), undefined, { watch });
  return { el, ...made };
}

/**
 * Plays the duel to its end: the first player here, the second in its own browser context. Both
 * pick from the end of the legal list, where the moves taking two dice are (codes 49 and up):
 * some 30 turns a game, not 40.
 */
async function playToEnd(el: Online, checkTurns: boolean): Promise<void> {
  for (let k = 0; el.online.view!.toMove !== null; k++) {
    const v = el.online.view!;
    if (v.toMove === v.seat) {
      await waitFor(() => el.humanTurn, 'my turn');
      await settle(el);
      if (checkTurns) expect(text(el, '[part="online"] [data-online-turn]')).toBe('Your turn');
      el.play(v.legal.at(-1 - (k % Math.min(3, v.legal.length)))!);
    } else {
      if (checkTurns) {
        await settle(el);
        expect(text(el, '[part="online"] [data-online-turn]')).toBe('Opponent’s turn');
      }
      await waitFor(
        () => commands.secondPlayerMove(-1 - (k % 2), v.turn),
        'the second player to move',
      );
    }
    await waitFor(() => el.online.view!.turn > v.turn, `turn ${v.turn + 1}`);
  }
  await waitFor(async () => (await commands.secondPlayerState()).over, 'the friend to see the end');
  await settle(el);
}

/**
 * Each side's verdict and sentence: "You won!" and "You win …" on the winner's screen, "You
 * lost." and "Opponent wins …" on the other's (never the rules' "Player 1 wins").
 */
async function expectOwnResults(el: Online): Promise<void> {
  const mine = el.online.view!.seat!;
  const winners = el.result!.winners;
  const friend = await commands.secondPlayerState();
  const verdict = (seat: number) =>
    winners.length !== 1 ? '' : winners[0] === seat ? 'You won!' : 'You lost.';
  const sentence = (seat: number) =>
    winners.length !== 1 ? /^⚑ A draw/ : winners[0] === seat ? /^⚑ You win / : /^⚑ Opponent wins /;
  expect(text(el, '[part="status"] .verdict')).toBe(verdict(mine));
  expect(friend.verdict).toBe(verdict(1 - mine));
  expect(text(el, '[part="status"] .result')).toMatch(sentence(mine));
  expect(friend.result).toMatch(sentence(1 - mine));
  if (winners.length === 1) expect(friend.verdict).not.toBe(text(el, '[part="status"] .verdict'));
}

describe('an online duel from each side', () => {
  it('names the seats, the turn and the result from each screen, also after a rematch', async () => {
    const { el, room, invite } = await host();
    await commands.openSecondPlayer('dice-matrix-game', {
      server: inject('onlineServer'),
      room,
      'join-token': invite,
    });
    await waitFor(() => el.online.view?.seats[1]?.present, 'the friend to arrive');
    await settle(el);
    expect(names(el)).toEqual(['You', 'Opponent']);
    expect(text(el, '[part="online"]')).toContain('you are Player 1');
    // The words around the names read as English from this side.
    const headings = [...el.shadowRoot!.querySelectorAll('.areas h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Your area', 'Opponent’s area']);
    expect(text(el, '[part="status"]')).toBe('You open');
    expect(text(el, '[part="opening"] p')).toMatch(
      /^You take the spare \w+ \d \(\w\d\), keep any face and score it\. Choose the face:$/,
    );
    const friend = await waitFor(async () => {
      const s = await commands.secondPlayerState();
      return s.names[1] === 'You' ? s : null;
    }, 'the friend’s names');
    expect(friend.names).toEqual(['Opponent', 'You']);
    expect(friend.bar).toContain('you are Player 2');
    expect(friend.bar).toContain('Opponent’s turn');

    await playToEnd(el, true);
    await expectOwnResults(el);
    expect(text(el, '[part="online"] [data-online-turn]')).toBe('Game over');

    // The rematch: both ask, the seats swap, and each screen still names its own seat "You".
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-online="rematch"]')!.click();
    await commands.secondClick('dice-matrix-game [data-online="rematch"]');
    await waitFor(() => el.online.view?.round === 1, 'the rematch');
    await settle(el);
    expect(el.online.view!.seat).toBe(1);
    expect(names(el)).toEqual(['Opponent', 'You']);
    expect(text(el, '[part="online"]')).toContain('you are Player 2');
    expect(text(el, '[part="online"]')).not.toMatch(/AI/);
    const swapped = await waitFor(async () => {
      const s = await commands.secondPlayerState();
      return s.seat === 0 && s.names[0] === 'You' ? s : null;
    }, 'the friend’s swapped seat');
    expect(swapped.names).toEqual(['You', 'Opponent']);
    await playToEnd(el, false);
    await expectOwnResults(el);
  }, 180_000);

  it('a late spectator and a reloaded screen list every earlier move; a closed room refuses a spectator', async () => {
    const { el: hostEl, room, invite } = await host(true);
    await commands.openSecondPlayer('dice-matrix-game', {
      server: inject('onlineServer'),
      room,
      'join-token': invite,
    });
    await waitFor(() => hostEl.online.view?.seats[1]?.present, 'the friend to arrive');
    await waitFor(() => hostEl.humanTurn, 'my turn');
    hostEl.play(hostEl.online.view!.legal[0]!);
    await waitFor(() => hostEl.online.view!.turn === 1, 'the first move');

    const watcher = document.createElement('dice-matrix-game') as unknown as Online;
    Object.assign(watcher, { server: inject('onlineServer'), room });
    document.body.append(watcher);
    await waitFor(() => watcher.online.view?.turn === 1, 'the spectator to see the game');
    await settle(watcher);
    expect(watcher.online.view!.seat).toBeNull();
    expect(names(watcher)).toEqual(['Player 1', 'Player 2']);
    expect(text(watcher, '[part="online"]')).toContain('watching');
    expect(text(watcher, '[part="online"] [data-online-turn]')).toBe('Player 2 to move');
    // The move made before it came is in its log, named from a spectator's side.
    const first = hostEl.online.view!.moves[0]!.description;
    expect(logOf(watcher)).toEqual([{ who: 'Player 1', text: first }]);
    expect(watcher.shadowRoot!.querySelector('[data-online="joined-late"]')).toBeNull();

    // The host's screen opened again with its token (a reload) lists it too, as its own.
    const token = hostEl.joinToken;
    hostEl.remove();
    await hostEl.online.left();
    const again = document.createElement('dice-matrix-game') as unknown as Online;
    Object.assign(again, { server: inject('onlineServer'), room, joinToken: token });
    document.body.append(again);
    await waitFor(() => again.online.view?.turn === 1, 'the host back');
    await settle(again);
    expect(logOf(again)).toEqual([{ who: 'You', text: first }]);

    // A room made without "let others watch": the spectator is told why it cannot watch.
    const closed = await host(false);
    const refused = document.createElement('dice-matrix-game') as unknown as Online;
    Object.assign(refused, { server: inject('onlineServer'), room: closed.room });
    document.body.append(refused);
    await waitFor(() => refused.online.status === 'failed', 'the refusal');
    await settle(refused);
    expect(text(refused, '[part="online"] [role="alert"]')).toBe(
      'Could not join the online game: the host has not opened this room to watchers.',
    );
    expect(refused.online.retryCount).toBe(0);
  });

  it("a reload in a tournament's second game lists that game's moves and names the first game's result", async () => {
    const el = document.createElement('dice-matrix-game') as unknown as Online;
    document.body.append(el);
    await settle(el);
    const { room, invite, token } = await el.createOnline(inject('onlineServer'), {
      tournament: true,
    });
    await commands.openSecondPlayer('dice-matrix-game', {
      server: inject('onlineServer'),
      room,
      'join-token': invite,
    });
    await waitFor(() => el.online.view?.seats[1]?.present, 'the friend to arrive');
    const round = () => (el.online.view!.observation as { round: number }).round;
    let dealt = -1;
    for (let k = 0; dealt < 0 || el.online.view!.turn < dealt + 4; k++) {
      const v = el.online.view!;
      if (v.toMove === v.seat) {
        await waitFor(() => el.humanTurn, 'my turn');
        el.play(v.legal.at(-1)!);
      } else {
        await waitFor(() => commands.secondPlayerMove(k, v.turn), 'the second player to move');
      }
      await waitFor(() => el.online.view!.turn > v.turn, `turn ${v.turn + 1}`);
      if (dealt < 0 && round() === 1) dealt = el.online.view!.turn;
    }
    await settle(el);
    // The screen that was there lists the second game from its deal, as does a reload.
    const listed = logOf(el);
    expect(listed).toHaveLength(el.online.view!.turn - dealt);
    expect(el.shadowRoot!.querySelector('[data-online="list-from-shown"]')).not.toBeNull();
    const scores = (el.online.view!.observation as { gameScores: number[][] }).gameScores[0]!;
    const turn = el.online.view!.turn;
    el.remove();
    await el.online.left();
    const again = document.createElement('dice-matrix-game') as unknown as Online;
    Object.assign(again, { server: inject('onlineServer'), room, joinToken: token });
    document.body.append(again);
    await waitFor(() => again.online.view?.turn === turn, 'the host back');
    await settle(again);
    expect(logOf(again)).toEqual(listed);
    expect(text(again, '[data-online="list-from-shown"]')).toBe(
      'The move list starts where a part of the game hidden until then was shown; the moves before it are not listed.',
    );
    expect(again.shadowRoot!.querySelector('[data-online="joined-late"]')).toBeNull();
    expect(text(again, '[part="status"]')).toContain(
      `Game 2 of 2 · game 1: You ${scores[0]}, Opponent ${scores[1]}`,
    );
  }, 180_000);

  it('lets a page of another origin use colyseus.js as it comes (its requests carry credentials)', async () => {
    // Not the element's client (which sends none): the plain one a developer's own page uses.
    const client = new Client(inject('onlineServer'));
    const room = await client.create('dice-matrix', { token: newSeatToken() });
    const welcome = await new Promise<{ seat: number | null }>((resolve) =>
      room.onMessage('welcome', resolve),
    );
    expect(welcome.seat).toBe(0);
    await room.leave();
  });

  it('keeps the online bar in view when the page scrolls on a 390 px phone', async () => {
    await page.viewport(390, 700);
    document.body.style.cssText = 'margin:0;padding:8px;';
    const { el } = await host();
    await waitFor(() => el.online.status === 'connected', 'the room');
    await settleLayout(el);
    expect(document.documentElement.scrollHeight).toBeGreaterThan(1400);
    window.scrollTo(0, 1200);
    await settleLayout(el);
    const bar = el.shadowRoot!.querySelector('[part="online"]')!.getBoundingClientRect();
    expect(bar.top).toBeGreaterThanOrEqual(0);
    expect(bar.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(bar.right).toBeLessThanOrEqual(390);
    window.scrollTo(0, 0);
  });
});
