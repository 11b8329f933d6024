/**
 * The pieces of the maze in motion between two drawings: each avatar walks the squares it went
 * through (a teleport slides), an avatar put on its start point drops in, the guard walks its
 * steps, and the dice of the pool pulse; a move that moved no piece (stay, +1 byte, a hack)
 * pulses the avatars. Web Animations through `theme/motion.ts`, so nothing moves under
 * `prefers-reduced-motion`.
 */
import { type MatrixMazeState, mapOf } from '@matrix-arcade/matrix-maze';
import { ARRIVE, MOVE_MS, PULSE, play } from '../theme/motion.js';
import { centre } from './maze-geometry.js';

interface Step {
  readonly before: MatrixMazeState;
}

/** Keyframes walking a piece drawn on the last of `cells` from the first through the others. */
export function walkFrames(cells: readonly number[], w: number): Keyframe[] | null {
  if (cells.length < 2) return null;
  const [ex, ey] = centre(cells[cells.length - 1]!, w);
  return cells.map((c) => {
    const [x, y] = centre(c, w);
    return { transform: `translate(${x - ex}px, ${y - ey}px)` };
  });
}

/** The squares of `pos` over the states, without repeats in a row or empty squares. */
function squares(states: readonly MatrixMazeState[], pos: (s: MatrixMazeState) => number) {
  const out: number[] = [];
  for (const s of states) {
    const p = pos(s);
    if (p >= 0 && p !== out[out.length - 1]) out.push(p);
  }
  return out;
}

/** Animates what moved in the steps after the `from`-th (the board `root` already shows `now`). */
export function animateSteps(
  root: ParentNode,
  steps: readonly Step[],
  from: number,
  now: MatrixMazeState,
): void {
  const states = [...steps.slice(from).map((s) => s.before), now];
  const map = mapOf(now.map);
  const ms = (n: number) => Math.min(MOVE_MS * 2, MOVE_MS * 0.6 * Math.max(1, n - 1));
  let moved = 0;
  now.seats.forEach((_, seat) => {
    const piece = root.querySelector(`.avatar.seat${seat}`);
    if (!piece) return;
    if (states[0]!.seats[seat]!.pos < 0) {
      play(piece, ARRIVE, { duration: MOVE_MS });
      moved++;
      return;
    }
    const cells = squares(states, (s) => s.seats[seat]?.pos ?? -1);
    const frames = walkFrames(cells, map.width);
    if (frames && play(piece, frames, { duration: ms(cells.length) })) moved++;
  });
  if (now.seats.length === 1 && map.guardPath.length) {
    const cells = squares(states, (s) => map.guardPath[s.guardStep] ?? -1);
    const frames = walkFrames(cells, map.width);
    const guard = root.querySelector('.guard');
    if (frames && guard) play(guard, frames, { duration: ms(cells.length) });
  }
  for (const die of root.querySelectorAll('.pool arcade-die')) {
    play(die, PULSE, { duration: MOVE_MS });
  }
  if (moved === 0)
    for (const piece of root.querySelectorAll('.avatar')) play(piece, PULSE, { duration: MOVE_MS });
}
