/**
 * A Lit controller for what moves on the board of `<piecepack-matrix-game>` after a move: a
 * breaker that changed place glides there (a copy of its pawn from its old space, or from its
 * card when it came from outside the matrix; nothing moves under reduced motion), and, when the
 * player has zoomed in so the viewport scrolls, the viewport scrolls to keep the marked spaces
 * in view. A review's move shown on a board that scrolls (a long line on a phone) is scrolled to
 * its ★ on the board, else to the breaker challenging or shown (else its marked spaces), each time
 * another move is shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CHANCE } from '@matrix-arcade/core';
import type { PiecepackState } from '@matrix-arcade/piecepack-matrix';
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import type { Step } from '../lib/game-session.js';
import { frameOf, indexOfCell } from './board.js';

/**
 * A review's move shown: `key` tells one from another (its position and better move), `index`
 * the board's cell to keep in view (its ★ when the better move is a space, else the breaker
 * challenging or shown), -1 for none.
 */
export interface ReviewedMove {
  readonly key: string;
  readonly index: number;
}

/** How long a pawn glides (ms). */
export const GLIDE_MS = 380;

type Host = ReactiveControllerHost & { renderRoot: ParentNode };

export class BoardMotion implements ReactiveController {
  private readonly host: Host;
  private readonly history: () => readonly Step<PiecepackState>[] | null;
  private readonly reviewed: () => ReviewedMove | null;
  private seen = -1;
  private shownReview: string | null = null;

  /** `reviewed`: the review's move shown and the cell to show with it, null outside a review. */
  constructor(
    host: Host,
    history: () => readonly Step<PiecepackState>[] | null,
    reviewed: () => ReviewedMove | null = () => null,
  ) {
    this.host = host;
    this.history = history;
    this.reviewed = reviewed;
    host.addController(this);
  }

  hostUpdated(): void {
    const shown = this.reviewed();
    // Again when the box changes size for it (a review's layout on a phone resizes it after).
    const view = shown && this.host.renderRoot.querySelector<HTMLElement>('.viewport');
    const key = shown ? `${shown.key} ${view?.clientWidth}×${view?.clientHeight}` : null;
    if (key !== this.shownReview) {
      this.shownReview = key;
      const grid = this.host.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.board');
      if (shown && grid) void grid.updateComplete.then(() => this.showReviewed(grid, shown.index));
    }
    const h = this.history();
    if (!h) return;
    const from = this.seen;
    this.seen = h.length;
    // One new player action (and its rolls): not the first drawing, an undo or a restored game.
    const added = from >= 0 && h.length > from ? h.slice(from) : [];
    if (added.filter((s) => s.seat !== CHANCE).length !== 1) return;
    const grid = this.host.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.board');
    if (!grid) return;
    void grid.updateComplete.then(() => {
      this.showTargets(grid);
      const reduced =
        typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (!reduced) this.glide(grid, added);
    });
  }

  /** Zoomed in: scrolls the viewport so the marked spaces are in view (if they fit together). */
  private showTargets(grid: ArcadeBoardGrid): void {
    const view = this.host.renderRoot.querySelector<HTMLElement>('.viewport.scrolls');
    if (!view) return;
    const marks = [...grid.renderRoot.querySelectorAll('[part~=target], [part~=hint]')];
    if (marks.length === 0) return;
    const box = view.getBoundingClientRect();
    const rs = marks.map((m) => m.getBoundingClientRect());
    const left = Math.min(...rs.map((r) => r.left));
    const right = Math.max(...rs.map((r) => r.right));
    const top = Math.min(...rs.map((r) => r.top));
    const bottom = Math.max(...rs.map((r) => r.bottom));
    const dx =
      left < box.left ? left - box.left - 8 : right > box.right ? right - box.right + 8 : 0;
    const dy =
      top < box.top ? top - box.top - 8 : bottom > box.bottom ? bottom - box.bottom + 8 : 0;
    if (dx || dy) view.scrollBy({ left: dx, top: dy });
  }

  /** A review's move on a board that scrolls: its cell in the middle of the view, else the marks. */
  private showReviewed(grid: ArcadeBoardGrid, index: number): void {
    const view = this.host.renderRoot.querySelector<HTMLElement>('.viewport.scrolls');
    const cell = index >= 0 ? grid.cellElement(index) : null;
    if (!view) return;
    if (!cell) {
      this.showTargets(grid);
      return;
    }
    const box = view.getBoundingClientRect();
    const r = cell.getBoundingClientRect();
    view.scrollBy({
      left: r.left + r.width / 2 - (box.left + box.width / 2),
      top: r.top + r.height / 2 - (box.top + box.height / 2),
    });
  }

  /** Glides a copy of each pawn that changed place in `steps` onto its new space. */
  private glide(grid: ArcadeBoardGrid, steps: readonly Step<PiecepackState>[]): void {
    const player = steps.find((s) => s.seat !== CHANCE);
    const layer = this.host.renderRoot.querySelector<HTMLElement>('.glide-layer');
    if (!player || !layer) return;
    const before = player.before;
    const after = steps[steps.length - 1]!.after;
    const f = frameOf(after);
    for (let b = 0; b < 4; b++) {
      const to = after.positions[b]!;
      const was = before.positions[b]!;
      if (to === was || to < 0) continue;
      const icon = this.host.renderRoot.querySelector<HTMLElement>(
        `.card[data-breaker="${b}"] .pawn-icon`,
      );
      const end = grid.cellElement(indexOfCell(f, to))?.getBoundingClientRect();
      const start =
        was >= 0
          ? grid.cellElement(indexOfCell(f, was))?.getBoundingClientRect()
          : icon?.getBoundingClientRect();
      if (!icon || !end || !start) continue;
      const size = Math.max(16, end.width * 0.3);
      const copy = icon.cloneNode(true) as HTMLElement;
      copy.style.cssText = `position: fixed; left: 0; top: 0; width: ${size}px; height: ${size}px; pointer-events: none; z-index: 10`;
      layer.append(copy);
      // A size container can be what "fixed" is measured from: find where 0, 0 landed.
      const origin = copy.getBoundingClientRect();
      const x = end.left + end.width * 0.2 - size / 2 - origin.left;
      const y = end.top + end.height * 0.78 - size / 2 - origin.top;
      copy.style.left = `${x}px`;
      copy.style.top = `${y}px`;
      const sx = start.left + start.width / 2 - size / 2 - origin.left - x;
      const sy = start.top + start.height / 2 - size / 2 - origin.top - y;
      const anim = copy.animate(
        [{ transform: `translate(${sx}px, ${sy}px)` }, { transform: 'translate(0, 0)' }],
        { duration: GLIDE_MS, easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)' },
      );
      const done = () => copy.remove();
      anim.onfinish = done;
      anim.oncancel = done;
    }
  }
}
