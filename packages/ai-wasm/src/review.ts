/**
 * `reviewGame`: every decision of a finished (or unfinished) game, judged by the engine. For
 * each decision of the replay it asks the engine for its hint at that position (the same
 * calibrated hint a player gets, from the deciding seat's observation only) and grades the move
 * played by the chance it gave away:
 *
 * - `chanceBefore`: the hint's calibrated chance for the deciding seat, the chance of the
 *   position with the engine's move (at a forced position, the chance after its one move,
 *   judged as below);
 * - `chanceAfter`: the engine's move gives `chanceBefore` back; any other move is judged from the
 *   position it made: its result when the game ended there, else the mean over sampled worlds
 *   of what the seat saw of the hint at the next decision, nature's moves in between sampled
 *   (one minus it when the other seat of a two-seat game moves next, whose returns sum to 1;
 *   `review-after.ts`: the draw or roll that follows is not charged to the move), or, with more
 *   seats, the played move's value in the first hint's statistics through the calibration;
 * - `bestChance`: the engine's move judged the same way over the same sampled worlds (the same
 *   cards drawn, the same dice rolled after either move: common random numbers), so the two
 *   differ by what the moves did and not by the luck of the samples or the gap between the
 *   position's chance and the mean chance one move on; `chanceBefore` for the engine's own move;
 * - `loss`: `bestChance − chanceAfter`, never below 0; the grade from `review-grades.ts`.
 *   Without the pairing, a move the engine rates a tie with its own (another seed's choice) was
 *   charged the noise of the comparison, clamped at 0: on the engine's own games the losses
 *   added up to 0.13–0.18 a game more than the fall of the chance (docs/performance.md).
 *
 * Then each seat's accuracy (lichess's method, `review-accuracy.ts`), the moves that decided
 * the game (the largest losses, each with the engine's better move) and each seat's net chance
 * given away (the losses unclamped, gains counted: the sum that keeps the books). Each entry carries who
 * made the move (`madeBy`: a person, the AI, a hint followed) when the replay recorded it.
 *
 * Chance nodes are skipped. Every hint runs with the same seed and settings, so the same replay
 * and options give the same review. Each position is searched once (the hint after a move is the
 * next decision's hint). The work runs in the engine's workers (browsers: Web Workers; `workers`
 * of them side by side, the positions after each roll and the next decisions' hints asked at
 * once); `signal` cancels it (the running hint is stopped with the worker) and `onProgress`
 * reports how far it has got.
 */
import {
  checkKeys,
  type Game,
  type MoveMaker,
  OptionsError,
  type Replay,
  TERMINAL,
  deriveSeed,
  parseReplay,
  playReplay,
} from '@matrix-arcade/core';
import { withChance } from './calibration.js';
import { createEngine, type EngineOptions } from './engine.js';
import { EngineCancelledError } from './errors.js';
import { accuracyBySeat, decidingMoves, givenAwayBySeat } from './review-accuracy.js';
import { REVIEW_SAMPLES, expectedChanceAfter } from './review-after.js';
import { enginePool } from './review-pool.js';
import type { EngineHint, EngineKernel, HintOptions } from './hint.js';
import { resolveHint, resolveSearch } from './resolve-search.js';
import {
  GRADE_THRESHOLDS,
  type GradeThresholds,
  type MoveGrade,
  checkThresholds,
  gradeMove,
} from './review-grades.js';

/** What `reviewGame` needs of an engine: `createEngine`'s or `createInlineEngine`'s. */
export interface ReviewEngine<O> {
  hint(observation: O, seat: number, options?: HintOptions): Promise<EngineHint>;
  cancel(): void;
}

/** How far a review has got. */
export interface ReviewProgress {
  /** Decisions reviewed so far. */
  readonly done: number;
  /** Decisions in the replay. */
  readonly total: number;
  /** Share of the work done, in [0, 1] (counts the running search). */
  readonly fraction: number;
}

export interface ReviewOptions<O = unknown> {
  /** The seed of every hint (default 0) and of the sampled worlds. */
  readonly seed?: number;
  /**
   * Worlds sampled to judge a move other than the engine's (default `REVIEW_SAMPLES`): its
   * chance is the mean chance at the next decision over them (`review-after.ts`).
   */
  readonly samples?: number;
  /**
   * The hints' settings (default: the kernel's quick defaults, the settings its calibration was
   * fitted for; other settings give raw values instead of calibrated chances).
   */
  readonly hint?: Omit<HintOptions, 'seed' | 'onProgress'>;
  /** Grade limits (default `GRADE_THRESHOLDS`). */
  readonly thresholds?: GradeThresholds;
  /** Aborting it stops the review: the promise rejects with `EngineCancelledError`. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ReviewProgress) => void;
  /**
   * The engine to search with (e.g. `createInlineEngine`'s in a Node tool); by default a worker
   * engine of `kernel`, disposed at the end. A given engine is cancelled on abort, not disposed.
   */
  readonly engine?: ReviewEngine<O>;
  /** `createEngine`'s option, for the default engine. */
  readonly createWorker?: EngineOptions['createWorker'];
  /**
   * Workers of the default engine (default 1): the review's independent hints (the positions
   * after each roll, the next decisions) run side by side in them (`review-pool.ts`); the review
   * is the same with any number.
   */
  readonly workers?: number;
  /**
   * After each decision judged: the review of the decisions judged so far (in the game's order;
   * `result` null until the end), so that a review can be shown and used while it runs.
   */
  readonly onMove?: (partial: GameReview) => void;
}

