/**
 * A small picture of each game's board for the picker's cards, as inline SVG (bundled with the
 * arcade, nothing to fetch): each game's own (`src/<id>/picture.ts`, found by the generated list
 * of games), else a plain grid. Decorative (the card's title and blurb say what the game is),
 * drawn in the theme's colours.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { GameCard } from '../web-game.js';

function plainGrid(): SVGTemplateResult {
  return svg`<path d="M10 8h100v72H10zM35 8v72M60 8v72M85 8v72M10 32h100M10 56h100" fill="none" stroke="var(--_accent)"></path>`;
}

/** The picture of a game's board (decorative: hidden from screen readers). */
export function boardPicture(game: Pick<GameCard, 'picture'>) {
  return svg`<svg class="picture" viewBox="0 0 120 88" aria-hidden="true" focusable="false">${(game.picture ?? plainGrid)()}</svg>`;
}
