/**
 * For the daily's browser tests: `<matrix-arcade>` with game `game` on a fixed day (the daily's
 * injected clock), the day's deal dealt from the Daily bar with the real mouse; the player's
 * game is left with no AI seat and no autoplay, for the test to play.
 */
import { clickMiddle, settle, waitFor } from '../../test/helpers.js';
import { dailySeed } from './daily-deal.js';
import type { MatrixArcade } from './matrix-arcade.js';
import type { El } from './won-arcade.test-util.js';

export async function dailyDealt(
  game: string,
  day: string,
  mounted: Element[],
): Promise<{ a: MatrixArcade; el: El & { seed: number } }> {
  const a = document.createElement('matrix-arcade');
  a.setAttribute('game', game);
  a.daily.clock = () => new Date(`${day}T10:00:00Z`);
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
