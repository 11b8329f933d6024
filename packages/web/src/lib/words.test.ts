/**
 * The default words: whose chance a hint's chance is, who a hint is for, and how an ending
 * reads for the people playing (a lone seat without a win lost; only several seats can tie).
 */
import { describe, expect, it } from 'vitest';
import { matrixMaze } from '@matrix-arcade/matrix-maze';
import {
  controlSeatNames,
  defaultSeatName,
  chanceWords,
  hintFor,
  percentWords,
  playAgainLabel,
  resultKind,
} from './words.js';

const solved = () => 'solved';
const outcome = (winners: number[], scores: number[]) => ({
  ending: 'x',
  winners,
  scores,
  summary: '',
});

describe('words', () => {
  it('says whose chance it is: "you win" for the only person, "<name> wins" otherwise', () => {
    const h = { chance: 0.654, value: 0.6, level: 'quick' as const };
    expect(chanceWords(h, 'you', solved)).toBe('following the AI from here, you win about 65%');
    expect(chanceWords(h, 'Player 2', solved)).toBe(
      'following the AI from here, Player 2 wins about 65%',
    );
    expect(chanceWords({ ...h, level: 'strong' }, 'you', solved)).toMatch(/\(strong AI\)$/);
    // No chance: said as unknown, never in words a player reads as "you cannot win".
    const unknown = chanceWords({ value: 0.5, level: 'quick' }, 'you', solved);
    expect(unknown).toBe(
      "win chance unknown at these AI settings; the move shown is still the AI's best",
    );
    expect(unknown).not.toMatch(/\bno win\b|cannot|can't|lost/i);
    // Unknown because the game's options have no measured chance: the words say so, not the
    // AI's settings (which are the ones measured).
    const options = chanceWords(
      { value: 0.5, level: 'quick', chanceUnknown: 'options' },
      'you',
      solved,
    );
    expect(options).toBe(
      "win chance not yet measured for these game options; the move shown is still the AI's best",
    );
    expect(
      chanceWords({ value: 0.5, level: 'strong', chanceUnknown: 'settings' }, 'you', solved),
    ).toBe(
      "win chance unknown at these AI settings (strong AI); the move shown is still the AI's best",
    );
    expect(chanceWords({ ...h, solved: { margin: 2 } }, 'you', solved)).toBe('solved');
    // An exact chance is said as exact, never rounded into "under 1%" or "about 54%".
    const exact = (chance: number) =>
      chanceWords({ ...h, chance, chanceKind: 'exact' }, 'you', solved);
    expect(exact(0)).toBe('you cannot win from here (exact)');
    expect(exact(1)).toBe('a sure win from here for you (exact)');
    expect(exact(13 / 24)).toBe(
      'with best play from here, you win exactly 54.2% (worked out over everything still to come)',
    );
    expect(chanceWords({ ...h, chanceKind: 'calibrated' }, 'you', solved)).toBe(
      'following the AI from here, you win about 65%',
    );
    expect(percentWords(0.004)).toBe('under 1%');
    expect(percentWords(0.996)).toBe('over 99%');
  });

  it('addresses the hint to "you" only when it is for the one seat a person plays', () => {
    expect(hintFor(0, 'Player 1', [0])).toBe('you');
    expect(hintFor(1, 'Player 2 (AI)', [0])).toBe('Player 2 (AI)');
    expect(hintFor(0, 'Player 1', [0, 1])).toBe('Player 1');
  });

  it('reads a lone seat without a win as a loss, and only a tie of several seats as a draw', () => {
    expect(resultKind(outcome([], [3]), 1, [0])).toBe('loss');
    expect(resultKind(outcome([], [2, 2]), 2, [0])).toBe('draw');
    expect(resultKind(outcome([0], [1]), 1, [0])).toBe('win');
    expect(resultKind(outcome([1], [1, 3]), 2, [0])).toBe('loss');
    expect(resultKind(outcome([1], [1, 3]), 2, [])).toBe('win');
    expect(playAgainLabel('loss')).toBe('Play again');
    expect(playAgainLabel('draw')).toBe('Replay the tie');
    // A solo deal of a two-seat game (Matrix Maze's solo maps) has one seat, a duel two: the
    // words count the deal's seats (the game's numSeats), not the game's most.
    expect(matrixMaze.numSeats(matrixMaze.setup({ map: 'watchtower' }, 1))).toBe(1);
    expect(matrixMaze.numSeats(matrixMaze.setup({ players: 2 }, 1))).toBe(2);
  });
});

describe('seat names', () => {
  it('names the seats of a table, and a solitaire as "You" or "AI"', () => {
    expect(defaultSeatName(1, true)).toBe('Player 2 (AI)');
    expect(defaultSeatName(0, false)).toBe('Player 1');
    expect(defaultSeatName(0, false, true)).toBe('You');
    expect(defaultSeatName(0, true, true)).toBe('AI');
  });

  it('names the "AI plays" boxes per seat, and one box for a solitaire\'s whole run', () => {
    expect(controlSeatNames(2)).toEqual(['Player 1', 'Player 2']);
    expect(controlSeatNames(1)).toEqual(['the whole run']);
  });
});
