/**
 * The words of `<matrix-overload-game>` in Node: the card in hand and where it may go, the
 * preview of a placement line by line (kills, failed overloads and why, reset cards, ICE and
 * health, preventative ICE, a royal taking it up, an ending), the four endings explained, and
 * the loop counter.
 */
import { describe, expect, it } from 'vitest';
import {
  type MatrixOverloadState,
  applyAction,
  cellAction,
  fromPosition,
  legalActions,
  positionAction,
  previewAction,
  rules,
} from '@matrix-arcade/matrix-overload';
import { endingWords } from './ending-words.js';
import { playExample } from './positions.test-util.js';
import {
  handWords,
  loopWarning,
  loopWords,
  previewLines,
  previewTitle,
  turnSentence,
} from './words.js';

const NINES = ['9♠', '9♥', '9♦', '9♣', '10♠', '8♠', '8♥', '8♦', '8♣'];
const hand = (s: MatrixOverloadState) => handWords(rules, s, legalActions(s));
const lines = (s: MatrixOverloadState, a: number) => previewLines(rules, previewAction(s, a));

describe('the card in hand', () => {
  it('says what each kind of card is and how many places it has', () => {
    expect(hand(playExample())).toEqual({
      title: '6♣: a program (value 6)',
      detail: 'Put it on a stack showing 6 or less: 3 marked places.',
    });
    const royal = fromPosition({ stacks: NINES, hand: 'Q♦' });
    expect(hand(royal).title).toBe('Q♦: a royal (queen, health 12)');
    expect(hand(royal).detail).toMatch(/most similar card .*: 2 marked places\.$/);
    const ice = fromPosition({ stacks: NINES, outside: { 0: 'K♠', 5: 'Q♠' }, hand: '3♠' });
    expect(hand(ice).title).toBe('3♠ fits on no stack: it becomes ICE');
    expect(hand(fromPosition({ stacks: NINES, hand: '3♠' })).title).toBe(
      '3♠ fits on no stack: preventative ICE',
    );
    expect(hand(fromPosition({ stacks: NINES, hand: 'A♥' })).detail).toContain('9 marked places');
    expect(hand(fromPosition({ stacks: NINES, hand: 'JK' })).detail).toBe(
      'It must reset a stack showing the lowest value: 4 marked places.',
    );
    expect(turnSentence(rules, playExample(), [0, 3, 7])).toBe('Next: 6♣, a program, 3 places.');
  });
});

describe('previews', () => {
  it('lists the kills of the play example with their sums, and failed overloads with why', () => {
    const s = playExample();
    expect(previewTitle(rules, previewAction(s, cellAction(0)))).toBe('6♣ on 6♠ (top-left)');
    expect(lines(s, cellAction(0))).toEqual([
      { kind: 'kill', text: '☠ J♦ dies: 7♣ + 10♦ = 17, health 14' },
      { kind: 'kill', text: '☠ J♣ dies: 5♠ + 8♣ = 13, health 11' },
    ]);
    expect(lines(s, cellAction(3))).toEqual([
      { kind: 'miss', text: '✗ K♥ survives: 8♦ + 8♥ = 16, not all ♥' },
    ]);
    expect(lines(s, cellAction(7))).toEqual([
      { kind: 'info', text: 'No overload: no living royal at the other end.' },
    ]);
  });

  it('says what a reset sends down, ICE and health, and preventative ICE', () => {
    const reset = fromPosition({
      stacks: ['3♠ 6♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'],
      outside: { 3: 'Q♦' },
      hand: 'A♥',
    });
    expect(previewTitle(rules, previewAction(reset, cellAction(0)))).toBe(
      'A♥ resets the top-left stack',
    );
    expect(lines(reset, cellAction(0))).toEqual([
      { kind: 'kill', text: '☠ Q♦ dies: 9♥ + 9♦ = 18, health 12' },
      { kind: 'info', text: '2 cards to the bottom of the deck, in this order: 3♠ and 6♠.' },
    ]);
    // An ace needs a stack of cards; a joker takes the empty centre (the lowest, 0).
    const joker = fromPosition({
      stacks: ['3♠ 6♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'],
      outside: { 3: 'Q♦' },
      hand: 'JK',
    });
    expect(lines(joker, cellAction(4))).toEqual([
      { kind: 'info', text: 'The centre fires no overload.' },
      { kind: 'info', text: 'Nothing to reset: the cell is empty.' },
    ]);
    // Across the empty centre there are not two cards in a row: no overload, and nothing said
    // about the Q♦ at the far end (the 2♣ middle-left fires through the centre).
    const across = fromPosition({
      stacks: ['3♠ 6♠', '9♥', '9♦', '2♣', '', '8♠', '8♥', '8♦', '8♣'],
      outside: { 4: 'Q♦' },
      hand: '5♣',
    });
    expect(lines(across, cellAction(3))).toEqual([]);
    const ice = fromPosition({ stacks: NINES, outside: { 0: 'K♠', 5: 'Q♠' }, hand: '3♠' });
    expect(previewTitle(rules, previewAction(ice, positionAction(5)))).toBe(
      '3♠ as ICE on Q♠ (right of row 3)',
    );
    expect(lines(ice, positionAction(5))).toEqual([
      { kind: 'info', text: '❄ Q♠: health 12 → 15 (black ICE above 20).' },
    ]);
    const prevent = fromPosition({ stacks: NINES, hand: '3♠' });
    const p = legalActions(prevent)[0]!;
    expect(lines(prevent, p)).toEqual([
      { kind: 'info', text: '❄ The next royal placed here takes this ICE up.' },
    ]);
    const taken = applyAction(fromPosition({ stacks: NINES, hand: '3♠', deckTop: ['K♠'] }), p);
    expect(lines(taken, p)).toEqual([
      { kind: 'info', text: '❄ Takes up preventative ICE 3♠: health 16.' },
    ]);
  });

  it('says when a play ends the run', () => {
    const s = fromPosition({
      stacks: ['3♥', '4♥', '5♥', '6♥', '7♥', '8♥', '9♥', '10♥', '3♦'],
      outside: { 0: { royal: 'J♠', ice: ['9♠'] } },
      hand: '2♠',
    });
    expect(lines(s, positionAction(0)).at(-1)).toEqual({
      kind: 'end',
      text: 'Ends the run: a royal’s health goes above 20: black ICE.',
    });
  });
});

