/**
 * The state codec: states round-trip through JSON, and each kind of corruption (a bad type, an
 * out-of-range die, a die too many, a wrong score, a misplaced second layout, a bad turn) is
 * rejected with a `ValidationError` naming the field.
 */
import { TERMINAL, createRng, loadState, saveState } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { codec } from './codec.js';
import { diceMatrix } from './game.js';
import type { DiceMatrixOptions, DiceMatrixState } from './state.js';

type Json = Record<string, unknown> & {
  matrix: number[];
  areas: number[][];
  scores: number[];
  gameScores: number[][];
  options: Record<string, unknown>;
};

function after(options: Partial<DiceMatrixOptions>, seed: number, moves: number): DiceMatrixState {
  const rng = createRng(seed);
  let s = diceMatrix.setup(options, seed);
  for (let i = 0; i < moves && diceMatrix.currentPlayer(s) !== TERMINAL; i++) {
    const legal = diceMatrix.legalActions(s);
    s = diceMatrix.apply(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

function json(s: DiceMatrixState): Json {
  return JSON.parse(JSON.stringify(codec.toJSON(s))) as Json;
}

function rejectsAt(value: unknown, path: string, message?: RegExp): void {
  const e = rejectionOf(() => codec.fromJSON(value));
  expect(e.path).toBe(path);
  if (message) expect(e.message).toMatch(message);
}

describe('codec', () => {
  it('round-trips states of every kind, cached lines rebuilt', () => {
    for (const options of [{}, { recountAtEnd: true }, { tournament: true }]) {
      for (const moves of [0, 1, 10, 30, 200]) {
        const s = after(options, moves + 3, moves);
        const back = codec.fromJSON(JSON.parse(JSON.stringify(codec.toJSON(s))));
        expect(back).toEqual(s);
        expect(loadState(diceMatrix, JSON.stringify(saveState(diceMatrix, s)))).toEqual(s);
      }
    }
    expect(codec.version).toBe(1);
  });

  it('rejects bad shapes and types by field', () => {
    const good = json(after({}, 1, 5));
    rejectsAt(null, 'state');
    rejectsAt({ ...good, round: 'x' }, 'state.round');
    rejectsAt({ ...good, extra: 1 }, 'state.extra', /unknown field/);
    rejectsAt(
      { ...good, options: { ...good.options, recountAtEnd: 1 } },
      'state.options.recountAtEnd',
    );
    rejectsAt({ ...good, options: { ...good.options, speed: 2 } }, 'state.options.speed');
    rejectsAt({ ...good, toMove: -1 }, 'state.toMove');
    rejectsAt({ ...good, matrix: good.matrix.slice(1) }, 'state.matrix', /length 49/);
    const m = good.matrix.slice();
    m[3] = 30;
    rejectsAt({ ...good, matrix: m }, 'state.matrix[3]');
    rejectsAt({ ...good, areas: [good.areas[0]] }, 'state.areas');
    rejectsAt(
      { ...good, areas: [good.areas[0], [...good.areas[1]!.slice(1), -1, 0]] },
      'state.areas[1]',
    );
    rejectsAt({ ...good, round: 1 }, 'state.round');
  });

  it('checks that 50 dice, 10 per colour, are all accounted for', () => {
    const good = json(after({}, 2, 5));
    const m = good.matrix.slice();
    const full = m.findIndex((d) => d >= 0);
    m[full] = -1; // a die vanishes
    rejectsAt({ ...good, matrix: m }, 'state.matrix', /expected 10/);
    const areas = good.areas.map((a) => a.slice());
    areas[0]![0]!++; // a red 1 appears from nowhere
    rejectsAt({ ...good, areas }, 'state.matrix', /11 red dice/);
  });

  it('checks scores against the recount', () => {
    const good = json(after({}, 3, 8));
    rejectsAt(
      { ...good, scores: [good.scores[0]! + 1, good.scores[1]] },
      'state.scores[0]',
      /recount/,
    );
    const variant = json(after({ recountAtEnd: true }, 3, 8));
    rejectsAt({ ...variant, scores: [5, 0] }, 'state.scores[0]', /no score is kept/);
    const end = json(after({}, 3, 500));
    rejectsAt({ ...end, gameScores: [[1, 2]] }, 'state.gameScores[0]');
    rejectsAt({ ...end, gameScores: [] }, 'state.gameScores', /length 1/);
  });

  it('checks the turn against the opening and the end', () => {
    const opening = json(after({}, 4, 0));
    rejectsAt({ ...opening, toMove: 1 }, 'state.toMove', /seat 0 opens/);
    const afterOpening = json(after({}, 4, 1));
    rejectsAt({ ...afterOpening, toMove: 0 }, 'state.toMove', /seat 1 moves/);
    const mid = json(after({}, 4, 6));
    rejectsAt({ ...mid, toMove: TERMINAL }, 'state.toMove', /dice left/);
    const end = json(after({}, 4, 500));
    rejectsAt({ ...end, toMove: 0 }, 'state.matrix', /game is over/);
  });

  it('keeps the second layout only while a tournament is in game 1', () => {
    const plain = json(after({}, 5, 3));
    rejectsAt({ ...plain, nextLayout: new Array(50).fill(0) }, 'state.nextLayout', /expected null/);
    const t = json(after({ tournament: true }, 5, 3));
    rejectsAt({ ...t, nextLayout: null }, 'state.nextLayout');
    rejectsAt(
      { ...t, nextLayout: new Array(50).fill(0) },
      'state.nextLayout',
      /50 red dice, expected 10/,
    );
  });
});
