/**
 * The arcade's daily deal and "was this deal winnable?", in Chromium. Daily deal: two browser
 * profiles (two arcades with their own storage) get the same deal on the same UTC date and
 * another the next date (the clock injected); a finished daily deal keeps its result, counts the
 * streak and offers a one-line share text. Winnable: after a lost MATR1X ØVERLØAD run the solver is
 * offered (never before), answers "winnable" in its worker and the winning line plays step by
 * step in the replay viewer to a win; with a budget too small it says it did not decide. The
 * history's replay of a lost run offers the same question, with progress and Cancel, and plays
 * the winning line in the same dialog.
 */
import { afterEach, describe, expect, it } from 'vitest';
import './define.js';
import { settle, until } from '../../test/helpers.js';
import { ArcadeStorage } from './arcade-storage.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';

interface El extends HTMLElement {
  seed: number;
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
  newGame(o?: { seed?: number }): void;
}

/** A separate `localStorage` for one "browser profile". */
class Profile implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  localStorage.clear();
});

async function arcadeAt(game: string, iso: string, profile: Profile): Promise<MatrixArcade> {
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  a.daily.clock = () => new Date(iso);
  a.daily.storage = profile as unknown as Storage;
  a.storage = new ArcadeStorage(profile as unknown as Storage);
  document.body.append(a);
  mounted.push(a);
  await settle(a);
  return a;
}
const q = <T extends Element = HTMLButtonElement>(a: MatrixArcade, sel: string) =>
  a.shadowRoot!.querySelector<T>(sel);
const el = (a: MatrixArcade) => a.gameElement as unknown as El;

/** Deals today's deal (or a calendar day's), saying yes if it asks about a game in progress. */
async function daily(a: MatrixArcade, which: 'today' | string) {
  if (which === 'today') q(a, '[data-daily="today"]')!.click();
  else a.daily.play(which);
  await settle(a);
  q(a, '[data-daily="confirm"]')?.click();
  await settle(a);
}

/** Plays seat 0's first legal move at each turn against the AI on seat 1 (instant), to the end. */
async function playAgainstAi(e: El & { speed?: string; idle?: () => Promise<void> }) {
  e.speed = 'instant';
  e.aiSeats = [1];
  e.autoplay = true;
  const rules = (
    e.constructor as unknown as {
      game: { legalActions(s: unknown): number[]; currentPlayer(s: unknown): number };
    }
  ).game;
  for (let i = 0; i < 1000 && !e.result; i++) {
    await e.idle!();
    if (!e.result && rules.currentPlayer(e.gameState) === 0)
      e.play(rules.legalActions(e.gameState)[0]!);
  }
}

function playOut(e: El) {
  e.autoplay = false;
  e.aiSeats = [];
  const rules = (e.constructor as unknown as { game: { legalActions(s: unknown): number[] } }).game;
  for (let i = 0; i < 5000 && !e.result; i++) e.play(rules.legalActions(e.gameState)[0]!);
}

describe('daily deal', () => {
  it('deals the same game to two profiles on a date, another the next date, and shares the result', async () => {
    const a = await arcadeAt('dice-matrix', '2026-11-26T08:00:00Z', new Profile());
    await daily(a, 'today');
    const seed = dailySeed('dice-matrix', '2026-11-26');
    expect(el(a).seed).toBe(seed);
    expect(q(a, '[data-daily-day]')!.getAttribute('data-daily-day')).toBe('2026-11-26');
    const b = await arcadeAt('dice-matrix', '2026-11-26T23:59:00Z', new Profile());
    await daily(b, 'today');
    expect(el(b).seed).toBe(seed);
    b.daily.clock = () => new Date('2026-11-27T00:01:00Z');
    b.requestUpdate();
    await settle(b);
    await daily(b, 'today');
    expect(el(b).seed).toBe(dailySeed('dice-matrix', '2026-11-27'));
    expect(el(b).seed).not.toBe(seed);
    await daily(b, '2026-11-26');
    expect(el(b).seed).toBe(seed);

    await playAgainstAi(el(a));
    await settle(a);
    const share = q<HTMLElement>(a, '[data-daily-share]')!;
    expect(share.textContent).toMatch(/^Dice Matrix daily 2026-11-26: (won|lost|drawn) \d+–\d+$/);
    expect(q(a, '[data-daily-streak]')!.getAttribute('data-daily-streak')).toBe('1');
  }, 240_000);
});

