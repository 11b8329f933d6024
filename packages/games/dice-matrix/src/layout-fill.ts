/**
 * Partial layouts: a position in which only the dice that matter are named and the rest are
 * drawn from a seed. The drawn dice are the dice of the set not named (ten per colour minus the
 * named ones of that colour), rolled and shuffled into the unnamed places, so a seed always
 * gives the same layout and the result is always a full Dice Matrix set. Too many dice of one
 * colour, a bad tag or a cell named twice throws `ValidationError` naming the entry.
 */
import { ValidationError, createRng } from '@matrix-arcade/core';
import { CELLS, cellName } from './actions.js';
import {
  COLOURS,
  COLOUR_NAMES,
  DICE,
  DICE_PER_COLOUR,
  FACES,
  colourOf,
  dieCode,
  dieTag,
  parseDie,
} from './dice.js';

/** A die to name: a tag (`"R5"`) or a code; `"?"` or `null` for a die to draw. */
export type DieEntry = string | number | null;

/**
 * A layout in which some dice are named and the others drawn from `seed`. Name dice by
 * `matrix` (all 49 entries row by row, `"?"` for the ones to draw: `"R5 ? ? K1 …"`), by
 * `cells` (a few cells by number, row-major from 0: `{ 0: 'R5', 24: 'K1' }`), or both (a cell
 * named in both is an error); the spare is drawn unless named.
 */
export interface PartialLayoutSpec {
  /** 49 entries row by row: tags separated by spaces or newlines, or an array; `"?"` to draw. */
  readonly matrix?: string | readonly DieEntry[];
  /** Dice by cell number (0..48, row-major: `row * 7 + col`). */
  readonly cells?: Readonly<Record<number, string | number>>;
  /** The spare die (a tag or a code); drawn when omitted, `null` or `"?"`. */
  readonly spare?: DieEntry;
  /** Fixes the dice drawn for the places not named. */
  readonly seed: number;
}

const UNNAMED = -1;

function toCode(entry: DieEntry | undefined, path: string): number {
  if (entry === undefined || entry === null || entry === '?') return UNNAMED;
  const code = typeof entry === 'number' ? entry : parseDie(entry);
  if (!Number.isInteger(code) || code < 0 || code >= COLOURS * FACES) {
    throw new ValidationError(
      path,
      `expected a die such as "R5" or "K1" (colours R, P, K, B, G; faces 1 to 6) or "?" for a die to draw, got ${JSON.stringify(entry)}`,
    );
  }
  return code;
}

/**
 * Completes a partial layout: the 50 codes (49 cells row by row, then the spare) with every
 * place not named filled by a die drawn from the seed. Throws `ValidationError` naming the bad
 * entry.
 */
export function fillLayout(spec: PartialLayoutSpec, where = 'layout'): number[] {
  if (!Number.isInteger(spec.seed)) {
    throw new ValidationError(`${where}.seed`, `expected an integer seed, got ${spec.seed}`);
  }
  const codes = new Array<number>(DICE).fill(UNNAMED);
  if (spec.matrix !== undefined) {
    const tokens =
      typeof spec.matrix === 'string' ? spec.matrix.trim().split(/\s+/) : [...spec.matrix];
    if (tokens.length !== CELLS) {
      throw new ValidationError(
        `${where}.matrix`,
        `expected ${CELLS} entries row by row ("?" for a die to draw), got ${tokens.length}; to name only a few dice, use cells: { 0: 'R5', … }`,
      );
    }
    tokens.forEach((t, i) => {
      codes[i] = toCode(t, `${where}.matrix[${i}]`);
    });
  }
  for (const [key, entry] of Object.entries(spec.cells ?? {})) {
    const cell = Number(key);
    const path = `${where}.cells[${key}]`;
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) {
      throw new ValidationError(path, `cells are numbered 0 to ${CELLS - 1} (row * 7 + col)`);
    }
    const code = toCode(entry, path);
    if (code !== UNNAMED && codes[cell] !== UNNAMED) {
      throw new ValidationError(
        path,
        `cell ${cell} (${cellName(cell)}) is already ${dieTag(codes[cell]!)} in ${where}.matrix`,
      );
    }
    if (code !== UNNAMED) codes[cell] = code;
  }
  codes[CELLS] = toCode(spec.spare, `${where}.spare`);

  // The dice not named: per colour, ten minus the named ones.
  const named = new Array<number>(COLOURS).fill(0);
  for (const c of codes) if (c !== UNNAMED) named[colourOf(c)]!++;
  named.forEach((n, colour) => {
    if (n > DICE_PER_COLOUR) {
      throw new ValidationError(
        where,
        `${n} ${COLOUR_NAMES[colour]} dice named, but the set has ${DICE_PER_COLOUR} of each colour`,
      );
    }
  });
  const rng = createRng(spec.seed);
  const drawn: number[] = [];
  for (let colour = 0; colour < COLOURS; colour++) {
    for (let i = named[colour]!; i < DICE_PER_COLOUR; i++) {
      drawn.push(dieCode(colour, rng.int(FACES) + 1));
    }
  }
  rng.shuffle(drawn);
  let next = 0;
  for (let i = 0; i < DICE; i++) if (codes[i] === UNNAMED) codes[i] = drawn[next++]!;
  return codes;
}
