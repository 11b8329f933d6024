/**
 * The one interface every matrix-arcade game implements.
 *
 * Search, the UI host, replays and the CLI tools are written once against `Game`. The model
 * follows OpenSpiel's `State` (explicit chance nodes, per-seat returns, information-state
 * observations) with boardgame.io's pure, serializable style: a state is plain data, `apply`
 * returns a new state and never mutates its argument.
 */
import type { Rng } from './rng.js';
import type { OptionSchema } from './options.js';

/** A stable integer encoding of one choice (a move, or a chance outcome). */
export type Action = number;

/** `currentPlayer` returns this when nature moves next (a die roll, a card flip). */
export const CHANCE = -1;
/** `currentPlayer` returns this when the game is over. */
export const TERMINAL = -2;

/** One possible result of a chance event and its probability. */
export interface ChanceOutcome {
  readonly action: Action;
  readonly probability: number;
}

/** How a finished game ended, in words and numbers. */
export interface Outcome {
  /** A short machine-friendly tag of how the game ended, e.g. `"score"`, `"black-ice"`. */
  readonly ending: string;
  /** Seats that won; empty for a draw or a lost solitaire. */
  readonly winners: readonly number[];
  /** Final score per seat (game-specific meaning). */
  readonly scores: readonly number[];
  /** One plain sentence for players. */
  readonly summary: string;
}

/** Encode and decode a game's states as versioned, validated JSON. */
export interface StateCodec<S> {
  /** Bumped whenever the JSON shape changes. */
  readonly version: number;
  toJSON(state: S): unknown;
  /** Validates untrusted JSON; throws `ValidationError` naming the bad field. */
  fromJSON(json: unknown): S;
}

/**
 * What every `previewAction` result has in common; a game adds its own fields (the points each
 * die scores, the royals an overload kills…).
 */
export interface ActionPreviewBase {
  /** The action previewed, as given. */
  readonly action: Action;
  /** The seat that would play it. */
  readonly seat: number;
}

/**
 * A game's rules.
 *
 * @typeParam S   full game state, hidden parts included (plain, JSON-friendly data)
 * @typeParam O   what one seat can know: the state with hidden parts removed
 * @typeParam Opt the validated options object
 * @typeParam P   what `previewAction` returns (when the game has it)
 */
export interface Game<
  S,
  O = unknown,
  Opt extends object = object,
  P extends ActionPreviewBase = ActionPreviewBase,
