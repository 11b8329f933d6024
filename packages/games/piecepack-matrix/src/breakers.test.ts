/**
 * One worked case per custom ice breaker (all 24), each asserting the exact strength, brain
 * damage, positions and power-ups after it, plus the setup choices of breakers (a d6 per pawn,
 * a free choice) and the floor of strength at 0.
 */
import { describe, expect, it } from 'vitest';
import {
  A_ANKARA,
  A_ASSIM,
  A_AIM,
  A_BABYLON,
  A_CASE,
  A_COMMIT,
  A_DAHLIA,
  A_DIAMOND,
  A_DUB,
  A_ENIGMA,
  A_FINN,
  A_KUANG,
  A_LISP,
  A_PASS,
  A_PAY,
  A_PICK,
  A_ROLL,
  A_SLIVER_CUT,
  A_SLIVER_SET,
  A_SPEND,
  A_STEALTH,
  A_VIRAL,
  A_WINTERMUTE,
} from './layout.js';
import { piecepackMatrix as game } from './game.js';
import { cell, die, move, position, tile } from './position.test-util.js';
import { apply, challengeOf, legalActions, setup } from './rules.js';
import type { PiecepackState } from './state.js';

const [BLACK, GREEN, RED, BLUE] = [0, 1, 2, 3];

function play(s: PiecepackState, ...actions: number[]): PiecepackState {
  return actions.reduce(apply, s);
}

/** The tiles of a row from (0, 0) to the right. */
function row(...names: string[]): [number, number, string][] {
  return names.map((n, i) => [i, 0, n]);
}

const strength = (s: PiecepackState) => challengeOf(s)?.strength;

describe('choosing breakers', () => {
  it('the standard way rolls a d6 per pawn before the run, from the seed', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = setup({ breakers: 'roll' }, seed);
      expect(s.phase).toBe('move');
      expect(s.kinds.every((k) => k >= 1 && k <= 6)).toBe(true);
      expect(setup({ breakers: 'roll' }, seed).kinds).toEqual(s.kinds);
      for (const k of s.kinds) seen.add(k);
      // The stack is the same deal as without custom breakers: the rolls come after it.
      expect(s.stack).toEqual(setup({}, seed).stack);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the free choice picks each pawn’s breaker as an action', () => {
    const s = setup({ breakers: 'choose' }, 1);
    expect(legalActions(s)).toEqual([1, 2, 3, 4, 5, 6].map((k) => A_PICK + k));
    expect(play(s, A_PICK + 2, A_PICK + 2, A_PICK + 4, A_PICK + 6).kinds).toEqual([2, 2, 4, 6]);
  });

  it('colour options pick breakers with breakers "set" and are ignored otherwise', () => {
    expect(setup({ black: 3, blue: 6 }, 1).kinds).toEqual([3, 0, 0, 6]);
    expect(setup({ breakers: 'choose', red: 2 }, 1).kinds).toEqual([-1, -1, -1, -1]);
    expect(() => setup({ red: 7 }, 1)).toThrow(/options.red/);
  });
});

