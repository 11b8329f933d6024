/**
 * Where the Decide panel goes, and the room it takes: a Lit controller that tells the element
 * whether its layout is one column (the element under 760 px wide, as the shared layout's
 * container query says), where the panel is drawn right under the board, in the first screen
 * with it, instead of in the side column below a phone's action bar; and it keeps
 * `--_pp-decide` on the board's column set to the height that panel takes there (with the gap
 * above it), so the board's viewport leaves it that room (styles.ts). Both are measured when
 * the element connects and when the panel comes (before that frame is painted), and at the
 * next frame after the element or the panel changes size (a ResizeObserver).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The element width (its content box) from which the layout has two columns (theme/layout.ts). */
const TWO_COLUMNS = 760;

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

export class DecideRoom implements ReactiveController {
  /** One column: the Decide panel goes under the board. */
  narrow = false;
  private observer: ResizeObserver | null = null;
  private panel: Element | null = null;
  private frame = 0;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    // Measured again at the next frame, never inside the observer's callback (a change of size
    // there, the board's viewport's, would be a loop the browser reports).
    this.observer ??= new ResizeObserver(() => {
      if (this.frame) return;
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.setNarrow(this.contentWidth());
        if (this.panel) this.setRoom(this.panel.getBoundingClientRect().height);
      });
    });
    this.observer.observe(this.host);
    this.setNarrow(this.contentWidth());
  }

  /** The host's content box: the width its container queries read. */
  private contentWidth(): number {
    const s = getComputedStyle(this.host);
    const pad = Number.parseFloat(s.paddingLeft) + Number.parseFloat(s.paddingRight);
    return this.host.clientWidth - (pad || 0);
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.observer?.disconnect();
    this.observer = null;
    this.panel = null;
  }

  hostUpdated(): void {
    const panel = this.host.renderRoot.querySelector('.main > [part=decide]');
    if (panel === this.panel) return;
    if (this.panel) this.observer?.unobserve(this.panel);
    this.panel = panel;
    if (panel) {
      this.setRoom(panel.getBoundingClientRect().height);
      this.observer?.observe(panel, { box: 'border-box' });
    } else this.setRoom(0);
  }

  private setNarrow(width: number): void {
    // A host not laid out yet (width 0) keeps the guess.
    if (width <= 0) return;
    const narrow = width < TWO_COLUMNS;
    if (narrow === this.narrow) return;
    this.narrow = narrow;
    this.host.requestUpdate();
  }

  /** The panel's height plus the gap above it, on the board's column (0: no panel there). */
  private setRoom(height: number): void {
    const main = this.host.renderRoot.querySelector<HTMLElement>('.main');
    if (!main) return;
    const gap = height > 0 ? Number.parseFloat(getComputedStyle(main).rowGap) || 0 : 0;
    const px = `${Math.ceil(height + gap)}px`;
    if (main.style.getPropertyValue('--_pp-decide') !== px)
      main.style.setProperty('--_pp-decide', px);
  }
}
