import {
  diceMatrix,
  fromLayout,
  openingAction,
  pairAction,
  singleAction,
} from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { chooseCell, partnersOf } from './selection.js';

// Row 0: R1 R2 K3 …; row 1 starts with R4 below R1. The spare (B1) is placed first.
const ROWS = [
  'R1 R2 K3 B4 G5 P6 R3',
  'R4 K5 B6 G1 P2 R5 K1',
  'B2 G3 P4 R6 K2 B3 G4',
  'P5 R2 K3 B4 G5 P6 R1',
  'K4 B5 G6 P1 R2 K3 B4',
  'G5 P6 R1 K2 B3 G4 P5',
  'P3 K1 B2 G3 P4 K5 B6',
];
const layout = { matrix: ROWS.join(' '), spare: 'G2' };

function opened() {
  return diceMatrix.apply(fromLayout(layout), openingAction(2));
}

describe('matrix selection', () => {
  it('finds only nearest matching neighbours as partners', () => {
    const s = opened();
    // R1 (cell 0): right R2 matches by colour, below R4 matches by colour.
    expect(partnersOf(s, 0)).toEqual([1, 7]);
    // K3 (cell 2): left R2 no, right B4 no, below B6 no.
    expect(partnersOf(s, 2)).toEqual([]);
  });

  it('selects, takes alone on a second activation, and takes pairs with a partner', () => {
    const s = opened();
    expect(chooseCell(s, null, 0)).toEqual({ kind: 'select', cell: 0 });
    expect(chooseCell(s, 0, 0)).toEqual({ kind: 'play', action: singleAction(0) });
    expect(chooseCell(s, 0, 7)).toEqual({ kind: 'play', action: pairAction(0, 7) });
    expect(chooseCell(s, 7, 0)).toEqual({ kind: 'play', action: pairAction(0, 7) });
    expect(chooseCell(s, 0, 2)).toEqual({ kind: 'select', cell: 2 });
    for (const c of [chooseCell(s, 0, 7), chooseCell(s, 0, 0)]) {
      if (c.kind === 'play') expect(diceMatrix.legalActions(s)).toContain(c.action);
    }
  });

  it('refuses empty cells and any cell before the opening', () => {
    const start = fromLayout(layout);
    expect(chooseCell(start, null, 0).kind).toBe('none');
    const s = diceMatrix.apply(opened(), singleAction(0));
    expect(chooseCell(s, null, 0)).toEqual({ kind: 'none', reason: 'That cell is empty.' });
  });
});
