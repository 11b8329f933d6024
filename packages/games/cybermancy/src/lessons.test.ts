/**
 * CYBERMANCY's lessons played through the rules (core's `lessonProblems`: every lesson from the
 * position it builds, every accepted alternative, every section taught, every rulings heading
 * covered; no heading is exempt, the four of `docs/rulings/cybermancy.md` are all rules of play),
 * and every number a step tells the player checked against the rules' own preview: the powers
 * and healths of the overloads, the kills, the ICE, the healths of revived royals, the ending.
 */
import { readFileSync } from 'node:fs';
import { playLesson } from '@matrix-arcade/core';
import { lessonProblems } from '@matrix-arcade/core/testing';
import { outside } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { TAROT_DECK } from './deck.js';
import { cybermancy } from './game.js';
import { lessons } from './lessons.js';
import type { CybermancyState } from './state.js';

const rulings = readFileSync(
  new URL('../../../../docs/rulings/cybermancy.md', import.meta.url),
  'utf8',
);
const lesson = (id: string) => lessons.lessons.find((l) => l.id === id)!;
const text = (c: number) => TAROT_DECK.text[c]!;

/** What the expected move of each move step does: the overloads (royal power/health result), kills, ICE. */
function effects(id: string): string[] {
  const l = lesson(id);
  const { before } = playLesson(cybermancy, l);
  return l.steps.flatMap((step, i) => {
    if (step.kind !== 'move') return [];
    const pv = cybermancy.previewAction(before[i]!, step.accept[0]!);
    const fired = pv.overloads.map((o) => `${text(o.royal)} ${o.power}/${o.health} ${o.result}`);
    const kills = pv.kills.map((k) => `kills ${text(k)}`);
    const health = pv.health >= 0 ? [`health ${pv.health}`] : [];
    return [[pv.kind, ...fired, ...kills, ...health, pv.ending ?? ''].join(' ').trim()];
  });
}

/** The preview of a wrong move at step `i` of a lesson (from its position there). */
function wrongPreview(id: string, i: number, action: number) {
  const { before } = playLesson(cybermancy, lesson(id));
  return cybermancy.previewAction(before[i]!, action);
}

