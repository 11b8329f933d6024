/**
 * The panels of `<piecepack-matrix-game>` beside its board: brain damage as a meter (with the
 * target), the power-up pool, the challenge in progress (the die, animated unless the user asks
 * for less motion; strength against the structure's), the decision buttons of the phase (every
 * legal action that is not a move on the board nor an ability's use: those are in
 * ability-panel.ts), the four breaker cards (name, strength, ability, where it stands,
 * bonuses), the
 * data stack and the words of what the phase asks; in teaching mode, the lesson's pointer on the
 * panel, button or card it names. Words are ours; the rules' fine print is in docs/rulings.
 */
import { html, nothing } from 'lit';
import {
  COLOUR_GLYPHS,
  COLOUR_NAMES,
  type PiecepackState,
  breakerInfo,
  cellName,
  challengeOf,
  describeAction,
  layout,
  tileName,
} from '@matrix-arcade/piecepack-matrix';
import { pawnSvg, poolCoin } from './tiles.js';

/**
 * Where a lesson points (teaching mode): a part of the element by name (`damage`, `pool`,
 * `challenge`, `decide`, `breakers`), a button's action, or a breaker's card (the move of a
 * breaker not chosen yet: its card first, then its space on the board).
 */
export interface Pointing {
  readonly part: string;
  readonly action: number;
  readonly card: number;
}
export const NOWHERE: Pointing = { part: '', action: -1, card: -1 };
export const mark = (on: boolean) => (on ? 'true' : nothing);

/**
 * A decision or ability button: its words for eyes name a tile by colour and strength alone
 * (each tile is one of a kind, its face on the board says both), not by its place "(3, 0)",
 * which nothing on the board shows; the whole description, places included, stays its
 * accessible name (the grid's cells say their places to a screen reader). An empty space has
 * only its place: that stays. At the start's breaker choice a button shows the breaker's name
 * alone (the panel's title names the pawn), so the six fit under the board on a phone; an
 * ability's use shows what differs between its uses (`shown`, ability-panel.ts).
 */
export function actionButton(
  st: PiecepackState,
  a: number,
  play: (a: number) => void,
  enabled: boolean,
  hint: number,
  at: Pointing,
  shown?: string,
) {
  const words = describeAction(st, a);
  const seen =
    shown ?? (isPick(a) ? breakerInfo(pawnToPick(st), a - A_PICK).name : placeless(words));
  return html`<button type="button" class=${a === hint ? 'hinted' : ''} data-action=${a} ?disabled=${!enabled}
    aria-label=${seen === words ? nothing : `${a === hint ? 'Hint: ' : ''}${words}`}
    data-pointer=${mark(a === at.action)} @click=${() => play(a)}>${a === hint ? '★ ' : ''}${seen}</button>`;
}

/** An action's words without the places "(3, 0)" of the tiles they name. */
export const placeless = (words: string) => words.replace(/ at \(-?\d+, -?\d+\)/g, '');

/** Where a breaker stands, in words the board shows: outside, or on the tile it holds. */
function standing(st: PiecepackState, b: number): string {
  const cell = st.positions[b]!;
  if (cell === -1) return 'outside the matrix';
  const tile = st.structures.find((x) => x.cell === cell)?.tile;
  return tile === undefined ? `at ${cellName(cell)}` : `on the ${tileName(tile)}`;
}

const { CELLS, A_ASSIM, A_AIM, A_BABYLON, A_SLIVER_CUT, A_LISP, A_WINTERMUTE } = layout;
const { A_FINN, A_ENIGMA, A_DIE, A_PICK } = layout;

const isPick = (a: number) => a > A_PICK && a <= A_PICK + 6;
/** The pawn whose custom breaker the start's choice picks now: the first not chosen. */
const pawnToPick = (st: PiecepackState) => st.kinds.indexOf(-1);

/** Which pawn's card an ability belongs on (-1: not a breaker ability). */
export function abilityOwner(a: number, phase: string): number {
  if (phase !== 'move' || a < A_ASSIM) return -1;
  if (a < A_AIM) return 0;
  if (a >= A_BABYLON && a < A_SLIVER_CUT) return 3;
  if (a === A_SLIVER_CUT) return 2;
  if (a >= A_LISP && a <= A_WINTERMUTE) return 0;
  if (a >= A_FINN && a < A_ENIGMA) return 1;
  if (a >= A_ENIGMA && a < A_DIE) return 3;
  return -1;
}

export function damageMeter(st: PiecepackState, at: Pointing = NOWHERE) {
  const target = st.options.target;
  return html`<div class="panel damage" part="damage" data-pointer=${mark(at.part === 'damage')}>
    <span class="title" id="dmg-label">Brain damage</span>
    <div class="meter" role="meter" aria-labelledby="dmg-label" aria-valuemin="0" aria-valuemax="10"
      aria-valuenow=${st.damage} aria-valuetext=${`${st.damage} of 10${target < 9 ? `, target ${target}` : ''}`}>
      ${Array.from({ length: 10 }, (_, i) => html`<span class="pip ${i < st.damage ? 'hit' : ''} ${target < 9 && i === target ? 'limit' : ''}"></span>`)}
    </div>
    <span class="muted">${st.damage} of 10${target < 9 ? ` — win only at ${target} or less` : ''}</span>
  </div>`;
}

