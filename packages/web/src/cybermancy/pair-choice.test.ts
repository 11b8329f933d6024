/**
 * The tower's pair chosen on the board, as pure logic: which royals can start a pair, the
 * partners of a selected royal with the action of each pair, and what activating a spot means
 * (select, clear, play the pair, or a refusal with its reason), on positions with four and with
 * twelve living royals.
 */
import { describe, expect, it } from 'vitest';
import { cybermancy, swapAction } from '@matrix-arcade/cybermancy';
import { cellAction, positionAction } from '@matrix-arcade/matrix-overload';
import { indexOfCell, indexOfPosition } from '../matrix-overload/board.js';
import { advancedRun, twelveRoyals } from './positions.test-util.js';
import { choosePair, pairChoices, pairSpots, pairStarts, partnersOf } from './pair-choice.js';

const at = indexOfPosition;
// advancedRun: K♠ above column 1 (0), Q♦ right of row 1 (3), K♥ right of row 2 (4), P♣ below
// column 1 (6) alive; P♠ (1), Q♥ (7), K♣ (11) dead.
const four = () => pairChoices(cybermancy.legalActions(advancedRun('16♔')));

describe('pair choices of the tower', () => {
  it('joins the two royals of each swap, and nothing else', () => {
    expect(pairSpots(swapAction(0, 3))).toEqual([at(0), at(3)]);
    expect(pairSpots(swapAction(11, 2))).toEqual([at(2), at(11)]);
    expect(pairSpots(cellAction(4))).toBeNull();
    expect(pairSpots(positionAction(3))).toBeNull();
    expect(pairSpots(-1)).toBeNull();
  });

  it('lists the living royals only: 6 pairs of 4 royals, 66 of 12', () => {
    const pairs = four();
    expect(pairs).toHaveLength(6);
    expect([...pairStarts(pairs)].sort((a, b) => a - b)).toEqual(
      [0, 3, 4, 6].map(at).sort((a, b) => a - b),
    );
    expect(pairChoices(cybermancy.legalActions(twelveRoyals()))).toHaveLength(66);
    expect(pairChoices(cybermancy.legalActions(advancedRun('14♔')))).toEqual([]);
  });

  it('gives each partner of a selected royal the action of their pair', () => {
    const partners = partnersOf(four(), at(3));
    expect([...partners.entries()].sort((a, b) => a[0] - b[0])).toEqual(
      [
        [at(0), swapAction(0, 3)],
        [at(4), swapAction(3, 4)],
        [at(6), swapAction(3, 6)],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('selects, clears, plays, switches and refuses as a player expects', () => {
    const pairs = four();
    expect(choosePair(pairs, -1, at(0))).toEqual({ kind: 'select', spot: at(0) });
    expect(choosePair(pairs, at(0), at(0))).toEqual({ kind: 'clear' });
    expect(choosePair(pairs, at(0), at(6))).toEqual({ kind: 'play', action: swapAction(0, 6) });
    // A dead royal, a matrix cell: refused, with what to do instead.
    const dead = choosePair(pairs, -1, at(1));
    expect(dead.kind).toBe('none');
    expect(dead.kind === 'none' && dead.reason).toMatch(/pick a living royal/);
    const cell = choosePair(pairs, at(0), indexOfCell(4));
    expect(cell.kind === 'none' && cell.reason).toMatch(/selected one again to cancel/);
  });
});
