/**
 * The games of the web package, every one loaded: the game's descriptor (from its package's
 * `./manifest`), its element's tag (`<id>-game`) and the function that registers its element
 * (`src/<id>/register.ts`; nothing is registered until it is called). The package root and the
 * shared contract tests use this list (the package root re-exports each game's classes from
 * `game-classes.generated.ts`); the arcade does not: it lists the games' cards and loads a game
 * when it is opened (`game-cards.ts`).
 * The list is not kept by hand: `scripts/game-list.mjs` generates `game-list.generated.ts` from
 * the game packages in `package.json` and their element folders, and this file puts them in the
 * manifests' rank order. Adding a game to the web package is its dependency line plus its
 * element folder.
 */
import type { AnyGameManifest } from '@matrix-arcade/core';
import { sortManifests } from '@matrix-arcade/core';
import type { SVGTemplateResult } from 'lit';
import { GAME_ENTRIES } from './game-list.generated.js';
import { type WebGame, webGame } from './web-game.js';

export { type GameCard, type WebGame, webGame } from './web-game.js';
export { COMING } from './game-cards.js';

/** Every game, in the arcade picker's order (the manifests' `rank`). */
export const GAMES: readonly WebGame[] = sortManifests(
  GAME_ENTRIES.map((e) => ({
    ...(e.manifest as AnyGameManifest),
    define: e.define as () => void,
    more: {
      ...('picture' in e ? { picture: e.picture as () => SVGTemplateResult } : {}),
      ...('winnable' in e ? { winnable: e.winnable as () => Worker } : {}),
    },
  })),
).map((e) => webGame(e.descriptor, e.define, e.more));
