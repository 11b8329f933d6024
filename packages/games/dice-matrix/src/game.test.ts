/**
 * Whole games: the end and its result (win, loss, draw), the recount-at-end variant, tournament
 * play (seat 1 opens game 2, totals decide, the second layout stays hidden during game 1),
 * option validation, the heuristic and a match played by core's bots.
 */
import {
  hidesInformation,
  Match,
  OptionsError,
  TERMINAL,
  createRng,
  greedyBot,
  randomBot,
} from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { OPENING_BASE, openingAction } from './actions.js';
import { colourOf } from './dice.js';
import { diceMatrix, estimateReturns } from './game.js';
import { determinize, observe } from './observation.js';
import { recount } from './scoring.js';
import type { DiceMatrixOptions, DiceMatrixState } from './state.js';

/** Plays random moves (seeded) until `stop` says so or the game ends. */
function playUntil(
  s: DiceMatrixState,
  seed: number,
  stop: (s: DiceMatrixState) => boolean = () => false,
): DiceMatrixState {
  const rng = createRng(seed);
  let cur = s;
  while (diceMatrix.currentPlayer(cur) !== TERMINAL && !stop(cur)) {
    const legal = diceMatrix.legalActions(cur);
    cur = diceMatrix.apply(cur, legal[rng.int(legal.length)]!);
  }
  return cur;
}

const randomGame = (options: Partial<DiceMatrixOptions>, seed: number) =>
  playUntil(diceMatrix.setup(options, seed), seed + 1);

describe('end of the game', () => {
  it('ends when the matrix is empty; the higher score wins', () => {
    let wins = 0;
    for (let seed = 0; seed < 20; seed++) {
      const end = randomGame({}, seed);
      expect(end.matrix.every((d) => d < 0)).toBe(true);
      const [a, b] = end.scores as [number, number];
      const outcome = diceMatrix.outcome(end)!;
      expect(outcome.scores).toEqual([a, b]);
      if (a === b) continue;
      wins++;
      const winner = a > b ? 0 : 1;
      expect(diceMatrix.returns(end)).toEqual(winner === 0 ? [1, 0] : [0, 1]);
      expect(outcome.ending).toBe('score');
      expect(outcome.winners).toEqual([winner]);
      expect(outcome.summary).toBe(
        `Player ${winner + 1} wins ${Math.max(a, b)} to ${Math.min(a, b)}.`,
      );
    }
    expect(wins).toBeGreaterThan(10);
  });

  it('equal scores are a draw', () => {
    let draw: DiceMatrixState | undefined;
    for (let seed = 0; !draw && seed < 2000; seed++) {
      const end = randomGame({}, seed);
      if (end.scores[0] === end.scores[1]) draw = end;
    }
    expect(draw).toBeDefined();
    const outcome = diceMatrix.outcome(draw!)!;
    expect(diceMatrix.returns(draw!)).toEqual([0.5, 0.5]);
    expect(outcome.ending).toBe('draw');
    expect(outcome.winners).toEqual([]);
    expect(outcome.summary).toBe(`A draw: both seats scored ${draw!.scores[0]}.`);
  });

  it('has no outcome before the end', () => {
    const s = diceMatrix.setup({}, 1);
    expect(diceMatrix.outcome(s)).toBeNull();
    expect(diceMatrix.returns(s)).toEqual([0, 0]);
  });
});

describe('recount-at-end variant', () => {
  it('keeps no running score and hides the scores until the end', () => {
    const s = playUntil(diceMatrix.setup({ recountAtEnd: true }, 8), 9, (x) => x.left < 30);
    expect(s.scores).toEqual([0, 0]);
    const o = observe(s, 0);
    expect(o.scoresVisible).toBe(false);
    expect(o.scores).toBeNull();
    for (const a of diceMatrix.legalActions(s))
      expect(diceMatrix.describeAction(s, a)).not.toMatch(/→|\+/);
    expect(diceMatrix.evaluate!(s, 0)).toBe(recount(s.areas[0]!) - recount(s.areas[1]!));
  });

  it('scores the same as the standard game, by recount, at the end', () => {
    for (let seed = 0; seed < 10; seed++) {
      const plain = randomGame({}, seed);
      const variant = randomGame({ recountAtEnd: true }, seed);
      expect(variant.areas).toEqual(plain.areas);
      expect(variant.scores).toEqual([recount(variant.areas[0]!), recount(variant.areas[1]!)]);
      expect(variant.scores).toEqual(plain.scores);
      const o = observe(variant, 1);
      expect(o.scoresVisible).toBe(true);
      expect(o.scores).toEqual(variant.scores);
      expect(diceMatrix.returns(variant)).toEqual(diceMatrix.returns(plain));
    }
  });
});

