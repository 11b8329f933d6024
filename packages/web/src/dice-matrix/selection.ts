/**
 * What a click (or Enter) on a matrix cell means, as a pure function of the position and the
 * current selection: the first die clicked is selected; clicking it again takes it alone;
 * clicking a legal partner takes the pair; clicking another die selects that one instead.
 * Also lists a selection's legal partners, for highlighting.
 */
import {
  CELLS,
  type DiceMatrixState,
  legalActions,
  pairAction,
  singleAction,
} from '@matrix-arcade/dice-matrix';

/** The outcome of activating a cell. */
export type CellChoice =
  | { readonly kind: 'select'; readonly cell: number | null }
  | { readonly kind: 'play'; readonly action: number }
  | { readonly kind: 'none'; readonly reason: string };

/** Cells that form a legal pair with `cell` in `state`. */
export function partnersOf(state: DiceMatrixState, cell: number): number[] {
  const legal = new Set(legalActions(state));
  const out: number[] = [];
  for (let b = 0; b < CELLS; b++) if (b !== cell && legal.has(pairAction(cell, b))) out.push(b);
  return out;
}

/** What activating `cell` does, given the selected cell (or null). */
export function chooseCell(
  state: DiceMatrixState,
  selected: number | null,
  cell: number,
): CellChoice {
  if (state.spare >= 0) return { kind: 'none', reason: 'Choose the face of the spare die first.' };
  if (state.matrix[cell]! < 0) return { kind: 'none', reason: 'That cell is empty.' };
  if (selected === null) return { kind: 'select', cell };
  if (selected === cell) return { kind: 'play', action: singleAction(cell) };
  if (partnersOf(state, selected).includes(cell)) {
    return { kind: 'play', action: pairAction(selected, cell) };
  }
  return { kind: 'select', cell };
}
