/**
 * One self-play game for `pnpm calibrate`: the game's wasm engine at its default settings (or at
 * `--iterations`) plays every seat, asked exactly as a hint is (the seat's observation only, a
 * fresh seed each move),
 * and every decision is recorded with the raw value, the calibrated chance when the engine gave
 * one, the progress the kernel's calibration reads, and, once the game is over, the result of
 * the seat that decided (1 win, ½ draw, 0 loss). The deal of game `index` is `simulate`'s, with
 * the same `--option`s. A game the step budget stops has no result to learn from: it gives none.
 * Where the kernel reads the chance at the end of a turn (`readAhead`), a decision records the
 * value and progress the chance was read from.
 *
 * With `randomMoves` (`--random-moves N`), game `index` first plays k uniformly random legal
 * moves, k drawn uniformly from 0 to N, unrecorded, and the engine plays on from there: the
 * positions a weak or careless player reaches, each labelled with the result of the engine's
 * play from it, which is what a hint's chance promises ("following the AI from here"). A map
 * fitted on the engine's own games alone never sees such positions (issue 40: it read a lost
 * position of a random game, value 0.08, as a coin flip).
 */
import type { EngineKernel, InlineEngine } from '@matrix-arcade/ai-wasm';
import { type AnyGame, CHANCE, Match, createRng, deriveSeed } from '@matrix-arcade/core';
import { playOut } from './play-game.js';

/** One recorded decision. */
export interface Decision {
  readonly game: number;
  readonly seat: number;
  readonly value: number;
  /** The engine's calibrated chance, when it gave one. */
  readonly chance?: number;
  /** The kernel calibration's `progress` (0 without one). */
  readonly progress: number;
  /**
   * Engine moves read ahead (`HintCalibration.readAhead`): the chance was read that many moves
   * on, where the search's value and the progress were `value` and `progress` (both recorded
   * from there); absent when read here. The map is fitted on the decisions read here only.
   */
  readonly ahead?: number;
  /** The seat's final return. */
  readonly y: number;
}

export interface CalibrationSpec {
  readonly gameId: string;
  readonly seed: number;
  /** The game's options (`--option`); default: the game's defaults. */
  readonly options?: object;
  /** Decisions a game may take before it is stopped (default `BOT_STEP_BUDGET`). */
  readonly maxSteps?: number;
  /** Most random moves before the engine takes over (see the file comment); default 0. */
  readonly randomMoves?: number;
  /** The search effort of every decision (`--iterations`); default: the kernel's settings. */
  readonly iterations?: number;
}

/** Game `index` of a series: its decisions, or null when the step budget stopped it. */
export interface CalibrationGame {
  readonly index: number;
  readonly decisions: Decision[] | null;
}

/** Plays game `index` of a series and returns its decisions. */
export function playCalibrationGame(
  game: AnyGame,
  kernel: EngineKernel<unknown>,
  engine: InlineEngine<unknown>,
  spec: CalibrationSpec,
  index: number,
): CalibrationGame {
  const seeds = createRng(deriveSeed(spec.seed, 1_000_000 + index * 8));
  const cal = kernel.calibration;
  const match = new Match(game, spec.options ?? {}, deriveSeed(spec.seed, index));
  const open: Omit<Decision, 'y'>[] = [];
  const moves = createRng(deriveSeed(spec.seed, 2_000_000 + index));
  let random = moves.int((spec.randomMoves ?? 0) + 1);
  const ended = playOut(
    match,
    (seat) => {
      if (seat === CHANCE) throw new Error('the match left a chance node unresolved');
      if (random > 0) {
        random--;
        const legal = game.legalActions(match.state);
        return legal[moves.int(legal.length)]!;
      }
      const observation = game.observe(match.state, seat);
      const hint = engine.hintSync(observation, seat, {
        seed: seeds.nextU32(),
        ...(spec.iterations === undefined ? {} : { iterations: spec.iterations }),
      });
      const at = hint.readAhead;
      open.push({
        game: index,
        seat,
        value: at ? at.value : hint.value,
        ...(hint.chance === undefined ? {} : { chance: hint.chance }),
        progress: at ? at.progress : cal?.progress ? cal.progress(observation) : 0,
        ...(at && { ahead: at.moves }),
      });
      return hint.action;
    },
    spec.maxSteps,
  );
  if (!ended) return { index, decisions: null };
  const returns = game.returns(match.state);
  return { index, decisions: open.map((d) => ({ ...d, y: returns[d.seat] ?? 0 })) };
}
