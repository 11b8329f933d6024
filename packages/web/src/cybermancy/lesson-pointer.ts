/**
 * A lesson's pointer on `<cybermancy-game>`'s board for the choices the family's board does not
 * point at by itself (it marks the place or stack of an action that is one spot): the tower's
 * swap, two royals chosen one after the other (the pointer on the first, then on its partner
 * once the first is selected), and the world's line, chosen at either of its two end places
 * when the board offers them (marked as targets; else the line is a button of the choices).
 * `withLessonPointer` wraps an edition's hooks so the board draws it; `pointsOnBoard` says which
 * actions are pointed at there rather than in the choices' list (which is collapsed).
 */
import { decodeCyberAction, lineEnds } from '@matrix-arcade/cybermancy';
import type { GridCell } from '../kit/board-grid.js';
import { indexOfPosition } from '../matrix-overload/board.js';
import type { OverloadEdition } from '../matrix-overload/edition.js';
import { pairSpots } from './pair-choice.js';

/** `cells` with the pointer on the spot to activate next for `action` (-1: none). */
export function pointedCells(cells: readonly GridCell[], action: number): readonly GridCell[] {
  const spot = spotFor(cells, action);
  if (spot < 0) return cells;
  return cells.map((c, i) => (i === spot ? { ...c, pointer: true } : c));
}

function spotFor(cells: readonly GridCell[], action: number): number {
  const pair = pairSpots(action);
  if (pair) {
    // The first royal, or its partner once one of the two is selected.
    const [a, b] = pair;
    return cells[a]?.selected ? b : a;
  }
  const d = decodeCyberAction(action);
  if (d?.kind !== 'line') return -1;
  const ends = lineEnds(d.line).map(indexOfPosition);
  return ends.find((i) => cells[i]?.target) ?? -1;
}

/** Whether the pointer for `action` is drawn on the board (a swap or a world line). */
export function pointsOnBoard(action: number): boolean {
  const d = decodeCyberAction(action);
  return d?.kind === 'swap' || d?.kind === 'line';
}

/** `edition` whose board cells also carry the lesson's pointer for `pointed()`. */
export function withLessonPointer<E extends Pick<OverloadEdition, 'boardCells'>>(
  edition: E,
  pointed: () => number,
): E {
  const drawn = edition.boardCells?.bind(edition);
  return {
    ...edition,
    boardCells: (cells: GridCell[], legal: readonly number[]) => {
      const a = pointed();
      const marked = drawn ? drawn(cells, legal) : cells;
      return pointsOnBoard(a) ? [...pointedCells(marked, a)] : marked;
    },
  };
}