describe('black', () => {
  it('1 Self-Fragment LISP: 1 damage to trade places with a breaker outside; d6 − 1', () => {
    const s = position({ tiles: row('k1', 'g3'), at: { black: [0, 0] }, kinds: [1, 0, 0, 0] });
    const t = apply(s, A_LISP + GREEN);
    expect(t.positions).toEqual([-1, cell(0, 0), -1, -1]);
    expect(t.damage).toBe(1);
    const u = play(t, move(BLACK, 1, 0), die(4));
    expect(strength(u)).toBe(3);
    const v = apply(u, A_COMMIT);
    expect(v.damage).toBe(2); // 3 does not beat green ice 3; onto the ice anyway
    expect(v.positions[BLACK]).toBe(cell(1, 0));
  });

  it('2 Ankara: each brain damage buys +2 on its next challenge, then it is gone', () => {
    const s = position({ tiles: row('g4', 'g5'), kinds: [2, 0, 0, 0] });
    const t = play(s, A_ANKARA, A_ANKARA, move(BLACK, 0, 0), die(2));
    expect(strength(t)).toBe(5); // 2 − 1 + 4
    const u = apply(t, A_COMMIT);
    expect(u.damage).toBe(2);
    expect(u.positions[BLACK]).toBe(cell(0, 0));
    expect(u.bonus).toEqual([0, 0, 0, 0]);
    expect(strength(play(u, move(BLACK, 1, 0), die(2)))).toBe(1);
  });

  it('3 Black Diamond: 2 damage, +3 for breakers within distance 5 (not beyond, not outside)', () => {
    const s = position({
      tiles: row('k1', 'g1', 'g2', 'g3', 'g4', 'g5', 'r1', 'r2'),
      at: { black: [0, 0], green: [5, 0], red: [6, 0] },
      kinds: [3, 0, 0, 0],
    });
    const t = apply(s, A_DIAMOND);
    expect(t.damage).toBe(2);
    expect(t.bonus).toEqual([3, 3, 0, 0]);
    const u = play(t, move(GREEN, 4, 0), die(1));
    expect(strength(u)).toBe(5); // 1 + 3 + 1 for green on green
    expect(apply(u, A_COMMIT).positions[GREEN]).toBe(cell(4, 0));
  });

  it('4 Kuang Grade Mark Eleven: 1 damage, roll the reach, challenge any free structure within it', () => {
    const s = position({
      tiles: row('k1', 'g1', 'g2', 'g3', 'g4'),
      at: { black: [0, 0] },
      kinds: [4, 0, 0, 0],
    });
    const t = play(s, A_KUANG, die(3));
    expect(t.damage).toBe(1);
    expect(legalActions(t)).toEqual([
      A_AIM + cell(1, 0),
      A_AIM + cell(2, 0),
      A_AIM + cell(3, 0),
      A_PASS,
    ]);
    const u = play(t, A_AIM + cell(3, 0), die(5));
    expect(strength(u)).toBe(4);
    const v = apply(u, A_COMMIT);
    expect(v.positions[BLACK]).toBe(cell(3, 0));
    expect(v.damage).toBe(1);
  });

  it('5 Assimilation Kuang: a power-up of each colour and 1 damage to join any structure', () => {
    const s = position({
      tiles: row('k1', 'g3'),
      at: { green: [1, 0] },
      kinds: [5, 0, 0, 0],
      pool: [1, 1, 1, 1],
    });
    const t = apply(s, A_ASSIM + cell(1, 0));
    expect(t.positions).toEqual([cell(1, 0), cell(1, 0), -1, -1]);
    expect(t.pool).toEqual([0, 0, 0, 0]);
    expect(t.supply).toEqual([5, 5, 5, 5]);
    expect(t.damage).toBe(1);
  });

  it('6 Wintermute Compiler: strength 0 without a die; 1 damage sets 10 for one challenge', () => {
    const s = position({ tiles: row('gF', 'r5'), kinds: [6, 0, 0, 0] });
    const plain = apply(s, move(BLACK, 1, 0));
    expect(plain.phase).toBe('boost');
    expect(strength(plain)).toBe(0);
    const t = play(s, A_WINTERMUTE, move(BLACK, 0, 0));
    expect(strength(t)).toBe(10);
    const u = apply(t, A_COMMIT);
    expect(u.positions[BLACK]).toBe(cell(0, 0));
    expect(u.damage).toBe(1);
    expect(u.ten).toEqual([0, 0, 0, 0]);
    expect(strength(apply(u, move(BLACK, 1, 0)))).toBe(0);
  });
});

