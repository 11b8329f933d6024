/**
 * Why a move is illegal, in a player's words (issue 37, item 8): the reasons a knight or a
 * burner gives for a place it cannot take name what to choose (a stack, a royal's place, a row
 * or a column), never the rules' internal action numbers ("actions 87 to 92"), which the web
 * element shows when a player clicks such a place.
 */
import { describe, expect, it } from 'vitest';
import { DISCARD } from './actions.js';
import { buildCyberPosition } from './position.js';
import { cybermancyRules as rules } from './rules.js';

const at = (hand: string) =>
  buildCyberPosition({
    matrix: ['9♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'],
    royals: { 0: 'K♠', 1: { royal: 'P♠', dead: true }, 4: 'K♥' },
    hand,
    deck: [],
    unnamed: { shuffleIntoDeck: 5 },
  });

describe('illegal moves in words', () => {
  // A knight, death (kill), judgement (revive), the tower (swap), the world (a line).
  for (const hand of ['N♥', '13♔', '20♔', '16♔', '21♔']) {
    it(`${hand}: every reason says what to choose, without action numbers`, () => {
      const s = at(hand);
      const reasons = new Set<string>();
      for (let a = 0; a <= DISCARD; a++) {
        const why = rules.illegalReason(s, a);
        if (why) reasons.add(why);
      }
      expect(reasons.size).toBeGreaterThan(0);
      for (const why of reasons) {
        expect(why).not.toMatch(/\bactions?\b/);
        expect(why).not.toMatch(/\d+ to \d+/);
      }
    });
  }

  it('the world says to choose a row or a column', () => {
    const s = at('21♔');
    expect(rules.illegalReason(s, 9)).toMatch(/choose which row or column$/);
  });
});
