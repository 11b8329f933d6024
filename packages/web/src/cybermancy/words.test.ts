/**
 * The words of `<cybermancy-game>` in Node: the card in hand for each new kind of card (a
 * paige, the fool, the star, a knight, each burner with and without a target), the previews of
 * the burners line by line (revive with its ICE, kill, swap, the world's cards in order), the
 * short words of the choice buttons, and the turn sentence; cards named by numeral and name.
 */
import { describe, expect, it } from 'vitest';
import {
  DISCARD,
  buildCyberPosition,
  cybermancyRules as rules,
  rowAction,
  swapAction,
} from '@matrix-arcade/cybermancy';
import { type OutsideSpec, cellAction, positionAction } from '@matrix-arcade/matrix-overload';
import { choiceWords, cyberWords, named } from './words.js';

const MATRIX = [['6♠', 'N♠'], '7♥', '10♔', '5♠', '', ['8♦', '11♔'], '8♣', 'A♣', '9♣'];
const ROYALS: Royals = {
  0: 'K♠',
  1: { royal: 'P♠', dead: true, ice: ['2♠'] },
  3: { royal: 'Q♦', ice: ['3♦'] },
  4: 'K♥',
};
type Royals = Readonly<Record<string, string | OutsideSpec>>;
const at = (hand: string, royals: Royals = ROYALS) =>
  buildCyberPosition({
    matrix: MATRIX,
    royals,
    hand,
    deck: [],
    unnamed: { shuffleIntoDeck: 1 },
  });
const hand = (h: string, royals?: Royals) => {
  const s = at(h, royals);
  return cyberWords.hand(rules, s, rules.legalActions(s));
};
const preview = (h: string, a: number) => rules.preview(at(h), a);

describe('the card in hand', () => {
  it('names each new kind of card, by numeral and name', () => {
    expect(named(rules, rules.deck.text.indexOf('16♔'))).toBe('16♔ the tower');
    expect(named(rules, rules.deck.text.indexOf('6♔'))).toBe('6♔');
    expect(hand('P♦').title).toBe('P♦: a royal (paige, health 11)');
    expect(hand('0♔').title).toBe('0♔ the fool: a hard reset (value 0, wild suit)');
    expect(hand('1♔').title).toBe('1♔ the magician: a hard reset (value 1, wild suit)');
    expect(hand('17♔').title).toBe('17♔ the star: a soft reset (value 1)');
    expect(hand('N♥').title).toBe('N♥: a knight, a haunt');
    expect(hand('N♥').detail).toMatch(
      /blocks programs there until the stack is reset\. 8 marked places\.$/,
    );
    expect(hand('13♔').title).toBe('13♔ death: a burner that revives');
    expect(hand('14♔').detail).toBe(
      'Choose a living royal: it dies at once, whatever its health. 3 marked places.',
    );
    expect(hand('16♔').detail).toMatch(/\(3 pairs\)\.$/);
    expect(hand('21♔').title).toBe('21♔ the world: a burner that resets a whole line');
  });

  it('says when a burner has no target and is discarded', () => {
    const alive = { 0: 'K♠', 3: { royal: 'Q♦', ice: ['3♦'] } };
    expect(hand('13♔', alive).title).toBe('13♔ death: a burner with no target');
    expect(hand('16♔', { 0: 'K♠' }).detail).toBe(
      'Fewer than two royals are alive: it is discarded without effect.',
    );
    const s = at('13♔', alive);
    expect(rules.legalActions(s)).toEqual([DISCARD]);
    expect(choiceWords(rules, rules.previewCyber(s, DISCARD))).toBe('Discard it without effect');
    expect(cyberWords.turn(rules, s, [DISCARD])).toBe('Next: 13♔ death, a burner, 1 choice.');
  });
});

describe('burner previews', () => {
  it('revives a royal with its ICE, kills one outright', () => {
    const revive = preview('15♔', positionAction(1));
    expect(cyberWords.previewTitle(rules, revive)).toBe(
      '15♔ the devil revives P♠ (above column 2)',
    );
    expect(cyberWords.previewLines(rules, revive)).toEqual([
      { kind: 'miss', text: '↺ P♠ comes back to life with health 13 (its ICE comes back too).' },
    ]);
    const kill = preview('20♔', positionAction(3));
    expect(cyberWords.previewLines(rules, kill)[0]).toEqual({
      kind: 'kill',
      text: '☠ Q♦ dies, whatever its health.',
    });
  });

  it('swaps two royals with their ICE, and words the choice by the royals and places', () => {
    const pv = rules.previewCyber(at('16♔'), swapAction(0, 3));
    expect(cyberWords.previewLines(rules, pv as never)[0]!.text).toBe(
      '⇄ K♠ moves right of row 1, Q♦ moves above column 1; each keeps its ICE.',
    );
    expect(choiceWords(rules, pv)).toBe('Swap K♠ (above column 1) and Q♦ (right of row 1)');
  });

  it('lists what the world sends under the deck, in order, and the royals that leave', () => {
    const pv = rules.previewCyber(at('21♔'), rowAction(0));
    const lines = cyberWords.previewLines(rules, pv as never);
    expect(lines[0]!.text).toBe(
      '⟲ 6 cards go under the deck, in this order: 6♠, N♠, 7♥, 10♔, Q♦ and 3♦.',
    );
    expect(lines[1]).toEqual({
      kind: 'miss',
      text: 'Q♦ leaves the matrix alive, to be drawn again.',
    });
    expect(choiceWords(rules, pv)).toBe('Reset row 1: 6 cards under the deck, Q♦ among them');
  });

  it('says a knight blocks its stack, and leaves the family’s words to the shared cards', () => {
    const knight = preview('N♥', cellAction(1));
    expect(cyberWords.previewTitle(rules, knight)).toBe('N♥ haunts 7♥ (top-middle)');
    expect(cyberWords.previewLines(rules, knight)[0]!.text).toMatch(/^⊘ No program can go/);
    const program = preview('9♥', cellAction(1));
    expect(cyberWords.previewTitle(rules, program)).toBe('9♥ on 7♥ (top-middle)');
  });
});
