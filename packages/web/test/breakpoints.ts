/**
 * The widths where a layout changes, read from the stylesheets the page really uses (every
 * shadow root's adopted sheets and the document's): each `@media (min-width|max-width: …)` and
 * each `@container <name> (min-width|max-width: …)`. A width test checks the widths on each
 * side of each breakpoint instead of sweeping every few pixels: between breakpoints the layout
 * is the same set of rules, only scaled. A breakpoint added later is found without editing the
 * test.
 */
import { page } from 'vitest/browser';

export interface Breakpoints {
  /** Viewport widths (px) where a media query flips. */
  readonly media: number[];
  /** Container name → its widths (px) where a container query flips. */
  readonly containers: Map<string, number[]>;
}

const WIDTH = /\((?:min|max)-width:\s*([\d.]+)px\)/g;

function sheetsOf(root: Document | ShadowRoot): CSSStyleSheet[] {
  return [...root.adoptedStyleSheets, ...[...root.styleSheets]];
}

function visit(rules: CSSRuleList, out: Breakpoints): void {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) {
      for (const m of rule.media.mediaText.matchAll(WIDTH)) out.media.push(Number(m[1]));
    } else if (rule instanceof CSSContainerRule) {
      const list = out.containers.get(rule.containerName) ?? [];
      for (const m of rule.containerQuery.matchAll(WIDTH)) list.push(Number(m[1]));
      out.containers.set(rule.containerName, list);
    }
    if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, out);
  }
}

/** Every width breakpoint of the stylesheets used under `root` (and the document's own). */
export function breakpointsUnder(root: Element): Breakpoints {
  const out: Breakpoints = { media: [], containers: new Map() };
  const roots: (Document | ShadowRoot)[] = [document];
  const walk = (el: Element) => {
    if (el.shadowRoot) {
      roots.push(el.shadowRoot);
      for (const e of el.shadowRoot.querySelectorAll('*')) walk(e);
    }
    for (const e of el.children) walk(e);
  };
  walk(root);
  for (const r of new Set(roots)) for (const sheet of sheetsOf(r)) visit(sheet.cssRules, out);
  const uniq = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);
  out.media.splice(0, out.media.length, ...uniq(out.media));
  for (const [k, v] of out.containers) out.containers.set(k, uniq(v));
  return out;
}

/** The inline size a container query of `el` is measured on: its content box. */
export function containerWidth(el: Element): number {
  const cs = getComputedStyle(el);
  return (
    el.getBoundingClientRect().width -
    Number.parseFloat(cs.paddingLeft) -
    Number.parseFloat(cs.paddingRight) -
    Number.parseFloat(cs.borderLeftWidth) -
    Number.parseFloat(cs.borderRightWidth)
  );
}

/**
 * The widest viewport width in [lo, hi] at which `size()` is below `limit` (the container is
 * narrower than the breakpoint), by bisection on whole pixels, given size(lo) < limit ≤ size(hi)
 * and a size that grows with the viewport.
 */
export async function crossing(
  lo: number,
  hi: number,
  limit: number,
  size: () => number,
): Promise<number> {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    await page.viewport(mid, 4000); // as tall as any page: no scrollbar takes width
    await new Promise((r) => requestAnimationFrame(r));
    if (size() < limit) lo = mid;
    else hi = mid;
  }
  return lo;
}
