/**
 * Keeps the preview panel from shrinking during a turn, so nothing below it (the hint, the
 * controls) moves while the player reaches for a button. The preview follows the place looked at
 * or focused; pressing a button takes the focus off the board, the preview falls back to its
 * short prompt, and without a floor everything under it would jump up between the press and the
 * release (the click then lands on nothing). A Lit reactive controller: after each render it
 * measures the panel and raises its floor (`min-height`) to the tallest it has been this turn;
 * the floor drops when the position changes (a card was played, undone or dealt).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class PreviewFloor implements ReactiveController {
  /** The tallest the panel has been this turn (px), 0 for no floor. */
  private floor = 0;
  /** The position the floor belongs to. */
  private turn: unknown = undefined;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    /** The current position (compared by identity: a new one starts a new turn). */
    private readonly position: () => unknown,
    private readonly selector = '[part=preview]',
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const now = this.position();
    if (now !== this.turn) {
      this.turn = now;
      this.floor = 0;
    }
  }

  hostUpdated(): void {
    const panel = this.host.renderRoot.querySelector<HTMLElement>(this.selector);
    if (!panel) return;
    panel.style.minHeight = '';
    const natural = panel.getBoundingClientRect().height;
    if (natural > this.floor) this.floor = Math.ceil(natural);
    if (this.floor > 0) panel.style.minHeight = `${this.floor}px`;
  }
}
