/**
 * Card chips: a card drawn small as its rank and suit glyph (a joker as JK★) on a light face,
 * in red or black ink, so the suit never rests on colour alone. The template and its styles,
 * shared by the board spots and the panels of `<matrix-overload-game>`.
 */
import { css, html, unsafeCSS } from 'lit';
import { cardColours as c } from '../theme/palette.js';
import type { Deck } from '@matrix-arcade/matrix-overload';
import { cardFace } from './card-face.js';

const v = (x: string) => unsafeCSS(x);

/** A small card, decorative (the cell or text around it says what it is). */
export function chip(deck: Deck, code: number, extra = '') {
  const f = cardFace(deck, code);
  const ink = f.ink === 'wild' ? 'joker' : f.ink;
  return html`<span class="chip ${ink} ${extra}" aria-hidden="true"
    ><span class="rank">${f.rank}</span><span class="suit">${f.glyph || '★'}</span></span
  >`;
}

export const chipStyles = css`
  :host {
    --_face: var(--arcade-card-face, ${v(c.face)});
    --_ink: var(--arcade-card-ink, ${v(c.ink)});
    --_red-ink: var(--arcade-card-red-ink, ${v(c.redInk)});
    --_joker-ink: var(--arcade-card-joker-ink, ${v(c.jokerInk)});
  }
  .chip {
    display: inline-flex;
    align-items: baseline;
    padding: 0.12em 0.28em;
    border-radius: 0.3em;
    background: var(--_face);
    color: var(--_ink);
    border: 1px solid ${v(c.edge)};
    font: 700 0.85rem / 1 var(--_font);
    white-space: nowrap;
  }
  .chip.red {
    color: var(--_red-ink);
  }
  .chip.joker {
    color: var(--_joker-ink);
  }
  .chip.joker .suit {
    font-size: 0.7em;
  }

`;
