/**
 * What the arcade adds to the end-of-game panel of the game on show: its content (the solver's
 * "Was this deal winnable?") is drawn into a `slot="end"` child of the game element, so it sits
 * beside the result, Play again and Review the game, in the first screen at every width, instead
 * of below the page. The child lives in the arcade's shadow tree, so the arcade's styles apply.
 */
import { render } from 'lit';

/** Draws `content` into the end slot of `el` (made on first use). */
export function renderEndSlot(el: HTMLElement | null, content: unknown): void {
  if (!el) return;
  let host = el.querySelector<HTMLElement>(':scope > [slot="end"]');
  if (!host) {
    host = document.createElement('div');
    host.slot = 'end';
    host.className = 'game-end';
    el.append(host);
  }
  render(content, host);
}
