/**
 * A game in progress as the elements keep it: the starting state, every action played, and a
 * cursor for undo and redo. Chance events (die rolls) are resolved from a generator derived
 * from the seed and the ply, and logged like moves, so a session replays exactly. A session
 * serializes to versioned JSON (`matrix-arcade/session`) and is rebuilt from untrusted JSON by
 * validating the start state with the game's codec and replaying every action; anything wrong
 * throws `ValidationError` naming the field, and nothing is half-loaded. Each step records who
 * made it when it was made (`madeBy`: a person, the AI, a hint followed; null for chance and for
 * saves from before the record, which load as they were).
 */
import {
  CHANCE,
  TERMINAL,
  ValidationError,
  createRng,
  deriveSeed,
  loadState,
  sampleChance,
  saveState,
  type Game,
  type MoveMaker,
  type SavedState,
} from '@matrix-arcade/core';
import { parseMadeBy } from './made-by.js';

export const SESSION_FORMAT = 'matrix-arcade/session';
export const SESSION_VERSION = 1;

/** The JSON of a session. */
export interface SessionJSON {
  readonly format: typeof SESSION_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly seed: number;
  readonly start: SavedState;
  /** Every action from the start, chance outcomes included, redoable ones too. */
  readonly actions: readonly number[];
  /** How many of `actions` are played; the rest were undone and can be redone. */
  readonly cursor: number;
  /**
   * Who made each action, entry for entry (null: chance, or not recorded). Absent when nothing
   * was recorded (saves from before it existed load without it).
   */
  readonly madeBy?: readonly (MoveMaker | null)[];
}

/**
 * One played step: the action, the seat that played it (`CHANCE` for nature), who made it (a
 * person, the AI, a hint followed; null for chance or a move from before the record), the state
 * after it.
 */
export interface Step<S> {
  readonly action: number;
  readonly seat: number;
  readonly by: MoveMaker | null;
  readonly before: S;
  readonly after: S;
}

/**
 * Chooses a chance event's outcome: the state, and the chance events resolved before it. A
 * method type, so that it is bivariant (a session of any game stays a `GameSession<unknown>`).
 */
export type ChancePick<S> = { pick(state: S, resolved: number): number | null }['pick'];

// biome-ignore lint/suspicious/noExplicitAny: sessions hold any game
type AnyGameOf<S> = Game<S, any, any>;

export class GameSession<S> {
  readonly game: AnyGameOf<S>;
  readonly seed: number;
  readonly start: S;
  private readonly steps: Step<S>[] = [];
  private played = 0;

  /**
   * `pick` (optional) names the outcome of each chance event, given the state and how many chance
   * events the session has resolved so far (a lesson's fixed rolls); null or an outcome that is
   * not possible there falls back to the seeded draw.
   */
  constructor(
    game: AnyGameOf<S>,
    start: S,
    seed: number,
    private readonly pick: ChancePick<S> | null = null,
  ) {
    this.game = game;
    this.start = start;
    this.seed = seed >>> 0;
    this.resolveChance();
  }

  /** A new game from options and a seed. */
  static create<S>(game: AnyGameOf<S>, options: object | undefined, seed: number): GameSession<S> {
    return new GameSession(game, game.setup(options, seed >>> 0), seed);
  }

