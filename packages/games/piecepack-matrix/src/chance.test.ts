/**
 * The chance to break in shown before committing: exact for a known structure (die faces that
 * beat it, counting power-ups the breaker could spend and its colour), averaged over the tiles
 * the stack may turn up for an empty space, and computed from the observation only.
 */
import { createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { challengeChance } from './chance.js';
import { piecepackMatrix as game } from './game.js';
import { move, position } from './position.test-util.js';

describe('challengeChance', () => {
  it('counts the die faces that beat a known structure, with usable power-ups and colour', () => {
    const s = position({ tiles: [[0, 0, 'r3']], pool: [0, 0, 1, 2] });
    const o = game.observe(s, 0);
    expect(challengeChance(o, move(0, 0, 0))).toBeCloseTo(4 / 6); // 4, 5, 6 … and 3 with red +1
    expect(challengeChance(o, move(2, 0, 0))).toBeCloseTo(5 / 6); // red: +1 colour, +1 power-up
  });

  it('averages an empty space over the ice that can come next, never the hidden order', () => {
    const s = position({ tiles: [[0, 0, 'k1']] });
    const o = game.observe(s, 0);
    // 19 unseen ice (2–5 of black, 1–5 of the others): black breaker, die only (+1 on black).
    let wins = 0;
    let n = 0;
    for (const t of o.unseen.filter((x) => x % 6 !== 0)) {
      const v = t % 6;
      const bonus = Math.floor(t / 6) === 0 ? 1 : 0;
      for (let f = 1; f <= 6; f++) if (f + bonus > v) wins++;
      n += 6;
    }
    expect(challengeChance(o, move(0, 1, 0))).toBeCloseTo(wins / n);
    // Another stack order, same observation: the same chance.
    const other = game.determinize(o, createRng(4));
    expect(other.stack).not.toEqual(s.stack);
    expect(challengeChance(game.observe(other, 0), move(0, 1, 0))).toBe(
      challengeChance(o, move(0, 1, 0)),
    );
  });

  it('is null for actions that are not challenges', () => {
    const o = game.observe(position({ tiles: [[0, 0, 'k1']] }), 0);
    expect(challengeChance(o, 21_635)).toBeNull();
  });
});
