/**
 * The dice of Dice Matrix and how they are written. A die is one small integer, its code:
 * `colour * 6 + (face - 1)`, so codes run 0..29 and a player's area (one cell per colour and
 * face) is indexed by the same code. Every colour has a name and a one-letter tag (`R3` is a
 * red 3) so that text never relies on colour alone.
 */

/** Number of colours, faces, dice per colour and dice in the game. */
export const COLOURS = 5;
export const FACES = 6;
export const DICE_PER_COLOUR = 10;
export const DICE = COLOURS * DICE_PER_COLOUR;
/** Distinct die codes (colour × face). */
export const DIE_KINDS = COLOURS * FACES;

/** Colour names, by colour index. */
export const COLOUR_NAMES = ['red', 'pink', 'black', 'blue', 'green'] as const;
/** One-letter tags, by colour index: R, P, K (black), B (blue), G. */
export const COLOUR_LETTERS = ['R', 'P', 'K', 'B', 'G'] as const;

export type ColourName = (typeof COLOUR_NAMES)[number];

/** The code of a die of `colour` (0..4) showing `face` (1..6). */
export function dieCode(colour: number, face: number): number {
  return colour * FACES + (face - 1);
}

/** Colour index (0..4) of a die code. */
export function colourOf(code: number): number {
  return (code / FACES) | 0;
}

/** Face (1..6) of a die code. */
export function faceOf(code: number): number {
  return (code % FACES) + 1;
}

/** Short tag of a die, e.g. `R3` for a red 3 or `K1` for a black 1. */
export function dieTag(code: number): string {
  return `${COLOUR_LETTERS[colourOf(code)]}${faceOf(code)}`;
}

/** A die in words, e.g. `red 3`. */
export function dieName(code: number): string {
  return `${COLOUR_NAMES[colourOf(code)]} ${faceOf(code)}`;
}

/** A die in words with its tag, e.g. `red 3 (R3)`. */
export function dieLabel(code: number): string {
  return `${dieName(code)} (${dieTag(code)})`;
}

/**
 * Parses a tag such as `R3`, `k5` or `B6` into a die code; returns -1 when the text is not a
 * die tag.
 */
export function parseDie(tag: string): number {
  const m = /^([RPKBG])([1-6])$/i.exec(tag.trim());
  if (!m) return -1;
  const colour = COLOUR_LETTERS.indexOf(m[1]!.toUpperCase() as (typeof COLOUR_LETTERS)[number]);
  return dieCode(colour, Number(m[2]));
}

/** Same colour or same face: the condition two dice must meet to be taken together. */
export function matchingDice(a: number, b: number): boolean {
  return colourOf(a) === colourOf(b) || a % FACES === b % FACES;
}
