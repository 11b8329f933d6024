/**
 * `playGame`: a whole game between bots in one call, for scripts, tests and servers. A `Match`
 * holds the game: chance is resolved from the match's generator (derived from the seed), and
 * each bot is handed only its own seat's observation, never the state. The same seed and the
 * same (deterministic) bots play the same game, and the returned replay reproduces it with
 * `playReplay`. Each move is recorded as it is made with who made it (`madeBy`): `'ai'`, unless
 * the bot says otherwise (`AsyncBot.madeBy`).
 */
import { OptionsError } from './errors.js';
import { type Action, type Game, type Outcome, TERMINAL } from './game.js';
import { BOT_STEP_BUDGET, Match } from './match.js';
import { checkKeys } from './options.js';
import type { MoveMaker } from './move-maker.js';
import { type Replay, replayOf } from './replay.js';
import type { Bot } from './search/bot.js';
import { checkSeed } from './seed.js';

/** A bot that answers with a promise (an engine in a worker, a remote player…). */
export interface AsyncBot {
  readonly name: string;
  /** Picks a legal action for `seat`, who must be the player to move in the observation. */
  chooseAction<S, O>(game: Game<S, O, object>, observation: O, seat: number): Promise<Action>;
  /**
   * Who this bot's moves are recorded as in the replay's `madeBy` (default `'ai'`): a bot that
   * relays a person's moves says `'person'`.
   */
  readonly madeBy?: MoveMaker;
}

/** Anything `playGame` can seat: a core `Bot` (synchronous) or an `AsyncBot`. */
export type AnyBot = Bot | AsyncBot;

export interface PlayGameOptions<Opt extends object> {
  /** An integer 0..2^32 − 1: fixes the deal and every chance event. */
  readonly seed: number;
  /** The game's options (validated by its `setup`; defaults for the rest). */
  readonly options?: Partial<Opt>;
  /**
   * Decisions the game may take before it is stopped (default `BOT_STEP_BUDGET`); a stopped
   * game has `outcome: null`.
   */
  readonly maxSteps?: number;
}

const PLAY_GAME_KEYS: readonly (keyof PlayGameOptions<object>)[] = ['seed', 'options', 'maxSteps'];

export interface PlayedGame<S> {
  /** The last state: the end of the game, unless it was stopped. */
  readonly state: S;
  /** How the game ended, or `null` when `maxSteps` stopped it first. */
  readonly outcome: Outcome | null;
  /** Seed, options and every action (chance outcomes included): `playReplay` reproduces it. */
  readonly replay: Replay;
}

/**
 * Plays a game to its end: `bots[seat]` chooses for each seat (one bot alone plays every seat).
 * Rejects with `ValidationError` for a bad seed, `OptionsError` for bad options (an unknown key
 * of its own options included) or a missing bot, and `IllegalActionError` when a bot picks an illegal action.
 */
export async function playGame<S, O, Opt extends object>(
  game: Game<S, O, Opt>,
  bots: readonly AnyBot[],
  settings: PlayGameOptions<Opt>,
): Promise<PlayedGame<S>> {
  checkKeys(settings, PLAY_GAME_KEYS, 'playGame');
  if (settings === undefined) throw new OptionsError('playGame', 'a seed is needed: { seed }');
  const { seed, options, maxSteps = BOT_STEP_BUDGET } = settings;
  const match = new Match<S, Opt>(game, options, checkSeed(seed));
  const seats = game.numSeats(match.state);
  if (bots.length !== 1 && bots.length !== seats) {
    throw new OptionsError(
      'bots',
      `${game.id} has ${seats} seat(s) here: give one bot per seat, or one bot for all (got ${bots.length})`,
    );
  }
  if (!Number.isInteger(maxSteps) || maxSteps < 0) {
    throw new OptionsError('maxSteps', `must be an integer >= 0 (got ${maxSteps})`);
  }
  for (let step = 0; step < maxSteps; step++) {
    const seat = game.currentPlayer(match.state);
    if (seat === TERMINAL) break;
    const bot = bots.length === 1 ? bots[0]! : bots[seat]!;
    const action = await bot.chooseAction<S, O>(game, game.observe(match.state, seat), seat);
    match.play(action, ('madeBy' in bot && bot.madeBy) || 'ai');
  }
  return { state: match.state, outcome: game.outcome(match.state), replay: replayOf(match) };
}
