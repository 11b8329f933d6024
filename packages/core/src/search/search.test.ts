import { describe, expect, it } from 'vitest';
import { DIE_BASE, DRAW, STOP, glitchDeck } from '../testing/glitch-deck.js';
import { greedyBot, randomBot } from './bot.js';
import { mctsBot, mctsSearch } from './mcts.js';
import { nim } from './nim.test-game.js';

describe('reference MCTS', () => {
  it('finds the only winning move in Nim', () => {
    for (const [pile, win] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [10, 2],
    ] as const) {
      const game = nim(pile);
      const r = mctsSearch(game, game.setup({}, 0), 0, { iterations: 3000, seed: 1 });
      expect(r.action, `pile ${pile}`).toBe(win);
      expect(r.value).toBeGreaterThan(0.6);
      expect(r.alternatives.map((a) => a.action).sort()).toEqual([1, 2, 3]);
      expect(r.iterations).toBe(3000);
    }
  });

  it('is deterministic for a seed and iteration budget', () => {
    const game = nim(9);
    const a = mctsSearch(game, game.setup({}, 0), 0, { iterations: 500, seed: 4 });
    const b = mctsSearch(game, game.setup({}, 0), 0, { iterations: 500, seed: 4 });
    expect(a).toEqual(b);
  });

  it('stops on a time budget, measured on its clock', () => {
    const game = nim(40);
    // A clock that advances 1 ms each time it is read. The search reads it once for the
    // deadline (t = 0, deadline 30) and then before every 16th iteration after the first 16:
    // the reads at iterations 16, 32, … 16·30 give 1, 2, … 30, so it stops after 480.
    let t = -1;
    const clock = () => ++t;
    const r = mctsSearch(game, game.setup({}, 0), 0, { budgetMs: 30, seed: 1, clock });
    expect(r.iterations).toBe(16 * 30);
    // Without a time budget the clock is never read.
    t = -1;
    mctsSearch(game, game.setup({}, 0), 0, { iterations: 100, seed: 1, clock });
    expect(t).toBe(-1);
  });

  it('never peeks: same observation, different deck orders, same hint', () => {
    // Two real states that differ only in the hidden deck order.
    const a = glitchDeck.apply(glitchDeck.setup({}, 1), DIE_BASE + 4);
    const b = glitchDeck.apply(glitchDeck.setup({}, 2), DIE_BASE + 4);
    expect(a.deck).not.toEqual(b.deck);
    const oa = glitchDeck.observe(a, 0);
    expect(glitchDeck.observe(b, 0)).toEqual(oa);
    const ha = mctsSearch(glitchDeck, glitchDeck.observe(a, 0), 0, { iterations: 400, seed: 3 });
    const hb = mctsSearch(glitchDeck, glitchDeck.observe(b, 0), 0, { iterations: 400, seed: 3 });
    expect(hb).toEqual(ha);
  });

  it('counts cards: stops on 9 when only high cards are left, draws on 9 when a 1 or 2 is safe', () => {
    // Drawn 5+4 = 9; burned cards decide what is left in the deck.
    const base = { drawn: [5, 4], phase: 'choose' as const, stopped: false };
    const risky = { ...base, burned: [1, 1, 2, 2], deckSize: 4 }; // left 3,3,4,5: every draw busts
    const hint = mctsSearch(glitchDeck, risky, 0, { iterations: 600, seed: 2 });
    expect(hint.action).toBe(STOP);
    const low = {
      drawn: [3, 3],
      phase: 'choose' as const,
      stopped: false,
      burned: [4, 4, 5, 5],
      deckSize: 4,
    };
    // total 6 is short of 8; left 1,1,2,2: drawing can't bust, stopping loses.
    expect(mctsSearch(glitchDeck, low, 0, { iterations: 600, seed: 2 }).action).toBe(DRAW);
  });
});

describe('bots', () => {
  it('random bot plays legal moves; greedy takes the immediate win', () => {
    const game = nim(3);
    expect([1, 2, 3]).toContain(randomBot(1).chooseAction(game, game.setup({}, 0), 0));
    // Greedy with no heuristic still values terminal wins: take all 3.
    expect(greedyBot(1).chooseAction(game, game.setup({}, 0), 0)).toBe(3);
  });

  it('mcts bot wins Nim from a winning start against random', () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const game = nim(9);
      let s = game.setup({}, 0);
      const bots = [mctsBot({ iterations: 400, seed: g }), randomBot(g)];
      while (s.pile > 0) s = game.apply(s, bots[s.toMove]!.chooseAction(game, s, s.toMove));
      if (game.returns(s)[0] === 1) wins++;
    }
    expect(wins).toBe(10);
  });
});