describe('endings', () => {
  const s = playExample();

  it('explains each of the four endings', () => {
    const won = { ...s, ending: 'win' as const, dead: s.dead.map(() => true) };
    expect(endingWords(rules, won)!.title).toBe('You win: every royal is dead');
    // A run the AI played is the AI's win, not the player's (and not in their statistics).
    const ai = endingWords(rules, won, 'ai')!;
    expect(ai.title).toBe('The AI wins: every royal is dead');
    expect(ai.reason).not.toMatch(/\byours\b/);
    // A run the person played part of, then handed over: theirs, assisted (issue 37).
    const both = endingWords(rules, won, 'both')!;
    expect(both.title).toBe('You win, with the AI: every royal is dead');
    expect(both.reason).toMatch(/counts as your win, marked as assisted/);
    // Twelve royals less the six killed (at a real end of the deck all twelve are placed).
    expect(endingWords(rules, { ...s, ending: 'out-of-time' })!.reason).toBe(
      'The deck ran out with 6 royals still alive (6 killed).',
    );
    const black = fromPosition({
      stacks: ['3♥', '4♥', '5♥', '6♥', '7♥', '8♥', '9♥', '10♥', '3♦'],
      outside: { 0: { royal: 'J♠', ice: ['9♠'] } },
      hand: '2♠',
    });
    const lost = applyAction(black, positionAction(0));
    expect(lost.ending).toBe('black-ice');
    expect(endingWords(rules, lost)!.reason).toMatch(
      /^J♠ \(above column 1\) reached health 22, above 20/,
    );
    const loop = {
      ...s,
      hand: -1,
      ending: 'infinite-loop' as const,
      idle: 2 * rules.circulation(s),
    };
    expect(endingWords(rules, loop)!.reason).toMatch(
      /^80 cards in a row .* twice the 40 cards in play/,
    );
    // Lost the moment no kill is left possible: no idle card to count (it said "0 cards in a row").
    expect(endingWords(rules, { ...loop, idle: 0 })!.reason).toBe(
      'No two cards left in play can ever kill a living royal: the run could only go round in circles (6 killed).',
    );
    expect(endingWords(rules, s)).toBeNull();
  });

  it('warns of the loop once a quarter of its limit is left, never before', () => {
    // The play example's limit is 82 (twice its 41 cards in play): a quarter is 21 cards.
    const at = (idle: number) => loopWarning(rules, { ...playExample(), idle });
    expect(at(3)).toBeNull();
    expect(at(60)).toBeNull();
    expect(at(61)).toBe(
      'Infinite loop near: 21 more cards without progress end the run. Place or kill a royal, or make ICE.',
    );
    expect(at(81)).toBe(
      'Infinite loop near: 1 more card without progress ends the run. Place or kill a royal, or make ICE.',
    );
    expect(
      loopWarning(rules, { ...playExample(), idle: 81, ending: 'black-ice' as const }),
    ).toBeNull();
  });

  it('counts cards without progress against the loop limit', () => {
    expect(loopWords(rules, playExample())).toEqual({
      short: '⟳ 3/82',
      long: 'Loop counter: 3 cards since the last progress (a royal placed or killed, or ICE); the run is lost at 82.',
    });
  });
});
