/**
 * The arcade's notice: what was set aside or refused, in words. A new message is added to the
 * notice on show (the same one is not said twice) and fired as `arcade-notice` from the arcade;
 * null dismisses the notice.
 */

/** The notice after `message` (null: dismissed); fires `arcade-notice` on `from` for a message. */
export function addNotice(from: HTMLElement, notice: string | null, message: string | null) {
  const next = message === null || !notice || notice === message ? message : `${notice} ${message}`;
  if (message !== null)
    from.dispatchEvent(
      new CustomEvent('arcade-notice', { detail: { message }, bubbles: true, composed: true }),
    );
  return next;
}
