/**
 * The chance read at the end of a turn (`HintCalibration.readAhead`). In a game whose dice are
 * rolled once a turn and whose turn holds several decisions (Matrix Maze), the search's value
 * drifts from one decision of a turn to the next while the result cannot change (nothing random
 * happens between them): its depth-limited search scores its leaves at different points of the
 * next turns, so a map of the value was right on average over a turn and off by up to 0.05 at
 * each step of it, and a review's books charged that drift to the moves (docs/performance.md,
 * "How true is the chance"). Read instead at the turn's last decision, after the engine's own
 * moves to it (each searched exactly as the hint there would be), the chance of every decision
 * of a turn is the chance of the decision the engine's line leads to, so it cannot move between
 * them as long as the engine's moves are played: a martingale inside the turn by construction
 * (the tables are fitted on the last decisions only; tools/src/calibrate-play.ts).
 */
import type { HintCalibration } from './calibration-types.js';
import type { EngineHint } from './hint.js';

/**
 * The observation one engine move on whose chance `hint` takes, or undefined: only a calibrated
 * hint reads ahead (an exact chance is the result itself, an unknown one has no table), and only
 * when the kernel's calibration says the seat decides again before anything random happens.
 */
export function readingAfter<O>(
  calibration: HintCalibration<O> | undefined,
  observation: O,
  hint: EngineHint,
): O | undefined {
  if (hint.chanceKind !== 'calibrated' || !calibration?.readAhead) return undefined;
  return calibration.readAhead(observation, hint.action) as O | undefined;
}

/**
 * `hint` with the chance of `ahead`, the hint at the observation `readingAfter` gave (itself read
 * ahead to the turn's end), and where it was read (`readAhead`). A hint ahead without a chance
 * (it cannot happen at the same settings and table) leaves `hint` as it is.
 */
export function withChanceAhead<O>(
  calibration: HintCalibration<O> | undefined,
  next: O,
  hint: EngineHint,
  ahead: EngineHint,
): EngineHint {
  if (ahead.chance === undefined) return hint;
  return {
    ...hint,
    chance: ahead.chance,
    chanceKind: ahead.chanceKind,
    readAhead: ahead.readAhead
      ? { ...ahead.readAhead, moves: ahead.readAhead.moves + 1 }
      : { moves: 1, value: ahead.value, progress: calibration?.progress?.(next) ?? 0 },
  };
}

/**
 * The last hints of an engine whose calibration reads ahead, by observation, seat and options
 * (without `onProgress`): a review asks a turn's decisions one after another, and each of them
 * was searched already while reading ahead from the one before, so each is searched once. The
 * oldest is forgotten past `size`.
 */
export class AheadMemo<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size = 64) {}

  /** The key of a hint: its seat, options and observation. */
  key(observation: unknown, seat: number, options: object): string {
    return `${seat} ${JSON.stringify(options)} ${JSON.stringify(observation)}`;
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
