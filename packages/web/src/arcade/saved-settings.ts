/**
 * The player settings of a saved game, checked against the game before they are used: AI seats
 * the game has, a speed that exists. A setting that fails is replaced by the default (the AI on
 * the game's default seats, the normal speed) and the player is told which and why, so an AI
 * opponent never silently disappears.
 */
import { checkSeats, checkSpeed, shown } from '../lib/property-checks.js';
import { SPEEDS, type SpeedName } from '../lib/speeds.js';
import type { PlayerSettings } from './arcade-storage.js';

export interface CheckedSettings {
  readonly aiSeats: readonly number[];
  readonly autoplay: boolean;
  readonly speed: SpeedName;
  /** What was replaced, for a notice (null when every setting was good). */
  readonly problem: string | null;
}

export function checkSettings(
  saved: PlayerSettings | undefined,
  game: {
    readonly title: string;
    readonly seats: number;
    readonly defaultAiSeats: readonly number[];
  },
): CheckedSettings {
  const fallback = { aiSeats: game.defaultAiSeats, autoplay: true, speed: 'normal' as SpeedName };
  if (!saved) return { ...fallback, problem: null };
  const seats = checkSeats(saved.aiSeats, game.seats);
  const speed = checkSpeed(saved.speed);
  const wrong: string[] = [];
  if (!seats.ok)
    wrong.push(
      `AI seats ${shown(saved.aiSeats)} (${game.title} has ${game.seats === 1 ? 'one seat, 0' : `seats 0 to ${game.seats - 1}`}), so the AI plays ${describeSeats(fallback.aiSeats)}`,
    );
  if (!speed.ok)
    wrong.push(
      `speed ${shown(saved.speed)} (the speeds are ${Object.keys(SPEEDS).join(', ')}), so the speed is normal`,
    );
  return {
    aiSeats: seats.ok ? seats.value : fallback.aiSeats,
    autoplay: saved.autoplay,
    speed: speed.ok ? speed.value : fallback.speed,
    problem:
      wrong.length === 0 ? null : `Your saved ${game.title} settings had ${wrong.join('; and ')}.`,
  };
}

function describeSeats(seats: readonly number[]): string {
  if (seats.length === 0) return 'no seat (you play)';
  return `seat${seats.length > 1 ? 's' : ''} ${seats.join(' and ')}`;
}
