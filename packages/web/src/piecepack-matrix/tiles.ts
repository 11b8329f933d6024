/**
 * The pictures of Matrix (piecepack), as SVG images: a piecepack tile (its colour, its suit
 * glyph in a corner, its strength in the middle, a fort drawn as a crenellated tower with its
 * strength), the power-up coin lying on it, the pawns standing on it (a disc with the pawn's
 * letter), the chance to break in when it is a target, an empty space a breaker could enter, a
 * pink dashed frame on a tile the last move changed, a loose coin for the pool and a pawn for
 * the breaker cards. Each is an `<img>` with empty alt text (the cell or panel around it says
 * it in words), so the picture's letters never compete with the accessible name. Colour is never the only signal: every colour has its glyph or letter.
 */
import { html } from 'lit';
import { COLOUR_GLYPHS } from '@matrix-arcade/piecepack-matrix';

export const FILL = ['#1c2130', '#0b6b30', '#b3122b', '#123f9c'] as const;
export const PAWN_LETTERS = ['K', 'G', 'R', 'B'] as const;
const FONT = "font-family='DejaVu Sans, Arial, sans-serif'";

function image(cls: string, viewBox: string, body: string) {
  const src = `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}' ${FONT}>${body}</svg>`,
  )}`;
  return html`<img class=${cls} alt="" src=${src} />`;
}

function coin(colour: number, x: number, y: number, r: number): string {
  return `<circle cx='${x}' cy='${y}' r='${r}' fill='#ffd23f' stroke='#7a4f00' stroke-width='1.5'/>
    <text x='${x}' y='${y + r * 0.42}' font-size='${r * 1.25}' text-anchor='middle' fill='${FILL[colour]}'>${COLOUR_GLYPHS[colour]}</text>`;
}

function pawns(list: readonly number[]): string {
  return list
    .map((b, i) => {
      const x = 20 + i * 22;
      return `<circle cx='${x}' cy='78' r='15' fill='${FILL[b]}' stroke='#ffd23f' stroke-width='3'/>
      <text x='${x}' y='84' font-size='17' font-weight='700' text-anchor='middle' fill='#fff'>${PAWN_LETTERS[b]}</text>`;
    })
    .join('');
}

function badge(chance: number | null): string {
  return chance === null
    ? ''
    : `<rect x='52' y='4' width='44' height='22' rx='6' fill='#ffd23f'/>
      <text x='74' y='21' font-size='16' font-weight='700' text-anchor='middle' fill='#101521'>${Math.round(chance * 100)}%</text>`;
}

/** A tile: `tile` code (colour × 6 + value), Sliver's `cut`, a coin on it, pawns on it. */
export function tileSvg(
  tile: number,
  cut: number,
  hasCoin: boolean,
  on: readonly number[],
  chance: number | null = null,
  last = false,
) {
  const c = Math.floor(tile / 6);
  const v = tile % 6;
  const strength = Math.max(0, (v === 0 ? 6 : v) - cut);
  const fort = v === 0;
  const middle = fort
    ? `<path d='M34 62 V36 h6 v6 h6 v-6 h8 v6 h6 v-6 h6 V62 Z' fill='#ffd23f'/>
       <text x='50' y='${on.length ? 58 : 80}' font-size='15' font-weight='700' text-anchor='middle' fill='#ffd23f'>${on.length ? '' : `FORT ${strength}`}</text>
       ${on.length ? `<text x='82' y='62' font-size='18' font-weight='700' text-anchor='middle' fill='#ffd23f'>${strength}</text>` : ''}`
    : `<text x='50' y='62' font-size='40' font-weight='700' text-anchor='middle' fill='#fff'>${strength}</text>`;
  return image(
    'tile',
    '0 0 100 100',
    `<rect x='3' y='3' width='94' height='94' rx='10' fill='${FILL[c]}' stroke='${fort ? '#ffd23f' : '#ffffff66'}' stroke-width='${fort ? 6 : 2}'/>
    <text x='12' y='26' font-size='22' fill='#fff'>${COLOUR_GLYPHS[c]}</text>
    ${middle}
    ${cut > 0 ? `<text x='88' y='44' font-size='14' text-anchor='end' fill='#ffd23f'>−${cut}</text>` : ''}
    ${hasCoin ? coin(c, 80, 80, 12) : ''}
    ${pawns(on)}
    ${badge(chance)}
    ${last ? `<rect class='last' x='1.5' y='1.5' width='97' height='97' rx='11' fill='none' stroke='#ff5fd2' stroke-width='4' stroke-dasharray='14 5'/>` : ''}`,
  );
}

/** An empty space a breaker could install on (with the chance to break in, if known). */
export function spaceSvg(chance: number | null) {
  return image(
    'tile space',
    '0 0 100 100',
    `<rect x='6' y='6' width='88' height='88' rx='10' fill='none' stroke='#22e4ff' stroke-width='3' stroke-dasharray='8 6'/>
    <text x='50' y='52' font-size='34' text-anchor='middle' fill='#22e4ff'>+</text>
    ${chance === null ? '' : `<text x='50' y='80' font-size='18' font-weight='700' text-anchor='middle' fill='#22e4ff'>${Math.round(chance * 100)}%</text>`}`,
  );
}

/** A coin of the pool with its count. */
export function poolCoin(colour: number, count: number) {
  return html`${image('coin', '0 0 40 40', coin(colour, 20, 20, 17))}<span class="count">×${count}</span>`;
}

/** A pawn disc for the breaker cards. */
export function pawnSvg(colour: number) {
  return image(
    'pawn-icon',
    '0 0 30 30',
    `<circle cx='15' cy='15' r='13' fill='${FILL[colour]}' stroke='#fff' stroke-width='2'/>
    <text x='15' y='20' font-size='14' font-weight='700' text-anchor='middle' fill='#fff'>${PAWN_LETTERS[colour]}</text>`,
  );
}
