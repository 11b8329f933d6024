/**
 * The world's line, chosen on the board: each of the twelve places around the matrix ends one
 * row or column (`lineEnds`), so with the world in hand every such place is marked (◆) and
 * stands for its line: pointing at it previews the reset (the line's stacks and the royals at
 * its two ends marked ⟲), activating it plays it (a first tap previews on a touch screen, as a
 * place does). A stack lies in a row and a column, so activating one says to pick an end. The
 * hinted line's two ends are marked ★. The lines also stay as a list, collapsed under the step's
 * words, so the six long choices no longer push the board below the first screen. It gives the
 * family's board (`OverloadBoard`) an edition's hooks; outside the world's turn each leaves the
 * board to the others (the tower's pair picker) and the family.
 */
import { html } from 'lit';
import {
  type CybermancyPreview,
  LINES,
  LINE_BASE,
  cybermancyRules,
} from '@matrix-arcade/cybermancy';
import type { MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import type { GridCell } from '../kit/board-grid.js';
import { spotAt } from '../matrix-overload/board.js';
import type { OverloadEdition, OverloadPort } from '../matrix-overload/edition.js';
import type { OverloadBoard } from '../matrix-overload/overload-board.js';
import { boardChoicePanel } from './pair-view.js';

type LineHooks = Required<
  Pick<OverloadEdition, 'actionAtIndex' | 'takeCell' | 'boardCells' | 'prompt' | 'renderChoices'>
>;

/** The world's line that outside position `p` ends: rows 0–2 (left, right), columns 3–5. */
export function lineOfPosition(p: number): number {
  const side = Math.floor(p / 3);
  const k = p % 3;
  // Above and below a column (sides 0 and 2), right and left of a row (sides 1 and 3).
  return side % 2 === 0 ? 3 + k : k;
}

/** The world's line action the grid index stands for, or null when the spot ends no line. */
export function lineActionAt(index: number): number | null {
  const s = spotAt(index);
  return s.kind === 'position' ? LINE_BASE + lineOfPosition(s.position) : null;
}

/** Whether `action` is one of the world's lines. */
function isLine(action: number): boolean {
  return action >= LINE_BASE && action < LINE_BASE + LINES;
}

export class LinePicker implements LineHooks {
  constructor(
    private readonly port: OverloadPort,
    private readonly board: () => OverloadBoard<CybermancyPreview>,
  ) {}

  /** The legal line actions now (none unless the world is in hand). */
  private lines(): number[] {
    const st = this.port.session()?.state;
    if (!st || st.ending !== null) return [];
    return cybermancyRules.legalActions(st).filter(isLine);
  }

  /** The hooks, bound, for an edition object. */
  hooks(): LineHooks {
    return {
      actionAtIndex: (i) => this.actionAtIndex(i),
      takeCell: (i) => this.takeCell(i),
      boardCells: (c, l) => this.boardCells(c, l),
      prompt: (st) => this.prompt(st),
      renderChoices: (st, l) => this.renderChoices(st, l),
    };
  }

  actionAtIndex(index: number): number | null | undefined {
    const lines = this.lines();
    if (lines.length === 0) return undefined;
    const a = lineActionAt(index);
    return a !== null && lines.includes(a) ? a : null;
  }

  /** A stack (in a row and a column) is no line's end: says which places are. */
  takeCell(index: number): boolean {
    if (this.lines().length === 0 || spotAt(index).kind !== 'cell') return false;
    this.port.announce(
      'A stack lies in a row and a column: pick the place at either end of the line to reset (◆).',
    );
    return true;
  }

  boardCells(cells: GridCell[], legal: readonly number[]): GridCell[] {
    if (!legal.some(isLine)) return cells;
    const st = this.port.session()!.state;
    const hint = this.port.hinted();
    return cells.map((c, i) => {
      const a = lineActionAt(i);
      if (a === null || !legal.includes(a)) return c;
      const words = this.board().choiceWords(st, a);
      const hinted = a === hint;
      const label = `${c.label}. ${words}${hinted ? '. Suggested by the hint' : ''}`;
      return { ...c, label, target: true, hint: c.hint || hinted };
    });
  }

  prompt(_st: MatrixOverloadState): string | undefined {
    if (this.lines().length === 0) return undefined;
    return 'Point at, focus or tap a place at either end of a row or column (◆) to see what resetting it would do.';
  }

  renderChoices(st: MatrixOverloadState, legal: readonly number[]): unknown {
    const lines = legal.filter(isLine);
    if (lines.length === 0) return undefined;
    const hint = this.port.hinted();
    const board = this.board();
    return boardChoicePanel({
      kind: 'lines',
      step: html`<p data-line-step>
        Pick the row or column to reset by a place at either end of it (◆).
      </p>`,
      hint: lines.includes(hint) ? board.choiceWords(st, hint) : null,
      count: lines.length,
      noun: ['line', 'lines'],
      list: board.choiceList(st, lines),
    });
  }
}
