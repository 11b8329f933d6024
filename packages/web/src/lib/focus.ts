/**
 * Focus helpers for elements built of shadow roots: the element focused now, looked up through
 * shadow roots, and the first element of a subtree that the Tab key would reach (a roving
 * tabindex grid counts by its one cell with `tabindex="0"`).
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, through shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let a = root.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** The first element in tab order under `root` (in document order, through open shadow roots). */
export function firstFocusable(root: Element | ShadowRoot): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if (el.matches(FOCUSABLE) && el.getClientRects().length > 0) return el;
    if (el.shadowRoot) {
      const inner = firstFocusable(el.shadowRoot);
      if (inner) return inner;
    }
  }
  return null;
}

/** Whether `node` is `root` or inside it, crossing shadow roots upwards. */
export function isWithin(node: Node | null, root: Node): boolean {
  let n: Node | null = node;
  while (n) {
    if (n === root) return true;
    n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);
  }
  return false;
}
