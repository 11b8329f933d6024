/**
 * The map validator: every shipped map passes, and each kind of bad map gets an error naming the
 * field, the square and the problem (unreachable SOURCE CODE, a boxed-in start, a guard step
 * through a wall, squares off the maze, …).
 */
import { ValidationError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { ROOM, soloRoom } from '../test-maps.test-util.js';
import { MAP_IDS, SHIPPED_MAPS, shippedMap } from './catalog.js';
import { parseMap } from './map-format.js';

const bad = (map: object) => {
  try {
    parseMap(map);
  } catch (e) {
    expect(ValidationError.is(e)).toBe(true);
    return (e as Error).message;
  }
  throw new Error('expected the map to be refused');
};

describe('shipped maps', () => {
  it('five maps: a duel, two against the Collectors, two against the IY’s, each named with a mood', () => {
    const modes = MAP_IDS.map((id) => shippedMap(id).mode);
    expect(modes).toEqual(['duel', 'collectors', 'collectors', 'iys', 'iys']);
    for (const m of SHIPPED_MAPS) {
      expect(m.name.length).toBeGreaterThan(3);
      expect(m.mood.length).toBeGreaterThan(20);
      expect(parseMap(m).json).toEqual(m); // already in normal form
    }
  });
});

describe('bad maps are refused with the square and the problem', () => {
  it('an unreachable SOURCE CODE', () => {
    const walls = ['c3-c4', 'c3-d3', 'c3-b3', 'c3-c2'];
    expect(bad({ ...ROOM, walls })).toBe(
      'map.sources[1]: SOURCE CODE at c3 is unreachable from every allowed start point',
    );
  });
  it('a start point boxed in', () => {
    expect(bad({ ...ROOM, walls: ['d1-c1', 'd1-d2'] })).toBe(
      'map.starts.B: start point B (d1) is boxed in: walls on every side',
    );
  });
  it('a guard path through a wall, or jumping', () => {
    expect(bad(soloRoom('collectors', ['d4', 'c4', 'b4', 'a4'], ['b4-c4']))).toBe(
      "map.guard.path[2]: the guard's step from c4 to b4 goes through a wall",
    );
    expect(bad(soloRoom('collectors', ['d4', 'b4', 'a4', 'a3']))).toBe(
      'map.guard.path[1]: the guard steps from d4 to b4, which are not neighbours',
    );
  });
  it('squares off the maze, malformed walls, duplicate codes, a duel map with a guard', () => {
    expect(bad({ ...ROOM, sources: ['b2', 'e9', 'c3'] })).toMatch(
      /^map\.sources\[1\]: expected a square of this 4×4 maze \(a1 to d4\), got "e9"/,
    );
    expect(bad({ ...ROOM, walls: ['a1-c1'] })).toBe(
      'map.walls[0]: a1 and c1 are not neighbouring squares',
    );
    expect(bad({ ...ROOM, sources: ['b2', 'c3', 'b2'] })).toBe(
      'map.sources[2]: SOURCE CODE square b2 is listed twice',
    );
    expect(bad({ ...ROOM, guard: { path: ['a1', 'a2', 'a3', 'a4'] } })).toMatch(
      /^map\.guard: a duel map has no System Guard/,
    );
    expect(bad({ ...ROOM, version: 2 })).toMatch(/^map\.version: expected 1/);
    expect(bad({ ...ROOM, sources: ['a1', 'b2', 'c3'] })).toBe(
      'map.sources[0]: SOURCE CODE at a1 sits on start point A',
    );
  });
  it('an IY start point already in the guard’s sight', () => {
    expect(bad(soloRoom('iys', ['d3', 'd4', 'c4', 'b4']))).toBe(
      "map.starts.B: start point B (d1) is in the IY's line of sight from their start d3",
    );
  });
});

describe('registering an author’s map', () => {
  it('adds it to the map option, so setup accepts its id; a shipped id is refused', async () => {
    const { registerMap } = await import('./catalog.js');
    const { matrixMaze } = await import('../game.js');
    expect(() => matrixMaze.setup({ map: 'room' }, 1)).toThrow(/options\.map: expected one of/);
    registerMap(ROOM);
    expect(MAP_IDS).toContain('room');
    const s = matrixMaze.setup({ map: 'room' }, 1);
    expect(s.map.id).toBe('room');
    expect(s.seats.length).toBe(2);
    expect(() => registerMap({ ...ROOM, id: 'watchtower' })).toThrow(/shipped map's id/);
  });
});
