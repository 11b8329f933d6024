/**
 * The AI's result on a daily deal, for the comparison beside the player's (`daily-medal.ts`): a
 * hidden element of the same game deals the same deal (the day's seed, the default options) with
 * the AI in every seat, at the instant speed and the quick level, and plays it to its end; the
 * result is read from the seat the person played, with its score line. The AI's searches are
 * seeded by the deal and the move, so its result on a deal is the same on every visit. The
 * hidden game's events (its moves, its end, its saved states) stop at its box: the page hears
 * only the game on show.
 */
import type { Outcome } from '@matrix-arcade/core';
import { resultKind } from '../lib/words.js';
import type { DailyAi } from './daily-deal.js';
import type { AnyGameElement } from './game-mount.js';

/** A running game of the AI's: its result, and how to stop it. */
export interface AiRun {
  readonly result: Promise<DailyAi>;
  cancel(): void;
}

/** The result of `outcome` from `seat`'s side, as a daily result reads. */
export function resultFrom(outcome: Outcome, seat: number, seats: number): DailyAi {
  const kind = resultKind(outcome, seats, [seat]);
  const [mine, theirs] = seat === 1 ? [1, 0] : [0, 1];
  return {
    result: kind === 'win' ? 'won' : kind === 'loss' ? 'lost' : 'drawn',
    score:
      outcome.scores.length === 2 ? `${outcome.scores[mine]} to ${outcome.scores[theirs]}` : '',
  };
}

/** The game element's events that bubble out of it (`lib/game-events.ts`). */
const GAME_EVENTS = ['move', 'game-over', 'state-change', 'settings-change', 'game-abandon'];

/** Plays the deal `seed` (with `options`) of the game of element tag `tag` by the AI alone. */
export function playByAi(p: {
  readonly tag: string;
  readonly seed: number;
  readonly options: Record<string, unknown>;
  /** The seat whose result counts, and how many seats the deal has. */
  readonly seat: number;
  readonly seats: number;
  /** Where the hidden element is put while it plays. */
  readonly slot: ParentNode;
  /** Search iterations a move (`aiIterations`); undefined: the game's quick level. */
  readonly iterations?: number | undefined;
}): AiRun {
  // Hidden inside a hidden box: a game element's own `display` would override `hidden` on it.
  const box = document.createElement('div');
  box.hidden = true;
  box.dataset.dailyAiGame = '';
  for (const type of GAME_EVENTS) box.addEventListener(type, (e) => e.stopPropagation());
  const el = document.createElement(p.tag) as AnyGameElement;
  let cancel = (): void => {};
  const result = new Promise<DailyAi>((resolve, reject) => {
    const end = () => box.remove();
    cancel = () => {
      end();
      reject(new Error('cancelled'));
    };
    el.addEventListener('game-over', (e) => {
      end();
      resolve(resultFrom((e as CustomEvent<{ result: Outcome }>).detail.result, p.seat, p.seats));
    });
    el.addEventListener('error', (e) => {
      end();
      reject(new Error((e as CustomEvent<{ message?: string }>).detail?.message ?? 'failed'));
    });
  });
  result.catch(() => undefined);
  box.append(el);
  p.slot.append(box);
  el.sound = false;
  el.speed = 'instant';
  if (p.iterations !== undefined) el.aiIterations = p.iterations;
  el.newGame({ seed: p.seed, ...p.options });
  el.aiSeats = Array.from({ length: p.seats }, (_, i) => i);
  el.autoplay = true;
  return { result, cancel };
}