/** One decision of the game, judged. Chances are the deciding seat's, in [0, 1]. */
export interface ReviewedMove {
  /** Index of the action in the replay's `actions`. */
  readonly step: number;
  readonly seat: number;
  readonly action: number;
  readonly description: string;
  /** The chance of the position before the move (the engine's move's chance). */
  readonly chanceBefore: number;
  /** The chance after the move played. */
  readonly chanceAfter: number;
  /**
   * The engine's move there, and its chance judged like the move played (over the same sampled
   * worlds); `chanceBefore` when the move played is the engine's.
   */
  readonly bestAction: number;
  readonly bestDescription: string;
  readonly bestChance: number;
  /** `bestChance − chanceAfter`, at least 0. */
  readonly loss: number;
  readonly grade: MoveGrade;
  /** Who made the move (a person, the AI, a hint followed), when the replay recorded it. */
  readonly madeBy?: MoveMaker;
}

export interface GameReview {
  readonly game: string;
  /** Seats of the game (for drawing a chart from one seat's side). */
  readonly seats: number;
  readonly moves: readonly ReviewedMove[];
  /**
   * True when every chance came through the kernel's calibration (or a solved search); false
   * when some are raw search values (no calibration for these settings or this game).
   */
  readonly calibrated: boolean;
  readonly thresholds: GradeThresholds;
  /** Each seat's return when the replay reaches the end of the game, else null. */
  readonly result: readonly number[] | null;
  /**
   * Each seat's accuracy in [0, 100] (index: seat), lichess's method on the chance given away
   * per move (`review-accuracy.ts`); null for a seat that made no move.
   */
  readonly accuracy: readonly (number | null)[];
  /**
   * The moves that decided the game: the largest losses (mistakes and blunders), worst first,
   * at most `DECIDING_MOVES`; each names the engine's better move (`bestDescription`).
   */
  readonly deciding: readonly ReviewedMove[];
  /**
   * Each seat's net chance given away, null for a seat that made no move: the sum of its moves'
   * `bestChance − chanceAfter` unclamped, a move that kept more than the engine's counting as a
   * gain (`review-accuracy.ts`): the figure whose mean over games is the mean fall of the chance.
   */
  readonly givenAway: readonly (number | null)[];
}

type AnyGame<S, O> = Game<S, O, object>;

const REVIEW_KEYS: readonly (keyof ReviewOptions<unknown>)[] = [
  'seed',
  'samples',
  'hint',
  'thresholds',
  'signal',
  'onProgress',
  'engine',
  'createWorker',
  'workers',
  'onMove',
];

/** Decisions whose first hint is asked ahead of the one judged, to keep every worker busy. */
const AHEAD = 4;

