/**
 * Keyboard moves on the family's 5×5 board that never stop on a dead corner: the four corners
 * hold nothing to play or read, so the roving tab stop is never left on one (it moves to the
 * first marked place, else the top-left stack) and the arrow, Home and End keys that would land
 * on one go to the nearest live cell of that row instead, or stay. Runs before the grid's own
 * key handling (a capture listener on the grid) and takes over only those keys.
 */
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import { BOARD, indexOfCell, spotAt } from './board.js';

const LAST = BOARD * BOARD - 1;

/** A grid index with nothing there (a corner). */
export function isDead(index: number): boolean {
  return spotAt(index).kind === 'corner';
}

/** Where a key would move from `i` on the plain grid, or null for a key the grid ignores. */
function gridMove(e: KeyboardEvent, i: number): number | null {
  const row = Math.floor(i / BOARD);
  const col = i % BOARD;
  switch (e.key) {
    case 'ArrowRight':
      return col < BOARD - 1 ? i + 1 : i;
    case 'ArrowLeft':
      return col > 0 ? i - 1 : i;
    case 'ArrowDown':
      return row < BOARD - 1 ? i + BOARD : i;
    case 'ArrowUp':
      return row > 0 ? i - BOARD : i;
    case 'Home':
      return e.ctrlKey ? 0 : row * BOARD;
    case 'End':
      return e.ctrlKey ? LAST : row * BOARD + BOARD - 1;
    default:
      return null;
  }
}

/**
 * A key on the board (capture phase): when the grid would move the focus onto a corner, moves it
 * to the live cell next to that corner along the row for Home and End (Ctrl too), or keeps it
 * where it is for an arrow, and stops the grid from handling the key.
 */
export function skipCorners(e: KeyboardEvent, grid: ArcadeBoardGrid): void {
  const from = grid.active;
  const to = gridMove(e, from);
  if (to === null || !isDead(to)) return;
  e.preventDefault();
  e.stopPropagation();
  const homeOrEnd = e.key === 'Home' || e.key === 'End';
  const instead = homeOrEnd ? (to % BOARD === 0 ? to + 1 : to - 1) : from;
  grid.focusCell(isDead(instead) ? from : instead);
}

/** Keeps the grid's tab stop off the corners: on the first `marked` index, else a stack. */
export function keepTabStop(grid: ArcadeBoardGrid, marked: readonly number[]): void {
  if (!isDead(grid.active)) return;
  grid.active = marked[0] ?? indexOfCell(0);
}
