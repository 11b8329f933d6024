/**
 * The line above Matrix (piecepack)'s board names only a breaker that is really moving or
 * challenging: the states come from "Breakers that move the tiles", played through the rules.
 */
import { describe, expect, it } from 'vitest';
import { playLesson } from '@matrix-arcade/core';
import { piecepackMatrix } from '@matrix-arcade/piecepack-matrix';
import { lessons } from '@matrix-arcade/piecepack-matrix/lessons';
import { movingWords } from './board.js';

const tiles = lessons.lessons.find((l) => l.id === 'tile-moving-breakers')!;
const { before } = playLesson(piecepackMatrix, tiles);
const BLUE = 3;

describe('movingWords', () => {
  it('names the breaker moving, then the one challenging', () => {
    expect(movingWords(before[1]!, BLUE, 'keys')).toBe('Moving: the blue breaker (keys)');
    // Step 6: Viral Dub (blue) challenges the fort, whatever breaker the board shows.
    expect(before[5]!.phase).toBe('boost');
    expect(movingWords(before[5]!, 0, 'keys')).toBe('Challenging: the blue breaker');
  });

  it('names none while Viral Dub swaps two tiles (no challenge: it said the black breaker)', () => {
    expect(before[2]!.phase).toBe('viral');
    expect(movingWords(before[2]!, 0, 'keys')).toBe('');
  });
});
