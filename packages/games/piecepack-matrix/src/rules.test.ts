/**
 * One worked case per rule of the basic game and the brain-damage option, each asserting the
 * exact strength, brain damage, positions and power-ups after it: setup, installing with a
 * coin, the neighbour limit, entering from outside, the colour bonus, spending after the roll,
 * failing on ice and on a fort, brain death, the win, the target, coins running out, the empty
 * stack, and illegal actions refused with a reason.
 */
import { IllegalActionError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { A_COMMIT, A_SPEND, BOTTOM_PART } from './layout.js';
import { piecepackMatrix as game } from './game.js';
import { cell, crayRow, die, move, position, tile } from './position.test-util.js';
import { apply, challengeOf, legalActions, setup } from './rules.js';
import type { PiecepackState } from './state.js';

const BLACK = 0;
const GREEN = 1;
const RED = 2;
const BLUE = 3;

function play(s: PiecepackState, ...actions: number[]): PiecepackState {
  return actions.reduce(apply, s);
}

describe('setup', () => {
  it('stacks four forts and six ice at the bottom, fourteen ice on top, hidden in the observation', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = setup({}, seed);
      expect(s.stack).toHaveLength(24);
      const bottom = s.stack.slice(0, BOTTOM_PART);
      expect(bottom.filter((t) => t % 6 === 0).sort((a, b) => a - b)).toEqual([0, 6, 12, 18]);
      expect(s.stack.slice(BOTTOM_PART).every((t) => t % 6 !== 0)).toBe(true);
      expect(s.supply).toEqual([5, 5, 5, 5]);
      expect(s.pool).toEqual([0, 0, 0, 0]);
      expect(s.positions).toEqual([-1, -1, -1, -1]);
      const o = game.observe(s, 0);
      expect(o).not.toHaveProperty('stack');
      expect(o.unseen).toEqual(Array.from({ length: 24 }, (_, i) => i));
    }
  });

  it('different seeds give different stacks', () => {
    expect(setup({}, 1).stack).not.toEqual(setup({}, 2).stack);
  });
});

