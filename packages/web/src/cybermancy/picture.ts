/**
 * The picture of CYBERMANCY's tarot spread, for the arcade picker's card (found by the generated list of games:
 * `scripts/game-list.mjs`). Decorative, inline SVG in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';

export function picture(): SVGTemplateResult {
  const out = [];
  const marks = ['XVI', '☽', '✦', 'IX', '♆', 'XXI'];
  for (let i = 0; i < 6; i++) {
    const x = 8 + (i % 3) * 36;
    const y = 6 + Math.floor(i / 3) * 40;
    out.push(
      svg`<rect x=${x} y=${y} width="30" height="36" rx="3" fill="color-mix(in srgb, var(--_accent-alt) 35%, var(--_surface))" stroke="var(--_accent-alt)"></rect>
      <text x=${x + 15} y=${y + 22} text-anchor="middle" font-size="9" fill="var(--_text)">${marks[i]}</text>`,
    );
  }
  return svg`${out}`;
}