describe('green', () => {
  it('1 Turing Scout Construct: 3 plus other breakers within distance 3, no die', () => {
    const s = position({
      tiles: [...row('g1', 'k1', 'k2', 'k3', 'k4'), [0, -1, 'r5']],
      at: { green: [0, 0], black: [1, 0], red: [3, 0], blue: [4, 0] },
      kinds: [0, 1, 0, 0],
    });
    const t = apply(s, move(GREEN, 0, -1));
    expect(t.phase).toBe('boost');
    expect(strength(t)).toBe(5); // black at 1, red at 3; blue at 4 is too far
    const u = apply(t, A_COMMIT);
    expect(u.damage).toBe(1);
    expect(u.positions[GREEN]).toBe(cell(0, -1));
    const outside = position({ tiles: row('r5'), kinds: [0, 1, 0, 0] });
    expect(strength(apply(outside, move(GREEN, 0, 0)))).toBe(3);
  });

  it('2 Trinity Prep: the sum of the contiguous breakers’ strengths when larger', () => {
    const s = position({
      tiles: [...row('k1', 'g1', 'r1'), [1, 1, 'b5']],
      at: { black: [0, 0], green: [1, 0], red: [2, 0] },
      kinds: [0, 2, 0, 0],
    });
    const t = play(s, move(GREEN, 1, 1), die(3));
    expect(strength(t)).toBe(6); // black 3 + red 3, not its own 2
    const u = apply(t, A_COMMIT);
    expect(u.positions[GREEN]).toBe(cell(1, 1));
    expect(u.damage).toBe(0);
  });

  it('3 Klein Liar: power-ups of any colour add +1', () => {
    const s = position({ tiles: row('b4'), kinds: [0, 3, 0, 0], pool: [1, 0, 2, 0] });
    const t = play(s, move(GREEN, 0, 0), die(3));
    expect(legalActions(t)).toEqual([A_SPEND + BLACK, A_SPEND + RED, A_COMMIT]);
    const u = play(t, A_SPEND + BLACK, A_SPEND + RED, A_SPEND + RED);
    expect(strength(u)).toBe(5);
    const v = apply(u, A_COMMIT);
    expect(v.positions[GREEN]).toBe(cell(0, 0));
    expect(v.pool).toEqual([0, 0, 0, 0]);
  });

  it('4 Finn Construct: 2 damage and a matching power-up switch two breakers', () => {
    const s = position({
      tiles: row('g1', 'k1', 'k2'),
      at: { green: [0, 0], black: [2, 0] },
      kinds: [0, 4, 0, 0],
      pool: [0, 0, 1, 0],
    });
    const t = apply(s, A_FINN + BLACK * 4 + RED);
    expect(t.damage).toBe(2);
    expect(legalActions(t)).toEqual([A_PAY + RED]);
    const u = apply(t, A_PAY + RED);
    expect(u.positions).toEqual([-1, cell(0, 0), cell(2, 0), -1]);
    expect(u.pool).toEqual([0, 0, 0, 0]);
    expect(u.phase).toBe('move');
  });

  it('5 Flatline Dix: +1 to breakers within distance 3 of it, none to those outside', () => {
    const s = position({
      tiles: row('g1', 'k1', 'k2', 'b2', 'b3'),
      at: { green: [0, 0], black: [2, 0] },
      kinds: [0, 5, 0, 0],
    });
    const t = play(s, move(BLACK, 3, 0), die(2));
    expect(strength(t)).toBe(3);
    expect(apply(t, A_COMMIT).positions[BLACK]).toBe(cell(3, 0));
    expect(strength(play(s, move(RED, 4, 0), die(2)))).toBe(2);
  });

  it('6 Case-Curry Construct: a power-up of each colour and 1 damage rearrange the breakers', () => {
    const s = position({
      tiles: row('g1', 'k1', 'b1'),
      at: { green: [0, 0], black: [1, 0], blue: [2, 0] },
      kinds: [0, 6, 0, 0],
      pool: [1, 1, 1, 1],
    });
    // Ordering 14 is (2, 1, 0, 3): black and red trade places.
    const t = apply(s, A_CASE + 14);
    expect(t.positions).toEqual([-1, cell(0, 0), cell(1, 0), cell(2, 0)]);
    expect(t.pool).toEqual([0, 0, 0, 0]);
    expect(t.damage).toBe(1);
  });
});