describe('a run', () => {
  it('the first move installs the top tile on the origin with a coin of its colour', () => {
    const s = position({ next: ['r3'] });
    expect(legalActions(s)).toEqual([
      move(BLACK, 0, 0),
      move(GREEN, 0, 0),
      move(RED, 0, 0),
      move(BLUE, 0, 0),
    ]);
    const t = apply(s, move(BLACK, 0, 0));
    expect(t.structures).toEqual([{ cell: cell(0, 0), tile: tile('r3'), cut: 0, coin: true }]);
    expect(t.supply).toEqual([5, 5, 4, 5]);
    expect(t.phase).toBe('roll');
    // Black rolls 4 against red ice 3: 4 > 3, in, and the red coin is collected.
    const u = play(t, die(4));
    expect(challengeOf(u)).toEqual({ strength: 4, against: 3 });
    const v = apply(u, A_COMMIT);
    expect(v.positions[BLACK]).toBe(cell(0, 0));
    expect(v.pool).toEqual([0, 0, 1, 0]);
    expect(v.damage).toBe(0);
  });

  it('a breaker in the matrix reaches its four cardinal neighbours only', () => {
    const s = position({
      tiles: [
        [0, 0, 'k1'],
        [1, 0, 'g2'],
        [1, 1, 'r2'],
      ],
      at: { black: [0, 0] },
      next: ['b1'],
    });
    const black = legalActions(s).filter((a) => a < 2401);
    // Right (green 2) and the empty up, left and down spaces; not the diagonal red 2.
    expect(black).toEqual([
      move(BLACK, 0, -1),
      move(BLACK, -1, 0),
      move(BLACK, 1, 0),
      move(BLACK, 0, 1),
    ]);
  });

  it('from outside, every free structure and every installable space is contiguous', () => {
    const s = position({ tiles: [[0, 0, 'k1']], at: { black: [0, 0] }, next: ['b1'] });
    const green = legalActions(s).filter((a) => a >= 2401 && a < 2 * 2401);
    expect(green).toEqual([
      move(GREEN, 0, -1),
      move(GREEN, -1, 0),
      move(GREEN, 1, 0),
      move(GREEN, 0, 1),
    ]);
  });

  it('no structure may get four neighbours: such a space cannot be installed', () => {
    // A plus shape without its bottom arm: the centre already has three neighbours.
    const s = position({
      tiles: [
        [0, 0, 'k1'],
        [-1, 0, 'k2'],
        [1, 0, 'k3'],
        [0, -1, 'k4'],
      ],
      next: ['b1'],
    });
    const spaces = legalActions(s)
      .filter((a) => a >= 2401 && a < 2 * 2401)
      .map((a) => a - 2401);
    expect(spaces).not.toContain(cell(0, 1));
    expect(spaces).toContain(cell(-1, 1));
    expect(spaces).toContain(cell(0, 0)); // the free centre structure itself
  });

  it('the colour bonus: red on red ice 3 with a 3 breaks it (4 > 3)', () => {
    const s = position({ tiles: [[0, 0, 'r3', true]] });
    const t = play(s, move(RED, 0, 0), die(3));
    expect(challengeOf(t)).toEqual({ strength: 4, against: 3 });
    const u = apply(t, A_COMMIT);
    expect(u.positions[RED]).toBe(cell(0, 0));
    expect(u.damage).toBe(0);
    expect(u.pool).toEqual([0, 0, 1, 0]);
  });

  it('power-ups of the structure colour are spent after the roll, +1 each', () => {
    const s = position({ tiles: [[0, 0, 'g4', true]], pool: [2, 3, 0, 0] });
    const t = play(s, move(BLACK, 0, 0), die(2));
    // Only green power-ups count against green ice.
    expect(legalActions(t)).toEqual([A_SPEND + GREEN, A_COMMIT]);
    const u = play(t, A_SPEND + GREEN, A_SPEND + GREEN, A_SPEND + GREEN);
    expect(challengeOf(u)).toEqual({ strength: 5, against: 4 });
    expect(u.pool).toEqual([2, 0, 0, 0]);
    expect(u.supply[GREEN]).toBe(4); // 5 − the coin on the tile; spent coins return
    const v = apply(u, A_COMMIT);
    expect(v.positions[BLACK]).toBe(cell(0, 0));
    expect(v.pool).toEqual([2, 1, 0, 0]);
  });

  it('failing on ice: one brain damage, but the breaker moves on and takes the coin', () => {
    const s = position({ tiles: [[0, 0, 'b5', true]], damage: 3 });
    const t = play(s, move(GREEN, 0, 0), die(5), A_COMMIT);
    expect(t.damage).toBe(4);
    expect(t.positions[GREEN]).toBe(cell(0, 0));
    expect(t.pool).toEqual([0, 0, 0, 1]);
  });

  it('failing on a fort: brain damage and the breaker stays where it was', () => {
    const s = position({
      tiles: [
        [0, 0, 'k1'],
        [1, 0, 'gF', true],
      ],
      at: { black: [0, 0] },
    });
    const t = play(s, move(BLACK, 1, 0), die(6));
    expect(challengeOf(t)).toEqual({ strength: 6, against: 6 });
    const u = apply(t, A_COMMIT);
    expect(u.damage).toBe(1);
    expect(u.positions[BLACK]).toBe(cell(0, 0));
    expect(u.pool).toEqual([0, 0, 0, 0]);
    // Green's own colour with a 6 makes 7: in.
    const v = play(s, move(GREEN, 1, 0), die(6), A_COMMIT);
    expect(v.positions[GREEN]).toBe(cell(1, 0));
    expect(v.pool).toEqual([0, 1, 0, 0]);
    expect(v.damage).toBe(0);
  });

  it('the tenth brain damage ends the run in brain death', () => {
    const s = position({ tiles: [[0, 0, 'k5']], damage: 9 });
    const t = play(s, move(RED, 0, 0), die(1), A_COMMIT);
    expect(t.damage).toBe(10);
    expect(t.ending).toBe('brain-death');
    expect(t.phase).toBe('over');
    expect(game.returns(t)).toEqual([0]);
  });

  it('the run is won when every fort holds its own breaker', () => {
    const s = position({
      tiles: [
        [0, 0, 'kF'],
        [1, 0, 'gF'],
        [2, 0, 'rF'],
        [3, 0, 'bF'],
      ],
      at: { black: [0, 0], green: [1, 0], red: [2, 0] },
      damage: 5,
    });
    const t = play(s, move(BLUE, 3, 0), die(6), A_COMMIT);
    expect(t.ending).toBe('win');
    expect(game.returns(t)).toEqual([1]);
    expect(game.outcome(t)?.scores).toEqual([4]);
    expect(game.outcome(t)?.summary).toContain('5 brain damage');
  });

  it('a run goes on as long as the player likes: 300 harmless challenges, then a win', () => {
    // Red is Cray Envelope (strength 10 on a red structure, no die), shuttling between two red
    // ice; the other three breakers hold their forts. No rule ends the run however long it lasts.
    let s = crayRow(['r1', 'r2', 'rF']);
    for (let i = 1; i <= 300; i++) {
      s = play(s, move(RED, 1 - (i % 2), 0));
      expect(challengeOf(s)).toEqual({ strength: 11, against: i % 2 ? 1 : 2 });
      s = apply(s, A_COMMIT);
    }
    expect(s.challenges).toBe(300);
    expect(s.damage).toBe(0);
    expect(s.ending).toBeNull();
    expect(s.phase).toBe('move');
    expect(legalActions(s)).toContain(move(RED, 2, 0));
    const won = play(s, move(RED, 2, 0), A_COMMIT);
    expect(won.ending).toBe('win');
    expect(won.challenges).toBe(301);
    expect(game.returns(won)).toEqual([1]);
  });

  it('minimize brain damage: passing the target ends the run, winning at the target counts', () => {
    const fail = position({ tiles: [[0, 0, 'k5']], damage: 2, options: { target: 2 } });
    const t = play(fail, move(RED, 0, 0), die(1), A_COMMIT);
    expect(t.damage).toBe(3);
    expect(t.ending).toBe('over-target');
    const win = position({
      tiles: [
        [0, 0, 'kF'],
        [1, 0, 'gF'],
        [2, 0, 'rF'],
        [3, 0, 'bF'],
      ],
      at: { black: [0, 0], green: [1, 0], red: [2, 0] },
      damage: 2,
      options: { target: 2 },
    });
    expect(play(win, move(BLUE, 3, 0), die(6), A_COMMIT).ending).toBe('win');
  });

  it('when a colour’s five coins are out, its next structure comes without one', () => {
    const s = position({
      tiles: [
        [0, 0, 'k1', true],
        [1, 0, 'k2', true],
        [2, 0, 'k3', true],
        [3, 0, 'k4'],
      ],
      pool: [2, 0, 0, 0],
      next: ['k5'],
    });
    expect(s.supply[BLACK]).toBe(0);
    const t = apply(s, move(GREEN, 4, 0));
    expect(t.structures[4]).toEqual({ cell: cell(4, 0), tile: tile('k5'), cut: 0, coin: false });
    expect(t.supply[BLACK]).toBe(0);
  });

  it('with the stack empty, only installed structures can be entered', () => {
    const all = Array.from({ length: 24 }, (_, i) => i);
    const s = position({ tiles: [[0, 0, 'k1']] });
    const empty: PiecepackState = {
      ...s,
      structures: all.map((t, i) => ({ cell: cell(i, 0), tile: t, cut: 0, coin: false })),
      stack: [],
      supply: [5, 5, 5, 5],
    };
    const green = legalActions(empty).filter((a) => a >= 2401 && a < 2 * 2401);
    expect(green).toHaveLength(24);
    expect(green.every((a) => empty.structures.some((x) => x.cell === a - 2401))).toBe(true);
  });

  it('a space with another breaker on it is not a choice', () => {
    const s = position({
      tiles: [
        [0, 0, 'k1'],
        [1, 0, 'k2'],
      ],
      at: { black: [0, 0], green: [1, 0] },
    });
    expect(legalActions(s)).not.toContain(move(BLACK, 1, 0));
    expect(legalActions(s)).not.toContain(move(RED, 1, 0));
  });

  it('an illegal action says what the phase allows and changes nothing', () => {
    const s = position({ tiles: [[0, 0, 'k1']] });
    const before = JSON.stringify(s);
    expect(() => apply(s, move(BLACK, 5, 5))).toThrow(IllegalActionError);
    expect(() => apply(s, move(BLACK, 5, 5))).toThrow(/choose a breaker and a space/);
    const t = apply(s, move(RED, 0, 0));
    expect(() => apply(t, die(7))).toThrow(/a die is due/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
