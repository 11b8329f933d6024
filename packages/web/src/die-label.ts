/**
 * Words and glyphs for dice, shared by every view: a die is never shown by colour alone, so
 * each face has its pip glyph and each colour its letter.
 */
export const DICE_GLYPHS = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

/** "red 3 (R⚂)" for a colour name, its letter and a face 1–6. */
export function dieLabel(colour: string, letter: string, face: number): string {
  if (!Number.isInteger(face) || face < 1 || face > 6)
    throw new RangeError(`a die face is 1 to 6, got ${face}`);
  return `${colour} ${face} (${letter}${DICE_GLYPHS[face - 1]})`;
}
