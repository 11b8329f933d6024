import { describe, expect, it } from 'vitest';
import type { Game } from '../game.js';
import { conformanceChecks } from './conformance.js';
import { type GlitchDeckObservation, type GlitchDeckState, glitchDeck } from './glitch-deck.js';

type G = Game<GlitchDeckState, GlitchDeckObservation, Record<string, never>>;
const NAME =
  'glitch-deck: illegal actions throw IllegalActionError from apply and describeAction and change nothing; apply is pure';
const failing = (game: G) =>
  conformanceChecks(game, { seeds: [1, 2, 3] }).filter((c) => {
    try {
      c.run();
      return false;
    } catch {
      return true;
    }
  });

describe('the conformance suite catches broken games', () => {
  it('passes the real test game', () => {
    expect(failing(glitchDeck)).toEqual([]);
  });

  it('catches an observation that leaks the deck order', () => {
    const leaky: G = {
      ...glitchDeck,
      observe: (s, seat) =>
        ({ ...glitchDeck.observe(s, seat), deck: [...s.deck] }) as GlitchDeckObservation,
      determinize: (o) => ({
        ...glitchDeck.determinize(o, { shuffle: (x: number[]) => x } as never),
        deck: [...(o as unknown as GlitchDeckState).deck],
      }),
    };
    expect(failing(leaky).map((c) => c.name)).toEqual([
      'glitch-deck: observations are JSON, consistent, and hide what the seat cannot know',
    ]);
  });

  it('catches an apply that mutates its argument', () => {
    const mutating: G = {
      ...glitchDeck,
      apply(s, a) {
        const next = glitchDeck.apply(s, a);
        (s.drawn as number[]).push(0);
        return next;
      },
    };
    expect(failing(mutating).map((c) => c.name)).toContain(NAME);
  });

  it('catches a game that accepts illegal actions', () => {
    const lax: G = {
      ...glitchDeck,
      apply: (s, a) => (a === 999 || a === -1 ? s : glitchDeck.apply(s, a)),
    };
    expect(failing(lax).map((c) => c.name)).toContain(NAME);
  });

  it('catches a describeAction that words an illegal action instead of refusing it (issue 39)', () => {
    // Two games did: "action 999999" and "unknown action 999999" for a code the state does not allow.
    const wordy: G = {
      ...glitchDeck,
      describeAction: (s, a) =>
        glitchDeck.legalActions(s).includes(a) ? glitchDeck.describeAction(s, a) : `action ${a}`,
    };
    expect(failing(wordy).map((c) => c.name)).toEqual([NAME]);
  });
});
