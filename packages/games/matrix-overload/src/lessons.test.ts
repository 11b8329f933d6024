/**
 * MATR1X ØVERLØAD's lessons played through the rules (core's `lessonProblems`: every lesson from
 * the position it builds, every section taught, every rulings heading covered), and what the
 * steps tell the player checked against the rules: which royals die, the health they reach, how
 * a run ends, and that each wrong move a step warns about does what the step says.
 * "Presentation" is the one rulings heading no lesson teaches: it fixes how cards are written,
 * not a rule of play.
 */
import { readFileSync } from 'node:fs';
import { type Lesson, playLesson } from '@matrix-arcade/core';
import { lessonProblems } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { cellAction } from './actions.js';
import { matrixOverload as game } from './game.js';
import { lessons } from './lessons.js';
import { outside, royalHealth } from './outside.js';
import { rules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

const rulings = readFileSync(
  new URL('../../../../docs/rulings/matrix-overload.md', import.meta.url),
  'utf8',
);
const lesson = (id: string): Lesson<MatrixOverloadState> =>
  lessons.lessons.find((l) => l.id === id)!;
const before = (id: string) => playLesson(game, lesson(id)).before;
const end = (id: string) => playLesson(game, lesson(id)).end;
const alive = (s: MatrixOverloadState) =>
  s.royals.flatMap((r, p) => (r >= 0 && !s.dead[p] ? [p] : []));

describe('MATR1X ØVERLØAD lessons', () => {
  it('play through the rules and cover every rule section', () => {
    expect(lessonProblems(game, lessons, rulings, ['Presentation'])).toEqual([]);
  });

  it('the deal: the three royals land where the steps say, the 9♠ kills the J♠, the 10♦ the Q♦', () => {
    const b = before('the-deal');
    const placed = b[4]!;
    expect(placed.royals[outside.left(2)]).toBe(b[1]!.hand);
    expect(placed.royals[outside.right(2)]).toBe(b[2]!.hand);
    expect(placed.royals[outside.below(2)]).toBe(b[3]!.hand);
    expect(alive(b[6]!)).toHaveLength(3);
    expect(alive(b[7]!)).toEqual([outside.right(2), outside.left(2)]);
    expect(alive(end('the-deal'))).toEqual([outside.left(2)]);
  });

  it('ICE and the king: 15 health after the 2♦, the 9♣ on the 8♣ would leave him alive, the 10♣ wins', () => {
    const b = before('ice-and-the-king');
    expect(royalHealth(b[2]!, outside.left(2))).toBe(15);
    const wrong = game.apply(game.apply(b[3]!, cellAction(3)), cellAction(5));
    expect(alive(wrong)).toEqual([outside.left(2)]);
    expect(end('ice-and-the-king').ending).toBe('win');
  });

  it('resets: the ace kills the J♦ and sends the 4♣ and 9♣ to the known bottom; the joker and the 3♠ have one place', () => {
    const b = before('resets');
    const afterAce = b[2]!;
    expect(alive(afterAce)).toEqual([outside.right(1)]);
    expect(afterAce.deck.slice(afterAce.unknown).map((c) => rules.deck.text[c])).toEqual([
      '4♣',
      '9♣',
    ]);
    expect(game.legalActions(b[3]!)).toEqual([cellAction(1)]);
    expect(game.legalActions(b[4]!)).toEqual([cellAction(1)]);
  });

  it('black ICE: the 6♦ on the 3♥ would send the 4♠ to the Q♠, 22 and lost', () => {
    const b = before('black-ice');
    expect(royalHealth(b[0]!, outside.right(1))).toBe(18);
    const wrong = game.apply(b[1]!, cellAction(3));
    const ice = game.legalActions(wrong);
    expect(ice).toHaveLength(1);
    expect(game.apply(wrong, ice[0]!).ending).toBe('black-ice');
    expect(end('black-ice').ending).toBeNull();
  });

  it('out of time: only the 8♣ kills with the last card; anywhere else runs out of time', () => {
    const s = lesson('out-of-time').start();
    for (const a of game.legalActions(s)) {
      expect(game.apply(s, a).ending).toBe(a === cellAction(3) ? 'win' : 'out-of-time');
    }
  });

  it('preventative ICE: the 2♣ waits left of row 2 and the K♠ placed there starts at 15', () => {
    const s = end('preventative-ice');
    expect(royalHealth(s, outside.left(2))).toBe(15);
    // The lesson says nothing of a loss: the run goes on, the K♠ can still be killed.
    expect(s.ending).toBeNull();
  });

  it('stuck: the 5♣ on the 2♠ would make the 3♥ ICE, the K♥ 20, and the run lost as stuck', () => {
    const b = before('stuck');
    expect(royalHealth(b[0]!, outside.right(2))).toBe(17);
    const wrong = game.apply(b[1]!, cellAction(3));
    const ice = game.legalActions(wrong);
    expect(ice).toHaveLength(1);
    const lost = game.apply(wrong, ice[0]!);
    expect(royalHealth(lost, outside.right(2))).toBe(20);
    expect(lost.ending).toBe('infinite-loop');
    expect(end('stuck').ending).toBeNull();
  });
});