describe('CYBERMANCY lessons', () => {
  it('play through the rules and cover every rule section and rulings heading', () => {
    expect(lessonProblems(cybermancy, lessons, rulings)).toEqual([]);
  });

  it('setting up: the K♣, the Q♦ and the P♠ go where the steps say, then the 9♥', () => {
    expect(effects('setting-up')).toEqual([
      'royal health 13',
      'royal health 12',
      'royal health 11',
      'program',
    ]);
  });

  it('overloads: 5♥ + 6♦ = 11 kills the paige of coins; then 9♦ + 8♥ = 17 the paige of swords', () => {
    expect(effects('overloads')).toEqual([
      'program P♦ 11/11 kill kills P♦',
      'program',
      'program P♠ 17/11 kill kills P♠',
    ]);
    // Before the centre is filled, the top-middle fires nothing down column 2.
    expect(wrongPreview('overloads', 1, 1).overloads).toEqual([]);
  });

  it('queens and kings: the corner kills the Q♥ (15) and the K♠ (13); the 4♦ would miss the K♦', () => {
    expect(effects('queens-and-kings')).toEqual([
      'program Q♥ 15/12 kill K♠ 13/13 kill kills Q♥ kills K♠',
    ]);
    const miss = wrongPreview('queens-and-kings', 2, 8).overloads[0]!;
    expect([text(miss.royal), miss.power, miss.result]).toEqual(['K♦', 17, 'wrong-suit']);
  });

  it('resets: the fool kills the Q♦ with 16, the ace the P♣ with 19', () => {
    expect(effects('resets')).toEqual([
      'reset Q♦ 16/12 kill kills Q♦',
      'reset P♣ 19/11 kill kills P♣',
    ]);
  });

  it('ICE: the P♥ goes to 15, the Q♣ to 17; the ace kills the P♥ with 18; a 6 more would be black ICE', () => {
    expect(effects('ice')).toEqual([
      'ice health 15',
      'ice health 17',
      'reset K♥ 19/13 wrong-suit P♥ 18/15 kill kills P♥',
      'program K♥ 19/13 wrong-suit',
    ]);
    const { before } = playLesson(cybermancy, lesson('ice'));
    // At step 4 (the warning) a 6♥ of ICE on the paige would end the run.
    expect(cybermancy.royalHealth(before[3]! as CybermancyState, outside.above(1)) + 6).toBe(21);
  });

  it('the last royal: 9♦ + 5♦ = 14 kills the K♦ and wins', () => {
    expect(effects('last-royal')).toEqual(['program K♦ 14/13 kill kills K♦ win']);
    expect(lesson('last-royal').start().deck).toHaveLength(6);
  });

  it('preventative ICE: the 3♦ waits right of row 2 and the Q♦ starts at 15', () => {
    expect(effects('preventative-ice')).toEqual(['preventative-ice', 'royal health 15']);
  });

  it('advanced: the rulebook example kills the Q♦ (17 against 15) and the P♣; the 5♠ misses the K♥', () => {
    expect(effects('advanced-game')[0]).toBe(
      'program Q♦ 17/15 kill P♣ 13/11 kill kills Q♦ kills P♣',
    );
    const miss = wrongPreview('advanced-game', 2, 3).overloads[0]!;
    expect([text(miss.royal), miss.power, miss.result]).toEqual(['K♥', 16, 'wrong-suit']);
  });

  it('random challenge: the knight fires nothing; on row 1 or column 1 it would jam a living royal’s line', () => {
    expect(effects('random-challenge')[0]).toBe('haunt');
  });

  it('campaign: death revives the paige at 11 (the king would be 24, black ICE), then she dies to 15', () => {
    expect(effects('campaign-death')).toEqual([
      'revive health 11',
      'program P♦ 15/11 kill kills P♦',
    ]);
    const king = wrongPreview('campaign-death', 1, 9 + outside.below(1));
    expect([king.health, king.ending]).toEqual([24, 'black-ice']);
  });

  it('temperance kills the K♣ at 20; the devil revives the paige (the Q♠ would be 21)', () => {
    expect(effects('temperance-and-devil')).toEqual([
      'kill kills K♣',
      'revive health 11',
      'program P♦ 15/11 kill kills P♦',
    ]);
    const queen = wrongPreview('temperance-and-devil', 1, 9 + outside.above(2));
    expect([queen.health, queen.ending]).toEqual([21, 'black-ice']);
  });

  it('the tower puts the Q♥ right of row 1; the star then kills her (15) and the P♣ (15)', () => {
    expect(effects('tower-and-star')).toEqual([
      'swap',
      'reset Q♥ 15/15 kill P♣ 15/11 kill kills Q♥ kills P♣',
    ]);
  });

  it('the world sends row 2 and the K♥ under the deck, leaving three empty cells; judgement kills the Q♦', () => {
    const l = lesson('world-and-judgement');
    const { before, end } = playLesson(cybermancy, l);
    expect(before[2]!.stacks.slice(3, 6)).toEqual([[], [], []]);
    expect(before[2]!.royals[outside.right(2)]).toBe(-1);
    expect(effects('world-and-judgement')).toEqual(['world', 'kill kills Q♦']);
    expect(end.dead[outside.above(3)]).toBe(true);
  });

  it('the hanged man on the top-left 9♠ kills the P♦ (5♥ + 6♦ = 11); the black 10♣ + 8♠ cannot hurt the Q♥', () => {
    expect(effects('hanged-man')).toEqual(['program P♦ 11/11 kill Q♥ 18/12 wrong-colour kills P♦']);
  });

  it('the moon kills the Q♦ (7♥ + 8♦ = 15), the sun the P♠ (6♠ + 5♥ = 11); 7♥ + 10♦ is the wrong suit for the K♣', () => {
    expect(effects('moon-and-sun')).toEqual([
      'reset Q♦ 15/12 kill kills Q♦',
      'reset P♠ 11/11 kill kills P♠',
    ]);
    const king = wrongPreview('moon-and-sun', 0, 7);
    expect(king.overloads.map((o) => [o.power, o.result])).toEqual([[17, 'wrong-suit']]);
  });
});
