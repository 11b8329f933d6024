/**
 * A small picture of each game's board for the picker's cards, as inline SVG (bundled with the
 * arcade, nothing to fetch): Dice Matrix's grid of coloured dice, MATR1X ØVERLØAD's 3×3 stacks
 * ringed by royals, CYBERMANCY's tarot spread, Matrix Maze's walls and avatar, Matrix's piecepack
 * tiles and pawns. Decorative (the card's title and blurb say what the game is), drawn in the
 * theme's colours; a game without a picture gets a plain grid.
 */
import { svg, type SVGTemplateResult } from 'lit';

const INKS = ['--_accent', '--_accent-alt', '--_good', '--_warn'];

function diceMatrix(): SVGTemplateResult {
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

function card(x: number, y: number, w: number, h: number, ink: string, mark: string) {
  return svg`<rect x=${x} y=${y} width=${w} height=${h} rx="2" fill="var(--_card-face, #f4f1e8)" stroke="var(--_border)"></rect>
    <text x=${x + w / 2} y=${y + h / 2 + 3} text-anchor="middle" font-size="8" font-weight="700" fill=${ink}>${mark}</text>`;
}

function matrixOverload(): SVGTemplateResult {
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

function cybermancy(): SVGTemplateResult {
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

function matrixMaze(): SVGTemplateResult {
  const walls =
    'M8 6h104v76H8zM26 6v22M26 46v36M44 24h22M62 24v40M80 6v22M80 46h32M44 64h36M98 28v18M8 46h18';
  return svg`<rect x="8" y="6" width="104" height="76" fill="var(--_surface-raised)"></rect>
    <path d=${walls} fill="none" stroke="var(--_accent)" stroke-width="3" stroke-linecap="round"></path>
    <circle cx="35" cy="36" r="6" fill="var(--_accent-alt)"></circle>
    <text x="35" y="39" text-anchor="middle" font-size="8" font-weight="700" fill="#0b1020">@</text>
    <rect x="86" y="56" width="9" height="9" rx="2" fill="var(--_good)"></rect>
    <rect x="50" y="36" width="9" height="9" rx="2" fill="var(--_good)"></rect>`;
}

function piecepackMatrix(): SVGTemplateResult {
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

const PICTURES: Readonly<Record<string, () => SVGTemplateResult>> = {
  'dice-matrix': diceMatrix,
  'matrix-overload': matrixOverload,
  cybermancy,
  'matrix-maze': matrixMaze,
  'piecepack-matrix': piecepackMatrix,
};

function plainGrid(): SVGTemplateResult {
  return svg`<path d="M10 8h100v72H10zM35 8v72M60 8v72M85 8v72M10 32h100M10 56h100" fill="none" stroke="var(--_accent)"></path>`;
}

/** The picture of a game's board (decorative: hidden from screen readers). */
export function boardPicture(id: string) {
  return svg`<svg class="picture" viewBox="0 0 120 88" aria-hidden="true" focusable="false">${(PICTURES[id] ?? plainGrid)()}</svg>`;
}