export function poolPanel(st: PiecepackState, at: Pointing = NOWHERE) {
  return html`<div class="panel pool" part="pool" data-pointer=${mark(at.part === 'pool')}>
    <span class="title">Power-ups</span>
    <ul class="coins" aria-label="Power-ups in your pool">
      ${[0, 1, 2, 3].map(
        (c) =>
          html`<li aria-label=${`${COLOUR_NAMES[c]} ${COLOUR_GLYPHS[c]}: ${st.pool[c]} (supply ${st.supply[c]})`}>${poolCoin(c, st.pool[c]!)}</li>`,
      )}
    </ul>
    <span class="muted">Stack: ${st.stack.length} tile${st.stack.length === 1 ? '' : 's'} face down</span>
  </div>`;
}

/** The challenge in progress: who, against what, the die, the strength so far. */
export function challengePanel(st: PiecepackState, reduced: boolean, at: Pointing = NOWHERE) {
  const c = challengeOf(st);
  if (c === null) return nothing;
  const target = st.structures.find((s) => s.cell === st.target);
  const who = breakerInfo(st.active, st.kinds[st.active]!).name;
  return html`<div class="panel challenge" part="challenge" aria-label="Challenge" data-pointer=${mark(at.part === 'challenge')}>
    <span class="title">${COLOUR_NAMES[st.active]} ${COLOUR_GLYPHS[st.active]} ${who} challenges
      ${target ? tileName(target.tile) : `the space ${cellName(st.target)}`}</span>
    <div class="row">
      ${
        st.roll > 0
          ? html`<arcade-die class=${reduced ? '' : 'rolling'} face=${st.roll} colour=${['black', 'green', 'red', 'blue'][st.active]!}
            letter=${['K', 'G', 'R', 'B'][st.active]!} label=${`die: ${st.roll}`}></arcade-die>`
          : html`<span class="muted">${st.phase === 'pre-roll' ? 'Not rolled yet' : 'No die'}</span>`
      }
      <span class="big" data-strength=${c.strength}>strength ${c.strength} vs ${c.against}</span>
      <span>${c.strength > c.against ? '✔ breaks in' : '✘ fails so far'}</span>
    </div>
  </div>`;
}

/** Every legal action of the phase that is not a move on the board or a breaker's ability. */
export function decisionPanel(
  st: PiecepackState,
  legal: readonly number[],
  play: (a: number) => void,
  enabled: boolean,
  hint: number,
  at: Pointing = NOWHERE,
) {
  const list = legal.filter((a) => a >= 4 * CELLS && abilityOwner(a, st.phase) < 0);
  if (list.length === 0) return nothing;
  return html`<div class="panel decide" part="decide" data-pointer=${mark(at.part === 'decide')}>
    <span class="title">${
      st.phase === 'pick'
        ? `Choose the ${COLOUR_NAMES[pawnToPick(st)]} ${COLOUR_GLYPHS[pawnToPick(st)]} pawn’s breaker`
        : 'Decide'
    }</span>
    <div class="buttons">
      ${list.map((a) => actionButton(st, a, play, enabled, hint, at))}
    </div>
  </div>`;
}

/**
 * The four breakers: name, strength, where each stands, bonuses and its ability in words (the
 * uses legal now are buttons in the abilities panel, ability-panel.ts).
 */
export function breakerCards(
  st: PiecepackState,
  chosen: number,
  choose: (b: number) => void,
  at: Pointing = NOWHERE,
) {
  return html`<div class="cards" part="breakers" role="radiogroup" aria-label="Ice breakers: choose which one moves"
    data-pointer=${mark(at.part === 'breakers')}>
    ${[0, 1, 2, 3].map((b) => {
      const kind = st.kinds[b]!;
      const info = kind < 0 ? null : breakerInfo(b, kind);
      const where = standing(st, b);
      const extra = [
        st.bonus[b] ? `+${st.bonus[b]} next challenge` : '',
        st.ten[b] ? 'strength 10 next challenge' : '',
      ]
        .filter(Boolean)
        .join(', ');
      return html`<div class="card ${chosen === b ? 'chosen' : ''}" data-breaker=${b}>
        <button type="button" role="radio" aria-checked=${chosen === b ? 'true' : 'false'} class="pick"
          data-pointer=${mark(at.card === b)} @click=${() => choose(b)}>${pawnSvg(b)}
          <span><strong>${info ? info.name : 'not chosen yet'}</strong> ${COLOUR_GLYPHS[b]}<br />
          <span class="muted">${where}${info ? ` · strength ${info.strength}` : ''}${extra ? ` · ${extra}` : ''}</span></span>
        </button>
        ${info && kind > 0 ? html`<p class="ability">${info.ability}</p>` : nothing}
      </div>`;
    })}
  </div>`;
}

/** What the player is asked to do in a phase. */
export function promptOf(st: PiecepackState): string {
  switch (st.phase) {
    case 'pick':
      return 'Choose the custom breaker of each pawn.';
    case 'move':
      return 'Choose a breaker, then a marked space, or use an ability.';
    case 'pre-roll':
      return 'Roll the die, or take the strength offered instead.';
    case 'boost':
      return 'Spend power-ups if you like, then commit the challenge.';
    case 'aim':
      return 'Choose the structure Kuang challenges.';
    case 'pay':
      return 'Choose the power-ups to pay.';
    case 'viral':
      return 'Choose the second structure to swap.';
    default:
      return '';
  }
}
