/**
 * `buildPosition` rebuilds the rulebook's worked example after two turns (the opener turned the
 * spare red 5 into a 3; the second player took black 1 and black 5) by hand, and the built
 * position is the same state the moves reach: it plays on (pink 3 and red 3 make 8), round-trips
 * through the codec, and every bad field is refused with a coded error naming it. A tournament
 * position: the last pair of the first game leads into the second game, opened by seat 1 on the
 * layout given; in the second game the first game's scores are added at the end.
 */
import { errorCode } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { openingAction, pairAction, singleAction } from './actions.js';
import { type DiceMatrixPositionSpec, buildPosition } from './build-position.js';
import { codec } from './codec.js';
import { diceMatrix } from './game.js';
import { fromLayout, parseLayout } from './state.js';
import { recount } from './scoring.js';
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
    [
      'a stray key',
      { seed: 3 },
      'position.seed',
      /matrix, areas, toMove, scores, options, tournament/,
    ],
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

describe('buildPosition (Dice Matrix): tournament play', () => {
  // The worked layout's matrix with only the black 1 and black 5 (cells 1, 2) left; the other
  // dice and the spare shared out between the areas, one each in turn.
  const dice = LAYOUT.trim().split(/\s+/);
  const rest = ['R5', ...dice.filter((_, i) => i !== 1 && i !== 2)];
  const areas: [string, string] = [
    rest.filter((_, i) => i % 2 === 0).join(' '),
    rest.filter((_, i) => i % 2 === 1).join(' '),
  ];
  const matrix = dice.map((d, i) => (i === 1 || i === 2 ? d : '.')).join(' ');
  const second = { matrix: LAYOUT, spare: 'R5' };

  it('round 0: the last pair ends the first game and seat 1 opens the second on its layout', () => {
    const s = buildPosition({ matrix, areas, toMove: 0, tournament: { round: 0, second } });
    expect(diceMatrix.observe(s, 0)).not.toHaveProperty('nextLayout');
    const after = diceMatrix.apply(s, pairAction(1, 2));
    expect(after.round).toBe(1);
    expect(after.toMove).toBe(1);
    expect(after.matrix).toEqual(parseLayout(second).slice(0, 49));
    expect(after.gameScores).toHaveLength(1);
  });

  it("round 1: the first game's scores are added to the second's at the end", () => {
    const s = buildPosition({
      matrix,
      areas,
      toMove: 0,
      tournament: { round: 1, first: [40, 90] },
    });
    const end = diceMatrix.apply(s, pairAction(1, 2));
    const own = [recount(end.areas[0]!), recount(end.areas[1]!)];
    expect(diceMatrix.outcome(end)?.scores).toEqual([own[0]! + 40, own[1]! + 90]);
  });

  const bad: [string, unknown, string, RegExp][] = [
    ['round 0 without its second layout', { round: 0 }, 'position.tournament.second', /layout/],
    [
      'round 1 with one',
      { round: 1, first: [1, 2], second },
      'position.tournament.second',
      /round 1/,
    ],
    ['round 1 without the first scores', { round: 1 }, 'position.tournament.first', /array/],
    ['a third round', { round: 2 }, 'position.tournament.round', /0 to 1/],
  ];
  it.each(bad)('refuses %s, naming the field', (_, tournament, path, message) => {
    const e = rejectionOf(() =>
      buildPosition({ matrix, areas, toMove: 0, tournament } as DiceMatrixPositionSpec),
    );
    expect(errorCode(e)).toBe('VALIDATION');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });
});
