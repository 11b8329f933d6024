/**
 * What the games' picker pictures (`src/<id>/picture.ts`) draw with: the theme's inks and a
 * small playing card. Decorative SVG only.
 */
import { svg } from 'lit';

/** The theme's accent colours, as custom property names. */
export const INKS = ['--_accent', '--_accent-alt', '--_good', '--_warn'];

/** A small card at (x, y), `w`×`h`, with `mark` in `ink`. */
export function card(x: number, y: number, w: number, h: number, ink: string, mark: string) {
  return svg`<rect x=${x} y=${y} width=${w} height=${h} rx="2" fill="var(--_card-face, #f4f1e8)" stroke="var(--_border)"></rect>
    <text x=${x + w / 2} y=${y + h / 2 + 3} text-anchor="middle" font-size="8" font-weight="700" fill=${ink}>${mark}</text>`;
}
