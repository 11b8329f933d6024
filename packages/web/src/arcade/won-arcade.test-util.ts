/**
 * `<matrix-arcade>` mounted for the tests that win or lose a solitaire in it (the won walks, the
 * end on a phone): a fresh storage, the game element found, the AI idle (no seat, no autoplay)
 * and its review at the tests' effort (what a review shows is checked, not the engine's
 * strength). Not part of the build (`*.test-util.ts`).
 */
import type { AnyGame } from '@matrix-arcade/core';
import { settle, settleLayout, waitFor } from '../../test/helpers.js';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import { ArcadeStorage } from './arcade-storage.js';
import type { MatrixArcade } from './matrix-arcade.js';
import { type WonDeal, wonGame } from './won-games.test-util.js';

/** The game element's API as these tests drive it. */
export interface El extends HTMLElement {
  gameState: unknown;
  state: unknown;
  result: { winners: readonly number[] } | null;
  aiSeats: readonly number[];
  autoplay: boolean;
  play(a: number): void;
  newGame(o?: Record<string, unknown>): void;
  idle(): Promise<void>;
}

/** The arcade showing `game`, appended to the page and to `mounted` (for the test to remove). */
export async function arcadeOf(
  game: string,
  mounted: Element[],
): Promise<{ a: MatrixArcade; el: El; rules: AnyGame }> {
  localStorage.clear();
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  a.storage = new ArcadeStorage(localStorage);
  document.body.append(a);
  mounted.push(a);
  const el = await waitFor(
    () => (a.gameElement?.gameState ? (a.gameElement as unknown as El) : null),
    'the game',
  );
  el.autoplay = false;
  el.aiSeats = [];
  el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
  return { a, el, rules: (el.constructor as unknown as { game: AnyGame }).game };
}

/**
 * Wins `deal` in the arcade: deals it, restores the solver's line but its last move, plays that
 * move (a person's: the game is counted), and waits for the settled layout, scrolled to the top.
 */
export async function winIn(a: MatrixArcade, el: El, rules: AnyGame, deal: WonDeal): Promise<void> {
  el.newGame({ seed: deal.seed, ...deal.options });
  await settle(a);
  const won = wonGame(deal, rules, rules.optionsOf(el.gameState) as object);
  el.state = won.state;
  await settle(a);
  el.play(won.last);
  await el.idle();
  await settleLayout(a);
  window.scrollTo(0, 0);
}
