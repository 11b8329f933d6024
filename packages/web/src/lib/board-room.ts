/**
 * The room a board has on the first screen, for a game's stylesheet to size its cells by: a Lit
 * reactive controller that, after each render and on each resize of the window, measures where
 * the board starts on the page (`--arcade-board-top`: from the top of the document, so a prompt,
 * a chooser or the hint's words drawn above the board count) and how tall a bar stuck to the
 * bottom of the screen is (`--arcade-board-bar`: a phone's action bar, else 0), and sets both on
 * the element's own `.layout` (inside its shadow root, where a page's styles on the host cannot
 * wipe them; on a phone, the hint's words above the bar count as the bar). A game's rule such as `calc((100dvh - var(--arcade-board-top) - var(--arcade-board-bar))
 * / rows)` then keeps the whole board in the first screen whatever state the game is in. Only
 * changes of a pixel or more are written, so a measure that moves nothing ends the loop.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

export class BoardRoom implements ReactiveController {
  private frame = 0;
  private readonly onResize = () => this.schedule();

  constructor(
    private readonly host: Host,
    /** The board's selector in the host's shadow root. */
    private readonly board = '[part~=board], [part~=matrix]',
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('resize', this.onResize);
  }

  hostDisconnected(): void {
    window.removeEventListener('resize', this.onResize);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /**
   * Measured as soon as the kit children inside have drawn (before a frame is painted, so the
   * board never shows at one size and then another), and again at the next frame.
   */
  hostUpdated(): void {
    this.schedule();
    const kids = [...this.host.renderRoot.querySelectorAll('*')].flatMap((e) =>
      'updateComplete' in e ? [(e as { updateComplete: Promise<unknown> }).updateComplete] : [],
    );
    void Promise.all(kids).then(() => this.measure());
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.measure();
    });
  }

  private measure(): void {
    const board = this.host.renderRoot.querySelector(this.board);
    if (!board) return;
    const top = board.getBoundingClientRect().top + window.scrollY;
    const actions = this.host.renderRoot.querySelector('.layout > .actions');
    const sticky = actions && getComputedStyle(actions).position === 'sticky';
    // On a phone the hint's words sit right above the bar (theme/layout.ts): room for them too.
    const hint = this.host.renderRoot.querySelector('.layout > .hint-slot');
    const gap = hint ? Number.parseFloat(getComputedStyle(hint.parentElement!).rowGap) || 0 : 0;
    const words = sticky && hint ? hint.getBoundingClientRect().height + gap : 0;
    const bar = sticky ? actions.getBoundingClientRect().height + words : 0;
    const layout = this.host.renderRoot.querySelector<HTMLElement>('.layout');
    if (!layout) return;
    this.set(layout, '--arcade-board-top', top);
    this.set(layout, '--arcade-board-bar', bar);
  }

  private set(on: HTMLElement, name: string, px: number): void {
    const now = Number.parseFloat(on.style.getPropertyValue(name));
    if (Number.isFinite(now) && Math.abs(now - px) < 1) return;
    on.style.setProperty(name, `${Math.round(px)}px`);
  }
}
