/**
 * The picture of Dice Matrix's grid of coloured dice, for the arcade picker's card (found by the generated list of games:
 * `scripts/game-list.mjs`). Decorative, inline SVG in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { INKS } from '../lib/picture-kit.js';

export function picture(): SVGTemplateResult {
  const cells = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++) {
      if ((r + c * 2) % 5 === 4) continue;
      const colour = `var(${INKS[(r * 3 + c) % 4]})`;
      const pips = ((r * 5 + c * 3) % 6) + 1;
      const x = 6 + c * 18;
      const y = 4 + r * 18;
      cells.push(
        svg`<rect x=${x} y=${y} width="15" height="15" rx="3" fill=${colour} opacity="0.9"></rect>`,
      );
      for (let i = 0; i < Math.min(pips, 4); i++)
        cells.push(
          svg`<circle cx=${x + 4 + (i % 2) * 7} cy=${y + 4 + Math.floor(i / 2) * 7} r="1.6" fill="#0b1020"></circle>`,
        );
    }
  return svg`${cells}`;
}
