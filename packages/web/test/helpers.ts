/**
 * Helpers for the browser tests of any element: mount an element, reach into shadow roots, wait
 * for an event or a condition, and find the focused element through shadow roots. A game's own
 * helpers (its board's cells) are in its folder, `src/<id>/<id>.test-util.ts`.
 */
import { commands, page, userEvent } from 'vitest/browser';

/** Creates an element with these attributes, adds it to the page and waits for it to render. */
export async function mountTag<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await settle(el);
  return el;
}

/**
 * A real mouse click at the middle of `target`'s box, as it is now: for a control clicked while
 * the page changes under it (the AI playing), where `userEvent.click` may resolve its element
 * path after a sibling came or went (the config's `clickAt`).
 */
export async function clickMiddle(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'nearest' });
  const r = target.getBoundingClientRect();
  if (r.width === 0 || r.height === 0)
    throw new Error(`clickMiddle: <${target.localName}> has no box`);
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  // A report, not an assertion: a press or release that reached another element is written to
  // the console, so a test that then fails says where its click went (a rare CI failure).
  const missed: string[] = [];
  const note = (e: Event) => {
    if (!e.composedPath().includes(target))
      missed.push(`${e.type} on ${named(e.composedPath()[0])}`);
  };
  const types = ['mousedown', 'mouseup', 'click'];
  for (const t of types) window.addEventListener(t, note, true);
  try {
    await commands.clickAt(x, y);
  } finally {
    for (const t of types) window.removeEventListener(t, note, true);
  }
  if (missed.length > 0) {
    const now = target.getBoundingClientRect();
    console.warn(
      `clickMiddle: the click at (${Math.round(x)}, ${Math.round(y)}) for ${named(target)} ` +
        `(connected: ${target.isConnected}, box now ${Math.round(now.left)},${Math.round(now.top)} ` +
        `${Math.round(now.width)}×${Math.round(now.height)}) reached ${missed.join(', ')}`,
    );
  }
}

/** `<tag data-command=…>`, for a message. */
function named(node: EventTarget | undefined): string {
  if (!(node instanceof Element)) return String(node);
  const command = node.getAttribute('data-command');
  return `<${node.localName}${command ? ` data-command="${command}"` : ''}>`;
}

/** Waits until an element and its kit children have rendered. */
export async function settle(el: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const all = [el, ...deepQueryAll(el, '*')] as (Element & {
      updateComplete?: Promise<unknown>;
    })[];
    await Promise.all(all.map((e) => e.updateComplete));
  }
}

/**
 * `settle`, then two animation frames and `settle` again: what a ResizeObserver or a frame
 * callback changes after a resize (a board fitting its new viewport, the arcade measuring its
 * bar) is drawn before a layout check measures it, however loaded the machine.
 */
export async function settleLayout(el: Element): Promise<void> {
  await settle(el);
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  await settle(el);
}

/** querySelectorAll through open shadow roots. */
export function deepQueryAll(root: Element | ShadowRoot | Document, selector: string): Element[] {
  const out: Element[] = [];
  const visit = (r: Element | ShadowRoot | Document) => {
    out.push(...r.querySelectorAll(selector));
    for (const e of r.querySelectorAll('*')) if (e.shadowRoot) visit(e.shadowRoot);
    if (r instanceof Element && r.shadowRoot) visit(r.shadowRoot);
  };
  visit(root);
  return [...new Set(out)];
}

export function part<T extends Element = HTMLElement>(el: Element, selector: string): T {
  const found = el.shadowRoot!.querySelector<T & Element>(selector);
  if (!found) throw new Error(`no ${selector} in <${el.localName}>`);
  return found;
}

export function controlButton(el: Element, command: string): HTMLButtonElement {
  const controls = part(el, 'arcade-game-controls');
  return controls.shadowRoot!.querySelector<HTMLButtonElement>(`[data-command="${command}"]`)!;
}

/**
 * A real mouse click (press and release) on the element's Hint button, noting Hint's box at the
 * press and at the release: a wrong layout moves Hint in between, and the click lands elsewhere.
 */
