/**
 * A match: one game in progress with its seed, its chance generator and its action log.
 *
 * `setup(options, seed)` fixes the random setup. Chance events during play (die rolls) are
 * resolved from a second generator derived from the same seed, so a seed plus the players'
 * actions always reproduces the same game, and the full log (players' actions and chance
 * outcomes) is a replay.
 */
import { IllegalActionError, ValidationError } from './errors.js';
import { CHANCE, type Action, type ChanceOutcome, type Game } from './game.js';
import { type Rng, createRng, deriveSeed } from './rng.js';
import { MOVE_MAKERS, type MoveMaker } from './move-maker.js';
import { checkSeed } from './seed.js';

/**
 * Decisions a game played by bots may take before whoever runs them stops it: `pnpm simulate`,
 * `calibrate` and `watch` stop such a game and report it as stopped (neither won nor lost), and
 * an element's autoplay pauses itself after as many AI moves.
 * Stopping is the runner's business, never a rule: a run of a solitaire may go on as long as
 * its player likes. The longest finished games measured take about 300 decisions, so the budget
 * binds only on a game going nowhere.
 */
export const BOT_STEP_BUDGET = 2000;

/** Samples one outcome of a chance node from its distribution. */
export function sampleChance(outcomes: readonly ChanceOutcome[], rng: Rng): Action {
  if (outcomes.length === 0) throw new Error('sampleChance: no outcomes at this chance node');
  let r = rng.float();
  for (const o of outcomes) {
    r -= o.probability;
    if (r < 0) return o.action;
  }
  return outcomes[outcomes.length - 1]!.action;
}

/** The chance generator of a match with this seed (stream 1 of the seed). */
export function chanceRng(seed: number): Rng {
  return createRng(deriveSeed(seed, 1));
}

/**
 * A game in progress. The constructor sets the game up and resolves the opening chance (a deal's
 * first roll, say): `state` is never a chance node, so the first `state` is already a player's
 * turn (or the end). A seed that is not an integer 0..2^32 − 1 is refused with a
 * `ValidationError`. Players' actions go through `play`, which resolves the chance that follows
 * them the same way, so a bot is only ever asked at a player's turn (core's bots refuse a chance
 * node: `legalFromObservation` throws there).
 */
export class Match<S, Opt extends object = object> {
  readonly game: Game<S, unknown, Opt>;
  readonly seed: number;
  readonly options: Opt;
  /** Every action applied since setup, chance outcomes included, in order. */
  readonly actions: Action[] = [];
  /** Who made each action of `actions` (`play`'s `by`; null for chance and unrecorded moves). */
  readonly madeBy: (MoveMaker | null)[] = [];
  private current: S;
  private readonly rng: Rng;

  constructor(game: Game<S, unknown, Opt>, options: Partial<Opt> | undefined, seed: number) {
    this.game = game;
    this.seed = checkSeed(seed);
    this.current = game.setup(options, seed);
    this.options = game.optionsOf(this.current);
    this.rng = chanceRng(seed);
    this.resolveChance();
  }

  get state(): S {
    return this.current;
  }

  /**
   * Applies a player's action, then resolves any chance events that follow. `by` records who
   * made the move (a person, the AI, a hint followed) in the replay.
   */
  play(action: Action, by?: MoveMaker): S {
    if (by !== undefined && !MOVE_MAKERS.includes(by)) {
      throw new ValidationError('by', `must be one of ${MOVE_MAKERS.join(', ')}; got ${by}`);
    }
    const player = this.game.currentPlayer(this.current);
    if (player === CHANCE) {
      throw new IllegalActionError(action, 'nature moves next; chance is resolved by the match');
    }
    this.current = this.game.apply(this.current, action);
    this.actions.push(action);
    this.madeBy.push(by ?? null);
    this.resolveChance();
    return this.current;
  }

  private resolveChance(): void {
    while (this.game.currentPlayer(this.current) === CHANCE) {
      const a = sampleChance(this.game.chanceOutcomes(this.current), this.rng);
      this.current = this.game.apply(this.current, a);
      this.actions.push(a);
      this.madeBy.push(null);
    }
  }
}
