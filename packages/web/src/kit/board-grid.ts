/**
 * `<arcade-board-grid>`: a board as an ARIA grid. Cells are given as data (a label in words, the
 * content to draw, and flags such as selected, target or hint); the grid draws them, keeps a
 * roving tabindex (one cell in the tab order, arrow keys move it, Home/End go to a row's ends,
 * Ctrl+Home/End to the grid's), and fires `cell-activate` when a cell is clicked or gets Enter
 * or Space (saying which pointer clicked, so a game can ask touch players to confirm), and
 * `cell-focus` when the cell a player is looking at changes (keyboard focus or the pointer, for
 * previews). Marked cells also get a corner glyph, so the marks never rely on
 * colour alone. Parts: `grid`, `row`, `cell`, `header`, plus `selected`, `target`, `hint`,
 * `pointer` on marked cells (a lesson's pointer also sets `data-pointer`). The `slots` variant draws faint dashed cells (areas that fill up during play);
 * `blank` cells (a board's empty corners) are drawn without a background.
 */
import { LitElement, html, nothing } from 'lit';
import { tokens } from '../theme/tokens.js';
import { gridStyles } from './board-grid-styles.js';

/** One cell of the grid. */
export interface GridCell {
  /** The cell in words, read by screen readers ("row 2, column 5: red 3 (R3)"). */
  readonly label: string;
  /** What to draw in the cell (a Lit template, text, or nothing). */
  readonly content?: unknown;
  /** The cell is the current selection (`aria-selected`). */
  readonly selected?: boolean;
  /** The cell can be chosen now (a legal partner, a legal target). */
  readonly target?: boolean;
  /** The cell is part of the suggested move. */
  readonly hint?: boolean;
  /** A lesson points here (teaching mode: the target of the move to make). */
  readonly pointer?: boolean;
  /** Activating the cell does nothing (it can still be focused and read). */
  readonly disabled?: boolean;
  /** Nothing is ever here (a corner outside the board): no background or border. */
  readonly blank?: boolean;
}

/** Detail of `cell-activate`. */
export interface CellActivateDetail {
  readonly index: number;
  readonly row: number;
  readonly col: number;
  /** The pointer that clicked (`mouse`, `touch`, `pen`), or `""` for Enter or Space. */
  readonly pointerType: string;
}

/** Detail of `cell-focus`: the cell last pointed at or focused (-1 for none). */
export interface CellFocusDetail {
  readonly index: number;
}

const MARKS: ReadonlyArray<readonly [keyof GridCell, string]> = [
  ['pointer', '☛'],
  ['selected', '●'],
  ['hint', '★'],
  ['target', '◆'],
];

/**
 * `<arcade-board-grid>`: see the file comment.
 * @customElement arcade-board-grid
 * @csspart grid - the grid
 * @csspart row - each row
 * @csspart cell - each cell (plus `selected`, `target`, `hint`, `pointer` on marked cells)
 * @csspart header - row and column headers
 * @fires cell-activate - a cell was clicked or got Enter/Space: `{ index, row, col, pointerType }`
 * @fires cell-focus - the cell looked at (the latest under the pointer or focused) changed: `{ index }`, -1 for none
 * @cssprop --arcade-cell-size - cell size (default 48px)
 * @cssprop --arcade-cell-height - cell height (default: the cell size, square cells)
 * @cssprop --arcade-cell-gap - gap between cells (default 4px)
 * @cssprop --arcade-cell-bg - cell background
 */
export class ArcadeBoardGrid extends LitElement {
  static override properties = {
    rows: { type: Number },
    cols: { type: Number },
    cells: { attribute: false },
    label: { type: String },
    variant: { type: String, reflect: true },
    colHeaders: { attribute: false },
    rowHeaders: { attribute: false },
    active: { state: true },
  };

  declare rows: number;
  declare cols: number;
  declare cells: readonly GridCell[];
  /** Accessible name of the grid. */
  declare label: string;
  /** `board` (default) or `slots`: faint dashed cells, for areas that fill up during play. */
  declare variant: 'board' | 'slots';
  /** Optional column headers (text), drawn above the cells. */
  declare colHeaders: readonly string[] | null;
  /** Optional row headers (text), drawn left of the cells. */
  declare rowHeaders: readonly string[] | null;
  /** The cell in the tab order. */
  declare active: number;

  static override styles = [tokens, gridStyles];

  private pointerIndex = -1;
  private focusIndex = -1;
  private lookedAt = -1;
  /** The type of the last pointer pressed on a cell (for clicks that do not say it). */
  private pressedWith = 'mouse';

  constructor() {
    super();
    this.rows = 0;
    this.cols = 0;
    this.cells = [];
    this.label = '';
    this.variant = 'board';
    this.colHeaders = null;
    this.rowHeaders = null;
    this.active = 0;
  }

  /** Moves keyboard focus to a cell (and into the tab order). */
  focusCell(index: number): void {
    this.active = this.clamp(index);
    void this.updateComplete.then(() => this.cellElement(this.active)?.focus());
  }

