/**
 * The action panel of `<matrix-maze-game>` (part `actions`): what the player to move can do
 * besides walking on the maze. On top, the chooser of a square that several choices lead to (or
 * one that costs bytes); then the facings, the dice uses that do not move (stay, +1 byte), the
 * hacks without a square (x2, skip, the wall to place on the maze, the change-a-die picker) and
 * the turn's end. Moves, start points, teleports and restarts are the lit squares of the maze.
 * A template function: the element passes its state and what each control does, and in
 * teaching mode the lesson's pointer (its button, the change picked, the wall to build).
 */
import { type TemplateResult, html, nothing } from 'lit';
import { type MatrixMazeState, mapOf, squareName } from '@matrix-arcade/matrix-maze';
import type { Choice } from './choices.js';
import { bytes } from './words.js';

export interface PanelInput {
  readonly st: MatrixMazeState;
  readonly choices: readonly Choice[];
  /** Who is to move, in words. */
  readonly who: string;
  readonly humanTurn: boolean;
  /**
   * The board only shows a position (a review or a replay stepped back): nobody is playing it,
   * so the panel does not say the seat to move "is playing".
   */
  readonly readOnly: boolean;
  readonly hintAction: number;
  /** The square whose choices are open, or -1. */
  readonly chooser: number;
  /** A wall is being placed on the maze. */
  readonly walling: boolean;
  /** The die picked in the pool (its face), or 0. */
  readonly die: number;
  readonly play: (action: number) => void;
  readonly preview: (action: number) => void;
  readonly closeChooser: () => void;
  readonly toggleWall: () => void;
  /** The action a lesson points at (teaching mode), or -1; `part` `actions`: the whole panel. */
  readonly pointer?: number;
  readonly pointedPart?: string;
}

const mark = (on: boolean) => (on ? 'true' : nothing);

function choiceButton(p: PanelInput, c: Choice): TemplateResult {
  const hinted = p.hintAction === c.action;
  return html`<button
    class=${hinted ? 'choice hinted' : 'choice'}
    data-action=${c.action}
    data-pointer=${mark(p.pointer === c.action)}
    title=${c.description}
    ?disabled=${!p.humanTurn}
    @focus=${() => p.preview(c.action)}
    @mouseenter=${() => p.preview(c.action)}
    @blur=${() => p.preview(-1)}
    @mouseleave=${() => p.preview(-1)}
    @click=${() => p.play(c.action)}
  >${hinted ? '★ ' : ''}${c.label}</button>`;
}

function chooser(p: PanelInput): TemplateResult | typeof nothing {
  if (p.chooser < 0) return nothing;
  const list = p.choices.filter((c) => c.square === p.chooser);
  if (list.length === 0) return nothing;
  const name = squareName(p.chooser, mapOf(p.st.map).width);
  return html`<div class="chooser" role="group" aria-label=${`Ways to ${name}`}>
    <h3>To ${name}, how?</h3>
    <div class="group">
      ${list.map((c) => choiceButton(p, c))}
      <button class="cancel" @click=${p.closeChooser}>Cancel (Esc)</button>
    </div>
  </div>`;
}

/** The change-a-die picker: a short list (the pool's faces to the others) and its button. */
function changePicker(p: PanelInput, changes: readonly Choice[]): TemplateResult | typeof nothing {
  if (changes.length === 0) return nothing;
  const hinted = changes.find((c) => c.action === p.hintAction);
  // The change a lesson points at is the one selected, and its button is marked.
  const pointed = changes.find((c) => c.action === p.pointer);
  const picked = pointed ?? hinted;
  const chosen = (e: Event) =>
    Number(
      (e.currentTarget as HTMLElement)
        .closest('.picker')!
        .querySelector<HTMLSelectElement>('select')!.value,
    );
  return html`<div class="picker">
    <label for="pick-change">Change a die (${bytes(p.st.options.changeCost)})${hinted ? ' ★' : ''}</label>
    <select id="pick-change" ?disabled=${!p.humanTurn} @change=${(e: Event) => p.preview(chosen(e))}>
      ${changes.map((c) => html`<option value=${c.action} ?selected=${c === picked} title=${c.description}>${c === hinted ? '★ ' : ''}${c.label}</option>`)}
    </select>
    <button data-picker="change" data-pointer=${mark(pointed !== undefined)} ?disabled=${!p.humanTurn} @click=${(e: Event) => p.play(chosen(e))}>Change</button>
  </div>`;
}

/** A group of choices on one wrapping row, its title first. */
function section(id: string, title: string, body: unknown, extra: unknown = nothing) {
  return html`<div class="group" data-group=${id}><h3>${title}</h3>${body}</div>${extra}`;
}

export function actionPanel(p: PanelInput): TemplateResult {
  const of = (g: Choice['group']) => p.choices.filter((c) => c.group === g);
  const moves = p.choices.filter((c) => c.square >= 0);
  const still = of('dice').filter((c) => c.square < 0);
  const hacks = of('hacks').filter((c) => c.square < 0);
  const walls = of('wall');
  const wallHinted = walls.some((c) => c.action === p.hintAction);
  const wallPointed = !p.walling && walls.some((c) => c.action === p.pointer);
  const starting = p.st.phase === 0;
  const onMaze = starting
    ? 'Click a lit start square on the maze (A–D).'
    : moves.length
      ? `Click a lit square on the maze to go there${p.die ? ` with the ${p.die} (Esc: every die)` : ''}.`
      : '';
  return html`<section class="panel actions" part="actions" aria-label=${`Choices for ${p.who}`} data-pointer=${mark(p.pointedPart === 'actions')}>
    ${p.humanTurn || p.readOnly ? nothing : html`<p class="muted">${p.who} is playing.</p>`}
    ${chooser(p)}
    ${p.walling ? html`<p class="wall-help"><strong>Place the wall:</strong> click an edge of the maze (arrow keys move, Enter builds). Esc cancels.</p>` : nothing}
    ${onMaze && p.humanTurn && !p.walling ? html`<p class="on-maze">${onMaze}</p>` : nothing}
    ${
      of('facing').length
        ? section(
            'facing',
            'Choose your facing',
            of('facing').map((c) => choiceButton(p, c)),
          )
        : nothing
    }
    ${
      still.length
        ? section(
            'dice',
            'Use a die',
            still.map((c) => choiceButton(p, c)),
          )
        : nothing
    }
    ${
      hacks.length + walls.length + of('change').length
        ? section(
            'hacks',
            'Hacks (cost in bytes)',
            html`${hacks.map((c) => choiceButton(p, c))}
            ${walls.length ? html`<button class=${wallHinted ? 'choice wall-mode hinted' : 'choice wall-mode'} data-pointer=${mark(wallPointed)} aria-pressed=${p.walling ? 'true' : 'false'} ?disabled=${!p.humanTurn} @click=${p.toggleWall}>${wallHinted ? '★ ' : ''}Build a wall… (3)</button>` : nothing}`,
            changePicker(p, of('change')),
          )
        : nothing
    }
    ${
      of('turn').length
        ? section(
            'turn',
            'Turn',
            of('turn').map((c) => choiceButton(p, c)),
          )
        : nothing
    }
  </section>`;
}
