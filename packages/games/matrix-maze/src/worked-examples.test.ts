/**
 * The rulebook's cases as tests: each die's move relative to the facing, the byte for a pool
 * with no usable die (and none when a 4 is there), x2 leaving the second die in the pool, a
 * SOURCE CODE vanishing for the other player, the trail, dead-end restarts, walls that may not
 * seal the opponent in, the draft order and the discarded die, and the solo guards.
 */
import { describe, expect, it } from 'vitest';
import {
  END,
  NO_DIE,
  SKIP,
  X2,
  changeAction,
  extraAction,
  facingAction,
  restartAction,
  rollAction,
  startAction,
  teleportAction,
  useAction,
  wallAction,
} from './actions.js';
import {
  E_CODES,
  E_CODES_GONE,
  E_GUARD_CODES,
  E_GUARD_PATH,
  E_ROUND_LIMIT,
  E_SPOTTED,
  M_BYTE,
  M_LEFT,
  M_RIGHT,
  M_STAY,
  M_STRAIGHT,
  M_THROUGH,
  PH_OVER,
  PH_ROLL,
} from './codes.js';
import { mapOf, shippedMap } from './maps/catalog.js';
import { edgeIndex, parseSquare } from './maps/squares.js';
import { applyAction, legalActions } from './rules.js';
import { type MatrixMazeState, fromMap, newState } from './state.js';
import { ROOM, duel, play, soloRoom, wallDuel } from './test-maps.test-util.js';

const sq = (n: string) => parseSquare(n, 4, 4)!;
const N = 0;
const E = 1;
const S = 2;
const W = 3;

describe('dice move relative to the facing', () => {
  it('1 steps straight on, 2 turns right and steps, 3 turns left and steps', () => {
    // Player 1 at a1 facing south: straight is a2; right of south is west (off the grid); left is east.
    let s = duel(0, 1, [1, 3, 6]);
    s = play(s, facingAction(S));
    expect(legalActions(s)).toContain(useAction(1, M_STRAIGHT));
    expect(legalActions(s)).toContain(useAction(3, M_LEFT));
    const a = play(s, useAction(3, M_LEFT));
    expect(a.seats[0]!.pos).toBe(sq('b1'));
    expect(a.seats[0]!.facing).toBe(E); // turning left from south faces east
    const b = play(s, useAction(1, M_STRAIGHT));
    expect(b.seats[0]!.pos).toBe(sq('a2'));
    expect(b.seats[0]!.facing).toBe(S);
  });
  it('2 turns right: facing north at a4, right is east to b4', () => {
    let s = duel(2, 1, [2, 4, 6]);
    s = play(s, facingAction(N), useAction(2, M_RIGHT));
    expect(s.seats[0]!.pos).toBe(sq('b4'));
    expect(s.seats[0]!.facing).toBe(E);
    expect(s.seats[0]!.codes).toBe(1); // b4 holds a SOURCE CODE
  });
  it('4 stays put, 6 gains a Data Byte, 5 offers all three steps', () => {
    const s = play(duel(0, 1, [4, 5, 6]), facingAction(E));
    const stay = play(s, useAction(4, M_STAY));
    expect(stay.seats[0]!.pos).toBe(sq('a1'));
    const byte = play(s, useAction(6, M_BYTE));
    expect(byte.seats[0]!.bytes).toBe(3);
    const fives = legalActions(s).filter((a) => a >= useAction(5, 0) && a < useAction(6, 0));
    // Facing east at a1: straight b1 and right (south) a2; left (north) is off the grid.
    expect(fives).toEqual([useAction(5, M_STRAIGHT), useAction(5, M_RIGHT)]);
  });
});

describe('a byte when no die can be used', () => {
  it('only 1s against a wall: the player gains a byte', () => {
    // a1 facing north: straight is off the grid.
    let s = play(duel(0, 1, [1, 1, 1]), facingAction(N));
    expect(legalActions(s)).toContain(NO_DIE);
    s = play(s, NO_DIE);
    expect(s.seats[0]!.bytes).toBe(3);
    expect(s.pool).toEqual([1, 1, 1]); // no die was taken
  });
  it('a 4 in the pool can always be used: no byte', () => {
    const s = play(duel(0, 1, [1, 1, 4]), facingAction(N));
    expect(legalActions(s)).not.toContain(NO_DIE);
    expect(() => applyAction(s, NO_DIE)).toThrow(/no die in the pool can be used/);
  });
});

