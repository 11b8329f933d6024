/**
 * Dice flying from the matrix to the mover's area after a move: for each die taken, a copy of
 * it starts over the emptied matrix cell and glides onto its stack in the area (a short Web
 * Animation), while the stack's own die waits hidden, then the copy goes. Nothing moves when
 * the user asks for less motion. Pure DOM, given the cells' elements.
 */

/** How long a die takes to fly (ms). */
export const FLY_MS = 420;

export function prefersLessMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Flies a copy of `die` from the box `from` onto `die`; the copy lives in `layer` meanwhile. */
export function flyDie(layer: HTMLElement, from: DOMRect, die: HTMLElement): Animation | null {
  const to = die.getBoundingClientRect();
  if (to.width === 0 || from.width === 0) return null;
  const copy = die.cloneNode(true) as HTMLElement;
  copy.removeAttribute('style');
  copy.classList.add('flying');
  const size = Math.min(from.width, from.height) * 0.74;
  copy.style.cssText = `position: fixed; left: 0; top: 0; width: ${to.width}px; height: ${to.height}px; --arcade-die-size: ${to.width}px; margin: 0; pointer-events: none; z-index: 10`;
  layer.append(copy);
  // A container (the element's own size container) can be the box "fixed" is measured from.
  const origin = copy.getBoundingClientRect();
  copy.style.left = `${to.left - origin.left}px`;
  copy.style.top = `${to.top - origin.top}px`;
  const dx = from.left + (from.width - size) / 2 - to.left;
  const dy = from.top + (from.height - size) / 2 - to.top;
  const scale = size / Math.max(1, to.width);
  // Important: the die's own landing animation would otherwise show it at once.
  die.style.setProperty('opacity', '0', 'important');
  const anim = copy.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})` },
      { transform: 'translate(0, 0) scale(1)' },
    ],
    { duration: FLY_MS, easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)' },
  );
  const done = () => {
    copy.remove();
    die.style.removeProperty('opacity');
  };
  anim.onfinish = done;
  anim.oncancel = done;
  return anim;
}
