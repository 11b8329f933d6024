/**
 * Motion for the pieces of the kit, written once: a piece that arrives on the board pops in, a
 * piece that leaves its place fades away there (a ghost left behind for a moment), a stack that
 * grows pulses, a card that changes slides in. Web Animations keyed off what changed in the
 * element that draws the piece (a die, a card), so the game templates need no markers. When the
 * user asks for less motion (`prefers-reduced-motion: reduce`) nothing moves at all: no
 * animation is created, rather than one made very short.
 */

/** Whether the user asked for less motion (checked at each move, so a change applies at once). */
export function reducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
}

/** Runs `keyframes` on `el` unless the user asked for less motion; the animation, or null. */
export function play(
  el: Element,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
): Animation | null {
  if (reducedMotion() || typeof el.animate !== 'function') return null;
  return el.animate(keyframes, { easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)', ...options });
}

/** How long a move's motion lasts (ms): long enough to follow, short enough not to wait for. */
export const MOVE_MS = 420;

/** A piece arriving: it drops in from a little above, grown and glowing, and settles. */
export const ARRIVE: Keyframe[] = [
  { transform: 'translateY(-45%) scale(1.35)', opacity: 0, filter: 'brightness(1.6)' },
  { transform: 'translateY(0) scale(1.1)', opacity: 1, filter: 'brightness(1.3)', offset: 0.6 },
  { transform: 'none', opacity: 1, filter: 'none' },
];

/** A piece leaving: it lifts off and fades where it was. */
export const LEAVE: Keyframe[] = [
  { transform: 'none', opacity: 0.9 },
  { transform: 'translateY(-35%) scale(1.3)', opacity: 0 },
];

/** A stack growing: one pulse. */
export const PULSE: Keyframe[] = [
  { transform: 'none' },
  { transform: 'scale(1.22)', filter: 'brightness(1.4)', offset: 0.4 },
  { transform: 'none' },
];

/** A card replaced by the next one: it slides in from above, turning face up. */
export const DRAW: Keyframe[] = [
  { transform: 'translateY(-30%) rotateY(80deg)', opacity: 0 },
  { transform: 'none', opacity: 1 },
];

/**
 * Whether `el` was added to a shadow root whose host has rendered before (a piece arriving
 * during play), rather than drawn with the rest of the board on its first render.
 */
export function addedAfterFirstRender(el: Element): boolean {
  const root = el.getRootNode();
  const host =
    root instanceof ShadowRoot ? (root.host as Element & { hasUpdated?: boolean }) : null;
  return host?.hasUpdated === true;
}
