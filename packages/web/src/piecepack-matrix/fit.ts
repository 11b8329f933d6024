/**
 * Where the matrix goes in its viewport, as plain arithmetic: the cell size that fits the whole
 * frame in the viewport (taken from a short list of sizes, so the board changes size only when
 * it must), the player's zoom on top of it, and the board's offset, kept where it was between
 * moves (a tile added on the left draws a new column there; the old tiles stay under the
 * pointer) until the frame reaches the viewport's edge; then it goes back home on that axis
 * (centred across; near the top, one spare row above it, down the viewport), so it has room to
 * grow for a while.
 */

/**
 * Cell sizes the fit picks from, largest first (px). The smallest ones are for a long line of
 * tiles on a phone (a won run can stretch 19 rows): the whole matrix in view, to zoom into.
 */
export const CELL_STEPS = [
  112, 96, 84, 72, 64, 56, 48, 42, 36, 32, 28, 24, 20, 16, 14, 12,
] as const;
/**
 * The least cell size while a review shows a move on a phone (px): a long line of tiles (17
 * rows) fitted whole got 12–14 px cells, too small to read or tap; the board scrolls inside its
 * box instead, the reviewed move's marks scrolled into view.
 */
export const REVIEW_LEAST_CELL = 20;
/** Zoom steps a player can take either side of the fit. */
export const ZOOM_MIN = -2;
export const ZOOM_MAX = 3;

export interface Box {
  readonly w: number;
  readonly h: number;
}

/** A frame in layout coordinates: its top-left column and row and its size in cells. */
export interface FrameBox {
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
}

/** The gap between cells for a cell size. */
export function gapFor(cell: number): number {
  return cell >= 64 ? 4 : cell >= 40 ? 3 : 2;
}

/** The board's size in pixels at a cell size. */
export function boardSize(f: FrameBox, cell: number): Box {
  const gap = gapFor(cell);
  return { w: f.cols * (cell + gap) - gap, h: f.rows * (cell + gap) - gap };
}

/** The largest cell size of the list at which the whole frame fits the box. */
export function fitCell(box: Box, f: FrameBox): number {
  for (const c of CELL_STEPS) {
    const b = boardSize(f, c);
    if (b.w <= box.w && b.h <= box.h) return c;
  }
  return CELL_STEPS[CELL_STEPS.length - 1]!;
}

/** The cell size at zoom step `zoom` (0: the fit; each step a quarter larger or smaller). */
export function zoomedCell(fit: number, zoom: number): number {
  return Math.round(Math.min(160, Math.max(Math.min(20, fit), fit * 1.25 ** zoom)));
}

/** The pixel position of layout column 0 and row 0 (the board's offset, in any frame). */
export interface Pan {
  readonly x: number;
  readonly y: number;
  /** The cell size this pan was made for. */
  readonly cell: number;
}

/**
 * The offset on one axis: kept if the board still fits there; else, grown past the start (a row
 * added on top), centred, which leaves the most room on that side; else `home`, clamped.
 */
function axis(
  prev: number | null,
  start: number,
  size: number,
  room: number,
  home: number,
): number {
  if (size > room) return 0;
  const kept = prev === null ? -1 : prev + start;
  if (kept >= 0 && kept <= room - size) return kept;
  const centred = Math.round((room - size) / 2);
  if (prev !== null && kept < 0) return centred;
  return Math.max(0, Math.min(home, room - size));
}

/**
 * The board's offset in a viewport of size `box`: where it was (`prev`, same cell size) if the
 * whole frame is still inside, else home on that axis (as for a new cell size); at 0 on an axis
 * where the board is larger than the viewport (it scrolls there).
 */
export function place(prev: Pan | null, f: FrameBox, cell: number, box: Box): Pan {
  const pitch = cell + gapFor(cell);
  const size = boardSize(f, cell);
  const same = prev !== null && prev.cell === cell;
  const left = axis(
    same ? prev.x : null,
    f.x0 * pitch,
    size.w,
    box.w,
    Math.round((box.w - size.w) / 2),
  );
  // Near the top (one spare row above it), so a small matrix is not lost below the fold.
  const top = axis(
    same ? prev.y : null,
    f.y0 * pitch,
    size.h,
    box.h,
    Math.min(Math.round((box.h - size.h) / 2), pitch),
  );
  return { x: left - f.x0 * pitch, y: top - f.y0 * pitch, cell };
}

/** The board's top-left corner in the viewport for a pan. */
export function offsetOf(p: Pan, f: FrameBox): { left: number; top: number } {
  const pitch = p.cell + gapFor(p.cell);
  return { left: p.x + f.x0 * pitch, top: p.y + f.y0 * pitch };
}
