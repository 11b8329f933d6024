/**
 * Where focus and the scroll go as the review panel changes (`review-controller.ts`): a render
 * may remove the button focus is on (Review becomes Cancel, Cancel becomes the finished review),
 * so focus moves to the first of a list of controls drawn, never to the page's body; and a
 * finished review opens at its own top (on a phone it is a box at the screen's bottom that
 * scrolls inside, theme/layout.ts), its chart and accuracy first, whatever it was focused on.
 */

/** The element the review is drawn in: its shadow root and its update. */
interface ReviewHost {
  readonly shadowRoot: ShadowRoot | null;
  readonly updateComplete: Promise<unknown>;
}

/** Per host, the focus placement still to come (`keepReviewFocus`). */
const placing = new WeakMap<ReviewHost, { cancelled: boolean }>();

/**
 * When focus is in the review panel, after the next update focus goes to the first of
 * `selectors` drawn (waiting a few frames: the side column may be drawn after the host's update).
 */
export function keepReviewFocus(host: ReviewHost, selectors: readonly string[]): void {
  const root = host.shadowRoot;
  const active = root?.activeElement;
  // A placement still to come counts as focus in the panel: between a render that removed the
  // focused button and that placement, focus is on the page's body (a quick review can end
  // there). The newer call replaces it, so the last panel drawn gets the focus.
  const before = placing.get(host);
  if (!root || (!active?.closest('[part~="review"]') && !before)) return;
  if (before) before.cancelled = true;
  const me = { cancelled: false };
  placing.set(host, me);
  const settled = () => {
    if (placing.get(host) === me) placing.delete(host);
  };
  let frames = 120;
  const place = () => {
    if (me.cancelled) return;
    const target = selectors.map((s) => root.querySelector<HTMLElement>(s)).find((e) => e !== null);
    if (!target) {
      if (--frames > 0) requestAnimationFrame(place);
      else settled();
      return;
    }
    settled();
    const now = root.activeElement;
    if (!now?.isConnected || now === active) target.focus();
  };
  void host.updateComplete.then(place);
}

/**
 * After the next update, the review panel and every box around it in the host that scrolls are
 * scrolled to their top: now, and once more a frame later, after the focus was placed.
 */
export function openReviewAtTop(host: ReviewHost): void {
  const root = host.shadowRoot;
  if (!root) return;
  const top = () => {
    for (const p of root.querySelectorAll<HTMLElement>('[part~="review"]'))
      for (let e: HTMLElement | null = p; e; e = e.parentElement)
        if (e.scrollTop > 0) e.scrollTop = 0;
  };
  void host.updateComplete.then(() => {
    top();
    requestAnimationFrame(top);
  });
}
