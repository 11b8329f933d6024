/**
 * How an element reports a problem it recovers from (a bad attribute, a corrupt save): a console
 * warning and an `error` event on the element whose detail says what and why. Never throws.
 * Like the native `error` events of `<img>` and `<script>`, it does not bubble: a bubbling
 * `error` would reach `window` and look like an uncaught exception to global error trackers.
 */

/** Detail of the `error` event. */
export interface ErrorDetail {
  /** What was rejected: an attribute name, `state`, `engine`. */
  readonly source: string;
  readonly message: string;
  /** The rejected value, when there is one. */
  readonly value?: unknown;
}

export function reportProblem(el: HTMLElement, detail: ErrorDetail): void {
  console.warn(`<${el.localName}>: ${detail.message}`);
  el.dispatchEvent(new CustomEvent('error', { detail }));
}

/** The detail of an element's `error` event (typed: `HTMLElement` types `error` as `ErrorEvent`). */
export function errorDetail(e: Event): ErrorDetail {
  return (e as unknown as CustomEvent<ErrorDetail>).detail;
}
