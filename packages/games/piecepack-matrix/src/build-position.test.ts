/**
 * `buildPosition` writes the position the engine test plays from (Cray Envelope beside the red
 * fort, the other breakers on their forts) in players' words: it is the state the test helper
 * builds, it plays on as the rules say (a structure with three neighbours takes no fourth, a
 * new space installs the stack's next tile with its coin, Cray's strength 10 takes the fort and
 * wins), it round-trips through the codec, and every bad field is refused, naming it. A run
 * still choosing its custom breakers is the state `setup` deals with the same seed, and is
 * refused once the run has begun.
 */
import { errorCode } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { type PiecepackPositionSpec, buildPosition } from './build-position.js';
import { codec } from './codec.js';
import { A_COMMIT, A_PICK, CELLS } from './layout.js';
import { cell, crayRow, move } from './position.test-util.js';
import { apply, legalActions, setup } from './rules.js';
import { CRAY } from './position.test-util.js';

const [BLACK, RED] = [0, 2];

/** Tile codes as short names: 14 → "r2". */
const short = (t: number) => `${'kgrb'[Math.floor(t / 6)]}${t % 6 === 0 ? 'F' : t % 6}`;

describe('buildPosition (Matrix, piecepack)', () => {
  it('builds the engine test’s position, stack included when every tile is named', () => {
    const helper = crayRow(['r1', 'r2', 'rF']);
    const stack = helper.stack.slice().reverse().map(short); // top first
    const { unnamed: _, ...named } = CRAY;
    // The builder also records the kinds in the options (`breakers: 'set'`), as setup would.
    const options = { ...helper.options, red: 5 };
    expect(buildPosition({ ...named, stack })).toEqual({ ...helper, options });
  });

  it('plays on: red may challenge red 1 or the red fort, not a space giving red 2 a fourth neighbour', () => {
    const s = buildPosition(CRAY);
    const red = legalActions(s).filter((a) => a >= RED * CELLS && a < (RED + 1) * CELLS);
    expect(red).toEqual([move(RED, 0, 0), move(RED, 2, 0)]);
    const won = apply(apply(s, move(RED, 2, 0)), A_COMMIT);
    expect(won.ending).toBe('win');
  });

  it('a new space installs the named next tile, with its coin', () => {
    const s = apply(buildPosition(CRAY), move(BLACK, 0, 2));
    const installed = s.structures.find((st) => st.cell === cell(0, 2));
    expect(installed).toEqual({ cell: cell(0, 2), tile: 3 * 6 + 4, cut: 0, coin: true });
  });

  it('coins, damage and the supply: five coins a colour between table, pool and supply', () => {
    const s = buildPosition({
      ...CRAY,
      tiles: CRAY.tiles.map((t) => (t.tile === 'red 1' ? { ...t, coin: true } : t)),
      pool: { red: 3, blue: 1 },
      damage: 4,
    });
    expect(s.pool).toEqual([0, 0, 3, 1]);
    expect(s.supply).toEqual([5, 5, 1, 4]);
    expect(s.damage).toBe(4);
  });

  it('round-trips through the codec', () => {
    const s = buildPosition(CRAY);
    expect(codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))))).toEqual(s);
  });

  const tiles = (...extra: PiecepackPositionSpec['tiles']) => ({
    tiles: [...CRAY.tiles, ...extra],
  });
  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a stray key', { seed: 3 }, 'position.seed', /options, tiles, breakers, pool/],
    ['a bad tile', tiles({ at: [3, 0], tile: 'red 6' }), 'position.tiles[6].tile', /"red 3"/],
    [
      'a tile twice',
      tiles({ at: [3, 0], tile: 'r1' }),
      'position.tiles[6].tile',
      /position.tiles\[0\]/,
    ],
    [
      'a place off the frame',
      tiles({ at: [30, 0], tile: 'r3' }),
      'position.tiles[6].at[0]',
      /-24 to 24/,
    ],
    [
      'a fourth neighbour',
      tiles({ at: [1, -1], tile: 'r3' }),
      'position.tiles[1].at',
      /three neighbours/,
    ],
    ['a tile apart', tiles({ at: [5, 5], tile: 'r3' }), 'position.tiles[6].at', /one piece/],
    [
      'a breaker on no tile',
      { breakers: { red: { at: [4, 4] } } },
      'position.breakers.red.at',
      /structure/,
    ],
    [
      'a stray colour',
      { breakers: { pink: {} } },
      'position.breakers.pink',
      /black, green, red, blue/,
    ],
    ['a kind of 7', { breakers: { red: { kind: 7 } } }, 'position.breakers.red.kind', /0 to 6/],
    ['too many coins', { pool: { red: 6 } }, 'position.pool.red', /0 to 5/],
    ['brain death', { damage: 10 }, 'position.damage', /0 to 9/],
    ['tiles named nowhere', { unnamed: undefined }, 'position.unnamed', /17 tiles/],
    [
      'an installed tile in the stack',
      { stack: ['r2'] },
      'position.stack[0]',
      /position.tiles\[1\]/,
    ],
    [
      'an option the kinds decide',
      { options: { red: 5 } },
      'position.options.red',
      /target, breakers/,
    ],
  ];
  it.each(bad)('refuses %s, naming the field', (_, change, path, message) => {
    const e = rejectionOf(() => buildPosition({ ...CRAY, ...change } as PiecepackPositionSpec));
    expect(errorCode(e)).toBe('VALIDATION');
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });

  it('refuses a run already won', () => {
    const e = rejectionOf(() =>
      buildPosition({ ...CRAY, breakers: { ...CRAY.breakers, red: { at: [2, 0] } } }),
    );
    expect(e.path).toBe('position.breakers');
    expect(e.message).toMatch(/won/);
  });

  it('builds a run still choosing its breakers: setup’s state for the same seed', () => {
    const s = buildPosition({
      options: { breakers: 'choose' },
      tiles: [],
      unnamed: { shuffle: 5 },
    });
    expect(s).toEqual(setup({ breakers: 'choose' }, 5));
    expect(s.phase).toBe('pick');
    // A kind named is kept; the pick goes on with the next pawn still to choose.
    const red = buildPosition({
      options: { breakers: 'choose' },
      tiles: [],
      breakers: { black: { kind: 6 } },
      unnamed: { shuffle: 5 },
    });
    expect(red.kinds).toEqual([6, -1, -1, -1]);
    expect(legalActions(red)).toEqual([1, 2, 3, 4, 5, 6].map((k) => A_PICK + k));
  });

  it('refuses breakers still to choose once the run has begun', () => {
    const e = rejectionOf(() => buildPosition({ ...CRAY, options: { breakers: 'choose' } }));
    expect(e.path).toBe('position.breakers');
    expect(e.message).toMatch(/before the run/);
  });
});
