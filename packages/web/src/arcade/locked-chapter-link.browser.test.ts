/**
 * A share link to a CYBERMANCY campaign chapter this browser has not opened yet, in Chromium:
 * on a fresh profile (only chapter 1 open), `?game=cybermancy&seed=21&mode=campaign&chapter=6`
 * opens without an uncaught error, the arcade's notice says that chapter 6 is locked, how to open
 * it and which chapters are open, and the element shows a game its attributes and the address
 * agree with (not chapter 1 on a seed the link never named). The same over a game in progress
 * when the player agrees to replace it: the refused link leaves that game as it was, and nothing
 * is counted as abandoned.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define.js';
import type { AnyGameElement } from './game-mount.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { settle, waitFor } from '../../test/helpers.js';

const LINK = '?game=cybermancy&seed=21&mode=campaign&chapter=6';
const home = location.href;

/** Uncaught errors and rejections of the page, as they happen. */
let uncaught: string[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.message);
const onRejection = (e: PromiseRejectionEvent) => uncaught.push(String(e.reason));

beforeEach(() => {
  uncaught = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  for (const a of document.querySelectorAll('matrix-arcade')) a.remove();
  history.replaceState(history.state, '', home);
  vi.restoreAllMocks();
});

/** The arcade on this page; with `sync-url` it reads the page's address as a share link. */
async function mountArcade(attrs: Record<string, string>): Promise<MatrixArcade> {
  const arcade = document.createElement('matrix-arcade');
  for (const [k, v] of Object.entries(attrs)) arcade.setAttribute(k, v);
  document.body.append(arcade);
  await waitFor(() => !!arcade.gameElement?.gameState, 'the game', 10_000);
  await settle(arcade);
  return arcade;
}

const notice = (a: MatrixArcade) =>
  a.shadowRoot!.querySelector('[part=notice]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** The options of the game on show, and what the element's option attributes say. */
function shownAndClaimed(a: MatrixArcade, el: AnyGameElement) {
  const shown = a.showing.game.optionsOf(el.gameState) as Record<string, unknown>;
  return {
    shown: { mode: shown.mode, chapter: shown.chapter },
    claimed: { mode: el.getAttribute('mode'), chapter: Number(el.getAttribute('chapter')) },
  };
}

/** The chapter's refusal as the notice must say it: what is locked, how to open it, what is open. */
function expectLockedNotice(text: string): void {
  expect(text).toContain('seed 21');
  expect(text).toContain('this browser');
  expect(text).toContain('chapter 6 is locked');
  expect(text).toContain('win chapter 5 first');
  expect(text).toContain('open now: 1');
}

describe('a link to a campaign chapter not opened in this browser', () => {
  it('says why in the notice on a fresh profile, and shows a game its attributes and address agree with', async () => {
    const warn = vi.spyOn(console, 'warn');
    history.replaceState(history.state, '', LINK);
    const arcade = await mountArcade({ 'sync-url': '' });
    const el = arcade.gameElement!;
    expect(el.localName).toBe('cybermancy-game');
    expect(uncaught).toEqual([]);
    expectLockedNotice(notice(arcade));
    // No campaign chapter was dealt behind the player's back: the default game is on show, its
    // attributes say so, and the element never had to refuse a locked `chapter` attribute.
    const { shown, claimed } = shownAndClaimed(arcade, el);
    expect(shown).toEqual({ mode: 'basic', chapter: 1 });
    expect(claimed).toEqual(shown);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('locked');
    // The address follows the game on show, not the link's deal.
    expect(location.search).toBe(`?game=cybermancy&seed=${el.seed}`);
  });

  it('leaves a game in progress as it was when the player agrees to replace it', async () => {
    const first = await mountArcade({ game: 'cybermancy' });
    const played = first.gameElement!;
    played.aiSeats = [];
    played.autoplay = false;
    played.newGame({ seed: 7 });
    const rules = first.showing.game;
    played.play(rules.legalActions(played.gameState)[0]!);
    await settle(first);
    const moves = JSON.stringify(played.state);
    first.remove();

    history.replaceState(history.state, '', LINK);
    const arcade = await mountArcade({ 'sync-url': '' });
    const el = arcade.gameElement!;
    await waitFor(
      () => arcade.shadowRoot!.querySelector('dialog[data-link-question]'),
      'the question',
      10_000,
    );
    await userEvent.click(
      arcade.shadowRoot!.querySelector<HTMLElement>('[data-answer="link-abandon"]')!,
    );
    await settle(arcade);
    expect(uncaught).toEqual([]);
    expectLockedNotice(notice(arcade));
    expect(JSON.stringify(el.state)).toBe(moves);
    const { shown, claimed } = shownAndClaimed(arcade, el);
    expect(shown).toEqual({ mode: 'basic', chapter: 1 });
    expect(claimed).toEqual(shown);
    expect(location.search).toBe('?game=cybermancy&seed=7');
    const stats = JSON.parse(localStorage.getItem('matrix-arcade:v1:stats:cybermancy') ?? '{}');
    expect(stats.lost ?? 0).toBe(0);
  });
});