describe('drafting', () => {
  it('the start player drafts, then the other; the last die is discarded and the start passes on', () => {
    let s = play(duel(0, 1, [4, 4, 6]), facingAction(E), useAction(6, M_BYTE), END);
    expect(s.toMove).toBe(1);
    expect(s.pool).toEqual([4, 4]);
    s = play(s, facingAction(W), useAction(4, M_STAY), END);
    expect(s.phase).toBe(PH_ROLL);
    expect(s.pool).toEqual([]);
    s = play(s, rollAction(4, 4, 4));
    expect(s.toMove).toBe(1); // seat 2 starts round 2
  });
  it('x2: use two dice, the second one stays in the pool; or one die twice', () => {
    let s = play(duel(0, 1, [4, 6, 6]), facingAction(E), X2, useAction(6, M_BYTE));
    expect(s.pool).toEqual([4, 6]);
    s = play(s, useAction(4, M_STAY));
    expect(s.pool).toEqual([4, 6]); // the second die stays for the opponent
    expect(s.seats[0]!.bytes).toBe(2 - 2 + 1);
    const twice = play(duel(0, 1, [1, 4, 6]), facingAction(E), X2, useAction(1, M_STRAIGHT));
    expect(twice.pool).toEqual([4, 6]);
    const again = play(twice, useAction(1, M_STRAIGHT)); // the same 1 again
    expect(again.seats[0]!.pos).toBe(sq('c1'));
    expect(again.pool).toEqual([4, 6]);
  });
  it('hacks only on one’s own turn: the other seat cannot act', () => {
    const s = play(duel(0, 1, [4, 6, 6], { ...ROOM, bytes: 6 }), facingAction(E));
    expect(s.toMove).toBe(0);
    // Every legal action belongs to the player to move; a wall is built on the *other* sheet.
    const wall = wallAction(edgeIndex(sq('c3'), S, 4, 4));
    const t = play(s, wall);
    expect(t.seats[1]!.built).toEqual([edgeIndex(sq('c3'), S, 4, 4)]);
    expect(t.seats[0]!.built).toEqual([]);
  });
  it('change a die (2 bytes by default, 1 with the option) and then it must be used', () => {
    const s = play(duel(0, 1, [1, 1, 1]), facingAction(N));
    const c = play(s, changeAction(1, 2));
    expect(c.seats[0]!.bytes).toBe(0);
    expect(c.pool).toEqual([1, 1, 2]);
    expect(legalActions(c)).toEqual([useAction(2, M_RIGHT)]);
    const cheap = play(
      fromMap(ROOM, { changeCost: 1 }),
      startAction(0),
      startAction(1),
      rollAction(1, 1, 1),
      facingAction(N),
      changeAction(1, 2),
    );
    expect(cheap.seats[0]!.bytes).toBe(1);
  });
});