/** Reviews every decision of `replay` (see the file comment). */
export async function reviewGame<S, O>(
  kernel: EngineKernel<O>,
  game: AnyGame<S, O>,
  replay: Replay | string,
  options: ReviewOptions<O> = {},
): Promise<GameReview> {
  checkKeys(options, REVIEW_KEYS, 'reviewGame'); // a typo is refused, not ignored
  const checked = parseReplay(game as Game<unknown, unknown, object>, replay);
  const thresholds = checkThresholds(options.thresholds ?? GRADE_THRESHOLDS);
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed)) throw new OptionsError('seed', `must be an integer; got ${seed}`);
  const samples = options.samples ?? REVIEW_SAMPLES;
  if (!Number.isInteger(samples) || samples < 1) {
    throw new OptionsError('samples', `must be an integer >= 1; got ${samples}`);
  }
  resolveSearch(kernel.defaults, options.hint, kernel.strong); // bad options fail before any work
  const states = playReplay(game, checked);
  const decisions = checked.actions.flatMap((_, i) =>
    game.currentPlayer(states[i]!) >= 0 ? [i] : [],
  );
  const own = options.engine === undefined;
  const workers = options.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1) {
    throw new OptionsError('workers', `must be an integer >= 1; got ${workers}`);
  }
  const engine: ReviewEngine<O> & { dispose?(): void } =
    options.engine ??
    enginePool(
      Array.from({ length: workers }, () =>
        createEngine(kernel, options.createWorker ? { createWorker: options.createWorker } : {}),
      ),
    );
  const signal = options.signal;
  const onAbort = () => engine.cancel();
  signal?.addEventListener('abort', onAbort);
  let calibrated = true;
  let done = 0;
  const report = (within: number) =>
    options.onProgress?.({
      done,
      total: decisions.length,
      fraction: decisions.length ? Math.min(1, (done + within) / decisions.length) : 1,
    });

  /**
   * Every hint asked, by seat and observation: the game's positions and the sampled ones (the
   * promise, kept when asked: a position asked twice at once is searched once).
   */
  const hints = new Map<string, Promise<EngineHint>>();
  const hintOf = (observation: O, seat: number, progress: boolean): Promise<EngineHint> => {
    const key = `${seat} ${JSON.stringify(observation)}`;
    const known = hints.get(key);
    if (known) return known;
    if (signal?.aborted)
      return Promise.reject(new EngineCancelledError('the review was cancelled'));
    const hint = engine.hint(observation, seat, {
      ...options.hint,
      seed,
      ...(progress && options.onProgress ? { onProgress: (p) => report(p.fraction) } : {}),
    });
    hints.set(key, hint);
    return hint;
  };
  const hintAt = (i: number, progress = true): Promise<EngineHint> => {
    const seat = game.currentPlayer(states[i]!);
    return hintOf(game.observe(states[i]!, seat), seat, progress);
  };
  const chanceOf = (h: EngineHint): number => {
    if (h.chance !== undefined) return h.chance;
    calibrated = false;
    return h.value;
  };
  const chanceAt = async (observation: O, toMove: number) =>
    chanceOf(await hintOf(observation, toMove, false));
  // Each decision's own worlds (the same for the move played and the engine's): worlds shared
  // by every decision would give every move the same few rolls, whose luck does not average out.
  const sampledAfter = (i: number, seat: number, action: number) =>
    expectedChanceAfter(game, states[i]!, seat, action, samples, deriveSeed(seed, i), chanceAt);
  /**
   * The chance of `seat` after the action at step `i` (a move other than the engine's): its
   * result when it ended the game; else the mean chance at the next decision over sampled
   * worlds of what the seat saw (`review-after.ts`), so the draw or roll that follows is not
   * charged to the move; else (more than two seats) the played move's value in the first
   * hint's statistics through the same calibration.
   */
  const chanceAfter = async (i: number, seat: number, before: EngineHint): Promise<number> => {
    const next = states[i + 1]!;
    if (game.currentPlayer(next) === TERMINAL) return game.returns(next)[seat] ?? 0;
    const expected = await sampledAfter(i, seat, checked.actions[i]!);
    if (expected !== undefined) return expected;
    const stats = before.alternatives.find((a) => a.action === checked.actions[i]);
    if (!stats) return chanceOf(before);
    const observation = game.observe(states[i]!, seat);
    // The played move's value through the calibration: none of the best move's exactness.
    const { solved: _, chance: _c, proven: _p, ...unsolved } = before;
    return chanceOf(
      withChance(kernel.calibration, resolveHint(kernel, observation, options.hint), observation, {
        ...unsolved,
        value: stats.value,
        chanceKind: 'unknown',
      }),
    );
  };

  const seats = game.numSeats(states[0]!);
  /** The review of `moves` (with the figures they give), the game's `result` or null. */
  const summary = (moves: readonly ReviewedMove[], result: number[] | null): GameReview => ({
    game: game.id,
    seats,
    moves,
    calibrated,
    thresholds,
    result,
    accuracy: accuracyBySeat(moves, seats),
    deciding: decidingMoves(moves, thresholds),
    givenAway: givenAwayBySeat(moves, seats),
  });

  try {
    const moves: ReviewedMove[] = [];
    report(0);
    for (const [n, i] of decisions.entries()) {
      // The next decisions' hints, asked now: a worker left idle takes them.
      for (const j of decisions.slice(n + 1, n + 1 + AHEAD)) hintAt(j, false).catch(() => {});
      const state = states[i]!;
      const seat = game.currentPlayer(state);
      const action = checked.actions[i]!;
      const madeBy = checked.madeBy?.[i] ?? undefined;
      const best = await hintAt(i);
      // A forced position is no decision: its chance is the chance after its one move.
      const forced = best.chanceKind !== 'exact' && game.legalActions(state).length === 1;
      const chanceBefore = forced
        ? ((await sampledAfter(i, seat, action)) ?? chanceOf(best))
        : chanceOf(best);
      const isBest = best.action === action;
      // The engine's move over the same sampled worlds (see the file comment), both at once.
      const [after, bestChance] = isBest
        ? [chanceBefore, chanceBefore]
        : await Promise.all([
            chanceAfter(i, seat, best),
            sampledAfter(i, seat, best.action).then((c) => c ?? chanceBefore),
          ]);
      const loss = isBest ? 0 : Math.max(0, bestChance - after);
      moves.push({
        step: i,
        seat,
        action,
        description: game.describeAction(state, action),
        chanceBefore,
        chanceAfter: after,
        bestAction: best.action,
        bestDescription: game.describeAction(state, best.action),
        bestChance,
        loss,
        grade: gradeMove(isBest, loss, thresholds),
        ...(madeBy && { madeBy }),
      });
      done++;
      report(0);
      if (options.onMove) options.onMove(summary([...moves], null));
    }
    const last = states[states.length - 1]!;
    return summary(moves, game.currentPlayer(last) === TERMINAL ? [...game.returns(last)] : null);
  } catch (error) {
    throw signal?.aborted ? new EngineCancelledError('the review was cancelled') : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (own) engine.dispose?.();
  }
}
