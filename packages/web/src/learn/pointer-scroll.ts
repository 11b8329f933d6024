/**
 * Brings a lesson's pointed target into view. On a phone the board is taller than the screen
 * and the step panel is a bar stuck to its bottom (`theme/layout.ts`), so the cell or button a
 * step points at can be below the fold or hidden behind the bar. When a step starts (or Hint
 * reveals its pointer), the target (`[data-pointer]`, found through the element's shadow roots)
 * is scrolled the least distance that shows it whole above the bar: `scrollIntoView` with
 * `block: 'nearest'` and a bottom scroll margin the bar's height. Instant, not smooth: the
 * player reads the step's text as the board moves, and a jump is over before the reading.
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

/**
 * Scrolls `target` into view above `bar` (the step panel) when the bar is stuck over the page
 * (a phone's layout); a target inside the bar needs no margin.
 */
export function bringIntoView(target: HTMLElement, bar: HTMLElement | null): void {
  const stuck = bar && !within(target, bar) && getComputedStyle(bar).position === 'sticky';
  const margin = stuck ? `${Math.ceil(bar.getBoundingClientRect().height) + 8}px` : '';
  const before = target.style.scrollMarginBottom;
  if (margin) target.style.scrollMarginBottom = margin;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  if (margin) target.style.scrollMarginBottom = before;
}