  /** Rebuilds a session from untrusted JSON (an object or a string). */
  static fromJSON<S>(game: AnyGameOf<S>, input: unknown): GameSession<S> {
    let json = input;
    if (typeof input === 'string') {
      try {
        json = JSON.parse(input);
      } catch (e) {
        throw new ValidationError('session', `not valid JSON (${(e as Error).message})`);
      }
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new ValidationError('session', 'expected an object');
    }
    const o = json as Record<string, unknown>;
    if (o.format === 'matrix-arcade/state') return new GameSession(game, loadState(game, o), 0);
    if (o.format !== SESSION_FORMAT) {
      throw new ValidationError('session.format', `expected "${SESSION_FORMAT}"`);
    }
    if (o.version !== SESSION_VERSION) {
      throw new ValidationError('session.version', `expected ${SESSION_VERSION}`);
    }
    if (o.game !== game.id) throw new ValidationError('session.game', `expected "${game.id}"`);
    if (!Number.isInteger(o.seed) || (o.seed as number) < 0 || (o.seed as number) > 0xffffffff) {
      throw new ValidationError('session.seed', 'expected an integer from 0 to 4294967295');
    }
    let start: S;
    try {
      start = loadState(game, o.start);
    } catch (e) {
      if (e instanceof ValidationError) throw new ValidationError('session.start', e.message);
      throw e;
    }
    if (!Array.isArray(o.actions))
      throw new ValidationError('session.actions', 'expected an array');
    const actions = o.actions as unknown[];
    if (
      !Number.isInteger(o.cursor) ||
      (o.cursor as number) < 0 ||
      (o.cursor as number) > actions.length
    ) {
      throw new ValidationError(
        'session.cursor',
        `expected an integer from 0 to ${actions.length}`,
      );
    }
    const session = new GameSession(game, start, o.seed as number);
    session.steps.length = 0;
    session.played = 0;
    let state = start;
    const replayed: Omit<Step<S>, 'by'>[] = [];
    actions.forEach((a, i) => {
      const legal =
        game.currentPlayer(state) === CHANCE
          ? game.chanceOutcomes(state).map((c) => c.action)
          : game.legalActions(state);
      if (typeof a !== 'number' || !legal.includes(a)) {
        throw new ValidationError(
          `session.actions[${i}]`,
          `${JSON.stringify(a)} is not legal there`,
        );
      }
      const seat = game.currentPlayer(state);
      const after = game.apply(state, a);
      replayed.push({ action: a, seat, before: state, after });
      state = after;
    });
    // Who made each move, read once the moves themselves are known to be the game's (a bad
    // move is named as such, not as a record of the wrong length).
    const madeBy = o.madeBy === undefined ? null : parseMadeBy(o.madeBy, actions.length);
    for (const [i, step] of replayed.entries()) {
      const by = step.seat === CHANCE ? null : (madeBy?.[i] ?? null);
      session.steps.push({ ...step, by });
    }
    session.played = o.cursor as number;
    return session;
  }

  /** The current state. */
  get state(): S {
    return this.played === 0 ? this.start : this.steps[this.played - 1]!.after;
  }

  /** The steps played so far (not the undone ones), oldest first. */
  get history(): readonly Step<S>[] {
    return this.steps.slice(0, this.played);
  }

  /** Steps that were undone and can be redone, next first. */
  get redoable(): readonly Step<S>[] {
    return this.steps.slice(this.played);
  }

  /** The seat to move, `CHANCE` never (chance is resolved at once), or `TERMINAL`. */
  get toMove(): number {
    return this.game.currentPlayer(this.state);
  }

  get over(): boolean {
    return this.toMove === TERMINAL;
  }

  /**
   * Plays a player's action, recording who made it (`by`: unrecorded when left out); throws
   * `IllegalActionError` and changes nothing when illegal.
   */
  play(action: number, by: MoveMaker | null = null): Step<S> {
    const before = this.state;
    const seat = this.game.currentPlayer(before);
    const after = this.game.apply(before, action);
    this.steps.length = this.played;
    const step = { action, seat, by, before, after };
    this.steps.push(step);
    this.played++;
    this.resolveChance();
    return step;
  }

  get canUndo(): boolean {
    return this.history.some((s) => s.seat !== CHANCE);
  }

  get canRedo(): boolean {
    return this.played < this.steps.length;
  }

  /** Takes back the last player action (and the chance events after it); false if none. */
  undo(): boolean {
    if (!this.canUndo) return false;
    while (this.played > 0 && this.steps[this.played - 1]!.seat === CHANCE) this.played--;
    this.played--;
    return true;
  }

  /** Replays the next undone player action (and its chance events); false if none. */
  redo(): boolean {
    if (!this.canRedo) return false;
    this.played++;
    while (this.played < this.steps.length && this.steps[this.played]!.seat === CHANCE)
      this.played++;
    return true;
  }

  toJSON(): SessionJSON {
    const recorded = this.steps.some((s) => s.by !== null);
    return {
      format: SESSION_FORMAT,
      version: SESSION_VERSION,
      game: this.game.id,
      seed: this.seed,
      start: saveState(this.game, this.start),
      actions: this.steps.map((s) => s.action),
      cursor: this.played,
      ...(recorded && { madeBy: this.steps.map((s) => s.by) }),
    };
  }

  private resolveChance(): void {
    while (this.game.currentPlayer(this.state) === CHANCE) {
      const rng = createRng(deriveSeed(this.seed, this.played + 1));
      const before = this.state;
      const outcomes = this.game.chanceOutcomes(before);
      const resolved = this.history.filter((s) => s.seat === CHANCE).length;
      const picked = this.pick?.(before, resolved);
      const action = outcomes.some((o) => o.action === picked)
        ? picked!
        : sampleChance(outcomes, rng);
      this.steps.length = this.played;
      const after = this.game.apply(before, action);
      this.steps.push({ action, seat: CHANCE, by: null, before, after });
      this.played++;
    }
  }
}