describe('SOURCE CODEs, trail and dead ends', () => {
  it('a SOURCE CODE taken by one player vanishes from the other’s map', () => {
    let s = play(duel(2, 3, [2, 1, 4]), facingAction(N), useAction(2, M_RIGHT), END); // P1 a4 → b4
    expect(s.owner[2]).toBe(0);
    s = play(s, facingAction(W), useAction(1, M_STRAIGHT), END); // P2 d4 → c4
    s = play(s, rollAction(1, 4, 4), useAction(1, M_STRAIGHT)); // P2 starts round 2: c4 → b4
    expect(s.seats[1]!.pos).toBe(sq('b4'));
    expect(s.seats[1]!.codes).toBe(0); // gone from P2's map
    expect(s.owner[2]).toBe(0);
  });
  it('no square may be entered twice (walls block unless 3 bytes go through)', () => {
    const open = { ...ROOM, walls: [], bytes: 10 };
    const s = play(
      duel(0, 1, [2, 4, 4], open),
      facingAction(E),
      extraAction(M_STRAIGHT),
      extraAction(M_RIGHT),
      extraAction(M_RIGHT),
    );
    expect(s.seats[0]!.pos).toBe(sq('a2'));
    expect(s.seats[0]!.facing).toBe(W);
    // Turning right from west heads north, back to a1: already visited.
    expect(legalActions(s)).not.toContain(useAction(2, M_RIGHT));
    const w = play(
      duel(0, 1, [5, 5, 5], { ...ROOM, bytes: 3 }),
      facingAction(E),
      useAction(5, M_STRAIGHT),
      END,
      facingAction(W),
      useAction(5, M_LEFT),
      END,
      rollAction(5, 5, 5),
    );
    const t = play(w, useAction(5, M_STRAIGHT), END); // P2 moves; P1 at b1 facing east
    const legal = legalActions(t);
    expect(legal).not.toContain(useAction(5, M_RIGHT)); // the wall b1/b2
    expect(legal).toContain(useAction(5, M_RIGHT + M_THROUGH)); // 3 bytes go through it
  });
  it('a dead end allows one free restart at a start point, then a new facing', () => {
    // P1 at a1 facing north after one step back is impossible; make a dead end with walls.
    const boxed = { ...ROOM, walls: ['a1-a2', 'b1-b2', 'b1-c1'] };
    let s = play(duel(0, 1, [3, 4, 4], boxed), facingAction(S), useAction(3, M_LEFT)); // a1 → b1, facing east
    expect(s.seats[0]!.pos).toBe(sq('b1'));
    const legal = legalActions(s);
    expect(legal).toContain(restartAction(2));
    s = play(s, restartAction(2));
    expect(s.seats[0]!.pos).toBe(sq('a4'));
    expect(legalActions(s)).toEqual([0, 1, 2, 3].map(facingAction));
    s = play(s, facingAction(N));
    expect(legalActions(s).some((a) => a >= restartAction(0) && a <= restartAction(3))).toBe(false);
    expect(s.seats[0]!.visited[sq('b1')]).toBe(1); // the trail survives the restart
  });
  it('teleport costs 3 bytes, goes to another start point and asks for a facing', () => {
    let s = fromMap({ ...ROOM, bytes: 3 });
    s = play(
      s,
      startAction(0),
      startAction(1),
      rollAction(4, 4, 4),
      facingAction(E),
      teleportAction(3),
    );
    expect(s.seats[0]!.pos).toBe(sq('d4'));
    expect(s.seats[0]!.bytes).toBe(0);
    expect(s.seats[0]!.facing).toBe(-1);
  });
  it('a wall may not seal the opponent into a dead end', () => {
    let s = wallDuel(); // P2 opened round 2 with a 4 and stayed
    // P2 at d1 facing south: ways out are d2 (straight) and c1 (right). One wall is fine…
    s = play(s, wallAction(edgeIndex(sq('d1'), W, 4, 4)));
    // …but the second would leave no step forward, right or left.
    const sealing = wallAction(edgeIndex(sq('d1'), S, 4, 4));
    expect(legalActions(s)).not.toContain(sealing);
    expect(() => applyAction(s, sealing)).toThrow(/dead end/);
  });
  it('skip: 2 bytes, no die used, the dice stay', () => {
    const s = play(duel(0, 1, [1, 1, 1]), facingAction(E), SKIP, END);
    expect(s.seats[0]!.bytes).toBe(0);
    expect(s.pool).toEqual([1, 1, 1]);
    expect(s.toMove).toBe(1);
  });
  it('extra move for 3 bytes; through a wall for 3 more', () => {
    let s = fromMap({ ...ROOM, bytes: 9 });
    s = play(
      s,
      startAction(0),
      startAction(1),
      rollAction(4, 4, 4),
      facingAction(E),
      useAction(4, M_STAY),
      extraAction(M_STRAIGHT),
    );
    expect(s.seats[0]!.pos).toBe(sq('b1'));
    s = play(s, extraAction(3 + M_RIGHT)); // b1 → b2 through the wall, collecting b2
    expect(s.seats[0]!.pos).toBe(sq('b2'));
    expect(s.seats[0]!.bytes).toBe(0);
    expect(s.seats[0]!.codes).toBe(1);
  });
});

describe('the duel ends', () => {
  it('with the third SOURCE CODE', () => {
    const map = { ...ROOM, sources: ['b1', 'c1', 'c2', 'a3', 'b3'], bytes: 9 };
    let s = fromMap(map);
    s = play(
      s,
      startAction(0),
      startAction(1),
      rollAction(1, 4, 6),
      facingAction(E),
      X2,
      useAction(1, M_STRAIGHT),
      useAction(1, M_STRAIGHT),
    );
    expect(s.seats[0]!.codes).toBe(2);
    s = play(s, extraAction(M_RIGHT));
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_CODES);
    expect(s.winners).toEqual([0]);
  });
});

