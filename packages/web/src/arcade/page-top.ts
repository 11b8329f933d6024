/**
 * How much of the window the arcade takes above its game, as the CSS custom property
 * `--arcade-page-top` on the arcade (so the game element inherits it): the top bar, the notice
 * and the slot's padding, measured whenever they change size. The elements size their boards to
 * the window's height minus it (`calc(100svh - var(--arcade-page-top, 0px) - …)`), so inside the
 * arcade the whole board still fits the first screen; embedded alone, the property is unset and
 * counts nothing. A Lit reactive controller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class PageTop implements ReactiveController {
  private observer: ResizeObserver | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The element the game goes in, once drawn. */
    private readonly slot: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    // A notice may have come or gone: measure again after each of the arcade's updates.
    requestAnimationFrame(() => this.measure());
    if (this.observer || typeof ResizeObserver === 'undefined') return;
    const slot = this.slot();
    if (!slot) return;
    // The bar's own size only (the host's follows the game, which the property resizes), read in
    // the next frame so a change never feeds the observer's loop.
    this.observer = new ResizeObserver(() => requestAnimationFrame(() => this.measure()));
    for (const e of this.host.shadowRoot?.querySelectorAll('header') ?? [])
      this.observer.observe(e);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** The slot's content box starts this far below the arcade's top. */
  private measure(): void {
    const slot = this.slot();
    if (!slot) return;
    const top = slot.getBoundingClientRect().top - this.host.getBoundingClientRect().top;
    const padding = Number.parseFloat(getComputedStyle(slot).paddingTop) || 0;
    const value = `${Math.max(0, Math.round(top + padding))}px`;
    if (this.host.style.getPropertyValue('--arcade-page-top') !== value)
      this.host.style.setProperty('--arcade-page-top', value);
  }
}
