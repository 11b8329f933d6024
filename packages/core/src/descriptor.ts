/**
 * A game's descriptor: everything the arcade, the tools and the tests list about a game beyond
 * its rules, in one object that the game package exports from its headless `.` entry. Every
 * registry (the tools' games and kernels, the endings a report lists, the arcade's picker,
 * new-game form, statistics and rules panel) is built from descriptors, so adding a game is a
 * registration line, not an edit in each list.
 *
 * Words only, no markup and no DOM: the web kit renders the rules summary, `pnpm watch` prints
 * `renderText`. Option labels come from the game's `optionSchema` (`label`, else `description`).
 */
import type { AnyGame, Game } from './game.js';
import { guardSetup } from './seed.js';

/** A rules summary in our own words: an intro, short points with a title each, a tip. */
export interface RulesSummary {
  readonly intro: string;
  /** `{ title, text }`: rendered as a list, the title in bold. `_words_` marks emphasis. */
  readonly points: readonly { readonly title: string; readonly text: string }[];
  readonly tip?: string;
}

export interface GameDescriptor<S = unknown, O = unknown, Opt extends object = object> {
  /** The rules. `id`, `title`, seat counts and `optionSchema` are read from here. */
  readonly game: Game<S, O, Opt>;
  /** One or two sentences for the game picker. */
  readonly blurb: string;
  /** The seats the AI plays for a new visitor (`[]`: the player plays every seat). */
  readonly defaultAiSeats: readonly number[];
  /** What the "AI plays" boxes call each seat (default "Player 1", "Player 2", ...). */
  readonly seatNames?: readonly string[];
  readonly rules: RulesSummary;
  /** Who made the game, in a sentence for credits: `"<Title> is a game by …"`. */
  readonly credit?: string;
  /**
   * Every way a game can end, in the rules' order (`outcome(state).ending`), when the game
   * names its endings: reports list each one even when no game of a series ended that way.
   */
  readonly endings?: readonly string[];
  /**
   * A text picture of a state for a terminal (`pnpm watch`), when the game has one; `colour`
   * asks for ANSI colours (never the only signal).
   */
  renderText?(state: S, options?: { readonly colour?: boolean }): string;
}

/** Any descriptor, for registries of heterogeneous games. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous games needs it
export type AnyGameDescriptor = GameDescriptor<any, any, any>;

/**
 * Checks and returns the descriptor, with type inference: `export const descriptor =
 * defineGame({ game, ... })`. It also guards the game's `setup` in place (`guardSetup`): a seed
 * that is not an integer 0..2^32 − 1 is refused with a `ValidationError`, for every game, without
 * a check in any game package.
 */
export function defineGame<S, O, Opt extends object>(
  d: GameDescriptor<S, O, Opt>,
): GameDescriptor<S, O, Opt> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(d.game.id)) {
    throw new Error(`defineGame: game id "${d.game.id}" must be kebab-case (a-z, 0-9, dashes)`);
  }
  for (const seat of d.defaultAiSeats) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= d.game.players.max) {
      throw new Error(
        `defineGame: ${d.game.id} default AI seat ${seat} is not a seat (0 to ${d.game.players.max - 1})`,
      );
    }
  }
  guardSetup(d.game);
  return d;
}

/** The game of a descriptor, typed for generic code. */
export function gameOf(d: AnyGameDescriptor): AnyGame {
  return d.game;
}
