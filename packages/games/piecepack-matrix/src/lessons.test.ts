/**
 * Matrix (piecepack)'s lessons played through the rules (core's `lessonProblems`: every lesson
 * from the position it builds, every accepted alternative, every section taught, every rulings
 * heading covered, none exempt: "Representation" is covered by the section on moving, which says
 * the matrix has no edge), and every number a step tells the player checked against the rules'
 * own count (`challengeOf`): the strength against the tile's after each roll and each power-up,
 * the brain damage, the coins taken, the ending.
 */
import { readFileSync } from 'node:fs';
import { playLesson } from '@matrix-arcade/core';
import { lessonProblems } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix } from './game.js';
import { lessons } from './lessons.js';
import { challengeOf } from './rules.js';

const rulings = readFileSync(
  new URL('../../../../docs/rulings/piecepack-matrix.md', import.meta.url),
  'utf8',
);
const lesson = (id: string) => lessons.lessons.find((l) => l.id === id)!;

/** "strength/against" at every commit of a lesson, and the damage after it. */
function commits(id: string): string[] {
  const l = lesson(id);
  const { before } = playLesson(piecepackMatrix, l);
  return l.steps.flatMap((step, i) => {
    if (step.kind !== 'move' || before[i]!.phase !== 'boost') return [];
    const c = challengeOf(before[i]!)!;
    const after = piecepackMatrix.apply(before[i]!, step.accept[0]!);
    return after.phase === 'boost' ? [] : [`${c.strength}/${c.against} damage ${after.damage}`];
  });
}

describe('Matrix (piecepack) lessons', () => {
  it('play through the rules and cover every rule section and rulings heading', () => {
    expect(lessonProblems(piecepackMatrix, lessons, rulings)).toEqual([]);
  });

  it('first tiles: red 3 + 1 = 4 beats the red 2; green 2 fails against the black 4 but moves on', () => {
    expect(commits('first-tiles')).toEqual(['4/2 damage 0', '2/4 damage 1']);
    const { end } = playLesson(piecepackMatrix, lesson('first-tiles'));
    expect(end.pool).toEqual([1, 0, 1, 0]); // the red coin and the black one
    expect(end.positions[1]).toBe(end.structures[1]!.cell);
  });

  it('power-ups: 4 + 1 = 5 does not beat 5; the blue coin makes 6; the space below the red 2 is refused', () => {
    expect(commits('power-ups')).toEqual(['6/5 damage 1']);
    const s = lesson('power-ups').start();
    const step = lesson('power-ups').steps[0]!;
    expect(step.kind === 'read' && step.point && 'action' in step.point).toBe(true);
    if (step.kind === 'read' && step.point && 'action' in step.point) {
      expect(piecepackMatrix.legalActions(s)).not.toContain(step.point.action);
    }
  });

  it('a data fort: 5 + 1 = 6 fails and stays, 6 + 1 = 7 takes it', () => {
    expect(commits('data-fort')).toEqual(['6/6 damage 3', '7/6 damage 3']);
  });

  it('the last fort: 3 + 1 + three blue power-ups = 7 wins at 8 damage', () => {
    expect(commits('last-fort')).toEqual(['7/6 damage 8']);
    expect(playLesson(piecepackMatrix, lesson('last-fort')).end.ending).toBe('win');
  });

  it('damage target: the red 1 holds even on a 1; the black 4 would fail on 1–3', () => {
    expect(commits('damage-target')).toEqual(['2/1 damage 2']);
  });

  it('choosing breakers: the four picks give the kinds the steps name, and the run starts', () => {
    const { end } = playLesson(piecepackMatrix, lesson('choosing-breakers'));
    expect(end.kinds).toEqual([6, 1, 5, 6]);
    expect(end.phase).toBe('move');
  });

  it('Wintermute 10 + 1 = 11; Turing 3 then 3 + 2 + 1 = 6; Cray 2 then 11; Enigma’s swap then 7', () => {
    expect(commits('wintermute')).toEqual(['11/6 damage 1']);
    expect(commits('turing-scout')).toEqual(['3/1 damage 0', '6/5 damage 0']);
    expect(commits('cray-envelope')).toEqual(['2/1 damage 0', '11/6 damage 0']);
    expect(commits('enigma')).toEqual(['7/6 damage 4']);
  });

  it('Sendai Sub-Street: 3 + 1 = 4, each red power-up +2: 6 does not beat 6, 8 takes the fort', () => {
    const { before, end } = playLesson(piecepackMatrix, lesson('power-up-breakers'));
    const said = [2, 3, 4].map((i) => {
      const c = challengeOf(before[i]!)!;
      return `${c.strength}/${c.against}`;
    });
    expect(said).toEqual(['4/6', '6/6', '8/6']);
    expect(commits('power-up-breakers')).toEqual(['8/6 damage 0']);
    expect(end.pool[2]).toBe(1); // both spent, the fort's own red coin collected
  });

  it('Chiba Cross Talk reaches the red fort two tiles away: 6 - 1 + 1 = 6, the power-up makes 7', () => {
    const { before } = playLesson(piecepackMatrix, lesson('reaching-breakers'));
    const c = challengeOf(before[3]!)!;
    expect(`${c.strength}/${c.against}`).toBe('6/6');
    expect(commits('reaching-breakers')).toEqual(['7/6 damage 0']);
  });

  it('Hosaka Prime on red: 4 - 1 + 1 + 3 = 7 takes the red fort', () => {
    expect(commits('placed-breakers')).toEqual(['7/6 damage 0']);
  });

  it('Ankara: two uses, +4 for 2 brain damage; 3 - 1 + 1 + 4 = 7 takes the black fort', () => {
    expect(commits('damage-breakers')).toEqual(['7/6 damage 2']);
  });

  it('Self-Fragment LISP trades places with the red breaker (1 damage); 6 + 1 = 7 takes the red fort', () => {
    expect(commits('swapping-breakers')).toEqual(['7/6 damage 1']);
  });

  it('Viral Dub swaps the blue fort beside it (a blue power-up, 1 damage); 6 - 2 + 1 + 2 = 7 takes it', () => {
    const { before } = playLesson(piecepackMatrix, lesson('tile-moving-breakers'));
    const c = challengeOf(before[5]!)!;
    expect(`${c.strength}/${c.against}`).toBe('5/6');
    expect(commits('tile-moving-breakers')).toEqual(['7/6 damage 1']);
  });
});
