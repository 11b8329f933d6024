/**
 * For the piecepack review browser tests on the real site's arcade: a run dealt from a seed (and
 * options), played to its end by moves a test picks, its review started with the real mouse and
 * finished; and a move of the review's list chosen as a player does (scrolled, in the review's
 * box too, until the mouse would land on it, then clicked). Not part of the build
 * (`*.test-util.ts`).
 */
import { expect } from 'vitest';
import { type Rng, createRng } from '@matrix-arcade/core';
import { legalActions, type PiecepackState } from '@matrix-arcade/piecepack-matrix';
import { clickMiddle, settle, settleLayout, until, waitFor } from '../../test/helpers.js';
import { deepElementFromPoint, describe as describeBox } from '../../test/layout.js';
import { siteArcade, where } from '../../test/site-arcade.js';
import type { MatrixArcade } from '../arcade/matrix-arcade.js';
import { REVIEW_TEST_ITERATIONS } from '../lib/review.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

/** What the tests use of the element (its review as the list shows it). */
export interface Reviewing {
  gameState: PiecepackState;
  result: unknown;
  readonly: boolean;
  play(action: number): void;
  newGame(o?: Record<string, unknown>): void;
  review(): Promise<{
    moves: { grade: string; bestAction: number; step: number; bestDescription?: string }[];
  }>;
}

/**
 * The site's arcade on piecepack, the run of `seed` with `options` played to its end, each move
 * `pick(state, legal, rng)` (the rng drawn from the same seed), and its review done.
 */
export async function reviewedRun(
  seed: number,
  options: Record<string, unknown>,
  pick: (st: PiecepackState, legal: readonly number[], rng: Rng) => number,
): Promise<{ a: MatrixArcade; el: PiecepackMatrixGame; api: Reviewing; root: ShadowRoot }> {
  const { a, el } = await siteArcade<PiecepackMatrixGame>('piecepack-matrix');
  const api = el as unknown as Reviewing;
  el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
  api.newGame({ seed, ...options });
  await settle(el);
  const rng = createRng(seed);
  for (let i = 0; i < 5000 && !api.result; i++) {
    const st = api.gameState;
    api.play(pick(st, legalActions(st), rng));
  }
  await settleLayout(a);
  expect(api.result, 'the run ended').not.toBeNull();
  const root = el.shadowRoot!;
  await clickMiddle(root.querySelector('[data-review="start"]')!);
  await until(() => root.querySelector('[part~="review-chart"]') !== null, 240_000);
  await settleLayout(a); // the finished review opens at its own top
  return { a, el, api, root };
}

/** Chooses move `i` of the review's list with the real mouse, where it lands as a player aims. */
export async function chooseReviewMove(a: MatrixArcade, root: ShadowRoot, i: number) {
  const item = root.querySelector(`[data-review-move="${i}"]`)!;
  let under = '';
  await waitFor(
    () => {
      item.scrollIntoView({ block: 'center' });
      const r = item.getBoundingClientRect();
      const hit = deepElementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      under = `${hit ? describeBox(hit) : 'nothing'} over the move at ${where(item)}`;
      return hit !== null && item.contains(hit);
    },
    'the move where the mouse lands',
    20_000,
  ).catch(() => expect.fail(`the list's move ${i + 1} under the mouse (${under})`));
  await settleLayout(a);
  await clickMiddle(item);
  await settleLayout(a);
  return item;
}
