/**
 * The words of `<piecepack-matrix-game>` from the player's device (issue 37, item 8): while a
 * breaker moves, a screen without hover (a phone) is told to tap a breaker's card to switch,
 * never about keys it does not have; a screen with a pointer that hovers hears of keys 1–4 too.
 * The device is stubbed through `matchMedia`, which the element asks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import './define.js';
import { settle } from '../../test/helpers.js';
import { mountPiecepack } from './piecepack-matrix.test-util.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Says `(hover: none)` matches or not; every other query answers as the browser does. */
function hoverNone(none: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((q: string) =>
    q === '(hover: none)' ? ({ ...real(q), matches: none, media: q } as MediaQueryList) : real(q),
  );
}

async function moving(): Promise<string> {
  const el = await mountPiecepack({ seed: '3' });
  const rules = (el.constructor as unknown as { game: { legalActions(s: unknown): number[] } })
    .game;
  for (let i = 0; i < 50 && el.gameState!.phase !== 'move'; i++)
    el.play(rules.legalActions(el.gameState)[0]!);
  expect(el.gameState!.phase).toBe('move');
  el.requestUpdate();
  await settle(el);
  return /Moving: the \w+ breaker \(([^)]*)\)/.exec(el.shadowRoot!.textContent ?? '')?.[1] ?? '';
}

describe('<piecepack-matrix-game> words', () => {
  it('tells a phone to tap a breaker’s card, with no keys', async () => {
    hoverNone(true);
    const words = await moving();
    expect(words).toBe('tap a breaker’s card to switch');
    expect(words).not.toMatch(/key/i);
  });

  it('names keys 1–4 where the pointer hovers', async () => {
    hoverNone(false);
    expect(await moving()).toContain('keys 1–4');
  });
});
