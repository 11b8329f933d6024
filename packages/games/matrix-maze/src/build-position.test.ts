/**
 * `buildPosition` rebuilds rulebook cases by hand: the duel where a second wall would seal the
 * opponent into a dead end (the same state play reaches, and the sealing wall is not offered),
 * and a solo run against the Collectors with codes taken by both sides. Built positions play on,
 * round-trip through the codec, and every bad field is refused with a coded error naming it.
 */
import { errorCode } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { rollAction, useAction, wallAction } from './actions.js';
import { type MatrixMazePositionSpec, buildPosition } from './build-position.js';
import { PH_ROLL } from './codes.js';
import { codec } from './codec.js';
import { edgeIndex, parseSquare } from './maps/squares.js';
import { applyAction, currentPlayer, legalActions } from './rules.js';
import { ROOM, play, soloRoom, wallDuel } from './test-maps.test-util.js';
import { CHANCE } from './index.js';

const sq = (n: string) => parseSquare(n, 4, 4)!;
const [S, W] = [2, 3];

/** Round 2 of a duel: P2 (at d1 facing south) has a wall on its west side, P1 is to move. */
const WALLED: MatrixMazePositionSpec = {
  map: { ...ROOM, bytes: 6 },
  seats: [
    { at: 'a1', facing: 'east', bytes: 4 },
    { at: 'd1', facing: 'south', walls: ['c1-d1'] },
  ],
  round: 1,
  dice: [4, 4],
  toMove: 0,
};

describe('buildPosition (Matrix Maze)', () => {
  it('rebuilds the sealing-wall case: the same state play reaches', () => {
    const played = play(wallDuel(), wallAction(edgeIndex(sq('d1'), W, 4, 4)));
    const built = buildPosition(WALLED);
    expect(built).toEqual(played);
    expect(legalActions(built)).toEqual(legalActions(played));
  });

  it('plays on: the sealing wall is not offered, another wall is and lands on P2’s sheet', () => {
    const s = buildPosition(WALLED);
    const legal = legalActions(s);
    expect(legal).not.toContain(wallAction(edgeIndex(sq('d1'), S, 4, 4)));
    const elsewhere = wallAction(edgeIndex(sq('c3'), S, 4, 4));
    expect(legal).toContain(elsewhere);
    const after = applyAction(s, elsewhere);
    expect(after.seats[1]!.built).toEqual(
      [edgeIndex(sq('c3'), S, 4, 4), edgeIndex(sq('d1'), W, 4, 4)].sort((a, b) => a - b),
    );
    expect(after.seats[0]!.bytes).toBe(1);
  });

  it('a solo run against the Collectors: codes held, the guard on its way, a roll to come', () => {
    const s = buildPosition({
      map: soloRoom('collectors', ['a2', 'a3', 'b3', 'c3', 'c2', 'd2']),
      seats: [{ at: 'c1', facing: 'east', trail: ['b1', 'a1'], bytes: 1 }],
      codes: { c1: 0, c3: 'guard' },
      guardStep: 3,
      round: 2,
    });
    expect(currentPlayer(s)).toBe(CHANCE);
    expect(s.phase).toBe(PH_ROLL);
    expect(s.owner).toEqual([-1, 2, -1, -1, 0]);
    expect(s.seats[0]!.codes).toBe(1);
    // Roll 1, 2, 3: the trail blocks b1, so right (south, c2) and straight (d1) are the moves.
    const t = applyAction(s, rollAction(1, 2, 3));
    expect(legalActions(t)).toContain(useAction(1, 0));
    expect(legalActions(t)).toContain(useAction(2, 1));
    expect(legalActions(t)).not.toContain(useAction(3, 2)); // left of east is north: off the grid
  });

  it('round-trips through the codec', () => {
    const s = buildPosition(WALLED);
    expect(codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))))).toEqual(s);
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a stray key', { seed: 1 }, 'position.seed', /options, map, seats, codes/],
    ['one seat in a duel', { seats: [{ at: 'a1' }] }, 'position.seats', /length 2/],
    [
      'a square off the map',
      { seats: [{ at: 'e1' }, { at: 'd1' }] },
      'position.seats[0].at',
      /a1 to d4/,
    ],
    [
      'a bad facing',
      { seats: [{ at: 'a1', facing: 'up' }, { at: 'd1' }] },
      'position.seats[0].facing',
      /"north"/,
    ],
    [
      'a stray seat key',
      { seats: [{ at: 'a1', pos: 3 }, { at: 'd1' }] },
      'position.seats[0].pos',
      /at, facing, trail/,
    ],
    [
      'a wall across the map',
      { seats: [{ at: 'a1' }, { at: 'd1', walls: ['a1-c1'] }] },
      'position.seats[1].walls[0]',
      /neighbouring/,
    ],
    [
      'a wall the map has',
      { seats: [{ at: 'a1' }, { at: 'd1', walls: ['b1-b2'] }] },
      'position.seats[1].walls[0]',
      /map has a wall/,
    ],
    ['a code on a plain square', { codes: { a1: 0 } }, 'position.codes["a1"]', /no SOURCE CODE/],
    ['a code never walked to', { codes: { b2: 0 } }, 'position.codes["b2"]', /trail/],
    ['too many dice', { dice: [1, 2, 3, 4] }, 'position.dice', /1 to 3 dice/],
    ['a face of 7', { dice: [7] }, 'position.dice[0]', /1 to 6/],
    ['two dice used in a duel', { used: [1, 2] }, 'position.used[1]', /at most 1/],
    ['a seat to move before the roll', { dice: undefined }, 'position.toMove', /roll/],
    ['a round past the limit', { round: 40 }, 'position.round', /0 to 39/],
  ];
  it.each(bad)('refuses %s, naming the field', (_, change, path, message) => {
    const e = rejectionOf(() => buildPosition({ ...WALLED, ...change } as MatrixMazePositionSpec));
    expect(errorCode(e)).toBe('VALIDATION');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });

  it('refuses positions the game would already have ended in', () => {
    const three = rejectionOf(() =>
      buildPosition({
        ...WALLED,
        seats: [
          { at: 'c3', trail: ['b2', 'b4'] },
          { at: 'd1', trail: ['d2'] },
        ],
        codes: { b2: 0, c3: 0, b4: 0, d2: 1 },
      }),
    );
    expect(three.path).toBe('position.codes');
    expect(three.message).toMatch(/seat 0 holds three/);
    // The IY's guard on d3 looks along row 3 and column d: a runner on d2 is seen.
    const seen = rejectionOf(() =>
      buildPosition({
        map: { ...soloRoom('iys', ['d3', 'd4', 'c4', 'b4', 'a4']), allowedStarts: ['A'] },
        seats: [{ at: 'd2', trail: ['d1'] }],
        codes: { d2: 0 },
      }),
    );
    expect(seen.path).toBe('position.seats[0].at');
    expect(seen.message).toMatch(/sees it/);
  });
});
