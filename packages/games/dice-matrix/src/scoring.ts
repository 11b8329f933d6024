/**
 * Scoring. A player's area is 30 counts, one per (colour, face), indexed by die code. Its five
 * colour lines and six face lines hold the dice of one colour or one face, stacks included.
 * Placing a die scores the new size of its colour line plus the new size of its face line;
 * a recount scores every line as the triangular number of its size. Both always agree, because
 * adding the n-th die to a line raises triangular(n - 1) to triangular(n), a gain of n.
 */
import { COLOURS, DIE_KINDS, FACES } from './dice.js';

/** Entries of the cached line counts: 5 colour lines, then 6 face lines. */
export const LINES = COLOURS + FACES;

/** 1 + 2 + … + n. */
export function triangular(n: number): number {
  return (n * (n + 1)) / 2;
}

/** An empty area: 30 zero counts. */
export function emptyArea(): number[] {
  return new Array<number>(DIE_KINDS).fill(0);
}

/**
 * Line sizes of an area: `[red, pink, black, blue, green, ones, twos, …, sixes]` (colour lines
 * first, then face lines in face order).
 */
export function lineCounts(area: readonly number[]): number[] {
  const lines = new Array<number>(LINES).fill(0);
  for (let code = 0; code < DIE_KINDS; code++) {
    const n = area[code]!;
    lines[(code / FACES) | 0]! += n;
    lines[COLOURS + (code % FACES)]! += n;
  }
  return lines;
}

/** The triangular score of line sizes (as from `lineCounts`). */
export function scoreOfLines(lines: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < LINES; i++) total += triangular(lines[i]!);
  return total;
}

/**
 * The recount of an area (30 counts indexed by die code): the sum over its 5 colour lines and 6
 * face lines of triangular(dice in the line). Pure; equals the running score of that area.
 */
export function recount(area: readonly number[]): number {
  return scoreOfLines(lineCounts(area));
}

/**
 * What placing a die of `code` would score in an area with these line sizes (without placing
 * it): the colour line's size and the face line's size after it lands.
 */
export function gainOf(lines: readonly number[], code: number): number {
  return lines[(code / FACES) | 0]! + lines[COLOURS + (code % FACES)]! + 2;
}

/**
 * Places a die in a mutable area and its line sizes (both owned by the caller) and returns what
 * it scored.
 */
export function placeDie(area: number[], lines: number[], code: number): number {
  area[code]!++;
  const c = (code / FACES) | 0;
  const f = COLOURS + (code % FACES);
  const gain = lines[c]! + lines[f]! + 2;
  lines[c]!++;
  lines[f]!++;
  return gain;
}