describe('tournament', () => {
  const start = diceMatrix.setup({ tournament: true }, 42);

  it('rolls the second layout at setup, game 1 is the same as without a tournament', () => {
    expect(start.options.tournament).toBe(true);
    expect(start.nextLayout).toHaveLength(50);
    const colours = [0, 0, 0, 0, 0];
    for (const d of start.nextLayout!) colours[colourOf(d)]!++;
    expect(colours).toEqual([10, 10, 10, 10, 10]);
    expect(start.matrix).toEqual(diceMatrix.setup({}, 42).matrix);
  });

  it('keeps the second layout out of game-1 observations; determinize rolls a fresh one', () => {
    const mid = playUntil(start, 3, (x) => x.left < 25);
    for (const seat of [0, 1]) {
      const o = observe(mid, seat);
      const text = JSON.stringify(o);
      expect(text).not.toContain('nextLayout');
      expect(text).not.toContain(JSON.stringify(mid.nextLayout).slice(1, -1));
      expect(o.secondLayoutHidden).toBe(true);
      const rng = createRng(seat);
      const w1 = determinize(o, rng);
      const w2 = determinize(o, rng);
      expect(w1.nextLayout).toHaveLength(50);
      expect(w1.nextLayout).not.toEqual(w2.nextLayout);
      expect(w1.nextLayout).not.toEqual(mid.nextLayout);
      expect(observe(w1, seat)).toEqual(o);
      expect(diceMatrix.legalActions(w1)).toEqual(diceMatrix.legalActions(mid));
    }
  });

  it('seat 1 opens game 2 on the rolled layout; the totals decide', () => {
    const game1 = playUntil(start, 5, (x) => x.round === 1);
    expect(game1.round).toBe(1);
    expect(game1.gameScores).toHaveLength(1);
    expect(game1.matrix).toEqual(start.nextLayout!.slice(0, 49));
    expect(game1.spare).toBe(start.nextLayout![49]);
    expect(game1.nextLayout).toBeNull();
    expect(game1.areas).toEqual([new Array(30).fill(0), new Array(30).fill(0)]);
    expect(game1.scores).toEqual([0, 0]);
    expect(diceMatrix.currentPlayer(game1)).toBe(1);
    expect(diceMatrix.legalActions(game1)).toEqual([0, 1, 2, 3, 4, 5].map((f) => OPENING_BASE + f));
    const opened = diceMatrix.apply(game1, openingAction(4));
    expect(opened.scores).toEqual([0, 2]);
    expect(diceMatrix.currentPlayer(opened)).toBe(0);
    // Game 2 hides nothing: determinize gives the state back.
    const o = observe(opened, 0);
    expect(o.secondLayoutHidden).toBe(false);
    expect(determinize(o, createRng(1))).toEqual(opened);

    const end = playUntil(opened, 6);
    expect(end.gameScores).toHaveLength(2);
    expect(end.gameScores[0]).toEqual(game1.gameScores[0]);
    expect(end.gameScores[1]).toEqual(end.scores);
    const totals = [0, 1].map((i) => end.gameScores[0]![i]! + end.gameScores[1]![i]!);
    const outcome = diceMatrix.outcome(end)!;
    expect(outcome.scores).toEqual(totals);
    expect(outcome.summary).toContain('over two games');
    const [a, b] = totals as [number, number];
    expect(diceMatrix.returns(end)).toEqual(a > b ? [1, 0] : a < b ? [0, 1] : [0.5, 0.5]);
    expect(diceMatrix.evaluate!(end, 0)).toBe(a - b);
  });

  it('records game 1 final scores as they stood when its matrix emptied', () => {
    const before = playUntil(start, 5, (x) => x.left <= 2);
    const finalMove = playUntil(
      { ...before, options: { ...before.options, tournament: false }, nextLayout: null },
      77,
    );
    const viaTournament = playUntil(before, 77, (x) => x.round === 1);
    expect(viaTournament.gameScores[0]).toEqual(finalMove.scores);
  });
});

describe('options and game objects', () => {
  it('validates options with OptionsError naming the key', () => {
    expect(() => diceMatrix.setup({ recountAtEnd: 'yes' } as never, 1)).toThrow(OptionsError);
    expect(() => diceMatrix.setup({ recountAtEnd: 'yes' } as never, 1)).toThrow(
      /options\.recountAtEnd/,
    );
    expect(() => diceMatrix.setup({ extra: true } as never, 1)).toThrow(/unknown option/);
    expect(diceMatrix.optionsOf(diceMatrix.setup(undefined, 1))).toEqual({
      recountAtEnd: false,
      tournament: false,
    });
    expect(diceMatrix.optionsOf(diceMatrix.setup({ tournament: true }, 1)).tournament).toBe(true);
  });

  it('reports hidden information only for tournament play', () => {
    expect(hidesInformation(diceMatrix, { recountAtEnd: false, tournament: false })).toBe(false);
    expect(hidesInformation(diceMatrix, { recountAtEnd: true, tournament: false })).toBe(false);
    expect(hidesInformation(diceMatrix, { recountAtEnd: false, tournament: true })).toBe(true);
  });

  it('the greedy bot beats the random bot through a Match', () => {
    let greedyWins = 0;
    for (let seed = 0; seed < 20; seed++) {
      const match = new Match(diceMatrix, {}, seed);
      const bots =
        seed % 2 ? [greedyBot(seed), randomBot(seed)] : [randomBot(seed), greedyBot(seed)];
      const greedySeat = seed % 2 ? 0 : 1;
      while (diceMatrix.currentPlayer(match.state) !== TERMINAL) {
        const seat = diceMatrix.currentPlayer(match.state);
        match.play(bots[seat]!.chooseAction(diceMatrix, observe(match.state, seat), seat));
      }
      if (diceMatrix.returns(match.state)[greedySeat] === 1) greedyWins++;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(17);
  });
});

describe('search estimate', () => {
  it('maps the score margin to a win chance for each seat', () => {
    const s = diceMatrix.setup({}, 3);
    expect(estimateReturns(s)).toEqual([0.5, 0.5]);
    const lead = { ...s, scores: [30, 10] };
    const [p0, p1] = estimateReturns(lead);
    expect(p0).toBeGreaterThan(0.85);
    expect(p0 + p1).toBeCloseTo(1, 12);
    expect(estimateReturns({ ...s, scores: [10, 30] })[0]).toBeCloseTo(p1, 12);
  });
});
