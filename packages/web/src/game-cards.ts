/**
 * The arcade's list of games before any is opened: one card per game (`GameCard`, from the
 * generated `game-cards.generated.ts`: data read from each manifest, the board's picture, a
 * loader), in the manifests' rank order. Importing this module loads no rules and no element:
 * `load()` (or `loadGame(id)`) brings a game's chunks when it is opened and keeps the game, so
 * `loadedGame(id)` answers at once from then on. A load that fails (offline, before the game was
 * ever opened) is forgotten, to be tried again.
 */
import { CARD_ENTRIES } from './game-cards.generated.js';
import { type GameCard, type WebGame, webGame } from './web-game.js';

/** Games announced in the arcade but not yet playable (none now). */
export const COMING: readonly string[] = [];

const loading = new Map<string, Promise<WebGame>>();
const loaded = new Map<string, WebGame>();

/** Every game's card, in the arcade picker's order. */
export const CARDS: readonly GameCard[] = CARD_ENTRIES.map(({ data, picture, load }) => {
  const card: GameCard = {
    ...data,
    tag: `${data.id}-game`,
    ...(picture ? { picture } : {}),
    load() {
      let p = loading.get(data.id);
      if (!p) {
        p = load().then((parts) => {
          const { descriptor } = parts.manifest;
          const more = {
            ...(picture ? { picture } : {}),
            ...(parts.winnable ? { winnable: parts.winnable } : {}),
            ...(parts.manifest.loadLessons ? { lessons: parts.manifest.loadLessons } : {}),
          };
          const game = webGame(descriptor, parts.define, more);
          loaded.set(data.id, game);
          return game;
        });
        p.catch(() => loading.delete(data.id));
        loading.set(data.id, p);
      }
      return p;
    },
  };
  return card;
});

/** The card of game `id`, or undefined. */
export function cardOf(id: string): GameCard | undefined {
  return CARDS.find((c) => c.id === id);
}

/** Game `id` if it was loaded, else null (nothing is loaded by asking). */
export function loadedGame(id: string): WebGame | null {
  return loaded.get(id) ?? null;
}
