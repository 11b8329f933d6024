/**
 * The clickable layer of the maze picture: a lit square for each square a choice leads to (a
 * button: click, Enter or Space acts, hovering or focusing it rings it) and, while a wall is
 * being placed, a bar on each edge the wall may close (one Tab stop; the arrow keys go from edge
 * to edge, Enter or Space builds, hovering or focusing lights it). Each carries its words for
 * screen readers; the one a lesson points at (teaching mode) is marked `pointed` and
 * `data-pointer`. The element decides what a click does.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { SquareTarget } from './board-targets.js';
import { C, edgeEnds, xy } from './maze-geometry.js';

export interface TargetEvents {
  /** A square or edge was acted on (click, Enter, Space). */
  readonly act: (kind: 'square' | 'edge', index: number) => void;
  /** A square or edge was hovered or focused (`-1`: left). */
  readonly look: (kind: 'square' | 'edge', index: number) => void;
  /** A key pressed on an edge (the arrow keys move between edges). */
  readonly edgeKey: (e: KeyboardEvent, edge: number) => void;
}

const activates = (e: KeyboardEvent) => e.key === 'Enter' || e.key === ' ';

export function squareTargetsSvg(
  targets: readonly SquareTarget[],
  w: number,
  words: (t: SquareTarget) => string,
  hintAction: number,
  on: TargetEvents,
  /** The square a lesson points at (teaching mode), or -1. */
  pointer = -1,
): SVGTemplateResult {
  return svg`<g class="targets">${targets.map((t) => {
    const [x, y] = xy(t.square, w);
    const hinted = t.choices.some((c) => c.action === hintAction);
    const pointed = t.square === pointer;
    return svg`<rect
      class=${`target${hinted ? ' hinted' : ''}${pointed ? ' pointed' : ''}`}
      data-square=${t.square}
      data-pointer=${pointed ? 'true' : nothing}
      data-actions=${t.choices.map((c) => c.action).join(' ')}
      x=${x + 3} y=${y + 3} width=${C - 6} height=${C - 6} rx="5"
      tabindex="0" role="button" aria-label=${words(t)}
      @click=${() => on.act('square', t.square)}
      @keydown=${(e: KeyboardEvent) => {
        if (!activates(e)) return;
        e.preventDefault();
        on.act('square', t.square);
      }}
      @focus=${() => on.look('square', t.square)}
      @mouseenter=${() => on.look('square', t.square)}
      @blur=${() => on.look('square', -1)}
      @mouseleave=${() => on.look('square', -1)}
    ></rect>`;
  })}</g>`;
}

export function edgeTargetsSvg(
  edges: readonly number[],
  roving: number,
  w: number,
  h: number,
  words: (edge: number) => string,
  on: TargetEvents,
  /** The edge a lesson points at (teaching mode), or -1. */
  pointer = -1,
): SVGTemplateResult {
  return svg`<g class="edges">${edges.map((edge) => {
    const [x1, y1, x2, y2] = edgeEnds(edge, w, h);
    // A thin bar along the edge (a line has no area to point at), short of the corners.
    const across = 10;
    const x = Math.min(x1, x2) + (x1 === x2 ? -across / 2 : 4);
    const y = Math.min(y1, y2) + (y1 === y2 ? -across / 2 : 4);
    return svg`<rect
      class=${edge === pointer ? 'edge-target pointed' : 'edge-target'}
      data-edge=${edge}
      data-pointer=${edge === pointer ? 'true' : nothing}
      x=${x} y=${y} rx="3"
      width=${x1 === x2 ? across : Math.abs(x2 - x1) - 8}
      height=${y1 === y2 ? across : Math.abs(y2 - y1) - 8}
      tabindex=${edge === roving ? '0' : '-1'} role="button" aria-label=${words(edge)}
      @click=${() => on.act('edge', edge)}
      @keydown=${(e: KeyboardEvent) => {
        if (activates(e)) {
          e.preventDefault();
          on.act('edge', edge);
        } else on.edgeKey(e, edge);
      }}
      @focus=${() => on.look('edge', edge)}
      @mouseenter=${() => on.look('edge', edge)}
      @blur=${() => on.look('edge', -1)}
      @mouseleave=${() => on.look('edge', -1)}
    ></rect>`;
  })}</g>`;
}
