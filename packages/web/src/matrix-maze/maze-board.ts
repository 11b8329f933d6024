/**
 * The maze, the dice pool and the scores of `<matrix-maze-game>`: the picture with its marks
 * (the shown choice's ring or lit edge, the hint's star, the latest turn's walk) and, on a
 * person's turn, its clickable layer (the lit squares, or the free edges while a wall is being
 * placed); the pool with the dice a person may pick to see their moves; each player's codes and
 * bytes, and solo the guard's codes and steps left, for the score panel. In teaching mode the
 * lesson's pointer marks the square or edge of the move it asks for, or the part it names.
 */
import { type TemplateResult, html, nothing } from 'lit';
import {
  type MatrixMazeState,
  describeAction,
  mapOf,
  squareName,
  wallAction,
} from '@matrix-arcade/matrix-maze';
import {
  type SquareTarget,
  directChoice,
  lastPath,
  squareTargets,
  usableFaces,
} from './board-targets.js';
import { type Choice, draftWords } from './choices.js';
import type { MazeSelection } from './maze-selection.js';
import type { ScorePlayer } from '../kit/score-panel.js';
import { bytes } from './words.js';
import { mazeSvg } from './maze-svg.js';
import { edgeTargetsSvg, squareTargetsSvg } from './maze-targets.js';

interface Step {
  readonly action: number;
  readonly seat: number;
  readonly before: MatrixMazeState;
}

function squareWords(st: MatrixMazeState, t: SquareTarget): string {
  const name = squareName(t.square, mapOf(st.map).width);
  const ways = t.choices.map((c) => c.description).join('; or ');
  return `${name}: ${ways}${directChoice(t) ? '' : ' (choose how)'}`;
}

export function mazeFigure(
  st: MatrixMazeState,
  history: readonly Step[],
  choices: readonly Choice[],
  active: boolean,
  hint: number,
  sel: MazeSelection,
  label: string,
  /** Where a lesson points (teaching mode): an action, or a part (`maze`). */
  point: { readonly action: number; readonly part: string } = { action: -1, part: '' },
): TemplateResult {
  const map = mapOf(st.map);
  const shown = choices.find((c) => c.action === sel.preview);
  const hinted = choices.find((c) => c.action === hint);
  const pointed = choices.find((c) => c.action === point.action);
  // A square whose chooser is open points from the chooser's button instead.
  const pointerSquare = pointed && pointed.square !== sel.chooser ? pointed.square : -1;
  const layer = !active
    ? ''
    : sel.walling
      ? edgeTargetsSvg(
          sel.wallEdges(),
          sel.wallFocus,
          map.width,
          map.height,
          (e) => describeAction(st, wallAction(e)),
          sel.events,
          pointed?.group === 'wall' ? pointed.edge : -1,
        )
      : squareTargetsSvg(
          squareTargets(choices, sel.die),
          map.width,
          (t) => squareWords(st, t),
          hint,
          sel.events,
          pointerSquare,
        );
  const marks = {
    previewSquare: shown?.square ?? (sel.chooser >= 0 ? sel.chooser : -1),
    previewEdge: shown ? shown.edge : (hinted?.edge ?? -1),
    hintSquare: hinted?.square ?? -1,
    hintEdge: hinted?.edge ?? -1,
    pointerSquare: active ? pointerSquare : -1,
    lastPath: lastPath(history, st),
  };
  return html`<figure class="maze-frame" part="maze" data-pointer=${point.part === 'maze' ? 'true' : nothing}>${mazeSvg(st, marks, label, layer)}</figure>`;
}

export function dicePool(
  st: MatrixMazeState,
  history: readonly Step[],
  choices: readonly Choice[],
  sel: MazeSelection,
  name: (seat: number) => string,
  pointed = false,
): TemplateResult {
  const drafted = draftWords(history, name);
  const usable = usableFaces(choices);
  const die = (f: number) =>
    html`<arcade-die face=${f} colour=${f === st.turn.mustUse || f === sel.die ? 'pink' : 'blue'}></arcade-die>`;
  return html`<div class="panel pool" part="pool" data-pointer=${pointed ? 'true' : nothing}>
    <span class="pool-title">Dice pool</span>
    ${st.pool.length === 0 ? html`<span class="muted">(rolled at the start of the round)</span>` : nothing}
    ${st.pool.map((f, k) => {
      // Every die in a button of its own, pickable or not: the dice stay put between turns.
      const pick = usable.has(f) && st.pool.indexOf(f) === k;
      return html`<button class="die-pick" data-face=${f} ?disabled=${!pick}
        aria-pressed=${pick ? (sel.die === f ? 'true' : 'false') : nothing}
        aria-label=${pick ? `Die showing ${f}: light only its moves` : `die showing ${f}`}
        @click=${() => sel.pickDie(f)}>${die(f)}</button>`;
    })}
    ${drafted.length ? html`<ul class="drafted">${drafted.map((d) => html`<li>${d}</li>`)}</ul>` : nothing}
  </div>`;
}

export function scorePlayers(
  st: MatrixMazeState,
  name: (seat: number) => string,
  /** Who played the seat, as recorded ('' for a person alone): "AI", "person and AI". */
  played: (seat: number) => string,
): ScorePlayer[] {
  const map = mapOf(st.map);
  const players: ScorePlayer[] = st.seats.map((p, seat) => ({
    name: name(seat),
    score: p.codes,
    active: st.toMove === seat && st.phase !== 3,
    note: `${bytes(p.bytes)}${played(seat) ? ` · ${played(seat)}` : ''}`,
  }));
  if (st.seats.length === 1 && map.guardPath.length) {
    const left = map.guardPath.length - 1 - st.guardStep;
    const steps = `${left} ${left === 1 ? 'step' : 'steps'} left`;
    players.push({
      name: map.mode === 'iys' ? 'IY’s' : 'Collectors',
      score: st.owner.filter((o) => o === 2).length,
      active: false,
      // Where a player first meets the IY's: what they do, in a few words (the legend says more).
      note: map.mode === 'iys' ? `watchers: never in their row or column · ${steps}` : steps,
    });
  }
  return players;
}
