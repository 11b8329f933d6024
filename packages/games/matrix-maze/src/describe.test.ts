/**
 * The words of a move: a cost of one byte is "1 byte", never "1 bytes" (the change-a-die hack
 * costs 1 byte with the `changeCost` option at 1), and other costs stay plural.
 */
import { CHANCE } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { bytesWords } from './describe.js';
import { matrixMaze } from './game.js';

describe('costs in words', () => {
  it('says 1 byte and 2 bytes', () => {
    expect(bytesWords(1)).toBe('1 byte');
    expect(bytesWords(2)).toBe('2 bytes');
    expect(bytesWords(3)).toBe('3 bytes');
  });

  it('words the change-a-die hack at a cost of 1 as "(1 byte)"', () => {
    let s = matrixMaze.setup({ players: 2, changeCost: 1 }, 5);
    let change: string | undefined;
    for (let i = 0; i < 40 && !change; i++) {
      const legal = matrixMaze.legalActions(s);
      if (matrixMaze.currentPlayer(s) !== CHANCE)
        change = legal
          .map((a) => matrixMaze.describeAction(s, a))
          .find((w) => w.startsWith('Change a'));
      s = matrixMaze.apply(s, legal[0]!);
    }
    expect(change).toMatch(/\(1 byte\)$/);
  });
});
