/**
 * The picture of MATR1X ØVERLØAD's 3×3 stacks ringed by royals, for the arcade picker's card (found by the generated list of games:
 * `scripts/game-list.mjs`). Decorative, inline SVG in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { card } from '../lib/picture-kit.js';

export function picture(): SVGTemplateResult {
  const out = [];
  const marks = ['7', '3', '9', '5', 'A', '8', '2', '6', '4'];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out.push(
        card(37 + c * 16, 16 + r * 19, 14, 17, r % 2 ? 'var(--_bad)' : '#111', marks[r * 3 + c]!),
      );
  for (let i = 0; i < 3; i++) {
    out.push(card(37 + i * 16, 1, 14, 13, 'var(--_accent-alt)', 'K'));
    out.push(card(37 + i * 16, 74, 14, 13, 'var(--_accent-alt)', 'Q'));
    out.push(card(20, 18 + i * 19, 14, 13, 'var(--_accent-alt)', 'J'));
    out.push(card(86, 18 + i * 19, 14, 13, 'var(--_accent-alt)', 'J'));
  }
  return svg`${out}`;
}
