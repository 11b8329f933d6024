/**
 * Templates and words of the Dice Matrix board: the 7×7 matrix and a player's 5×6 area as grid
 * cells (each with its label in words and an `<arcade-die>` that shows colour, letter and pips),
 * the last move's marks (a ghost of each die taken where it stood, an outline on the stacks it
 * grew), and the spare die's face buttons for the opening. Every name contains the text its control
 * shows (a die's colour letter, a stack's ×count, a face's +points), so speech input can say
 * what it sees (`kit/visible-name.ts`). Pure functions of the position, so the element stays
 * about behaviour.
 */
import { html, nothing } from 'lit';
import {
  COLOURS,
  COLOUR_LETTERS,
  COLOUR_NAMES,
  FACES,
  SIZE,
  type DiceMatrixState,
  colourOf,
  dieCode,
  dieName,
  dieTag,
  faceOf,
  gainOf,
  openingAction,
} from '@matrix-arcade/dice-matrix';
import type { GridCell } from '../kit/board-grid.js';
import { nameWithVisibleText } from '../kit/visible-name.js';
import type { LastMove } from './last-move.js';
import { ownerName } from '../lib/online-words.js';

/** The outline of a die the last move added (inline: it is drawn inside the grid's shadow root). */
const ADDED_STYLE =
  'outline: 3px solid var(--_accent-alt); outline-offset: 2px; border-radius: 8px; box-shadow: 0 0 10px var(--_accent-alt)';
/** The ghost of a die the last move took: a dashed outline with its tag. */
const GHOST_STYLE =
  'box-sizing: border-box; width: 78%; height: 78%; display: grid; place-items: center; border: 2px dashed var(--_accent-alt); border-radius: 8px; font: 700 0.8rem var(--_mono, monospace); color: var(--_accent-alt)';

/** A die for the board: decorative, since the cell or button around it says what it is. */
export function dieTemplate(code: number, count = 1, added = false) {
  return html`<arcade-die
    class=${added ? 'added' : ''}
    style=${added ? ADDED_STYLE : ''}
    face=${faceOf(code)}
    colour=${COLOUR_NAMES[colourOf(code)]!}
    letter=${COLOUR_LETTERS[colourOf(code)]!}
    .count=${count}
  ></arcade-die>`;
}

/** Marks for the matrix cells. */
export interface MatrixMarks {
  readonly selected: number | null;
  readonly partners: readonly number[];
  readonly hint: readonly number[];
  /** Cells a lesson points at (teaching mode), if any. */
  readonly pointer?: readonly number[];
  /** Cells can be activated (a person is to move). */
  readonly active: boolean;
  /** The last move (its emptied cells get a ghost of the die taken), and who made it. */
  readonly last?: LastMove | null;
  readonly lastBy?: string;
}

/** The 49 cells of the matrix. */
export function matrixCells(s: DiceMatrixState, marks: MatrixMarks): GridCell[] {
  const cells: GridCell[] = [];
  for (let c = 0; c < SIZE * SIZE; c++) {
    const d = s.matrix[c]!;
    const where = `Row ${Math.floor(c / SIZE) + 1}, column ${(c % SIZE) + 1}`;
    if (d < 0) {
      const took = marks.last?.emptied.find((e) => e.cell === c);
      cells.push(
        took
          ? {
              label: `${where}: empty, ${marks.lastBy ?? ''} took ${dieTag(took.code)}, ${dieName(took.code)}, here last move`,
              content: html`<span class="ghost" style=${GHOST_STYLE}>${dieTag(took.code)}</span>`,
              disabled: true,
            }
          : { label: `${where}: empty`, disabled: true },
      );
      continue;
    }
    const selected = marks.selected === c;
    const target = marks.partners.includes(c);
    const hint = marks.hint.includes(c);
    const pointer = marks.pointer?.includes(c) ?? false;
    // The die shows its colour letter (and a corner mark when marked): the name says it first.
    let label = `${where}: ${COLOUR_LETTERS[colourOf(d)]}, ${dieName(d)}`;
    if (selected) label += ', selected: activate again to take it alone';
    else if (target) label += ', pairs with the selected die';
    if (hint) label += ', suggested by the hint';
    if (pointer) label += ', the lesson points here';
    cells.push({
      label,
      content: dieTemplate(d),
      selected,
      target,
      hint,
      pointer,
      disabled: !marks.active || s.spare >= 0,
    });
  }
  return cells;
}

