/**
 * Brings a lesson's pointed target into view. On a phone the board is taller than the screen
 * and the step panel is a bar stuck to its bottom (`theme/layout.ts`), so the cell or button a
 * step points at can be below the fold or hidden behind the bar. When a step starts (or Hint
 * reveals its pointer), the target (`[data-pointer]`, found through the element's shadow roots)
 * is scrolled the least distance that shows it whole above the bar: `scrollIntoView` with
 * `block: 'nearest'` and a bottom scroll margin the bar's height. When the board and the target
 * fit on the screen together, the margins grow to take the board in too: the tile a button
 * names (Viral Dub's second pick) is seen as it is picked, and a step with no pointer (the
 * first, about the whole board) shows the board above the bar. Instant, not smooth: the player
 * reads the step's text as the board moves, and a jump is over before the reading.
 */

/** The first element with `data-pointer` under `root`, through open shadow roots, or null. */
export function pointedTarget(root: Element | ShadowRoot): HTMLElement | null {
  const here = root.querySelector<HTMLElement>('[data-pointer]');
  if (here) return here;
  const scope = root instanceof Element && root.shadowRoot ? root.shadowRoot : root;
  if (scope !== root) {
    const inShadow = pointedTarget(scope);
    if (inShadow) return inShadow;
  }
  for (const e of scope.querySelectorAll('*')) {
    if (!e.shadowRoot) continue;
    const found = pointedTarget(e.shadowRoot);
    if (found) return found;
  }
  return null;
}

/** Whether `inner` is `outer` or inside it, across shadow boundaries. */
function within(inner: Node, outer: Node): boolean {
  for (let n: Node | null = inner; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) {
    if (n === outer) return true;
  }
  return false;
}

/** The board of a game element (its grid, matrix or maze), or null. */
export function boardOf(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('[part~=board], [part~=matrix], [part~=maze]');
}

/**
 * Scrolls `target` into view above `bar` (the step panel) when the bar is stuck over the page
 * (a phone's layout); a target inside the bar needs no margin. With `board`, the board comes
 * into view with the target when both fit above the bar.
 */
export function bringIntoView(
  target: HTMLElement,
  bar: HTMLElement | null,
  board: HTMLElement | null = null,
): void {
  const stuck = bar && !within(target, bar) && getComputedStyle(bar).position === 'sticky';
  let above = 0;
  let below = stuck ? Math.ceil(bar.getBoundingClientRect().height) + 8 : 0;
  if (board && !(bar && within(target, bar))) {
    const t = target.getBoundingClientRect();
    const b = board.getBoundingClientRect();
    const top = Math.min(t.top, b.top);
    const bottom = Math.max(t.bottom, b.bottom);
    if (bottom - top <= window.innerHeight - below) {
      above = Math.ceil(t.top - top);
      below += Math.ceil(bottom - t.bottom);
    }
  }
  const style = target.style;
  const before = [style.scrollMarginTop, style.scrollMarginBottom] as const;
  if (above) style.scrollMarginTop = `${above}px`;
  if (below) style.scrollMarginBottom = `${below}px`;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  [style.scrollMarginTop, style.scrollMarginBottom] = before;
}
