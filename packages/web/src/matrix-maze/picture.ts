/**
 * The picture of Matrix Maze's walls and avatar, for the arcade picker's card (found by the generated list of games:
 * `scripts/game-list.mjs`). Decorative, inline SVG in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';

export function picture(): SVGTemplateResult {
  const walls =
    'M8 6h104v76H8zM26 6v22M26 46v36M44 24h22M62 24v40M80 6v22M80 46h32M44 64h36M98 28v18M8 46h18';
  return svg`<rect x="8" y="6" width="104" height="76" fill="var(--_surface-raised)"></rect>
    <path d=${walls} fill="none" stroke="var(--_accent)" stroke-width="3" stroke-linecap="round"></path>
    <circle cx="35" cy="36" r="6" fill="var(--_accent-alt)"></circle>
    <text x="35" y="39" text-anchor="middle" font-size="8" font-weight="700" fill="#0b1020">@</text>
    <rect x="86" y="56" width="9" height="9" rx="2" fill="var(--_good)"></rect>
    <rect x="50" y="36" width="9" height="9" rx="2" fill="var(--_good)"></rect>`;
}
