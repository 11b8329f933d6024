/**
 * Matrix Maze's lessons played through the rules (core's `lessonProblems`: every lesson from the
 * position it builds, every accepted alternative, every section taught, every rulings heading
 * covered; none is exempt), and what the steps tell the player checked against the rules: the
 * squares reached, the codes and bytes held, the guard's steps, the ending.
 */
import { readFileSync } from 'node:fs';
import { playLesson } from '@matrix-arcade/core';
import { lessonProblems } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { guardSees } from './board.js';
import { E_CODES, E_ROUND_LIMIT } from './codes.js';
import { matrixMaze } from './game.js';
import { lessons } from './lessons.js';
import { mapOf } from './maps/catalog.js';
import { parseSquare, squareName } from './maps/squares.js';
import type { MatrixMazeState } from './state.js';

const rulings = readFileSync(
  new URL('../../../../docs/rulings/matrix-maze.md', import.meta.url),
  'utf8',
);
const lesson = (id: string) => lessons.lessons.find((l) => l.id === id)!;
const ended = (id: string) => playLesson(matrixMaze, lesson(id)).end;
const at = (s: MatrixMazeState, seat: number) => squareName(s.seats[seat]!.pos, mapOf(s.map).width);

describe('Matrix Maze lessons', () => {
  it('play through the rules and cover every rule section and rulings heading', () => {
    expect(lessonProblems(matrixMaze, lessons, rulings)).toEqual([]);
  });

  it('the first round says what the bytes beside each name are before the first move', () => {
    const steps = lesson('first-round').steps;
    const first = steps.findIndex((s) => s.kind === 'move');
    const said = steps.slice(0, first);
    expect(said.some((s) => /Data Bytes, 2 each/.test(s.text))).toBe(true);
    expect(
      lesson('first-round')
        .start()
        .seats.map((s) => s.bytes),
    ).toEqual([2, 2]);
  });

  it('first round: you at b1 facing east, your opponent at h7 facing north, a new roll due', () => {
    const s = ended('first-round');
    expect([at(s, 0), at(s, 1)]).toEqual(['b1', 'h7']);
    expect([s.seats[0]!.facing, s.seats[1]!.facing]).toEqual([1, 0]);
    expect(matrixMaze.currentPlayer(s)).toBe(-1);
  });

  it('walls and trail: the 1 is blocked at c5; d5 then d4 takes a second code', () => {
    const l = lesson('walls-and-trail');
    expect(matrixMaze.legalActions(l.start()).some((a) => a >= 16 && a < 24)).toBe(false);
    const s = ended('walls-and-trail');
    expect([at(s, 0), s.seats[0]!.codes]).toEqual(['d4', 2]);
  });

  it('dead ends: no step open at h1; restart at a8, then a7', () => {
    const s = ended('dead-ends');
    expect(at(s, 0)).toBe('a7');
    expect(s.seats[0]!.bytes).toBe(1);
  });

  it('the third code at c6 wins the duel at once', () => {
    const s = ended('third-code');
    expect([s.ending, s.winners, s.seats[0]!.codes]).toEqual([E_CODES, [0], 3]);
  });

  it('hacks: through the wall and the extra move cost all 6 bytes; change and x2 all 4', () => {
    for (const id of ['move-hacks', 'dice-hacks']) {
      const s = ended(id);
      expect([at(s, 0), s.seats[0]!.codes, s.seats[0]!.bytes]).toEqual(['d4', 2, 0]);
    }
    const { before } = playLesson(matrixMaze, lesson('dice-hacks'));
    expect(before[5]!.pool).toEqual([1, 3]); // the 3 used through x2 stays in the pool
  });

  it('teleport: 3 bytes to start B, facing south, the 1 to h2; the trail before it stays', () => {
    const s = ended('teleport');
    expect([at(s, 0), s.seats[0]!.facing, s.seats[0]!.bytes]).toEqual(['h2', 2, 2]);
    expect(s.seats[0]!.visited[parseSquare('c5', 8, 8)!]).toBe(1);
  });

  it('round limit: the code at c6 makes 2 against 1, and the end of the last round wins on the count', () => {
    const s = ended('round-limit');
    expect([at(s, 0), s.seats[0]!.codes, s.seats[1]!.codes]).toEqual(['c6', 2, 1]);
    expect([s.ending, s.winners]).toEqual([E_ROUND_LIMIT, [0]]);
  });

  it('build a wall: it lands on the opponent’s sheet between e7 and f7, costing 3 bytes', () => {
    const s = ended('build-a-wall');
    expect(s.seats[1]!.built).toHaveLength(1);
    expect(s.seats[0]!.bytes).toBe(1);
  });

  it('the Collectors: you take b3, the guard takes d2 and comes back to d3', () => {
    const s = ended('collectors');
    const m = mapOf(s.map);
    expect(s.seats[0]!.codes).toBe(1);
    expect(s.owner[m.sources.indexOf(parseSquare('d2', 8, 8)!)]).toBe(2);
    expect(squareName(m.guardPath[s.guardStep]!, 8)).toBe('d3');
  });

  it('the IY’s: from e3 the guard sees b3, not b2; the lesson ends unseen on b2', () => {
    const s = ended('iys');
    const m = mapOf(s.map);
    const e3 = parseSquare('e3', 8, 8)!;
    expect(guardSees(m, e3, parseSquare('b3', 8, 8)!)).toBe(true);
    expect(guardSees(m, e3, parseSquare('b2', 8, 8)!)).toBe(false);
    expect([at(s, 0), s.ending, squareName(m.guardPath[s.guardStep]!, 8)]).toEqual(['b2', 0, 'e3']);
  });

  it('Data Orchard: you take c6, off the path; the guard takes b2, one of the three codes on it', () => {
    const s = ended('data-orchard');
    const m = mapOf(s.map);
    const onPath = m.sources.filter((c) => m.guardPath.includes(c)).map((c) => squareName(c, 8));
    expect(onPath.sort()).toEqual(['b2', 'e2', 'g3']);
    expect([at(s, 0), s.seats[0]!.codes, s.ending]).toEqual(['c6', 1, 0]);
    expect(s.owner[m.sources.indexOf(parseSquare('b2', 8, 8)!)]).toBe(2);
    expect(squareName(m.guardPath[s.guardStep]!, 8)).toBe('b2');
  });

  it('Watchtower: you take b2; the guard at f4 sees neither row 2 nor column b', () => {
    const s = ended('watchtower');
    const m = mapOf(s.map);
    const f4 = m.guardPath[s.guardStep]!;
    expect([squareName(f4, 8), at(s, 0), s.seats[0]!.codes, s.ending]).toEqual(['f4', 'b2', 1, 0]);
    expect(guardSees(m, f4, parseSquare('b2', 8, 8)!)).toBe(false);
  });
});
