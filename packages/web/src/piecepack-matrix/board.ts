/**
 * The board of `<piecepack-matrix-game>` as grid data: the matrix's bounding box with one ring
 * of spaces around it (where new tiles can go), each cell a tile picture or an empty space, its
 * words for screen readers, and the marks: legal targets of the chosen breaker (with the chance
 * to break in, except in a lesson, whose rolls are set), the hinted move, the tiles the last move
 * changed. Cells map back to moves by `cellAt`.
 */
import {
  type PiecepackObservation,
  type PiecepackState,
  challengeChance,
  cellName,
  layout,
  tileName,
} from '@matrix-arcade/piecepack-matrix';
import type { GridCell } from '../kit/board-grid.js';
import { spaceSvg, tileSvg } from './tiles.js';

const { SIDE, ORIGIN, CELLS } = layout;
const NAMES = ['black', 'green', 'red', 'blue'];

export interface Frame {
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
}

/**
 * The bounding box of the matrix plus one ring of spaces (the origin alone at the start); once
 * the run is over no tile can be added, so no ring: the cells are larger in the same room (a won
 * run's long line stays readable on a phone).
 */
export function frameOf(st: PiecepackState): Frame {
  if (st.structures.length === 0) {
    return { x0: ORIGIN % SIDE, y0: Math.floor(ORIGIN / SIDE), cols: 1, rows: 1 };
  }
  const ring = st.ending === null ? 1 : 0;
  const xs = st.structures.map((s) => s.cell % SIDE);
  const ys = st.structures.map((s) => Math.floor(s.cell / SIDE));
  const x0 = Math.min(...xs) - ring;
  const y0 = Math.min(...ys) - ring;
  return {
    x0,
    y0,
    cols: Math.max(...xs) - x0 + 1 + ring,
    rows: Math.max(...ys) - y0 + 1 + ring,
  };
}

/** The matrix cell of grid index `i`. */
export function cellAt(f: Frame, i: number): number {
  return (f.y0 + Math.floor(i / f.cols)) * SIDE + f.x0 + (i % f.cols);
}

/**
 * The line above the board: the breaker moving (with `switching`, how to pick another) or
 * challenging; nothing when no breaker is (the choice of breakers, a tile swap under way, the
 * end). A swap has no challenger: naming the first breaker there was untrue.
 */
export function movingWords(st: PiecepackState, breaker: number, switching: string): string {
  if (st.ending !== null) return '';
  if (st.phase === 'move') return `Moving: the ${NAMES[breaker]} breaker (${switching})`;
  return st.active >= 0 ? `Challenging: the ${NAMES[st.active]} breaker` : '';
}

/** The grid index of matrix cell `cell`, or -1 outside the frame. */
export function indexOfCell(f: Frame, cell: number): number {
  const x = (cell % SIDE) - f.x0;
  const y = Math.floor(cell / SIDE) - f.y0;
  return x < 0 || y < 0 || x >= f.cols || y >= f.rows ? -1 : y * f.cols + x;
}

export interface BoardMarks {
  /** The breaker whose moves are shown. */
  readonly breaker: number;
  readonly legal: readonly number[];
  /** The hinted action, or -1. */
  readonly hint: number;
  /** Cells the last move changed (framed on the board). */
  readonly last?: readonly number[];
  readonly interactive: boolean;
  readonly observation: PiecepackObservation;
  /** The cell a lesson points at (teaching mode), or -1. */
  readonly pointer?: number;
  /**
   * Whether targets show the chance to break in (default true). A lesson sets every roll, so
   * the odds of a random die would say something untrue there: it passes false.
   */
  readonly odds?: boolean;
}

export function gridCells(st: PiecepackState, f: Frame, m: BoardMarks): GridCell[] {
  const moves = new Set(
    m.legal
      .filter((a) => a < 4 * CELLS && Math.floor(a / CELLS) === m.breaker)
      .map((a) => a % CELLS),
  );
  const hintCell = m.hint >= 0 && m.hint < 4 * CELLS ? m.hint % CELLS : -1;
  const cells: GridCell[] = [];
  for (let i = 0; i < f.cols * f.rows; i++) {
    const cell = cellAt(f, i);
    const s = st.structures.find((x) => x.cell === cell);
    const on = [0, 1, 2, 3].filter((b) => st.positions[b] === cell);
    const target = moves.has(cell);
    const chance =
      target && m.odds !== false ? challengeChance(m.observation, m.breaker * CELLS + cell) : null;
    const words: string[] = [cellName(cell)];
    if (s) {
      words.push(tileName(s.tile) + (s.cut > 0 ? ` cut by ${s.cut}` : ''));
      if (s.coin) words.push('a power-up coin on it');
    } else words.push('empty space');
    if (on.length) words.push(`${on.map((b) => `${NAMES[b]} breaker`).join(' and ')} here`);
    const last = s !== undefined && (m.last?.includes(cell) ?? false);
    if (last) words.push('changed by the last move');
    if (target) {
      words.push(
        `the ${NAMES[m.breaker]} breaker can go here${chance === null ? '' : `, ${Math.round(chance * 100)}% to break in`}`,
      );
    }
    const hinted = hintCell === cell && Math.floor(m.hint / CELLS) === m.breaker;
    if (hinted) words.push('Suggested by the hint');
    const pointer = m.pointer === cell;
    if (pointer) words.push('the lesson points here');
    cells.push({
      label: words.join(': '),
      content: s
        ? tileSvg(s.tile, s.cut, s.coin, on, chance, last)
        : target
          ? spaceSvg(chance)
          : '',
      target,
      hint: hinted,
      pointer,
      disabled: !(target && m.interactive),
      blank: !s && !target && !pointer,
    });
  }
  return cells;
}
