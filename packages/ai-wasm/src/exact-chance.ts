/**
 * Exact chances from the kernel's own terminal test: a decision whose every legal move ends the
 * game at once has a known result, whatever the search's value says. The check runs on the wasm
 * module after `load` of the seat's observation, through the raw kernel ABI (`kDeterminize`,
 * `kLegal`, `kApply`, `kCurrentPlayer`, `kReturns`; docs/engine.md §2), so it is written once for
 * every game and never sees the true state: each world it applies a move in is sampled from the
 * observation with fixed seeds (the same observation always gives the same answer).
 *
 * A result is claimed only when it does not depend on what the seat cannot see: in each of
 * `EXACT_WORLDS` sampled worlds the legal moves are the same, every move ends the game at once
 * (no chance node, no further decision) and each move's result for the seat is the same in every
 * world. A move whose ending turns on a hidden card or tile (it ends the run in some worlds and
 * not in others, or ends it differently) fails the check and leaves the chance to calibration.
 * The engine's own move is also exact when it wins at once in every world (nothing can do better).
 */
import { TERMINAL } from '@matrix-arcade/core';
import type { ModuleExports } from './module-exports.js';

/** Worlds sampled from the observation for each claim (fixed seeds: a pure function of it). */
export const EXACT_WORLDS = 32;

/** The seed of the `k`th sampled world (fixed, independent of the hint's seed). */
const worldSeed = (k: number): number => (Math.imul(k + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;

type Kernel = Pick<
  ModuleExports,
  'kDeterminize' | 'kLegal' | 'kApply' | 'kCurrentPlayer' | 'kReturns'
>;

/** The legal actions of world `k`, read from the module's I/O buffer. */
function legalIn(x: Kernel, io: () => Int32Array, k: number): number[] {
  x.kDeterminize(worldSeed(k));
  const n = x.kLegal();
  return Array.from(io().subarray(0, n));
}

/**
 * `seat`'s result after `action` in world `k` when it ends the game at once, else undefined.
 * The world is sampled afresh (the working state is reset), so calls do not interfere.
 */
function endingIn(x: Kernel, seat: number, action: number, k: number): number | undefined {
  x.kDeterminize(worldSeed(k));
  if (x.kApply(action) !== 0) return undefined;
  if (x.kCurrentPlayer() !== TERMINAL) return undefined;
  return x.kReturns(seat);
}

/** The same in every sampled world, or undefined. */
function sameInEveryWorld(
  x: Kernel,
  seat: number,
  action: number,
  worlds: number,
): number | undefined {
  const first = endingIn(x, seat, action, 0);
  if (first === undefined) return undefined;
  for (let k = 1; k < worlds; k++) if (endingIn(x, seat, action, k) !== first) return undefined;
  return first;
}

/**
 * The exact chance of the seat that plays `chosen` (the engine's move) from the loaded
 * observation, or undefined when it is not known exactly (see the file comment). Overwrites the
 * module's working state and I/O buffer: read the search's result first.
 */
export function exactChance(
  x: Kernel,
  io: () => Int32Array,
  seat: number,
  chosen: number,
  worlds = EXACT_WORLDS,
): number | undefined {
  const legal = legalIn(x, io, 0);
  if (!legal.includes(chosen)) return undefined;
  // The engine's move wins at once everywhere: nothing can do better.
  const own = sameInEveryWorld(x, seat, chosen, worlds);
  if (own === 1) return 1;
  if (own === undefined) return undefined;
  // Cheap first pass in one world: most positions fail at their first move.
  for (const a of legal) if (endingIn(x, seat, a, 0) === undefined) return undefined;
  const key = legal.join(',');
  for (let k = 1; k < worlds; k++) if (legalIn(x, io, k).join(',') !== key) return undefined;
  for (const a of legal) {
    if (a !== chosen && sameInEveryWorld(x, seat, a, worlds) === undefined) return undefined;
  }
  return own;
}