describe('solo against the System Guards', () => {
  const path = ['d4', 'c4', 'b4', 'a4', 'a3', 'b3', 'c3', 'd3'];
  it('roll 3, use 2, then the guard walks two squares; the Collectors take codes on their way', () => {
    let s = fromMap(soloRoom('collectors', path));
    s = play(s, startAction(0), rollAction(4, 6, 1), facingAction(E), useAction(6, M_BYTE));
    expect(legalActions(s)).not.toContain(END); // a second die is still to be used
    s = play(s, useAction(4, M_STAY), END);
    expect(s.pool).toEqual([]);
    expect(s.guardStep).toBe(2);
    const b4 = mapOf(s.map).sources.indexOf(sq('b4'));
    expect(s.owner[b4]).toBe(2);
  });
  it('the player loses when the guard reaches the end of its path', () => {
    let s = fromMap(soloRoom('collectors', path.slice(0, 5)));
    s = play(s, startAction(0));
    for (let i = 0; i < 2; i++)
      s = play(
        s,
        rollAction(4, 4, 4),
        ...(i === 0 ? [facingAction(E)] : []),
        useAction(4, M_STAY),
        useAction(4, M_STAY),
        END,
      );
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_GUARD_PATH);
  });
  it('too few SOURCE CODEs left ends the game', () => {
    const map = {
      ...soloRoom('collectors', ['d4', 'c4', 'c3', 'b3', 'b4', 'a4']),
      sources: ['c3', 'b4', 'b2'],
    };
    const s = play(
      fromMap(map),
      startAction(0),
      rollAction(4, 4, 4),
      facingAction(E),
      useAction(4, M_STAY),
      useAction(4, M_STAY),
      END,
    );
    expect(s.phase).toBe(PH_OVER); // the Collectors took c3: two codes left, three needed
    expect(s.ending).toBe(E_CODES_GONE);
  });
  /** `turns` solo turns standing still (two 4s) from the start point `start`, facing east. */
  const standStill = (s: MatrixMazeState, start: number, turns: number) => {
    let t = play(s, startAction(start));
    for (let i = 0; i < turns && t.phase !== PH_OVER; i++) {
      t = play(t, rollAction(4, 4, 4), ...(i === 0 ? [facingAction(E)] : []));
      t = play(t, useAction(4, M_STAY), useAction(4, M_STAY), END);
    }
    return t;
  };
  it('the Collectors’ third SOURCE CODE ends the game at once: the player has lost', () => {
    // Six codes; the guard takes b4 (step 2), c3 (step 4) and c2 (step 5, the first of its two
    // steps in turn 3). Three codes are still free then, so only the guard's count ends it.
    const map = {
      ...soloRoom('collectors', ['d4', 'c4', 'b4', 'b3', 'c3', 'c2', 'b2', 'a2']),
      sources: ['b4', 'c3', 'c2', 'c1', 'd2', 'a3'],
    };
    const two = standStill(fromMap(map), 0, 2);
    expect(two.phase).toBe(PH_ROLL);
    expect(two.owner.filter((o) => o === 2)).toHaveLength(2);
    const s = standStill(fromMap(map), 0, 3);
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_GUARD_CODES);
    expect(s.winners).toEqual([]);
    expect(s.guardStep).toBe(5); // it stopped on its third code, not a square further
    expect(s.owner.filter((o) => o < 0)).toHaveLength(3);
    expect(legalActions(s)).toEqual([]);
  });
  it('the Collectors win with 3 codes even while the player holds 2', () => {
    // The player starts at C (a4) and walks east onto b4 and c4; the guard takes c1, b2 and d2
    // in its first three turns, before the player finds a third.
    const map = {
      ...soloRoom('collectors', ['d1', 'c1', 'b1', 'b2', 'c2', 'd2', 'd3', 'c3', 'b3']),
      sources: ['b4', 'c4', 'c1', 'b2', 'd2', 'a2'],
    };
    let s = play(fromMap(map), startAction(2), rollAction(1, 1, 4), facingAction(E));
    s = play(s, useAction(1, M_STRAIGHT), useAction(1, M_STRAIGHT), END);
    expect(s.seats[0]!.codes).toBe(2); // b4 and c4; the guard took c1
    s = play(s, rollAction(4, 4, 4), useAction(4, M_STAY), useAction(4, M_STAY), END);
    expect(s.phase).toBe(PH_ROLL); // the guard took b2: two codes each, d2 and a2 still free
    s = play(s, rollAction(4, 4, 4), useAction(4, M_STAY), useAction(4, M_STAY), END);
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_GUARD_CODES);
    expect(s.seats[0]!.codes).toBe(2);
  });
  for (const [id, start, turn, step] of [
    // Harvest Grid: d2 (turn 1), e7 (turn 4), c6 (turn 5, step 10); its path runs to turn 8.
    ['harvest-grid', 0, 5, 10],
    // Data Orchard: b2 (turn 1), e2 (turn 4), g3 (turn 5, step 10); its path runs to turn 6.
    ['data-orchard', 3, 5, 10],
  ] as const) {
    it(`${id}: a player standing still loses when the Collectors take their third code`, () => {
      const path = shippedMap(id).guardPath;
      expect(path.length - 1).toBeGreaterThan(2 * turn); // the path alone would go on
      const before = standStill(newState({ map: id }), start, turn - 1);
      expect(before.phase).toBe(PH_ROLL);
      expect(before.owner.filter((o) => o === 2)).toHaveLength(2);
      const s = standStill(newState({ map: id }), start, turn);
      expect(s.phase).toBe(PH_OVER);
      expect(s.ending).toBe(E_GUARD_CODES);
      expect(s.guardStep).toBe(step);
      expect(s.owner.filter((o) => o === 2)).toHaveLength(3);
      expect(s.owner.filter((o) => o < 0)).toHaveLength(3); // three codes were still free
    });
  }
  it('the IY’s end the game when they see the player along a row or column; walls block their sight', () => {
    const open = fromMap({
      ...soloRoom('iys', ['d3', 'd4', 'c4', 'b4', 'a4']),
      allowedStarts: ['A' as const],
    });
    // The guard at d3 sees row 3 and column d: a1 (start A) is hidden.
    let s = play(
      open,
      startAction(0),
      rollAction(1, 4, 4),
      facingAction(S),
      useAction(1, M_STRAIGHT),
      useAction(4, M_STAY),
    );
    expect(s.phase).not.toBe(PH_OVER);
    s = play(s, END); // guard d3 → d4 → c4: column c, row 4; the player at a2 is unseen
    expect(s.phase).not.toBe(PH_OVER);
    s = play(s, rollAction(1, 4, 4), useAction(1, M_STRAIGHT)); // a2 → a3: row 3 — guard at c4, no
    expect(s.phase).not.toBe(PH_OVER);
    s = play(s, useAction(4, M_STAY), END); // guard c4 → b4 → a4: column a, the player at a3
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_SPOTTED);
    const walled = fromMap({
      ...soloRoom('iys', ['d3', 'd4', 'c4', 'b4', 'a4', 'b4', 'c4'], ['a3-a4']),
      allowedStarts: ['A' as const],
    });
    let w = play(
      walled,
      startAction(0),
      rollAction(1, 4, 4),
      facingAction(S),
      useAction(1, M_STRAIGHT),
      useAction(4, M_STAY),
      END,
    );
    w = play(w, rollAction(1, 4, 4), useAction(1, M_STRAIGHT), useAction(4, M_STAY), END);
    expect(w.phase).not.toBe(PH_OVER); // the wall a3/a4 hides the player
  });
  it('solo has neither change-a-die nor wall building', () => {
    const s = play(
      fromMap(soloRoom('collectors', path)),
      startAction(0),
      rollAction(1, 1, 1),
      facingAction(N),
    );
    expect(legalActions(s).some((a) => a >= changeAction(1, 1))).toBe(false);
  });
});

