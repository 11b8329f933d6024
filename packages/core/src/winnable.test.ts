/**
 * `budgetedSolve`: rounds of doubling node budgets up to the cap, an early answer ends the rounds,
 * progress after each round, and budgets that are not numbers or not finite are refused.
 */
import { describe, expect, it } from 'vitest';
import { OptionsError } from './errors.js';
import { budgetedSolve } from './winnable.js';

/** A search that needs `need` nodes to answer `won`. */
const needs = (need: number, rounds: number[]) => (nodes: number) => {
  rounds.push(nodes);
  return nodes >= need
    ? { status: 'won', nodes: need, line: [1] }
    : { status: 'undecided', nodes, line: [] };
};

describe('budgetedSolve', () => {
  it('doubles the node budget until the search answers', () => {
    const rounds: number[] = [];
    const r = budgetedSolve(needs(100_000, rounds), { nodes: 1_000_000 });
    expect(rounds).toEqual([20_000, 40_000, 80_000, 160_000]);
    expect(r.result.status).toBe('won');
    expect(r.nodes).toBe(20_000 + 40_000 + 80_000 + 100_000);
  });

  it('stops at the node cap, undecided, with progress rising to the whole', () => {
    const rounds: number[] = [];
    const seen: number[] = [];
    const r = budgetedSolve(needs(10 ** 9, rounds), {
      nodes: 50_000,
      onProgress: (p) => seen.push(p.fraction),
    });
    expect(rounds).toEqual([20_000, 40_000, 50_000]);
    expect(r.result.status).toBe('undecided');
    expect(seen).toEqual([0.4, 0.8, 1]);
  });

  it('refuses budgets it cannot keep, naming the option', () => {
    const run = needs(1, []);
    expect(() => budgetedSolve(run, { budgetMs: -5 })).toThrow(OptionsError);
    expect(() => budgetedSolve(run, { nodes: 0 })).toThrow(/nodes: must be a number >= 1/);
    expect(() => budgetedSolve(run, { budgetMs: Number.POSITIVE_INFINITY })).toThrow(/budgetMs/);
  });
});