  /** The element drawing cell `index` (for tests and focus management). */
  cellElement(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"]`);
  }

  private clamp(i: number): number {
    const n = this.rows * this.cols;
    return n === 0 ? 0 : Math.min(Math.max(i, 0), n - 1);
  }

  private onKey(e: KeyboardEvent): void {
    const { cols } = this;
    const i = this.active;
    const row = Math.floor(i / cols);
    const col = i % cols;
    let next = i;
    switch (e.key) {
      case 'ArrowRight':
        next = col < cols - 1 ? i + 1 : i;
        break;
      case 'ArrowLeft':
        next = col > 0 ? i - 1 : i;
        break;
      case 'ArrowDown':
        next = row < this.rows - 1 ? i + cols : i;
        break;
      case 'ArrowUp':
        next = row > 0 ? i - cols : i;
        break;
      case 'Home':
        next = e.ctrlKey ? 0 : row * cols;
        break;
      case 'End':
        next = e.ctrlKey ? this.rows * cols - 1 : row * cols + cols - 1;
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.activate(i, '');
        return;
      default:
        return;
    }
    e.preventDefault();
    this.focusCell(next);
  }

  /** Fires `cell-focus` when the cell looked at changes: the latest of pointer and focus wins. */
  private look(index: number): void {
    if (index === this.lookedAt) return;
    this.lookedAt = index;
    const detail: CellFocusDetail = { index };
    this.dispatchEvent(new CustomEvent('cell-focus', { detail, bubbles: true }));
  }

  private activate(index: number, pointerType: string): void {
    this.active = index;
    if (this.cells[index]?.disabled) return;
    const detail: CellActivateDetail = {
      index,
      row: Math.floor(index / this.cols),
      col: index % this.cols,
      pointerType,
    };
    this.dispatchEvent(new CustomEvent('cell-activate', { detail, bubbles: true }));
  }

  private renderCell(index: number) {
    const c = this.cells[index] ?? { label: '' };
    const classes = c.blank ? ['cell', 'blank'] : ['cell'];
    const parts = ['cell'];
    let mark = '';
    for (const [flag, glyph] of MARKS) {
      if (c[flag]) {
        classes.push(flag);
        parts.push(flag);
        mark ||= glyph;
      }
    }
    return html`<div
      role="gridcell"
      class=${classes.join(' ')}
      part=${parts.join(' ')}
      data-index=${index}
      data-pointer=${c.pointer ? 'true' : nothing}
      tabindex=${index === this.active ? 0 : -1}
      aria-label=${c.label}
      aria-selected=${c.selected ? 'true' : 'false'}
      aria-disabled=${c.disabled ? 'true' : 'false'}
      @pointerdown=${(e: PointerEvent) => {
        this.pressedWith = e.pointerType || 'mouse';
      }}
      @click=${(e: MouseEvent) => {
        this.focusCell(index);
        // Chromium's clicks are pointer events that say their pointer; others: the last press.
        const type = e instanceof PointerEvent && e.pointerType ? e.pointerType : this.pressedWith;
        this.activate(index, type);
      }}
      @focus=${() => {
        this.active = index;
        this.focusIndex = index;
        this.look(index);
      }}
      @blur=${() =>
        // After the focus moved to another cell, its focus handler has run: no flicker to -1.
        queueMicrotask(() => {
          if (this.focusIndex !== index) return;
          this.focusIndex = -1;
          this.look(this.pointerIndex);
        })}
      @pointerenter=${() => {
        this.pointerIndex = index;
        this.look(index);
      }}
      @pointerleave=${() => {
        if (this.pointerIndex === index) this.pointerIndex = -1;
        this.look(this.focusIndex);
      }}
    >
      ${c.content ?? nothing}${mark ? html`<span class="mark" aria-hidden="true">${mark}</span>` : nothing}
    </div>`;
  }

  override render() {
    const rowHeads = this.rowHeaders;
    const colHeads = this.colHeaders;
    const columns = `${rowHeads ? 'auto ' : ''}repeat(${this.cols}, var(--_cell))`;
    const rows = [];
    if (colHeads) {
      rows.push(
        html`<div role="row" class="row">
          ${rowHeads ? html`<div class="header corner" aria-hidden="true"></div>` : nothing}
          ${colHeads.map(
            (h) => html`<div role="columnheader" class="header" part="header">${h}</div>`,
          )}
        </div>`,
      );
    }
    for (let r = 0; r < this.rows; r++) {
      const cells = [];
      for (let c = 0; c < this.cols; c++) cells.push(this.renderCell(r * this.cols + c));
      rows.push(
        html`<div role="row" class="row" part="row">
          ${
            rowHeads
              ? html`<div role="rowheader" class="header row-header" part="header">${rowHeads[r] ?? ''}</div>`
              : nothing
          }
          ${cells}
        </div>`,
      );
    }
    return html`<div
      role="grid"
      class="grid"
      part="grid"
      aria-label=${this.label}
      style="grid-template-columns: ${columns}"
      @keydown=${this.onKey}
    >
      ${rows}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-board-grid': ArcadeBoardGrid;
  }
}
