/**
 * The room a board has on the first screen, for a game's stylesheet to size its cells by: a Lit
 * reactive controller that measures where the board starts on the page (`--arcade-board-top`:
 * from the top of the document, so a prompt, a chooser or the hint's words drawn above the
 * board count) and how tall a bar stuck to the bottom of the screen is (`--arcade-board-bar`: a
 * phone's action bar, with an AI panel opened in it, or the review shown in its place, else 0), and sets both on the element's own
 * `.layout` (inside its shadow root, where a page's styles on the host cannot wipe them; on a
 * phone, the hint's words above the bar count as the bar; so does `--arcade-page-bottom`, the
 * room a page keeps under the element, such as the replay viewer's bar). A game's rule such as
 * `calc((100dvh - var(--arcade-board-top) - var(--arcade-board-bar)) / rows)` then keeps the
 * whole board in the first screen whatever state the game is in.
 *
 * Panels that must be seen with the board (a selection's buttons, a challenge's decision) go
 * under it when the layout is one column, in the board's own column (`oneColumn` says which
 * layout it is: a change of it renders the element again), marked `data-under-board`: the room
 * from the board's bottom to the last such panel's bottom counts into `--arcade-board-bar` too,
 * so the board leaves them room above a phone's bar, and a game that has none changes nothing.
 *
 * The hint's words count with all their lines; where even the board's smallest cells leave them
 * too little room, they are held in a box that ends above the bar (`--arcade-hint-room`, the
 * first screen's room from where they start down to the bar: theme/layout.ts), their first
 * line (the move) in view and the rest scrolling in it, a stop for the keyboard while it scrolls.
 * The box's room follows the board, never the other way (the board counts what the words need),
 * so holding them moves nothing else.
 *
 * When it measures: after each render of the element (once its kit children have drawn), on
 * each resize of the window, and whenever something that can move the board or the bar changes
 * size without the element rendering (a ResizeObserver on the board's column, what is drawn
 * above the board, the bar and the hint's words: a panel opened inside a child element, words
 * that wrap anew). Sizing the board can itself move the board (a narrower board column wraps
 * the words above it into more lines), so a measure repeats at once, reading the new layout,
 * until nothing moves by a pixel (a few rounds at most): what a player or a test sees after a
 * frame is the settled layout, the same on every run.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

/** Rounds of one measure at most (each reads the layout the round before made). */
const ROUNDS = 6;

/** The panels a game draws under its board, to be seen with it (in one column). */
const UNDER = '[data-under-board]';

