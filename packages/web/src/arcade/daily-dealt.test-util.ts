/**
 * For the daily's browser tests: `<matrix-arcade>` with game `game` on a fixed day (the daily's
 * injected clock), the day's deal dealt from the Daily bar with the real mouse; the player's
 * game is left with no AI seat and no autoplay, for the test to play. `DAILY_TEST_AI` is the
 * search budget of the AI's game on the deal in these tests (they check the comparison, the
 * medal and the panel, not the AI's strength: a whole game at the quick level is `pnpm
 * simulate`'s).
 */
import { clickMiddle, settle, waitFor } from '../../test/helpers.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';
import type { El } from './won-arcade.test-util.js';

/** The AI's search iterations a move in the daily's tests (the quick level is 10,000). */
export const DAILY_TEST_AI = 100;

export async function dailyDealt(
  game: string,
  day: string,
  mounted: Element[],
): Promise<{ a: MatrixArcade; el: El & { seed: number } }> {
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  a.daily.clock = () => new Date(`${day}T10:00:00Z`);
  a.daily.aiIterations = DAILY_TEST_AI;
  document.body.append(a);
  mounted.push(a);
  await waitFor(() => a.gameElement?.gameState, 'the arcade');
  await settle(a);
  await clickMiddle(a.shadowRoot!.querySelector('[data-daily="today"]')!);
  const el = await waitFor(() => {
    const e = a.gameElement as unknown as (El & { seed: number }) | null;
    return e?.gameState && e.seed === dailySeed(game, day) ? e : null;
  }, 'today’s deal');
  el.autoplay = false;
  el.aiSeats = [];
  return { a, el };
}
