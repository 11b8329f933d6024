/**
 * Templates of the MATR1X ØVERLØAD board and panels: a compact card chip (rank and suit glyph,
 * red or black ink), each board spot (a stack with its depth, a royal with health and ICE, a
 * dead royal, preventative ICE), the card in hand with what to do with it, the deck with its
 * known bottom, the preview of a placement (with, after a first tap on a touch screen, what
 * confirms it), and the end of the run's words. Pure functions of data, so the element stays about
 * behaviour.
 */
import { html, nothing } from 'lit';
import type { AnyOverloadRules, MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import type {
  ArcadeBoardGrid,
  CellActivateDetail,
  CellFocusDetail,
  GridCell,
} from '../kit/board-grid.js';
import { nameWithVisibleText } from '../kit/visible-name.js';
import { type SpotView, spotText } from './board.js';
import { cardFace, cardList } from './card-face.js';
import { chip } from './chip.js';
import { skipCorners } from './board-keys.js';
import type { OverloadEdition } from './edition.js';
import type { EndingWords } from './ending-words.js';
import type { FamilyPreview, FamilyRules } from './family-preview.js';
import { type HandWords, type PreviewWords, loopWords } from './words.js';

/**
 * The 25 grid cells of the board; each name contains the text the spot shows. `last`: the spots
 * that received the last move (ringed).
 */
export function gridCells(
  view: readonly SpotView[],
  active: boolean,
  last: readonly number[] = [],
): GridCell[] {
  return view.map((v, i) => ({
    label: nameWithVisibleText(spotText(v), v.label),
    content: html`<matrix-overload-spot .view=${v} ?last=${last.includes(i)}></matrix-overload-spot>`,
    target: v.action !== null,
    hint: v.hint,
    pointer: v.pointer,
    blank: v.spot.kind === 'corner',
    disabled: !active || v.spot.kind === 'corner',
  }));
}

/** The card in hand as a full card, with what to do with it. */
export function handPanel(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  words: HandWords,
  setup: boolean,
  who: string,
  name = '',
  pointed = false,
) {
  const deck = rules.deck;
  const f = cardFace(deck, s.hand);
  const si = deck.suit[s.hand]!;
  const suit = si >= 0 ? deck.definition.suits[si]!.name : 'joker';
  return html`<section class="panel hand" part="hand" aria-label="Card in hand" data-pointer=${pointed ? 'true' : nothing}>
    <arcade-card rank=${f.rank} suit=${suit} name=${name} label=${`${f.text}, ${f.words}`}></arcade-card>
    <div>
      <p class="eyebrow">${setup ? 'Setup: a royal set aside while dealing' : `${who} drew`}</p>
      <p class="title">${words.title}</p>
      <p data-no-picture>${words.detail}</p>
      ${
        s.setAside.length > 0
          ? html`<p class="muted" data-no-picture>Then, still set aside: ${s.setAside.map((c) => chip(deck, c))}
              <span class="visually-hidden">${cardList(deck, s.setAside)}</span></p>`
          : nothing
      }
    </div>
  </section>`;
}

/** Deck size, its known bottom, royals killed, and the discreet loop counter. */
export function deckPanel(rules: AnyOverloadRules, s: MatrixOverloadState, pointed = false) {
  const deck = rules.deck;
  const o = deck.royals.length;
  const known = s.deck.slice(s.unknown);
  const loop = loopWords(rules, s);
  return html`<section class="panel deck" part="deck" aria-label="Deck" data-pointer=${pointed ? 'true' : nothing}>
    <arcade-card face-down></arcade-card>
    <div>
      <p class="title"><span data-deck-size>${s.deck.length}</span> card${s.deck.length === 1 ? '' : 's'} in the deck</p>
      <p class="known">
        ${
          known.length === 0
            ? html`<span class="muted">No known cards at the bottom.</span>`
            : html`<span class="muted">Known at the bottom, next first:</span>
                <span class="chips" data-known-bottom>${known.map((c) => chip(deck, c))}</span>
                <span class="visually-hidden">${known.map((c) => cardFace(deck, c).text).join(', ')}</span>`
        }
      </p>
      <p class="score">
        <span>☠ <strong data-kills>${rules.kills(s)}</strong> of ${o} royals killed</span>
        <span class="loop" title=${loop.long} data-loop>${loop.short}<span class="visually-hidden">: ${loop.long}</span></span>
      </p>
    </div>
  </section>`;
}

/**
 * What the action under the pointer or focus would do. `confirm`, after a first tap on a touch
 * screen: the preview waits for a second tap on the same place, or its "Play here" button.
 */
export function previewPanel(
  pv: PreviewWords | null,
  prompt: string,
  confirm: (() => void) | null = null,
) {
  if (!pv)
    return html`<section class="panel preview" part="preview"><p class="muted">${prompt}</p></section>`;
  return html`<section class="panel preview" part="preview" data-preview-action=${pv.action}>
    <p class="title">Preview: ${pv.title}</p>
    <ul>
      ${pv.lines.map((l) => html`<li class=${l.kind}>${l.text}</li>`)}
    </ul>
    ${
      confirm
        ? html`<p class="confirm" data-confirm>
            Tap the place again to play it, or
            <button type="button" data-action="play-here" @click=${confirm}>Play here</button>
          </p>`
        : nothing
    }
  </section>`;
}

/**
 * The end of the run in the status line, said once: the cause after the line's verdict ("You
 * lost." then "Caught in an infinite loop."; the whole title when there is no verdict, as for a
 * run the AI played) and why (`w`: the family's `ending` words).
 */
export function endWords(s: MatrixOverloadState, w: EndingWords | null, verdict: string) {
  if (!w) return nothing;
  return html`<span class=${`end ${s.ending}`} part="result" data-ending=${s.ending ?? ''}
    ><span class="cause">${verdict ? w.cause : w.title}.</span>
    <span class="why">${w.reason}</span></span
  >`;
}

/**
 * The card in hand with what to do with it while the run goes on (`setup`: a set-aside royal;
 * `ai`: the AI plays the run; `who`: someone else does); nothing once it is over (the status line says how it ended).
 */
export function handOrEnd<P extends FamilyPreview>(
  rules: FamilyRules<P>,
  st: MatrixOverloadState,
  e: OverloadEdition<P>,
  p: {
    readonly legal: readonly number[];
    readonly setup: boolean;
    readonly ai: boolean;
    /** Who plays the run when not the person or the AI ("The solver"), else ''. */
    readonly who?: string;
    /** A lesson's pointer shows the card in hand. */
    readonly pointed?: boolean;
  },
) {
  if (st.ending !== null) return nothing;
  const words = e.words.hand(rules, st, p.legal);
  const who = p.who || (p.ai ? 'AI' : 'You');
  return handPanel(rules, st, words, p.setup, who, e.cardName?.(st.hand) ?? '', p.pointed);
}

/** The status line's words while the run goes on. */
export function statusWords(setup: boolean, ai: boolean): string {
  if (setup) return 'Setup: place the set-aside royals';
  return ai ? 'The AI plays this run' : 'Your move';
}

/** The 5×5 board grid (part `board`); arrow keys and the tab stop skip its dead corners. */
export function boardGrid(
  label: string,
  cells: readonly GridCell[],
  on: {
    activate(e: CustomEvent<CellActivateDetail>): void;
    look(e: CustomEvent<CellFocusDetail>): void;
  },
) {
  const keys = {
    capture: true,
    handleEvent: (e: KeyboardEvent) => skipCorners(e, e.currentTarget as ArcadeBoardGrid),
  };
  return html`<arcade-board-grid
    class="board"
    part="board"
    rows="5"
    cols="5"
    label=${label}
    .cells=${cells}
    @cell-activate=${on.activate}
    @cell-focus=${on.look}
    @keydown=${keys}
  ></arcade-board-grid>`;
}
