/**
 * Which part of a MATR1X ØVERLØAD spot moves when a move changes it, and how: a pure function of
 * the spot's view before and after, aimed only at a part `<matrix-overload-spot>` draws for the
 * new view (a free position has ICE chips but no health; a dead royal has a grave, no chip).
 */
import type { SpotView } from './board.js';
import { ARRIVE, PULSE } from '../theme/motion.js';

/** A royal killed: its grave flashes in where it stood. */
const KILL: Keyframe[] = [
  { transform: 'scale(1.3)', opacity: 0.3, filter: 'brightness(2.2) saturate(2)' },
  { transform: 'none', opacity: 1, filter: 'none' },
];

/** What moves in a spot after a change: a part `spotContent` draws there, and how it moves. */
export interface SpotMotion {
  readonly part: string;
  readonly keyframes: Keyframe[];
}

/**
 * The motion a change from `was` to `v` shows, aimed only at a part the new view draws: a card
 * landed on a stack, a royal killed (its grave), a royal arrived, ICE taken by a living royal
 * (its health pulses), preventative ICE at a free position (the new chip on its pile; there is
 * no health to pulse). Null when nothing there changed in sight.
 */
export function spotMotion(was: SpotView, v: SpotView): SpotMotion | null {
  if (v.spot.kind === 'corner') return null;
  if (v.spot.kind === 'cell') {
    const n = v.stack.length;
    const landed = n > 0 && (n !== was.stack.length || v.stack[n - 1] !== was.stack.at(-1));
    return landed ? { part: '.chip.top', keyframes: ARRIVE } : null;
  }
  const iced = v.ice.length > was.ice.length;
  if (v.royal < 0) return iced ? { part: '.pile > .chip:last-of-type', keyframes: ARRIVE } : null;
  if (v.dead) return was.dead ? null : { part: '.grave', keyframes: KILL };
  if (was.royal < 0) return { part: '.royal-chip', keyframes: ARRIVE };
  return iced ? { part: '.health', keyframes: PULSE } : null;
}
