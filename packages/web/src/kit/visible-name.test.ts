/**
 * Label in Name: the words compared the way checkers compare them, and a name that gains the
 * shown text first only when it lacks it.
 */
import { describe, expect, it } from 'vitest';
import { isSpeakable, nameWithVisibleText, spokenWords } from './visible-name.js';

describe('spokenWords', () => {
  it('keeps runs of letters and digits, lower case, without parentheses or symbols', () => {
    expect(spokenWords('G 1 +2 ★')).toEqual(['g', '1', '2']);
    expect(spokenWords('top-left stack: 7♥ (2 cards)')).toEqual(['top', 'left', 'stack', '7']);
    expect(spokenWords('J♠ 13 2♠')).toEqual(['j', '13', '2']);
    expect(spokenWords('J♠132♠')).toEqual(['j', '132']);
    expect(spokenWords('Player 1’s area (a (nested) note), R1')).toEqual([
      'player',
      '1',
      's',
      'area',
      'r1',
    ]);
  });
});

describe('isSpeakable', () => {
  it('needs two characters or a digit', () => {
    expect(isSpeakable('R')).toBe(false);
    expect(isSpeakable('☠ ◆')).toBe(false);
    expect(isSpeakable('0')).toBe(true);
    expect(isSpeakable('R1')).toBe(true);
  });
});

describe('nameWithVisibleText', () => {
  it('puts the shown text first when the words lack it in order', () => {
    expect(nameWithVisibleText('G 1 +2', 'set the spare to 1, scores 2')).toBe(
      'G 1 +2: set the spare to 1, scores 2',
    );
    expect(nameWithVisibleText('7♥ ×2', 'top-left stack: 7♥ (2 cards)')).toBe(
      '7♥ ×2: top-left stack: 7♥ (2 cards)',
    );
    // In the name but not in the shown order: still added.
    expect(nameWithVisibleText('2 1', 'one 1 and 2')).toBe('2 1: one 1 and 2');
  });

  it('keeps the words alone when they already say what is shown, or nothing is speakable', () => {
    expect(nameWithVisibleText('0', 'centre stack: empty, shows 0')).toBe(
      'centre stack: empty, shows 0',
    );
    expect(nameWithVisibleText('B ×2', 'blue 1s: B, 2 dice')).toBe('blue 1s: B, 2 dice');
    expect(nameWithVisibleText('R', 'Row 1, column 1: red 3 (R3)')).toBe(
      'Row 1, column 1: red 3 (R3)',
    );
    expect(nameWithVisibleText('  ', 'corner: nothing here')).toBe('corner: nothing here');
  });
});
