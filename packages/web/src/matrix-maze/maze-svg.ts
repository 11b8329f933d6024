/**
 * The maze as a picture (SVG): floor and start points A–D, the guard's path (the part still to
 * walk dashed) and the squares the IY's see, each player's trail (small dots for Player 1, small
 * squares for Player 2: shape, not only colour; never a ◆, the code's mark), SOURCE CODEs (◆ free; the taker's number, or ✕ for the
 * guard), the maze's walls and built walls (dashed, in the builder's colour, on the victim's
 * sheet), avatars with a facing arrow, the guard, the path of the latest turn, column letters
 * and row numbers around it, and the preview of a choice (a ring on the square it leads to, a
 * glow on the edge a wall would close). The picture is a group labelled with a summary; the
 * clickable squares and edges on top of it (`maze-targets.ts`) are its only controls.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { type MatrixMazeState, guardSees, mapOf, squareName } from '@matrix-arcade/matrix-maze';
import { C, LEFT, TOP, centre, edgeEnds, edgeMiddle, viewSize, xy } from './maze-geometry.js';

export interface MazeMarks {
  /** A square to ring (preview of the focused choice), or -1. */
  readonly previewSquare: number;
  /** An edge to light (preview of a wall), or -1. */
  readonly previewEdge: number;
  /** The hinted square, or -1. */
  readonly hintSquare: number;
  /** The hinted wall's edge, or -1: a ★ on its middle (the glow alone did not say "hint"). */
  readonly hintEdge?: number;
  /** The square a lesson points at (teaching mode), or -1: a ☛ in its corner. */
  readonly pointerSquare?: number;
  /** The latest turn: who, the squares walked (a line) and the walls built (glowing), or null. */
  readonly lastPath: {
    readonly seat: number;
    readonly cells: readonly number[];
    readonly walls: readonly number[];
  } | null;
}

function edgeLine(edge: number, w: number, h: number, cls: string): SVGTemplateResult {
  const [x1, y1, x2, y2] = edgeEnds(edge, w, h);
  return svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
}

/** The hint's ★ on the middle of an edge (a wall the hint would build). */
function edgeStar(edge: number, w: number, h: number): SVGTemplateResult {
  const [x, y] = edgeMiddle(edge, w, h);
  return svg`<text class="hint-star edge-star" x=${x} y=${y + 5} text-anchor="middle">★</text>`;
}

/** Column letters above the maze and row numbers left of it, as the squares are named. */
function coordinates(w: number, h: number): SVGTemplateResult {
  return svg`<g class="coords" aria-hidden="true">
    ${Array.from({ length: w }, (_, i) => svg`<text x=${LEFT + i * C + C / 2} y=${TOP - 5} text-anchor="middle">${'abcdefghij'[i]}</text>`)}
    ${Array.from({ length: h }, (_, i) => svg`<text x=${LEFT - 5} y=${TOP + i * C + C / 2 + 4} text-anchor="end">${i + 1}</text>`)}
  </g>`;
}

/**
 * The latest turn's walk: a line through its squares, a dot where it began; a jump (teleport,
 * restart) is not drawn as a step, the walk goes on from where it landed.
 */
function walked(path: MazeMarks['lastPath'], w: number): SVGTemplateResult | string {
  if (!path || path.cells.length < 2) return '';
  const runs: number[][] = [];
  path.cells.forEach((c, i) => {
    const p = path.cells[i - 1];
    const step =
      p !== undefined &&
      Math.abs((c % w) - (p % w)) + Math.abs(Math.floor(c / w) - Math.floor(p / w)) === 1;
    if (step) runs[runs.length - 1]!.push(c);
    else runs.push([c]);
  });
  const [sx, sy] = centre(path.cells[0]!, w);
  return svg`<g class=${`last-path seat${path.seat}`}>${runs
    .filter((r) => r.length > 1)
    .map(
      (r) => svg`<polyline points=${r.map((c) => centre(c, w).join(',')).join(' ')}></polyline>`,
    )}
    <circle cx=${sx} cy=${sy} r="4"></circle></g>`;
}

