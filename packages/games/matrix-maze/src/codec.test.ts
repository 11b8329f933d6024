/**
 * Saves: a state survives the JSON round trip with its map (an author's own map included), and a
 * corrupt save is refused with the field named.
 */
import { ValidationError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { rollAction } from './actions.js';
import { codec } from './codec.js';
import { matrixMaze } from './game.js';
import { fromMap } from './state.js';
import { ROOM, play } from './test-maps.test-util.js';

const refused = (json: unknown) => {
  try {
    codec.fromJSON(json);
  } catch (e) {
    expect(ValidationError.is(e)).toBe(true);
    return (e as Error).message;
  }
  throw new Error('expected the save to be refused');
};

describe('codec', () => {
  it('round-trips a game on a custom map', () => {
    const s = play(fromMap(ROOM), 4, 5, rollAction(3, 1, 6));
    const back = codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))));
    expect(codec.toJSON(back)).toEqual(codec.toJSON(s));
    expect(back.map.id).toBe('room');
  });
  it('names the bad field of a corrupt save', () => {
    const good = codec.toJSON(play(matrixMaze.setup({}, 1), 4, 5, rollAction(1, 2, 3))) as Record<
      string,
      unknown
    >;
    const seats = good.seats as Record<string, unknown>[];
    expect(refused({ ...good, seats: [{ ...seats[0], facing: 7 }, seats[1]] })).toBe(
      'state.seats[0].facing: expected an integer from -1 to 3, got 7',
    );
    expect(refused({ ...good, pool: [1, 9] })).toMatch(/^state\.pool\[1\]/);
    expect(refused({ ...good, map: { ...(good.map as object), walls: ['a1-a3'] } })).toBe(
      'state.map.walls[0]: a1 and a3 are not neighbouring squares',
    );
    expect(refused({ ...good, seats: [{ ...seats[0], codes: 2 }, seats[1]] })).toBe(
      'state.seats[0].codes: expected 0, the SOURCE CODEs it holds',
    );
    expect(refused({ ...good, options: { ...(good.options as object), players: 1 } })).toMatch(
      /^state\.seats: expected 1 items|^state\.seats/,
    );
  });
});
