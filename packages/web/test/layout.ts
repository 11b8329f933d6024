/**
 * Layout checks for the browser tests, looking through shadow roots: which boxes overflow their
 * own width (a panel narrower than what it holds, or squeezed to nothing), which controls are
 * off screen or covered by something else (hit-testing their centre with `elementFromPoint`
 * through every shadow root), and whether the page scrolls sideways. Each check returns
 * readable problems, so a failing test says which box at which width.
 */
import { deepQueryAll } from './helpers.js';

/** The element drawn at a point of the viewport, looking into open shadow roots. */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Whether `node` is `ancestor` or inside it, crossing shadow roots to their hosts. */
export function composedContains(ancestor: Element, node: Node | null): boolean {
  let n: Node | null = node;
  while (n) {
    if (n === ancestor) return true;
    n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);
    if (n instanceof ShadowRoot) n = n.host;
  }
  return false;
}

/** A short name for an element in messages: `tag.class[part]` and its host chain. */
export function describe(el: Element): string {
  const own = `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}${el.getAttribute('data-command') ? `[${el.getAttribute('data-command')}]` : ''}`;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? `${describe(root.host)} > ${own}` : own;
}

const LAYOUT_DISPLAYS = new Set([
  'block',
  'grid',
  'flex',
  'inline-block',
  'inline-grid',
  'inline-flex',
  'flow-root',
]);

/** Whether the element is rendered at all (not `display: none`, not in a closed dialog, not hidden). */
function drawn(el: Element): boolean {
  return el.checkVisibility({ visibilityProperty: true }) && !el.closest('.visually-hidden');
}

/**
 * Every box (block, grid or flex element) under `root`, through shadow roots, whose content is
 * wider than the box itself (`scrollWidth > clientWidth + 1`): a column or panel squeezed below
 * what it holds, whose content spills out or hides under its neighbour. Boxes that scroll on
 * purpose (`overflow-x: auto/scroll`) are skipped, as are screen-reader-only ones.
 */
export function overflowingBoxes(root: Element): string[] {
  const problems: string[] = [];
  for (const el of [root, ...deepQueryAll(root, '*')]) {
    if (!(el instanceof HTMLElement)) continue; // SVG and MathML measure differently
    const s = getComputedStyle(el);
    if (!LAYOUT_DISPLAYS.has(s.display) || !drawn(el)) continue;
    if (s.overflowX === 'auto' || s.overflowX === 'scroll') continue;
    if (el.scrollWidth > el.clientWidth + 1)
      problems.push(`${describe(el)}: content ${el.scrollWidth}px in ${el.clientWidth}px`);
  }
  return problems;
}

/** Boxes matched by `selector` (through shadow roots) that are drawn but have no width. */
export function collapsedBoxes(root: Element, selector: string): string[] {
  return deepQueryAll(root, selector)
    .filter(drawn)
    .filter((el) => el.getBoundingClientRect().width < 1)
    .map((el) => `${describe(el)}: ${el.getBoundingClientRect().width}px wide`);
}

/**
 * Controls (buttons, selects, inputs, grid cells) under `root` that are drawn but a player
 * cannot reach: no box, not fully inside the viewport horizontally, or covered (the element at
 * the centre of the box is neither the control nor inside it). Controls not drawn on purpose
 * (a closed dialog, `display: none`) are left out. Each control is scrolled into view
 * vertically first, so a page taller than the viewport is fine.
 */
export function hiddenControls(root: Element): string[] {
  const problems: string[] = [];
  const controls = deepQueryAll(root, 'button, select, input, [role=gridcell]:not(.blank)').filter(
    drawn,
  );
  for (const el of controls) {
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      r = el.getBoundingClientRect();
    }
    if (r.width < 1 || r.height < 1) {
      problems.push(`${describe(el)}: ${r.width}×${r.height} box`);
      continue;
    }
    if (r.left < -0.5 || r.right > innerWidth + 0.5) {
      problems.push(
        `${describe(el)}: x ${Math.round(r.left)}–${Math.round(r.right)} outside 0–${innerWidth}`,
      );
      continue;
    }
    const hit = deepElementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!composedContains(el, hit))
      problems.push(`${describe(el)}: covered by ${hit ? describe(hit) : 'nothing'}`);
  }
  window.scrollTo(0, 0);
  return problems;
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysScroll(): number {
  return Math.max(0, document.documentElement.scrollWidth - innerWidth);
}

/** Whether `e` is wholly in the first screen (the viewport, unscrolled). */
export function inFirstScreen(e: Element | null | undefined): boolean {
  if (!e) return false;
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && window.scrollY === 0;
}

/**
 * Whether `e` is wholly in the first screen and not covered by anything (a bar stuck to the
 * bottom): the element found at its top and bottom edges, on its middle, is it or inside it.
 */
export function seenWhole(e: Element | null | undefined): boolean {
  if (!e || !inFirstScreen(e)) return false;
  const r = e.getBoundingClientRect();
  for (const y of [r.top + 2, r.bottom - 2]) {
    const hit = deepElementFromPoint(r.left + r.width / 2, y);
    if (hit && !composedContains(e, hit) && !composedContains(hit, e)) return false;
  }
  return true;
}
