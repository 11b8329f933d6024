import { describe, expect, it } from 'vitest';
import { CHANCE, TERMINAL } from './game.js';
import { Match } from './match.js';
import { createRng } from './rng.js';
import { conformanceChecks } from './testing/conformance.js';
import { DIE_BASE, DRAW, STOP, glitchDeck } from './testing/glitch-deck.js';

describe('conformance: the hidden-deck test game', () => {
  for (const c of conformanceChecks(glitchDeck, { seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }))
    it(c.name, c.run);
});

describe('glitch deck rules', () => {
  it('starts with a die roll, hides the deck, and burns the top card on a 1', () => {
    const s = glitchDeck.setup({}, 5);
    expect(glitchDeck.currentPlayer(s)).toBe(CHANCE);
    expect(glitchDeck.observe(s, 0)).toEqual({
      deckSize: 10,
      drawn: [],
      burned: [],
      phase: 'roll',
      stopped: false,
    });
    const burned = glitchDeck.apply(s, DIE_BASE + 1);
    expect(burned.burned).toEqual([s.deck[9]]);
    expect(glitchDeck.currentPlayer(burned)).toBe(0);
    const drew = glitchDeck.apply(burned, DRAW);
    expect(drew.drawn).toEqual([s.deck[8]]);
    expect(glitchDeck.currentPlayer(glitchDeck.apply(drew, DIE_BASE + 3))).toBe(0);
    expect(glitchDeck.currentPlayer(glitchDeck.apply(burned, STOP))).toBe(TERMINAL);
  });

  it('a match resolves the dice from its seed', () => {
    const a = new Match(glitchDeck, {}, 9);
    const b = new Match(glitchDeck, {}, 9);
    expect(a.actions).toEqual(b.actions);
    expect(a.actions[0]).toBeGreaterThan(DIE_BASE);
    expect(() => a.play(DIE_BASE + 2)).toThrow(/Illegal action/);
  });

  it('determinizations keep the known cards and reshuffle only the unknown ones', () => {
    const s = glitchDeck.apply(glitchDeck.apply(glitchDeck.setup({}, 3), DIE_BASE + 1), DRAW);
    const obs = glitchDeck.observe(s, 0);
    const rng = createRng(1);
    const decks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const w = glitchDeck.determinize(obs, rng);
      expect([...w.deck, ...w.drawn, ...w.burned].sort()).toEqual(
        [...s.deck, ...s.drawn, ...s.burned].sort(),
      );
      expect(w.drawn).toEqual(s.drawn);
      decks.add(w.deck.join());
    }
    expect(decks.size).toBeGreaterThan(5);
  });
});
