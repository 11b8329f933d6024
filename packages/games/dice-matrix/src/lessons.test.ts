/**
 * Dice Matrix's lessons played through the rules (core's `lessonProblems`: every lesson from the
 * position it builds, every accepted alternative, every section taught, every rulings heading
 * covered), and every number the steps tell the player checked against the rules' own count.
 * "Presentation" is the one rulings heading no lesson teaches: it fixes how moves are written
 * (rows counted from 1), not a rule of play.
 */
import { readFileSync } from 'node:fs';
import { playLesson } from '@matrix-arcade/core';
import { lessonProblems } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { diceMatrix } from './game.js';
import { lessons } from './lessons.js';
import { recount } from './scoring.js';

const rulings = readFileSync(
  new URL('../../../../docs/rulings/dice-matrix.md', import.meta.url),
  'utf8',
);
const lesson = (id: string) => lessons.lessons.find((l) => l.id === id)!;
/** Points each move step's expected move and each reply scored, for the seat that made it. */
function gains(id: string): number[] {
  const l = lesson(id);
  const { before } = playLesson(diceMatrix, l);
  return l.steps.flatMap((step, i) => {
    if (step.kind === 'read') return [];
    const s = before[i]!;
    const after = diceMatrix.apply(s, step.kind === 'move' ? step.accept[0]! : step.action);
    return [recount(after.areas[s.toMove]!) - recount(s.areas[s.toMove]!)];
  });
}
/** The final scores of a lesson played to its end. */
const finalScores = (id: string) =>
  diceMatrix.outcome(playLesson(diceMatrix, lesson(id)).end)?.scores;

describe('Dice Matrix lessons', () => {
  it('play through the rules and cover every rule section', () => {
    expect(lessonProblems(diceMatrix, lessons, rulings, ['Presentation'])).toEqual([]);
  });

  it('first moves: the opening 2, their 5s 2 + 3, your reds 4 + 4, their green 5 5, then 12 at best', () => {
    expect(gains('first-moves')).toEqual([2, 5, 8, 5, 12]);
    const step = lesson('first-moves').steps[6]!;
    if (step.kind !== 'move') throw new Error('step 7 asks for a move');
    const { before } = playLesson(diceMatrix, lesson('first-moves'));
    const best = Math.max(
      ...step.accept.map((a) => recount(diceMatrix.apply(before[6]!, a).areas[0]!)),
    );
    expect(recount(diceMatrix.apply(before[6]!, step.point).areas[0]!)).toBe(best);
  });

  it('stacks: the red 4 and red 2 make 21; then 12 is the most, and the step accepts every 12', () => {
    expect(gains('stacks')).toEqual([21, 18, 12]);
    const l = lesson('stacks');
    const { before } = playLesson(diceMatrix, l);
    const s = before[3]!;
    const gain = (a: number) => recount(diceMatrix.apply(s, a).areas[0]!) - recount(s.areas[0]!);
    const twelves = diceMatrix.legalActions(s).filter((a) => gain(a) === 12);
    expect(Math.max(...diceMatrix.legalActions(s).map(gain))).toBe(12);
    const step = l.steps[3]!;
    expect(step.kind === 'move' && [...step.accept].sort()).toEqual(twelves.sort());
  });

  it('the last dice: 131 to 127, the pair wins 151 to 137, the black 6 would lose 142 to 148', () => {
    const l = lesson('last-dice');
    const s = l.start();
    expect(s.scores).toEqual([131, 127]);
    expect(finalScores('last-dice')).toEqual([151, 137]);
    const wrong = diceMatrix.apply(s, 48); // the black 6 alone, then the opponent's pair
    const end = diceMatrix.apply(wrong, diceMatrix.legalActions(wrong).find((a) => a >= 49)!);
    expect(diceMatrix.outcome(end)?.scores).toEqual([142, 148]);
  });

  it('recount at end: 133 to 127 counted, the pair wins 156 to 137, the green 2 would lose 146 to 149', () => {
    const s = lesson('recount-at-end').start();
    expect(s.scores).toEqual([0, 0]);
    expect(s.areas.map(recount)).toEqual([133, 127]);
    expect(finalScores('recount-at-end')).toEqual([156, 137]);
    const wrong = diceMatrix.apply(s, 40); // the green 2 alone, then the opponent's pair
    const end = diceMatrix.apply(wrong, diceMatrix.legalActions(wrong).find((a) => a >= 49)!);
    expect(diceMatrix.outcome(end)?.scores).toEqual([146, 149]);
  });

  it('tournament: the last pair starts game 2, opened by the opponent, then you take first', () => {
    const l = lesson('tournament');
    const { before } = playLesson(diceMatrix, l);
    const states = before;
    expect(states[2]!.round).toBe(1);
    expect(states[2]!.toMove).toBe(1);
    expect(states[3]!.toMove).toBe(0);
  });
});