/** The arrow of a facing, drawn inside a square's centre. */
function arrow(cx: number, cy: number, facing: number): SVGTemplateResult {
  const rot = facing * 90;
  return svg`<polygon class="arrow" points="0,-17 6,-9 -6,-9" transform="translate(${cx} ${cy}) rotate(${rot})"></polygon>`;
}

export function mazeSvg(
  s: MatrixMazeState,
  marks: MazeMarks,
  label: string,
  layer: SVGTemplateResult | string = '',
): SVGTemplateResult {
  const map = mapOf(s.map);
  const { width: w, height: h } = map;
  const [W, H] = viewSize(w, h);
  // The guard plays solo only: a duel on a solo map has none.
  const path = s.seats.length === 1 ? map.guardPath : [];
  const guard = path.length ? path[s.guardStep]! : -1;
  const cells = Array.from({ length: map.cells }, (_, i) => i);
  const seen =
    guard >= 0 && map.mode === 'iys' ? cells.filter((c) => guardSees(map, guard, c)) : [];
  const pts = (from: number, to: number) =>
    path
      .slice(from, to)
      .map((c) => centre(c, w).join(','))
      .join(' ');
  const seatShape = (seat: number, cx: number, cy: number, r: number, cls: string) =>
    seat === 0
      ? svg`<circle class=${cls} cx=${cx} cy=${cy} r=${r}></circle>`
      : svg`<rect class=${cls} x=${cx - r} y=${cy - r} width=${2 * r} height=${2 * r} transform="rotate(45 ${cx} ${cy})"></rect>`;
  return svg`<svg class="maze" viewBox="0 0 ${W} ${H}" role="group" aria-label=${label}>
    ${coordinates(w, h)}
    ${cells.map((c) => {
      const [x, y] = xy(c, w);
      const start = map.starts.indexOf(c);
      return svg`<rect class=${start >= 0 ? 'floor start' : 'floor'} x=${x} y=${y} width=${C} height=${C}></rect>
        ${start >= 0 ? svg`<text class="start-letter" x=${x + 4} y=${y + 12}>${'ABCD'[start]}</text>` : ''}`;
    })}
    ${seen.map((c) => {
      const [x, y] = xy(c, w);
      return svg`<rect class="sight" x=${x + 1} y=${y + 1} width=${C - 2} height=${C - 2}></rect>`;
    })}
    ${path.length ? svg`<polyline class="path-done" points=${pts(0, s.guardStep + 1)}></polyline><polyline class="path-ahead" points=${pts(s.guardStep, path.length)}></polyline>` : ''}
    ${path.length ? svg`<text class="path-end" x=${centre(path[path.length - 1]!, w)[0] - 5} y=${centre(path[path.length - 1]!, w)[1] + 15}>⚑</text>` : ''}
    ${s.seats.map((p, seat) =>
      cells
        .filter((c) => p.visited[c] && c !== p.pos)
        .map((c) => {
          const [cx, cy] = centre(c, w);
          // Player 2's trail is a small upright square, not the avatar's diamond: a small ◆
          // read as a SOURCE CODE.
          return seat === 0
            ? seatShape(0, cx - 6, cy - 6, 3.2, 'trail seat0')
            : svg`<rect class="trail seat1" x=${cx + 3} y=${cy + 3} width="5.5" height="5.5"></rect>`;
        }),
    )}
    ${map.sources.map((c, k) => {
      const [cx, cy] = centre(c, w);
      const owner = s.owner[k]!;
      if (owner < 0)
        return svg`<text class="code" x=${cx} y=${cy + 6} text-anchor="middle">◆</text>`;
      return svg`<text class=${`code taken ${owner === 2 ? 'guard' : `seat${owner}`}`} x=${cx} y=${cy + 5} text-anchor="middle">${owner === 2 ? '✕' : `◇${owner + 1}`}</text>`;
    })}
    ${cells.map((c) => {
      const [x, y] = xy(c, w);
      const m = map.walls[c]!;
      const col = c % w;
      const row = Math.floor(c / w);
      return svg`${m & 2 && col < w - 1 ? svg`<line class="wall" x1=${x + C} y1=${y} x2=${x + C} y2=${y + C}></line>` : ''}${m & 4 && row < h - 1 ? svg`<line class="wall" x1=${x} y1=${y + C} x2=${x + C} y2=${y + C}></line>` : ''}`;
    })}
    <rect class="border" x=${LEFT} y=${TOP} width=${w * C} height=${h * C}></rect>
    ${walked(marks.lastPath, w)}
    ${s.seats.map((p, seat) => p.built.map((e) => edgeLine(e, w, h, `built by${1 - seat}${marks.lastPath?.walls.includes(e) ? ' fresh' : ''}`)))}
    ${marks.previewEdge >= 0 ? edgeLine(marks.previewEdge, w, h, 'preview-edge') : ''}
    ${guard >= 0 ? svg`<g class=${map.mode === 'iys' ? 'guard iys' : 'guard'}><rect x=${xy(guard, w)[0] + 7} y=${xy(guard, w)[1] + 7} width=${C - 14} height=${C - 14} rx="4"></rect><text x=${centre(guard, w)[0]} y=${centre(guard, w)[1] + 5} text-anchor="middle">${map.mode === 'iys' ? '◉' : 'G'}</text></g>` : ''}
    ${s.seats.map((p, seat) => {
      if (p.pos < 0) return '';
      const [cx, cy] = centre(p.pos, w);
      const shared = s.seats.length === 2 && s.seats[1 - seat]!.pos === p.pos;
      const dx = shared ? (seat ? 9 : -9) : 0;
      return svg`<g class=${`avatar seat${seat}`}>${seatShape(seat, cx + dx, cy, shared ? 8.5 : 11, 'body')}
        <text x=${cx + dx} y=${cy + 5} text-anchor="middle">${s.seats.length === 1 ? '@' : seat + 1}</text>
        ${p.facing >= 0 ? arrow(cx + dx, cy, p.facing) : ''}</g>`;
    })}
    ${(marks.hintEdge ?? -1) >= 0 ? edgeStar(marks.hintEdge!, w, h) : ''}
    ${marks.hintSquare >= 0 ? svg`<text class="hint-star" x=${xy(marks.hintSquare, w)[0] + C - 12} y=${xy(marks.hintSquare, w)[1] + 13}>★</text>` : ''}
    ${(marks.pointerSquare ?? -1) >= 0 ? svg`<text class="pointer-hand" x=${xy(marks.pointerSquare!, w)[0] + 3} y=${xy(marks.pointerSquare!, w)[1] + 15}>☛</text>` : ''}
    ${marks.previewSquare >= 0 ? svg`<rect class="preview" x=${xy(marks.previewSquare, w)[0] + 2} y=${xy(marks.previewSquare, w)[1] + 2} width=${C - 4} height=${C - 4} rx="6"></rect>` : ''}
    ${layer}
  </svg>`;
}

/** The picture's words: where everything is, for the image's label. */
export function mazeLabel(s: MatrixMazeState, name: (seat: number) => string): string {
  const map = mapOf(s.map);
  const sq = (c: number) => squareName(c, map.width);
  const parts = [`${map.name}, ${map.width} by ${map.height} maze.`];
  s.seats.forEach((p, seat) => {
    if (p.pos >= 0)
      parts.push(
        `${name(seat)} on ${sq(p.pos)}${p.facing >= 0 ? ` facing ${['north', 'east', 'south', 'west'][p.facing]}` : ''}.`,
      );
  });
  const free = map.sources.filter((_, k) => s.owner[k]! < 0).map(sq);
  parts.push(`SOURCE CODEs left: ${free.length ? free.join(', ') : 'none'}.`);
  if (s.seats.length === 1 && map.guardPath.length)
    parts.push(
      `Guard on ${sq(map.guardPath[s.guardStep]!)}, ${map.guardPath.length - 1 - s.guardStep} squares from the end of its path.`,
    );
  return parts.join(' ');
}
