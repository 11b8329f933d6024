/**
 * A Lit controller that fits the matrix to its viewport: it watches the size of the element's
 * `.viewport` (a ResizeObserver) and, for each render, gives the cell size (the fit, or the
 * player's zoom from it) and where the board sits, keeping the board's place between moves
 * (see `fit.ts`). Before the first measurement it assumes a small square viewport.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type Box,
  type FrameBox,
  type Pan,
  boardSize,
  fitCell,
  gapFor,
  offsetOf,
  place,
  zoomedCell,
} from './fit.js';

/** Room kept free around the board inside the viewport (px, each side). */
const INSET = 4;

export interface BoardPlacement {
  readonly cell: number;
  readonly gap: number;
  readonly left: number;
  readonly top: number;
  /** The board's size; the viewport scrolls when it is larger than the viewport. */
  readonly width: number;
  readonly height: number;
  readonly scrolls: boolean;
}

export class FitController implements ReactiveController {
  private readonly host: ReactiveControllerHost & { renderRoot: ParentNode };
  private observer: ResizeObserver | null = null;
  private watched: Element | null = null;
  private box: Box | null = null;
  private pan: Pan | null = null;

  constructor(host: ReactiveControllerHost & { renderRoot: ParentNode }) {
    this.host = host;
    host.addController(this);
  }

  hostUpdated(): void {
    const view = this.host.renderRoot.querySelector<HTMLElement>('.viewport');
    if (view === this.watched) return;
    // Measured at once the first time (before the first paint), then on every resize.
    if (view) this.measure(view.offsetWidth, view.offsetHeight);
    this.observer ??= new ResizeObserver((entries) => {
      // At once, before the paint: the viewport's size is the layout's (CSS \`contain: size\`),
      // so redrawing the board inside it cannot resize it again.
      const r = entries[entries.length - 1]!.borderBoxSize[0]!;
      this.measure(r.inlineSize, r.blockSize);
    });
    if (this.watched) this.observer.unobserve(this.watched);
    this.watched = view;
    // The border box: CSS sets it, so drawing the board (or its scrollbars) never moves it.
    if (view) this.observer.observe(view, { box: 'border-box' });
  }

  private measure(width: number, height: number): void {
    const w = Math.floor(width) - 2 - 2 * INSET;
    const h = Math.floor(height) - 2 - 2 * INSET;
    if (w <= 0 || h <= 0 || (this.box && this.box.w === w && this.box.h === h)) return;
    // The first measurement replaces a guess: centre the board. Later ones (a resized window, the
    // page's scrollbar) keep its place when the frame still fits.
    if (!this.box) this.pan = null;
    this.box = { w, h };
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.watched = null;
  }

  /** Forgets where the board was (a new game starts centred). */
  reset(): void {
    this.pan = null;
  }

  /**
   * The cell size and the board's place for this frame at zoom step `zoom` (0: fit), the fit no
   * smaller than `least` (the board scrolls when that does not fit).
   */
  placement(f: FrameBox, zoom: number, least = 0): BoardPlacement {
    const box = this.box ?? { w: 300, h: 300 };
    const fit = Math.max(least, fitCell(box, f));
    const cell = zoom === 0 ? fit : zoomedCell(fit, zoom);
    this.pan = place(this.pan, f, cell, box);
    const { left, top } = offsetOf(this.pan, f);
    const size = boardSize(f, cell);
    return {
      cell,
      gap: gapFor(cell),
      left: left + INSET,
      top: top + INSET,
      width: size.w,
      height: size.h,
      scrolls: size.w > box.w || size.h > box.h,
    };
  }
}
