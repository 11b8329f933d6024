/**
 * The games of the web package, one entry each: the game's descriptor (from its package's
 * `./manifest`), its element's tag (`<id>-game`) and the function that registers its element
 * (`src/<id>/register.ts`; nothing is registered until it is called). The arcade's picker,
 * new-game form, statistics and rules panel, the arcade's define entry and the shared contract
 * tests are all built from this list (the package root re-exports each game's classes from
 * `game-classes.generated.ts`).
 * The list is not kept by hand: `scripts/game-list.mjs` generates `game-list.generated.ts` from
 * the game packages in `package.json` and their element folders, and this file puts them in the
 * manifests' rank order. Adding a game to the web package is its dependency line plus its
 * element folder.
 */
import type { AnyGameDescriptor, AnyGameManifest } from '@matrix-arcade/core';
import { sortManifests } from '@matrix-arcade/core';
import type { SVGTemplateResult } from 'lit';
import { GAME_ENTRIES } from './game-list.generated.js';

export interface WebGame {
  readonly descriptor: AnyGameDescriptor;
  /** The game's id (`descriptor.game.id`): the define entry `@matrix-arcade/web/<id>`. */
  readonly id: string;
  /** The element's tag, `<id>-game`. */
  readonly tag: string;
  /** Registers the game's element (and the kit elements it draws with), once. */
  readonly define: () => void;
  /** Its board for the arcade picker's card (`src/<id>/picture.ts`), when it has one. */
  readonly picture?: () => SVGTemplateResult;
  /** Solitaires with a clairvoyant solver: starts its "was this deal winnable?" worker. */
  readonly winnable?: () => Worker;
}

/** A registry entry: the tag follows from the game's id. */
export function webGame(
  descriptor: AnyGameDescriptor,
  define: () => void,
  more: { picture?: () => SVGTemplateResult; winnable?: () => Worker } = {},
): WebGame {
  const id = descriptor.game.id;
  return { descriptor, id, tag: `${id}-game`, define, ...more };
}

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

/** Games announced in the arcade but not yet playable (none now). */
export const COMING: readonly string[] = [];