> {
  /** Package-wide id, kebab-case: `my-game`. */
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Declarative option schema: defaults, ranges and descriptions (used by UI and CLI). */
  readonly optionSchema: OptionSchema<Opt>;
  /**
   * True when some seat can't see everything (a hidden deck, a future layout); a function when
   * that depends on the options (use `hidesInformation(game, options)` to read it).
   */
  readonly hasHiddenInformation: boolean | OptionsPredicate<Opt>;

  /** A new game. Options are validated (`OptionsError`); the seed fixes every random setup. */
  setup(options: Partial<Opt> | undefined, seed: number): S;
  /**
   * A new game whose random setup draws from `rng` (optional; a game with a random setup should
   * have it): `setup(options, seed)` must equal `setupFrom(options, createRng(seed))`, and a
   * host with a better source than a 32-bit seed (the online server's CSPRNG) passes that. Use
   * `setupWith(game, options, rng)` to call it on any game.
   */
  setupFrom?(options: Partial<Opt> | undefined, rng: Rng): S;
  /** The options a state was set up with. */
  optionsOf(state: S): Opt;
  numSeats(state: S): number;
  /** A seat index, `CHANCE` or `TERMINAL`. */
  currentPlayer(state: S): number;
  /** Every legal choice of the player to move (chance outcomes at a chance node; `[]` at the end). */
  legalActions(state: S): readonly Action[];
  /** The outcome distribution at a chance node (`[]` elsewhere). */
  chanceOutcomes(state: S): readonly ChanceOutcome[];
  /** Pure: a new state. An illegal action throws `IllegalActionError` and changes nothing. */
  apply(state: S, action: Action): S;
  /** Utility per seat in [0, 1] at a terminal state (1 win, 0.5 draw, 0 loss). */
  returns(state: S): readonly number[];
  /** How the game ended, or `null` while it runs. */
  outcome(state: S): Outcome | null;

  /** What `seat` can know. Contains no deck order and no future roll. JSON-friendly. */
  observe(state: S, seat: number): O;
  /** A full state consistent with the observation, hidden parts sampled from `rng`. */
  determinize(observation: O, rng: Rng): S;
  /** Optional heuristic for the greedy bot: higher is better for `seat`. */
  evaluate?(state: S, seat: number): number;
  /**
   * Optional estimate of `returns` for a state that is not over (each in [0, 1]); lets search cut
   * playouts short (see `SearchSettings.playoutDepth`).
   */
  estimateReturns?(state: S): readonly number[];
  /** The search settings that play this game best (used when a caller gives none). */
  readonly searchDefaults?: SearchSettings;

  /**
   * The action in plain words, in the context of the state it is played from; an action that
   * state does not allow throws `IllegalActionError` (as `apply` would).
   */
  describeAction(state: S, action: Action): string;
  /**
   * Optional: what a legal action would do, as data (the structured form of `describeAction`),
   * for hints, previews on hover and tests. The contract, checked by the conformance suite:
   *
   * - it returns a plain, JSON-friendly object with at least `action` (the action given) and
   *   `seat` (the seat that would play it), plus the game's own fields;
   * - it never changes `state` (it may compute `apply(state, action)` internally);
   * - an illegal action throws `IllegalActionError` with the same reason `apply` gives, exactly
   *   where `apply` would throw.
   *
   * Call it as `game.previewAction?.(state, action)`, or through `previewOf(game, …)`, which
   * says clearly when a game has none.
   */
  previewAction?(state: S, action: Action): P;
  readonly codec: StateCodec<S>;
}

/** Tuning of the tree search for a game. */
export interface SearchSettings {
  /** UCB exploration constant (returns are in [0, 1]). */
  readonly exploration?: number;
  /**
   * Random playout steps before the game's `estimateReturns` replaces the rest of the playout
   * (0: evaluate the expanded node directly). Without an estimate, playouts run to the end.
   */
  readonly playoutDepth?: number;
}

/**
 * A function of a game's options. Written as a method type so that it is bivariant, like the
 * other members: a `Game<S, O, MyOptions>` stays assignable to `Game<S, O, object>`.
 */
export type OptionsPredicate<Opt> = { check(options: Opt): boolean }['check'];

/** Whether a game with these options hides anything from some seat. */
export function hidesInformation<Opt extends object>(
  game: Game<unknown, unknown, Opt>,
  options: Opt,
): boolean {
  const h = game.hasHiddenInformation;
  return typeof h === 'function' ? h(options) : h;
}

/**
 * A new game set up from `rng`: the game's `setupFrom` when it has one, else its `setup` seeded
 * with one 32-bit word of `rng` (all a seed holds; a game whose setup ignores the seed loses
 * nothing).
 */
export function setupWith<S, Opt extends object>(
  game: Game<S, unknown, Opt>,
  options: Partial<Opt> | undefined,
  rng: Rng,
): S {
  return typeof game.setupFrom === 'function'
    ? game.setupFrom(options, rng)
    : game.setup(options, rng.nextU32());
}

/**
 * The preview of an action (`game.previewAction`), for code that handles games generically.
 * Throws `IllegalActionError` for an illegal action, and a `TypeError` naming the game when it
 * has no `previewAction`.
 */
export function previewOf<S, P extends ActionPreviewBase>(
  game: Game<S, unknown, object, P>,
  state: S,
  action: Action,
): P {
  if (typeof game.previewAction !== 'function') {
    throw new TypeError(`${game.id} has no previewAction: use describeAction for its words`);
  }
  return game.previewAction(state, action);
}

/** Any game, for code that handles games generically. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous games needs it
export type AnyGame = Game<any, any, any, any>;