/** A player's area: 6 face rows × 5 colour columns, each cell a stack of one kind of die. */
export function areaCells(
  s: DiceMatrixState,
  seat: number,
  owner: string,
  added: readonly number[] = [],
): GridCell[] {
  const area = s.areas[seat]!;
  const cells: GridCell[] = [];
  for (let face = 1; face <= FACES; face++) {
    for (let colour = 0; colour < COLOURS; colour++) {
      const code = dieCode(colour, face);
      const n = area[code]!;
      const kind = `${COLOUR_NAMES[colour]} ${face}s`;
      const letter = COLOUR_LETTERS[colour]!;
      // What the cell shows, then the count: an empty slot's "R1", a stack's letter and "×3".
      const shown = n === 0 ? `${letter}${face}` : n === 1 ? letter : `${letter} ×${n}`;
      const count = n === 0 ? 'none' : n === 1 ? '1 die' : `${n} dice`;
      const fresh = n > 0 && added.includes(code);
      const just = fresh ? ', just added' : '';
      cells.push({
        label: nameWithVisibleText(shown, `${owner}, ${kind}: ${shown}, ${count}${just}`),
        content:
          n > 0
            ? dieTemplate(code, n, fresh)
            : html`<span class="empty-slot">${COLOUR_LETTERS[colour]}${face}</span>`,
        disabled: true,
      });
    }
  }
  return cells;
}

/** Column headers of an area (colour letter and dice in that line), row headers (faces). */
export function areaHeaders(s: DiceMatrixState, seat: number): { cols: string[]; rows: string[] } {
  const lines = s.lines[seat]!;
  return {
    cols: COLOUR_LETTERS.map((l, i) => `${l} ${lines[i]}`),
    rows: Array.from({ length: FACES }, (_, i) => `${i + 1}: ${lines[COLOURS + i]}`),
  };
}

/** One face button of the opening. */
export interface OpeningChoice {
  readonly face: number;
  readonly action: number;
  readonly code: number;
  readonly gain: number;
}

/**
 * The accessible name of a face button: what it shows (the die's colour letter, the face, "+2"
 * unless scores are hidden) first, then what it does.
 */
export function openingName(c: OpeningChoice, recountAtEnd: boolean, hinted: boolean): string {
  const points = recountAtEnd ? '' : ` +${c.gain}`;
  const shown = `${COLOUR_LETTERS[colourOf(c.code)]} ${c.face}${points}`;
  const words = `set the spare to ${c.face}${recountAtEnd ? '' : `, scores ${c.gain}`}${hinted ? ', suggested by the hint' : ''}`;
  return nameWithVisibleText(shown, words);
}

/** The opening choices: each face of the spare, its action and what it scores. */
export function openingChoices(s: DiceMatrixState): OpeningChoice[] {
  if (s.spare < 0) return [];
  const colour = colourOf(s.spare);
  return Array.from({ length: FACES }, (_, i) => {
    const code = dieCode(colour, i + 1);
    return {
      face: i + 1,
      action: openingAction(i + 1),
      code,
      gain: gainOf(s.lines[s.toMove]!, code),
    };
  });
}

/** A player's area with its heading, stacks and line counts. */
export function areaSection(
  st: DiceMatrixState,
  seat: number,
  name: string,
  added: readonly number[] = [],
  pointed = false,
) {
  const head = areaHeaders(st, seat);
  return html`<section class="area ${st.toMove === seat ? 'active' : ''}" part="area" data-seat=${seat} data-pointer=${pointed ? 'true' : nothing}>
    <h3>${ownerName(name)} area</h3>
    <arcade-board-grid
      rows="6"
      cols="5"
      variant="slots"
      label=${`${ownerName(name)} area: rows are faces 1 to 6, columns are colours red, pink, black, blue, green`}
      .cells=${areaCells(st, seat, `${ownerName(name)} area`, added)}
      .colHeaders=${head.cols}
      .rowHeaders=${head.rows}
    ></arcade-board-grid>
  </section>`;
}