describe('red', () => {
  it('1 Sendai Sub-Street: strength 3, each red power-up +2 even against green', () => {
    const s = position({ tiles: row('g5'), kinds: [0, 0, 1, 0], pool: [0, 0, 2, 0] });
    const t = apply(s, move(RED, 0, 0));
    expect(strength(t)).toBe(3);
    const u = play(t, A_SPEND + RED, A_SPEND + RED);
    expect(strength(u)).toBe(7);
    const v = apply(u, A_COMMIT);
    expect(v.positions[RED]).toBe(cell(0, 0));
    expect(v.pool).toEqual([0, 0, 0, 0]);
  });

  it('2 Chiba Cross Talk: may challenge any free structure within distance two', () => {
    const s = position({
      tiles: row('r1', 'k1', 'k2', 'k3'),
      at: { red: [0, 0], green: [1, 0] },
      kinds: [0, 0, 2, 0],
    });
    const red = legalActions(s).filter((a) => a >= 2 * 2401 && a < 3 * 2401);
    expect(red).toContain(move(RED, 2, 0));
    expect(red).not.toContain(move(RED, 3, 0));
    const t = play(s, move(RED, 2, 0), die(4));
    expect(strength(t)).toBe(3);
    expect(apply(t, A_COMMIT).positions[RED]).toBe(cell(2, 0));
  });

  it('3 Hosaka Prime: +3 while on a red structure', () => {
    const s = position({ tiles: row('r1', 'b5'), at: { red: [0, 0] }, kinds: [0, 0, 3, 0] });
    const t = play(s, move(RED, 1, 0), die(3));
    expect(strength(t)).toBe(5);
    const u = apply(t, A_COMMIT);
    expect(u.damage).toBe(1);
    expect(u.positions[RED]).toBe(cell(1, 0));
  });

  it('4 Sliver Virus: a red power-up sets red structures + 1, another cuts its structure by 2', () => {
    const s = position({
      tiles: row('r1', 'r2', 'r3', 'k3'),
      at: { red: [2, 0] },
      kinds: [0, 0, 4, 0],
      pool: [0, 0, 2, 0],
    });
    const t = play(s, move(RED, 3, 0), die(1));
    expect(strength(t)).toBe(0);
    expect(legalActions(t)).toEqual([A_SLIVER_SET, A_COMMIT]);
    const u = apply(t, A_SLIVER_SET);
    expect(strength(u)).toBe(4);
    const v = apply(u, A_COMMIT);
    expect(v.positions[RED]).toBe(cell(3, 0));
    expect(v.pool).toEqual([0, 0, 1, 0]);
    const w = apply(v, A_SLIVER_CUT);
    expect(w.structures[3]).toMatchObject({ tile: tile('k3'), cut: 2 });
    expect(w.pool).toEqual([0, 0, 0, 0]);
    // A basic breaker now faces strength 1 there.
    const x = play({ ...w, positions: [-1, -1, -1, -1] }, move(BLACK, 3, 0), die(1));
    expect(challengeOf(x)).toEqual({ strength: 2, against: 1 });
  });

  it('5 Cray Envelope: 1 outside; blue 1, green 4, black 5, red 10 by what it stands on', () => {
    const s = position({ tiles: row('r1', 'kF', 'g1', 'b1', 'k5'), kinds: [0, 0, 5, 0] });
    expect(strength(apply(s, move(RED, 4, 0)))).toBe(1);
    const on = (x: number) => ({ ...s, positions: [-1, -1, cell(x, 0), -1] });
    expect(strength(apply(on(2), move(RED, 1, 0)))).toBe(4);
    expect(strength(apply(on(3), move(RED, 4, 0)))).toBe(1);
    const t = apply(on(0), move(RED, 1, 0));
    expect(strength(t)).toBe(10);
    expect(apply(t, A_COMMIT).positions[RED]).toBe(cell(1, 0));
  });

  it('6 Stealth Blade: instead of rolling, 1 + distance to the nearest other breaker', () => {
    const s = position({
      tiles: [...row('r1', 'k1', 'k2', 'k3'), [0, 1, 'b3']],
      at: { red: [0, 0], black: [3, 0] },
      kinds: [0, 0, 6, 0],
    });
    const t = apply(s, move(RED, 0, 1));
    expect(legalActions(t)).toEqual([A_ROLL, A_STEALTH]);
    const u = apply(t, A_STEALTH);
    expect(strength(u)).toBe(4);
    expect(apply(u, A_COMMIT).positions[RED]).toBe(cell(0, 1));
  });
});

