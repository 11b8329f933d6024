/**
 * The arcade's preferences put to work: the theme on the arcade's own `theme` attribute (none:
 * the system's theme) and the theme and sound on the game element on show.
 */
import type { Preferences } from './arcade-storage.js';
import type { AnyGameElement } from './game-mount.js';

export function showPreferences(
  host: HTMLElement,
  el: AnyGameElement | null,
  p: Preferences,
): void {
  if (p.theme) host.setAttribute('theme', p.theme);
  else host.removeAttribute('theme');
  if (el) Object.assign(el, { sound: p.sound, theme: p.theme });
}
