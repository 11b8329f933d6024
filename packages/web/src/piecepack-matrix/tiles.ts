/**
 * The pictures of Matrix (piecepack), as inline SVG: a piecepack tile (its colour, its suit
 * glyph in a corner, its strength in the middle, a fort drawn as a crenellated tower with its
 * strength 6), the power-up coin lying on it, the pawns standing on it (a disc with the pawn's
 * letter), an empty space the breaker could enter, and a loose coin for the pool. Colour is
 * never the only signal: every colour comes with its suit glyph or letter.
 */
import { html, svg } from 'lit';
import { COLOUR_GLYPHS } from '@matrix-arcade/piecepack-matrix';

export const FILL = ['#1c2130', '#0b6b30', '#b3122b', '#123f9c'] as const;
export const PAWN_LETTERS = ['K', 'G', 'R', 'B'] as const;

function coin(colour: number, x: number, y: number, r: number) {
  return svg`<circle cx=${x} cy=${y} r=${r} fill="#ffd23f" stroke="#7a4f00" stroke-width="1.5"></circle>
    <text x=${x} y=${y + r * 0.42} font-size=${r * 1.25} text-anchor="middle" fill=${FILL[colour]}>${COLOUR_GLYPHS[colour]}</text>`;
}

function pawns(list: readonly number[]) {
  return list.map((b, i) => {
    const x = 20 + i * 22;
    return svg`<circle class="pawn" cx=${x} cy="78" r="15" fill=${FILL[b]} stroke="#ffd23f" stroke-width="3"></circle>
      <text x=${x} y="84" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${PAWN_LETTERS[b]}</text>`;
  });
}

/** A tile: `tile` code (colour × 6 + value), Sliver's `cut`, a coin on it, pawns on it. */
export function tileSvg(
  tile: number,
  cut: number,
  hasCoin: boolean,
  on: readonly number[],
  chance: number | null = null,
) {
  const c = Math.floor(tile / 6);
  const v = tile % 6;
  const strength = Math.max(0, (v === 0 ? 6 : v) - cut);
  const fort = v === 0;
  return html`<svg class="tile" viewBox="0 0 100 100" aria-hidden="true">
    <rect x="3" y="3" width="94" height="94" rx="10" fill=${FILL[c]} stroke=${fort ? '#ffd23f' : '#ffffff55'} stroke-width=${fort ? 6 : 2}></rect>
    <text x="12" y="26" font-size="22" fill="#fff">${COLOUR_GLYPHS[c]}</text>
    ${
      fort
        ? svg`<path d="M34 66 V40 h6 v6 h6 v-6 h8 v6 h6 v-6 h6 V66 Z" fill="#ffd23f"></path>
            <text x="50" y="82" font-size="15" font-weight="700" text-anchor="middle" fill="#ffd23f">FORT ${strength}</text>`
        : svg`<text x="50" y="64" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${strength}</text>`
    }
    ${cut > 0 ? svg`<text x="88" y="26" font-size="14" text-anchor="end" fill="#ffd23f">−${cut}</text>` : ''}
    ${hasCoin ? coin(c, 80, 78, 12) : ''}
    ${pawns(on)}
    ${
      chance === null
        ? ''
        : svg`<rect x="52" y="4" width="44" height="22" rx="6" fill="#ffd23f"></rect>
          <text x="74" y="21" font-size="16" font-weight="700" text-anchor="middle" fill="#101521">${Math.round(chance * 100)}%</text>`
    }
  </svg>`;
}

/** An empty space a breaker could install on (with the chance to break in, if known). */
export function spaceSvg(chance: number | null) {
  return html`<svg class="tile space" viewBox="0 0 100 100" aria-hidden="true">
    <rect x="6" y="6" width="88" height="88" rx="10" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="8 6"></rect>
    <text x="50" y="48" font-size="30" text-anchor="middle" fill="currentColor">+</text>
    ${chance === null ? '' : svg`<text x="50" y="76" font-size="18" text-anchor="middle" fill="currentColor">${Math.round(chance * 100)}%</text>`}
  </svg>`;
}

/** A coin of the pool with its count. */
export function poolCoin(colour: number, count: number) {
  return html`<svg class="coin" viewBox="0 0 40 40" aria-hidden="true">${coin(colour, 20, 20, 17)}</svg><span class="count">×${count}</span>`;
}

/** A pawn disc for the breaker cards. */
export function pawnSvg(colour: number) {
  return html`<svg class="pawn-icon" viewBox="0 0 30 30" aria-hidden="true">
    <circle cx="15" cy="15" r="13" fill=${FILL[colour]} stroke="#fff" stroke-width="2"></circle>
    <text x="15" y="20" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${PAWN_LETTERS[colour]}</text>
  </svg>`;
}