export async function pressHint(el: Element): Promise<{ down?: DOMRect; up?: DOMRect }> {
  const hint = controlButton(el, 'hint');
  const boxes: { down?: DOMRect; up?: DOMRect } = {};
  const onDown = () => {
    boxes.down = hint.getBoundingClientRect();
  };
  const onUp = () => {
    boxes.up = hint.getBoundingClientRect();
  };
  window.addEventListener('pointerdown', onDown, true);
  window.addEventListener('pointerup', onUp, true);
  try {
    await userEvent.click(hint);
  } finally {
    window.removeEventListener('pointerdown', onDown, true);
    window.removeEventListener('pointerup', onUp, true);
  }
  return boxes;
}

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/**
 * The least any wait below gives up after: a guard for a two-core machine running the whole
 * suite (load 20 and more has been seen), just under the browser tests' 120 s guard, so a wait
 * that fails still says what it waited for. A shorter timeout a test passes is raised to it: a
 * wait's length is never what a test asserts.
 */
export const WAIT_GUARD_MS = 110_000;
const guard = (timeout: number) => Math.max(timeout, WAIT_GUARD_MS);

export function nextEvent<T>(
  target: EventTarget,
  type: string,
  timeout = WAIT_GUARD_MS,
): Promise<T> {
  const ms = guard(timeout);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} event in ${ms} ms`)), ms);
    target.addEventListener(
      type,
      (e) => {
        clearTimeout(timer);
        resolve((e as CustomEvent<T>).detail);
      },
      { once: true },
    );
  });
}

/**
 * `promise`, or a failure naming `what` after `timeout` ms (a bound on waiting, never what is
 * asserted): a wait with no guard of its own (an element's `idle()`) says which step hung.
 */
export function guarded<T>(promise: Promise<T>, what: string, timeout = WAIT_GUARD_MS): Promise<T> {
  const ms = guard(timeout);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Waits for `check` to give a truthy value and returns it, checking every 20 ms; after `timeout`
 * ms it fails with "timed out waiting for <what>" (a bound on waiting, never what is asserted).
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what = 'condition',
  timeout = WAIT_GUARD_MS,
): Promise<NonNullable<T>> {
  const end = Date.now() + guard(timeout);
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `waitFor` with the timeout first (the older argument order). */
export async function until(
  check: () => boolean,
  timeout = WAIT_GUARD_MS,
  what = 'condition',
): Promise<void> {
  await waitFor(check, what, timeout);
}

/** Makes the viewport as tall as the page (a screenshot only paints what is in the viewport). */
export async function fitHeight(width: number): Promise<void> {
  await page.viewport(width, 900);
  await new Promise((r) => requestAnimationFrame(r));
  await page.viewport(width, Math.min(4000, document.documentElement.scrollHeight));
  await new Promise((r) => requestAnimationFrame(r));
}

/** A screenshot's frame: the viewport at `width`, and the page in the dark theme's background. */
export async function screenshotFrame(width: number): Promise<void> {
  await page.viewport(width, 900);
  document.documentElement.style.background = '#070b16';
  document.body.style.cssText = 'margin:0;padding:8px;background:#070b16;';
}

/** Undoes `screenshotFrame` (call it after each screenshot test). */
export async function clearScreenshotFrame(): Promise<void> {
  document.body.style.cssText = '';
  document.documentElement.style.background = '';
  await page.viewport(1280, 900);
}

/**
 * Records each animation started (`Element.animate`, which every motion of the elements goes
 * through) until `stop()`: a test counts the motions a move started, with their element and
 * duration, without racing their end (no pause of some milliseconds, no look that comes too late
 * on a loaded machine). With `hold`, each is paused as it starts, so the test can look at any
 * moment of it.
 */
export function watchAnimations(options: { hold?: boolean } = {}): {
  readonly started: {
    readonly target: Element;
    readonly duration: number;
    readonly animation: Animation;
  }[];
  stop(): void;
} {
  const started: { target: Element; duration: number; animation: Animation }[] = [];
  const real = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = real.apply(this, args);
    // Held: paused where it starts, for the test to move through it (`currentTime`).
    if (options.hold) animation.pause();
    const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
    started.push({ target: this, duration, animation });
    return animation;
  };
  return {
    started,
    stop: () => {
      Element.prototype.animate = real;
    },
  };
}
