/**
 * What the web package knows of each game, in two parts. A `GameCard` is what the arcade's front
 * door, links and credits need before any game is opened: the game's id, title, pitch, credit,
 * seats and option schema, read from its manifest when the list of games is generated
 * (`scripts/game-list.mjs`), and its board's picture; no rules, no element. A `WebGame` is the
 * game opened: its descriptor (the rules), the function that registers its element, and a
 * solitaire's solver worker. `card.load()` brings the second (one dynamic import per part, so a
 * bundler gives each game its own chunks) and keeps it (`game-cards.ts`).
 */
import type { AnyGameDescriptor, AnyGameLessons, OptionSchema } from '@matrix-arcade/core';
import type { SVGTemplateResult } from 'lit';

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
  /** Loads its lessons and rules reference (the manifest's `loadLessons`), when it has them. */
  readonly lessons?: () => Promise<AnyGameLessons>;
}

/** A registry entry: the tag follows from the game's id. */
export function webGame(
  descriptor: AnyGameDescriptor,
  define: () => void,
  more: {
    picture?: () => SVGTemplateResult;
    winnable?: () => Worker;
    lessons?: () => Promise<AnyGameLessons>;
  } = {},
): WebGame {
  const id = descriptor.game.id;
  return { descriptor, id, tag: `${id}-game`, define, ...more };
}

/** What a game's manifest says of it, copied into the generated list of games. */
export interface CardData {
  readonly id: string;
  /** The game's title (`descriptor.game.title`). */
  readonly title: string;
  /** Its pitch for the picker (`descriptor.blurb`). */
  readonly blurb: string;
  /** Who made it, in a sentence for the credits (`descriptor.credit`), or ''. */
  readonly credit: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Its options (`descriptor.game.optionSchema`): links name a deal's options before it loads. */
  readonly optionSchema: OptionSchema<object>;
  /** It has a "was this deal winnable?" solver worker. */
  readonly solver: boolean;
}

/** The parts of a game that are loaded when it is opened (the generated loader's answer). */
export interface LoadedParts {
  readonly manifest: {
    readonly descriptor: AnyGameDescriptor;
    readonly loadLessons?: () => Promise<AnyGameLessons>;
  };
  readonly define: () => void;
  readonly winnable?: () => Worker;
}

/** A game as the arcade lists it before it is opened. */
export interface GameCard extends CardData {
  /** The element's tag, `<id>-game`. */
  readonly tag: string;
  /** Its board for the picker's card, when it has one. */
  readonly picture?: () => SVGTemplateResult;
  /** Loads the game (its rules and element), once; later calls get the same promise. */
  load(): Promise<WebGame>;
}
