/**
 * Which game the arcade opens with, and whether it opens on the front door: the game the page
 * names (`game` attribute) or, without one, the game last shown; with `sync-url`, the game of
 * the page's link (`?game=…`), with its deal when the link has a seed. No game chosen by any of
 * these (a first visit): the front door.
 */
import { CARDS } from '../game-cards.js';
import type { ArcadeStorage } from './arcade-storage.js';
import { readLink } from './share-link.js';

export interface Start {
  /** The game to show, or null to keep the element's own. */
  readonly game: string | null;
  /** A game was chosen (else the front door is shown). */
  readonly chosen: boolean;
  /** The deal a link asks for. */
  readonly linked: { seed: number; options: Record<string, unknown> } | null;
  /** What was wrong with the link, for the notice. */
  readonly problems: readonly string[];
}

export function startOf(p: {
  readonly storage: ArcadeStorage;
  /** The page set the `game` attribute. */
  readonly named: boolean;
  /** The page's query string when `sync-url` is on, else null. */
  readonly search: string | null;
}): Start {
  let game: string | null = null;
  let chosen = p.named;
  const last = p.storage.loadLastGame();
  if (!chosen && last && CARDS.some((g) => g.id === last)) {
    game = last;
    chosen = true;
  }
  if (p.search === null) return { game, chosen, linked: null, problems: [] };
  const schemas = CARDS.map((g) => ({ id: g.id, schema: g.optionSchema }));
  const link = readLink(p.search, schemas);
  const linked =
    link.game && link.seed !== null ? { seed: link.seed, options: link.options } : null;
  return {
    game: link.game ?? game,
    chosen: chosen || link.game !== null,
    linked,
    problems: link.problems,
  };
}
