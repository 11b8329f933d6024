/**
 * `buildPosition` rebuilds the rulebook's worked example after two turns (the opener turned the
 * spare red 5 into a 3; the second player took black 1 and black 5) by hand, and the built
 * position is the same state the moves reach: it plays on (pink 3 and red 3 make 8), round-trips
 * through the codec, and every bad field is refused with a coded error naming it.
 */
import { errorCode } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { openingAction, pairAction, singleAction } from './actions.js';
import { type DiceMatrixPositionSpec, buildPosition } from './build-position.js';
import { codec } from './codec.js';
import { diceMatrix } from './game.js';
import { fromLayout } from './state.js';
import { WORKED_MATRIX } from './worked-layout.test-util.js';

const LAYOUT = WORKED_MATRIX;

/** The worked example after the opening and black 1 + black 5: cells 1 and 2 are empty. */
const SPEC: DiceMatrixPositionSpec = {
  matrix: LAYOUT.replace('K1 K5', '.  .'),
  areas: ['R3', 'K1 K5'],
  toMove: 0,
  scores: [2, 5],
};

describe('buildPosition (Dice Matrix)', () => {
  const played = diceMatrix.apply(
    diceMatrix.apply(fromLayout({ matrix: LAYOUT, spare: 'R5' }), openingAction(3)),
    pairAction(1, 2),
  );

  it('builds the state the worked example reaches by play', () => {
    expect(buildPosition(SPEC)).toEqual(played);
  });

  it('plays on: pink 3 and red 3 are a pair worth 8, the emptied cells are gone', () => {
    const s = buildPosition(SPEC);
    const legal = diceMatrix.legalActions(s);
    expect(legal).toContain(pairAction(8, 9));
    expect(legal).not.toContain(singleAction(1));
    expect(legal).toEqual(diceMatrix.legalActions(played));
    expect(diceMatrix.apply(s, pairAction(8, 9)).scores).toEqual([10, 5]);
  });

  it('round-trips through the codec', () => {
    const s = buildPosition({ ...SPEC, options: { recountAtEnd: true }, scores: [0, 0] });
    expect(s.scores).toEqual([0, 0]);
    expect(codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))))).toEqual(s);
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a stray key', { seed: 3 }, 'position.seed', /matrix, areas, toMove, scores, options/],
    ['a short matrix', { matrix: 'R1 R2' }, 'position.matrix', /49 cells/],
    ['a bad die', { matrix: LAYOUT.replace('G2', 'X9') }, 'position.matrix[0]', /"R5"/],
    ['one area', { areas: ['R3'] }, 'position.areas', /length 2/],
    ['a bad area die', { areas: ['R3', 'K1 .'] }, 'position.areas[1][1]', /"K1"/],
    [
      'a die twice',
      { areas: ['R3 R3', 'K1 K5'], scores: undefined },
      'position.matrix',
      /11 red dice/,
    ],
    ['no seat', { toMove: 2 }, 'position.toMove', /0 to 1/],
    ['a wrong score', { scores: [3, 5] }, 'position.scores[0]', /2, the recount of area 0/],
    [
      'no opening yet',
      { areas: ['', 'K1 K5 R3'], scores: undefined },
      'position.areas[0]',
      /spare/,
    ],
    [
      'a stray option',
      { options: { tournament: true } },
      'position.options.tournament',
      /recountAtEnd/,
    ],
  ];
  it.each(bad)('refuses %s, naming the field', (_, change, path, message) => {
    const e = rejectionOf(() => buildPosition({ ...SPEC, ...change } as DiceMatrixPositionSpec));
    expect(errorCode(e)).toBe('VALIDATION');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });
});
