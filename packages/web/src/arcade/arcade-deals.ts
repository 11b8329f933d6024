/**
 * How the arcade deals a game into its element: from the new-game form (seed, options, AI
 * seats) and from a shared link (seed and options). Both set the option attributes so the
 * element's attributes say what is dealt, deal with `newGame` (a game still running is then
 * abandoned: the element fires `game-abandon` with the seats it was played with), and only then
 * seat the AI. Neither throws when the element refuses the deal (a campaign chapter not yet
 * opened in this browser, say): each returns the reason, and the game on show stays; a refused
 * link also puts the option attributes back as they were, so they still say what is shown.
 */
import { type AnyGame, OptionsError } from '@matrix-arcade/core';
import { parseSeed } from '../lib/attributes.js';
import type { GameElement } from '../lib/game-element.js';
import { attributeOf } from '../lib/option-attributes.js';
import { optionsFromForm } from './option-fields.js';

type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

/**
 * Deals what a submitted new-game form asks for; returns a message if its seed is not a seed or
 * the element refuses the options (the game in progress then stays).
 */
export function dealFromForm(el: AnyGameElement, game: AnyGame, data: FormData): string | null {
  const seedText = String(data.get('seed') ?? '').trim();
  let seed: number | undefined;
  if (seedText !== '') {
    const parsed = parseSeed(seedText);
    if (!parsed.ok) return 'A seed is a whole number from 0 to 4294967295.';
    seed = parsed.value;
  }
  const { options, attributes } = optionsFromForm(game.optionSchema, data);
  for (const [name, value] of attributes)
    value === null ? el.removeAttribute(name) : el.setAttribute(name, value);
  try {
    el.newGame(seed === undefined ? options : { ...options, seed });
  } catch (e) {
    // The element refused the options (a campaign chapter not yet opened, say): say why.
    return refusalOf(e);
  }
  el.aiSeats = Array.from({ length: game.players.max }, (_, i) => i).filter(
    (i) => data.get(`ai-${i}`) === 'on',
  );
  el.autoplay = el.aiSeats.length > 0;
  return null;
}

/**
 * Deals the game of a link, unless the element already shows that very deal (a saved game).
 * Returns null, or why the element refused the deal (a campaign chapter not yet opened in this
 * browser: "chapter 6 is locked; win chapter 5 first (open now: 1)", without the API's field
 * name): the option attributes are then put back as they were, and the game on show stays.
 */
export function dealLinked(
  el: AnyGameElement,
  game: AnyGame,
  link: { readonly seed: number; readonly options: Record<string, unknown> },
): string | null {
  if (isDealOf(el, game, link)) return null;
  // What the link's options were before it, to put back on a refusal.
  const self = el as unknown as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(link.options).map((key) => [key, self[key]]));
  setOptionAttributes(el, link.options);
  try {
    el.newGame({ ...link.options, seed: link.seed });
    return null;
  } catch (e) {
    // Left as the link set them, the attributes would claim a deal the element does not show,
    // and on its next update it would refuse them and deal some other chapter by itself.
    setOptionAttributes(el, before);
    return refusalOf(e);
  }
}

/** The element's refusal in a player's words: without the API's field name in front. */
function refusalOf(e: unknown): string {
  const message = (e as Error).message;
  return OptionsError.is(e) && message.startsWith(`${e.field}: `)
    ? message.slice(e.field.length + 2)
    : message;
}

/** Whether the element shows the deal of a link already (its seed and options). */
export function isDealOf(
  el: AnyGameElement,
  game: AnyGame,
  link: { readonly seed: number; readonly options: Record<string, unknown> },
): boolean {
  const now = el.gameState ? (game.optionsOf(el.gameState) as Record<string, unknown>) : {};
  return el.seed === link.seed && Object.entries(link.options).every(([k, v]) => now[k] === v);
}

/**
 * Sets the element's option attributes to `options` (a boolean as present or absent, null or
 * undefined as absent), so its attributes say what is dealt: a restored game keeps its options
 * (the element deals again when its attributes and its game disagree) and its own New game deals
 * with the same options.
 */
export function setOptionAttributes(el: AnyGameElement, options: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(options)) {
    const name = attributeOf(key);
    if (value == null)
      el.removeAttribute(name); // an option never set
    else if (typeof value === 'boolean')
      value ? el.setAttribute(name, '') : el.removeAttribute(name);
    else if (el.getAttribute(name) !== String(value)) el.setAttribute(name, String(value));
  }
}