describe('blue', () => {
  it('1 Zion Loop: on blue, d6 plus that structure’s strength; elsewhere d6 − 2, never below 0', () => {
    const s = position({ tiles: row('b4', 'gF', 'k1'), at: { blue: [0, 0] }, kinds: [0, 0, 0, 1] });
    const t = play(s, move(BLUE, 1, 0), die(3));
    expect(strength(t)).toBe(7);
    expect(apply(t, A_COMMIT).positions[BLUE]).toBe(cell(1, 0));
    const off = play({ ...s, positions: [-1, -1, -1, -1] }, move(BLUE, 2, 0), die(1));
    expect(strength(off)).toBe(0);
  });

  it('2 Dub Lattice: instead of rolling, 3 + blue structures within distance 4', () => {
    const s = position({
      tiles: [...row('b1', 'b2', 'b3', 'k1', 'k2', 'b5'), [0, 1, 'k5']],
      at: { blue: [0, 0] },
      kinds: [0, 0, 0, 2],
    });
    const t = play(s, move(BLUE, 0, 1), A_DUB);
    expect(strength(t)).toBe(6); // b1 (its own), b2, b3; b5 is 5 away
    expect(apply(t, A_COMMIT).positions[BLUE]).toBe(cell(0, 1));
  });

  it('3 Babylon Q: two power-ups and 1 damage carry its structure to an installable space', () => {
    const s = position({
      tiles: [
        [0, 0, 'k1'],
        [1, 0, 'k2'],
        [1, 1, 'b1'],
      ],
      at: { blue: [1, 1] },
      kinds: [0, 0, 0, 3],
      pool: [1, 1, 0, 0],
    });
    const moves = legalActions(s).filter((a) => a >= A_BABYLON && a < A_DAHLIA);
    expect(moves).toContain(A_BABYLON + cell(0, 1));
    expect(moves).not.toContain(A_BABYLON + cell(1, 2)); // it would float alone
    const t = play(s, A_BABYLON + cell(0, 1), A_PAY + BLACK, A_PAY + GREEN);
    expect(t.structures[2]).toMatchObject({ cell: cell(0, 1), tile: tile('b1') });
    expect(t.positions[BLUE]).toBe(cell(0, 1));
    expect(t.pool).toEqual([0, 0, 0, 0]);
    expect(t.damage).toBe(1);
  });

  it('4 Dahlia Mix: two power-ups and 1 damage swap her structure with a free one', () => {
    const s = position({
      tiles: row('b1', 'kF', 'g2'),
      at: { blue: [0, 0], black: [1, 0] },
      kinds: [0, 0, 0, 4],
      pool: [0, 2, 0, 0],
    });
    expect(legalActions(s)).not.toContain(A_DAHLIA + cell(1, 0));
    const t = play(s, A_DAHLIA + cell(2, 0), A_PAY + GREEN, A_PAY + GREEN);
    expect(t.structures.map((x) => [x.tile, x.cell])).toEqual([
      [tile('b1'), cell(2, 0)],
      [tile('kF'), cell(1, 0)],
      [tile('g2'), cell(0, 0)],
    ]);
    expect(t.positions[BLUE]).toBe(cell(2, 0));
    expect(t.damage).toBe(1);
    expect(t.pool).toEqual([0, 0, 0, 0]);
  });

  it('5 Viral Dub: a blue power-up and 1 damage swap two free structures, one beside it', () => {
    const s = position({
      tiles: row('b1', 'k2', 'g3', 'rF'),
      at: { blue: [0, 0] },
      kinds: [0, 0, 0, 5],
      pool: [0, 0, 0, 1],
    });
    const t = apply(s, A_VIRAL + cell(1, 0));
    expect(t.damage).toBe(1);
    expect(t.pool).toEqual([0, 0, 0, 0]);
    expect(legalActions(t)).toEqual([A_VIRAL + cell(2, 0), A_VIRAL + cell(3, 0)]);
    const u = apply(t, A_VIRAL + cell(3, 0));
    expect(u.structures.find((x) => x.tile === tile('k2'))!.cell).toBe(cell(3, 0));
    expect(u.structures.find((x) => x.tile === tile('rF'))!.cell).toBe(cell(1, 0));
    expect(u.positions[BLUE]).toBe(cell(0, 0));
  });

  it('6 Enigma: two blue power-ups and 1 damage rearrange installed forts, riders included', () => {
    const s = position({
      tiles: row('kF', 'gF', 'rF'),
      at: { black: [0, 0] },
      kinds: [0, 0, 0, 6],
      pool: [0, 0, 0, 2],
    });
    const enigma = legalActions(s).filter((a) => a >= A_ENIGMA);
    expect(enigma).toHaveLength(5); // the non-identity orderings of three forts
    const t = apply(s, A_ENIGMA + 6); // ordering 6 = (1, 0, 2, 3): black and green forts trade
    expect(t.structures.map((x) => x.cell)).toEqual([cell(1, 0), cell(0, 0), cell(2, 0)]);
    expect(t.positions[BLACK]).toBe(cell(1, 0));
    expect(t.damage).toBe(1);
    expect(t.pool).toEqual([0, 0, 0, 0]);
  });
});

describe('observations', () => {
  it('hide the stack order but keep its tiles', () => {
    const s = setup({ black: 2 }, 9);
    const o = game.observe(s, 0);
    expect(o.unseen).toHaveLength(24);
    expect(JSON.stringify(o)).not.toContain('"stack"');
  });
});
