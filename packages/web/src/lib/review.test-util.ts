/**
 * A finished game for the review tests (`review` and `review-keyboard`): the game's element,
 * dealt seed 3 with no AI seat, played to its end by its first legal move each turn through the
 * element's API. Its review searches at `REVIEW_TEST_ITERATIONS` (the element's `ai-iterations`)
 * unless asked for the default effort: these tests check what the review shows and how it is
 * used, not the engine's strength, and a whole game reviewed at the quick level's full effort
 * takes minutes on a loaded machine.
 */
import { expect } from 'vitest';
import { settle } from '../../test/helpers.js';
import { GAMES } from '../games.js';

/** The review's effort in these tests: enough to rank the moves, far below the default. */
export const REVIEW_TEST_ITERATIONS = 40;

/** A new element of game `id` (removed by the caller's `afterEach` through `mounted`). */
export function mountForReview<El extends HTMLElement>(
  id: string,
  mounted: Element[],
  effort: 'test' | 'default' = 'test',
): El {
  const g = GAMES.find((x) => x.id === id)!;
  g.define();
  const el = document.createElement(g.tag) as El;
  el.setAttribute('ai-seats', '');
  if (effort === 'test') el.setAttribute('ai-iterations', String(REVIEW_TEST_ITERATIONS));
  mounted.push(el);
  return el;
}

/** Game `id` played to its end, each turn by its first legal move. */
export async function finished<El extends HTMLElement>(
  id: string,
  mounted: Element[],
  effort: 'test' | 'default' = 'test',
): Promise<El> {
  const el = mountForReview<El>(id, mounted, effort);
  el.setAttribute('seed', '3');
  document.body.append(el);
  await settle(el);
  const api = el as unknown as {
    gameState: unknown;
    result: unknown;
    play(action: number): void;
  };
  const rules = (el.constructor as unknown as { game: { legalActions(s: unknown): number[] } })
    .game;
  for (let i = 0; i < 5000 && !api.result; i++) api.play(rules.legalActions(api.gameState)[0]!);
  await settle(el);
  expect(api.result).not.toBeNull();
  return el;
}