describe('was this deal winnable?', () => {
  it('is offered only after a loss, answers with a winning line the replay viewer plays to a win', async () => {
    const a = await arcadeAt('matrix-overload', '2026-11-26T08:00:00Z', new Profile());
    el(a).newGame({ seed: 2 });
    await settle(a);
    expect(q(a, '[data-winnable="ask"]'), 'nothing offered during a game').toBeNull();
    playOut(el(a));
    await settle(a);
    expect(el(a).result!.winners).toEqual([]);
    expect(q<HTMLElement>(a, '[part~="winnable"]')!.textContent).toContain(
      'deck order you never saw',
    );
    q(a, '[data-winnable="ask"]')!.click();
    await until(() => q(a, '[data-verdict]') !== null, 60_000, 'the answer');
    expect(q(a, '[data-verdict]')!.getAttribute('data-verdict')).toBe('winnable');
    q(a, '[data-winnable="watch"]')!.click();
    const viewer = q<HTMLElement>(a, 'arcade-replay')!;
    await until(
      () => viewer.shadowRoot?.querySelector('dialog')?.open === true,
      5000,
      'the viewer',
    );
    const stage = viewer.shadowRoot!.querySelector('.stage')!;
    const replayed = stage.firstElementChild as unknown as El;
    viewer.shadowRoot!.querySelector<HTMLButtonElement>('[data-step="last"]')!.click();
    await settle(replayed);
    expect(replayed.result?.winners).toEqual([0]);
  }, 120_000);

  it('says plainly when it could not decide within the budget', async () => {
    const a = await arcadeAt('matrix-overload', '2026-11-26T08:00:00Z', new Profile());
    a.winnable.budgetMs = 1;
    el(a).newGame({ seed: 1 });
    playOut(el(a));
    await settle(a);
    q(a, '[data-winnable="ask"]')!.click();
    await until(() => q(a, '[data-verdict]') !== null, 60_000, 'the answer');
    expect(q(a, '[data-verdict]')!.getAttribute('data-verdict')).toBe('undecided');
    expect(q(a, '[data-verdict]')!.textContent).toContain('Not decided within 0.001 s');
    expect(q(a, '[data-winnable="longer"]')).not.toBeNull();
  }, 60_000);

  it('is offered in the history replay of a lost run, with progress, Cancel and the winning line', async () => {
    const a = await arcadeAt('matrix-overload', '2026-11-26T08:00:00Z', new Profile());
    el(a).newGame({ seed: 2 });
    await settle(a);
    playOut(el(a));
    await settle(a);
    q(a, 'header [data-open="stats"]')!.click();
    await settle(a);
    q(a, '.history li button')!.click();
    const viewer = q<HTMLElement>(a, 'arcade-replay')!;
    const vq = <T extends Element = HTMLButtonElement>(sel: string) =>
      viewer.shadowRoot!.querySelector<T>(sel);
    await until(() => vq('dialog[open] matrix-overload-game') !== null, 5000, 'the replay');
    await settle(viewer);
    const part = vq<HTMLElement>('[part~="winnable"]')!;
    expect(part.textContent).toContain('Was this deal winnable?');
    expect(part.textContent).toContain('It looks at the deck order you never saw.');
    // Asked, it shows its progress and can be cancelled: back to the offer, no answer.
    vq('[data-winnable="ask"]')!.click();
    await settle(viewer);
    expect(vq('progress[aria-label="Solver progress"]')).not.toBeNull();
    vq('[data-winnable="cancel"]')!.click();
    await settle(viewer);
    expect(vq('[data-winnable="ask"]')).not.toBeNull();
    expect(vq('[data-verdict]')).toBeNull();
    // Asked again, it answers, and the winning line replaces the lost run in the dialog.
    vq('[data-winnable="ask"]')!.click();
    await until(() => vq('[data-verdict]') !== null, 60_000, 'the answer');
    expect(vq('[data-verdict]')!.getAttribute('data-verdict')).toBe('winnable');
    expect(vq('[data-verdict]')!.textContent).toMatch(
      /^Winnable: the solver found a winning line of \d+ moves\.$/,
    );
    vq('[data-winnable="watch"]')!.click();
    await until(
      () => vq('h2')!.textContent!.includes('a winning line for this deal'),
      5000,
      'the winning line',
    );
    await settle(viewer);
    expect(vq<HTMLDialogElement>('dialog')!.open).toBe(true);
    // Focus stays in the dialog (the Watch button is gone), and a won line offers nothing.
    expect(viewer.shadowRoot!.activeElement?.getAttribute('data-step')).toBe('forward');
    expect(vq('[part~="winnable"]')).toBeNull();
    const replayed = vq('.stage')!.firstElementChild as unknown as El;
    vq('[data-step="last"]')!.click();
    await settle(replayed);
    expect(replayed.result?.winners).toEqual([0]);
    expect(replayed.seed).toBe(2);
  }, 120_000);
});