describe('the other player counts (rulings 28 and 29)', () => {
  it('two players on a solo map: a duel on its maze, the guard stays home', () => {
    let s = fromMap(
      {
        ...soloRoom('iys', ['d3', 'd4', 'c4', 'b4', 'a4']),
        allowedStarts: ['A' as const, 'C' as const],
      },
      { players: 2 },
    );
    expect(s.seats).toHaveLength(2);
    s = play(
      s,
      startAction(0),
      startAction(2),
      rollAction(1, 4, 4),
      facingAction(E),
      useAction(1, M_STRAIGHT),
      END,
    );
    // Solo, the walk a1 → b1 would be judged against the IY's; in a duel nothing watches.
    expect(s.phase).not.toBe(PH_OVER);
    s = play(s, facingAction(N), useAction(4, M_STAY), END);
    expect(s.guardStep).toBe(0); // the guard never walks
    expect(s.phase).toBe(PH_ROLL);
  });
  it('one player on a duel map: no guard; the round limit ends the run as a loss', () => {
    let s = fromMap(ROOM, { players: 1, roundLimit: 10 });
    expect(s.seats).toHaveLength(1);
    s = play(s, startAction(0), rollAction(4, 4, 4), facingAction(E));
    for (let r = 0; r < 10; r++) {
      s = play(s, useAction(4, M_STAY), useAction(4, M_STAY), END);
      if (r < 9) s = play(s, rollAction(4, 4, 4));
    }
    expect(s.phase).toBe(PH_OVER);
    expect(s.ending).toBe(E_ROUND_LIMIT);
    expect(s.winners).toEqual([]);
  });
});
