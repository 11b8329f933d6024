/**
 * A text picture of a run for terminals (`pnpm watch`): the matrix's bounding box, each tile as
 * colour glyph and strength (F for a fort, lower case when a coin lies on it), breakers as
 * K/G/R/B (black, green, red, blue) on their tiles, then the pool, the supply and the brain damage.
 */
import { SIDE } from './layout.js';
import { COLOUR_GLYPHS, COLOUR_NAMES } from './breakers.js';
import type { PiecepackState } from './state.js';

const PAWN = ['K', 'G', 'R', 'B'];

export function renderText(s: PiecepackState): string {
  const lines: string[] = [];
  if (s.structures.length > 0) {
    const xs = s.structures.map((t) => t.cell % SIDE);
    const ys = s.structures.map((t) => Math.floor(t.cell / SIDE));
    for (let y = Math.min(...ys); y <= Math.max(...ys); y++) {
      let row = '';
      for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
        const cell = y * SIDE + x;
        const t = s.structures.find((st) => st.cell === cell);
        if (!t) {
          row += '  .  ';
          continue;
        }
        const v = t.tile % 6;
        const mark = v === 0 ? 'F' : String(Math.max(0, v - t.cut));
        const pawns = [0, 1, 2, 3]
          .filter((b) => s.positions[b] === cell)
          .map((b) => PAWN[b])
          .join('');
        row += ` ${COLOUR_GLYPHS[Math.floor(t.tile / 6)]}${t.coin ? mark.toLowerCase() : mark}${pawns.padEnd(2)}`;
      }
      lines.push(row);
    }
  }
  const outside = [0, 1, 2, 3]
    .filter((b) => s.positions[b] === -1)
    .map((b) => PAWN[b])
    .join('');
  lines.push(
    `outside: ${outside || '-'}   stack: ${s.stack.length}   brain damage: ${s.damage}/10`,
  );
  lines.push(
    `pool: ${[0, 1, 2, 3].map((c) => `${COLOUR_NAMES[c]} ${s.pool[c]}`).join(', ')}   phase: ${s.phase}`,
  );
  return lines.join('\n');
}
