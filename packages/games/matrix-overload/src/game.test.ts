/**
 * The `Game` object: metadata and the empty option schema, returns and outcomes, the greedy
 * heuristic and the playout estimate (bounded, and moving the right way), a short search that
 * finds the play example's double kill, and a headless entry that imports nothing but core.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { OptionsError, createRng, mctsSearch } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { positionAction } from './actions.js';
import { estimateReturns, evaluate, matrixOverload as game } from './game.js';
import { observe } from './observation.js';
import { fromPosition } from './position.js';

const example = fromPosition({
  stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
  outside: {
    0: 'K♠',
    1: { royal: 'J♠', dead: true },
    2: { royal: 'J♥', dead: true },
    3: { royal: 'J♦', ice: ['3♦'] },
    4: 'K♥',
    5: { royal: 'Q♥', dead: true },
    6: 'J♣',
    7: { royal: 'Q♦', dead: true },
    8: { royal: 'Q♣', dead: true },
    9: 'Q♠',
    11: { royal: 'K♦', dead: true },
  },
  hand: '6♣',
});

describe('the game object', () => {
  it('is a one-seat game with hidden information and no options', () => {
    expect(game.id).toBe('matrix-overload');
    expect(game.players).toEqual({ min: 1, max: 1 });
    expect(game.optionSchema).toEqual({});
    expect(game.hasHiddenInformation).toBe(true);
    expect(() => game.setup({ variant: true } as never, 1)).toThrow(OptionsError);
    const s = game.setup(undefined, 1);
    expect(game.optionsOf(s)).toEqual({});
    expect(game.numSeats(s)).toBe(1);
    expect(game.currentPlayer(s)).toBe(0);
    expect(game.chanceOutcomes(s)).toEqual([]);
    expect(game.outcome(s)).toBeNull();
    expect(game.returns(s)).toEqual([0]);
  });

  it('evaluate rewards kills and penalises ICE', () => {
    expect(evaluate(game.apply(example, 0))).toBeGreaterThan(evaluate(game.apply(example, 3)));
    const iced = fromPosition({
      stacks: ['9♥', '4♥', '7♥', '10♥', '8♥', '6♥', '5♥', '9♠', '4♠'],
      outside: { 0: 'K♠', 4: 'Q♠' },
      hand: '3♠',
    });
    expect(evaluate(game.apply(iced, positionAction(4)))).toBeLessThan(evaluate(iced));
  });

  it('the estimate stays in [0, 1], grows with kills and is exact at the end', () => {
    const rng = createRng(3);
    for (let seed = 1; seed <= 40; seed++) {
      let s = game.setup({}, seed);
      while (s.ending === null) {
        const [p] = estimateReturns(s);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        const legal = game.legalActions(s);
        s = game.apply(s, legal[rng.int(legal.length)]!);
      }
      expect(estimateReturns(s)).toEqual(game.returns(s));
    }
    expect(estimateReturns(game.apply(example, 0))[0]).toBeGreaterThan(
      estimateReturns(game.apply(example, 7))[0],
    );
    expect(game.searchDefaults).toEqual({ playoutDepth: 4, exploration: 0.4 });
  });

  it('a short search from the observation finds the double kill', () => {
    const r = mctsSearch(game, observe(example), 0, { iterations: 300, seed: 1 });
    expect(r.action).toBe(0);
  });

  it('the entry is headless: sources import only core and each other', () => {
    const dir = new URL('.', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.includes('.test'))) {
      const src = readFileSync(new URL(f, dir), 'utf8');
      for (const m of src.matchAll(/from '([^']+)'/g)) {
        expect(m[1], `${f} imports ${m[1]}`).toMatch(/^(\.\/[\w.-]+\.js|@matrix-arcade\/core)$/);
      }
    }
  });
});