export class BoardRoom implements ReactiveController {
  private frame = 0;
  private readonly onResize = () => this.schedule();
  private observer: ResizeObserver | null = null;
  private readonly watched = new Set<Element>();
  /**
   * The layout is one column (`.layout` has one grid track): panels to see with the board go
   * under it. A first guess from the window (a phone's width) until the layout is measured.
   */
  oneColumn = typeof window !== 'undefined' && window.innerWidth <= 600;

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
    this.observer?.disconnect();
    this.observer = null;
    this.watched.clear();
  }

  /**
   * Measured as soon as the kit children inside have drawn (before a frame is painted, so the
   * board never shows at one size and then another), and again at the next frame.
   */
  hostUpdated(): void {
    this.schedule();
    this.watch();
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

  /**
   * Watches what can move the board or the bar: the board and each box it sits in up to
   * `.layout`, with the boxes before each (drawn above it), `.layout`'s other children (the
   * bar, the hint's words, the side column) and the panels under the board.
   */
  private watch(): void {
    const root = this.host.renderRoot;
    const layout = root.querySelector('.layout');
    const board = root.querySelector(this.board);
    if (!layout || !board) return;
    const now = new Set<Element>(layout.children);
    for (let e: Element | null = board; e && e !== layout; e = e.parentElement) {
      now.add(e);
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) now.add(s);
    }
    for (const e of root.querySelectorAll(UNDER)) now.add(e);
    // Measured at the next frame, never inside the observer's callback (whose changes of size
    // would be a loop the browser reports).
    this.observer ??= new ResizeObserver(() => this.schedule());
    for (const e of this.watched) if (!now.has(e)) this.observer.unobserve(e);
    for (const e of now) if (!this.watched.has(e)) this.observer.observe(e);
    this.watched.clear();
    for (const e of now) this.watched.add(e);
  }

  private measure(): void {
    for (let i = 0; i < ROUNDS && this.measureOnce(); i++);
    this.reachHint();
    const layout = this.host.renderRoot.querySelector('.layout');
    // Not laid out (hidden): its columns say nothing yet.
    if (!layout || layout.getClientRects().length === 0) return;
    // One grid track: one column (theme/layout.ts). A change moves panels: render again (its
    // update measures again).
    const one = getComputedStyle(layout).gridTemplateColumns.trim().split(/\s+/).length === 1;
    if (one === this.oneColumn) return;
    this.oneColumn = one;
    this.host.requestUpdate();
  }

  /** Measures and sets both values; true when one changed (the layout may have moved). */
  private measureOnce(): boolean {
    const root = this.host.renderRoot;
    const board = root.querySelector(this.board);
    const layout = root.querySelector<HTMLElement>('.layout');
    if (!board || !layout) return false;
    const top = board.getBoundingClientRect().top + window.scrollY;
    // The bar stuck to the screen's bottom: the controls, or a review shown in their place.
    const actions = [
      ...root.querySelectorAll('.layout > .end-slot.reviewing, .layout > .actions'),
    ].find((e) => getComputedStyle(e).position === 'sticky' && e.getClientRects().length > 0);
    const sticky = actions !== undefined;
    // On a phone the hint's words sit right above the bar (theme/layout.ts): room for them too,
    // all their lines (`scrollHeight`: what they need, not the box they may be held in).
    const hint = root.querySelector('.layout > .hint-slot');
    const gap = hint ? Number.parseFloat(getComputedStyle(layout).rowGap) || 0 : 0;
    const words = sticky && hint ? hint.scrollHeight + gap : 0;
    // Room under the element that is not its own (`--arcade-page-bottom`, set by a page that
    // shows it above a bar of its own: the arcade's replay viewer) counts as a bar too.
    const below =
      Number.parseFloat(getComputedStyle(this.host).getPropertyValue('--arcade-page-bottom')) || 0;
    // Where even the board's smallest cells leave them too little room, the hint's words are
    // held in a box that ends above the bar (their first line, the move, in view; the rest
    // scrolls in it): the first screen's room from where they start down to the bar.
    const held =
      sticky && hint
        ? this.set(
            layout,
            '--arcade-hint-room',
            window.innerHeight -
              below -
              actions.getBoundingClientRect().height -
              gap -
              (hint.getBoundingClientRect().top + window.scrollY),
          )
        : this.unset(layout, '--arcade-hint-room');
    // The panels drawn under the board, to be seen with it: from its bottom to theirs.
    const edge = board.getBoundingClientRect().bottom;
    let under = 0;
    for (const e of root.querySelectorAll(UNDER))
      if (e.getClientRects().length > 0)
        under = Math.max(under, e.getBoundingClientRect().bottom - edge);
    const bar = (sticky ? actions.getBoundingClientRect().height + words : 0) + below + under;
    const a = this.set(layout, '--arcade-board-top', top);
    const b = this.set(layout, '--arcade-board-bar', bar);
    return a || b || held;
  }

  /**
   * The hint's words, held in a box smaller than they are, scroll in it: a stop for the keyboard
   * then (its name is drawn with it: lib/game-chrome.ts), none while they fit.
   */
  private reachHint(): void {
    const hint = this.host.renderRoot.querySelector<HTMLElement>('.layout > .hint-slot');
    if (!hint) return;
    if (hint.scrollHeight > hint.clientHeight + 1) hint.tabIndex = 0;
    else hint.removeAttribute('tabindex');
  }

  private unset(on: HTMLElement, name: string): boolean {
    if (!on.style.getPropertyValue(name)) return false;
    on.style.removeProperty(name);
    return true;
  }

  private set(on: HTMLElement, name: string, px: number): boolean {
    const now = Number.parseFloat(on.style.getPropertyValue(name));
    if (Number.isFinite(now) && Math.abs(now - px) < 1) return false;
    on.style.setProperty(name, `${Math.round(px)}px`);
    return true;
  }
}
