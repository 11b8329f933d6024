/**
 * The picture of Matrix's piecepack tiles and pawns, for the arcade picker's card (found by the generated list of games:
 * `scripts/game-list.mjs`). Decorative, inline SVG in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { INKS } from '../lib/picture-kit.js';

export function picture(): SVGTemplateResult {
  const out = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      if ((r === 0 && c === 3) || (r === 2 && c === 0)) continue;
      const x = 12 + c * 25;
      const y = 6 + r * 26;
      out.push(
        svg`<rect x=${x} y=${y} width="23" height="23" rx="2" fill="var(--_surface-raised)" stroke=${`var(${INKS[(r + c) % 4]})`} stroke-width="2"></rect>`,
      );
    }
  out.push(svg`<circle cx="48" cy="44" r="6" fill="var(--_accent)" stroke="#0b1020"></circle>`);
  out.push(svg`<circle cx="74" cy="18" r="6" fill="var(--_accent-alt)" stroke="#0b1020"></circle>`);
  return svg`${out}`;
}
