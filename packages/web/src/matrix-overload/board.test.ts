/**
 * The board model of `<matrix-overload-game>` in Node: the 5×5 geometry (every cell and outside
 * position in its place, each position beside the cell it touches), card faces, the labels in
 * words, and the marks of legal places, the hint and a preview (the rulebook's play example).
 */
import { describe, expect, it } from 'vitest';
import {
  CELLS,
  POSITIONS,
  POSITION_CELL,
  cardCode,
  cellAction,
  describeAction,
  fromPosition,
  legalActions,
  positionAction,
  previewAction,
  rules,
  STANDARD_DECK,
} from '@matrix-arcade/matrix-overload';
import {
  BOARD,
  actionAt,
  boardView,
  cellLabel,
  indexOfAction,
  indexOfCell,
  indexOfPosition,
  positionLabel,
  spotAt,
} from './board.js';
import { cardFace, cardList } from './card-face.js';
import { playExample } from './positions.test-util.js';

const rc = (i: number) => [Math.floor(i / BOARD), i % BOARD] as const;

describe('board geometry', () => {
  it('puts the matrix in the middle, three positions per side and four empty corners', () => {
    const used = new Set<number>();
    for (let c = 0; c < CELLS; c++) used.add(indexOfCell(c));
    for (let p = 0; p < POSITIONS; p++) used.add(indexOfPosition(p));
    expect(used.size).toBe(21);
    const corners = [0, 4, 20, 24];
    expect(corners.every((i) => !used.has(i) && spotAt(i).kind === 'corner')).toBe(true);
    expect(indexOfCell(4)).toBe(12);
    expect([0, 1, 2].map(indexOfPosition)).toEqual([1, 2, 3]);
    expect([3, 4, 5].map(indexOfPosition)).toEqual([9, 14, 19]);
    expect([6, 7, 8].map(indexOfPosition)).toEqual([21, 22, 23]);
    expect([9, 10, 11].map(indexOfPosition)).toEqual([5, 10, 15]);
  });

  it('maps actions to spots and back, each position beside the cell it touches', () => {
    for (let a = 0; a < CELLS + POSITIONS; a++) expect(actionAt(indexOfAction(a))).toBe(a);
    expect(actionAt(0)).toBeNull();
    for (let p = 0; p < POSITIONS; p++) {
      const [r1, c1] = rc(indexOfPosition(p));
      const [r2, c2] = rc(indexOfCell(POSITION_CELL[p]!));
      expect(Math.abs(r1 - r2) + Math.abs(c1 - c2)).toBe(1);
      expect(spotAt(indexOfPosition(p))).toEqual({ kind: 'position', position: p });
    }
  });
});

describe('cards', () => {
  it('draws rank and suit glyph, with the ink of the suit', () => {
    expect(cardFace(STANDARD_DECK, cardCode(2, 10))).toMatchObject({
      text: '10♦',
      rank: '10',
      glyph: '♦',
      red: true,
    });
    expect(cardFace(STANDARD_DECK, cardCode(0, 1))).toMatchObject({
      text: 'A♠',
      rank: 'A',
      red: false,
    });
    expect(cardFace(STANDARD_DECK, 52)).toMatchObject({
      text: 'JK',
      rank: 'JK',
      glyph: '',
      words: 'joker',
    });
    expect(cardList(STANDARD_DECK, [cardCode(3, 4), cardCode(1, 7), cardCode(0, 2)])).toBe(
      '4♣, 7♥ and 2♠',
    );
  });
});

describe('labels in words', () => {
  const s = playExample();

  it('says each stack with its top card and size', () => {
    expect(cellLabel(rules, s, 0)).toBe('top-left stack: 6♠ (1 card)');
    expect(cellLabel(rules, s, 7)).toBe('bottom-middle stack: A♣ (1 card), shows 1');
    const after = fromPosition({
      stacks: ['3♠ 6♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', 'JK'],
      hand: '9♠',
    });
    expect(cellLabel(rules, after, 8)).toBe('bottom-right stack: JK (1 card), shows 0');
    expect(cellLabel(rules, after, 0)).toBe('top-left stack: 6♠ (2 cards)');
    expect(cellLabel(rules, after, 4)).toBe('centre stack: empty, shows 0');
  });

  it('says each royal with its health and ICE, dead ones as dead', () => {
    expect(positionLabel(rules, s, 3)).toBe('right of row 1: J♦, health 14, ICE 3♦');
    expect(positionLabel(rules, s, 4)).toBe(
      'right of row 2: K♥, health 13, no ICE; only ♥ cards kill it',
    );
    expect(positionLabel(rules, s, 9)).toBe(
      'left of row 1: Q♠, health 12, no ICE; only black cards kill it',
    );
    expect(positionLabel(rules, s, 1)).toBe('above column 2: J♠, dead');
    expect(positionLabel(rules, s, 8)).toBe('below column 3: K♣, dead (ICE 2♣)');
    expect(positionLabel(rules, s, 10)).toBe('left of row 2: no royal');
    const prevent = fromPosition({
      stacks: ['9♠', '9♥', '9♦', '9♣', '', '8♠', '8♥', '8♦', '8♣'],
      outside: { 0: { ice: ['4♠', '7♣'] } },
      hand: '2♠',
    });
    expect(positionLabel(rules, prevent, 0)).toBe(
      'above column 1: no royal, preventative ICE 4♠ and 7♣ (+11 health for the royal placed here)',
    );
  });
});

describe('boardView', () => {
  const s = playExample();
  const legal = legalActions(s);
  // The words of a legal action, as the element passes them: the standard game's description.
  const words = (a: number) => describeAction(s, a);

  it('marks the legal places with what each does, and the hint', () => {
    const view = boardView(rules, s, {
      legal,
      hint: cellAction(7),
      preview: null,
      describe: words,
    });
    const targets = view.filter((v) => v.action !== null).map((v) => v.action);
    expect(targets).toEqual([0, 3, 7].map(cellAction));
    expect(view[indexOfCell(0)]!.label).toBe(
      'top-left stack: 6♠ (1 card). Play here: 6♣ on 6♠ — overload kills J♦ and J♣',
    );
    expect(view[indexOfCell(7)]!.hint).toBe(true);
    expect(view[indexOfCell(7)]!.label).toMatch(/Suggested by the hint$/);
    expect(view.filter((v) => v.hint)).toHaveLength(1);
    expect(view[indexOfPosition(3)]).toMatchObject({ royal: cardCode(2, 11), health: 14 });
    expect(view.every((v) => v.effect === null)).toBe(true);
  });

  it('marks what a previewed play does: kills, the overload cards, failed overloads', () => {
    const kill = boardView(rules, s, {
      legal,
      hint: -1,
      preview: previewAction(s, cellAction(0)),
      describe: words,
    });
    const fx = (v: typeof kill) => v.map((x) => x.effect);
    expect(fx(kill)[indexOfPosition(3)]).toBe('kill');
    expect(fx(kill)[indexOfPosition(6)]).toBe('kill');
    for (const c of [1, 2, 3, 6]) expect(fx(kill)[indexOfCell(c)]).toBe('fire');
    expect(fx(kill).filter((e) => e !== null)).toHaveLength(6);
    const miss = boardView(rules, s, {
      legal,
      hint: -1,
      preview: previewAction(s, cellAction(3)),
      describe: words,
    });
    expect(fx(miss)[indexOfPosition(4)]).toBe('miss');
    const ice = fromPosition({
      stacks: ['9♠', '9♥', '9♦', '9♣', '10♠', '8♠', '8♥', '8♦', '8♣'],
      outside: { 0: 'K♠', 5: 'Q♠' },
      hand: '3♠',
    });
    const iceView = boardView(rules, ice, {
      legal: legalActions(ice),
      hint: -1,
      preview: previewAction(ice, positionAction(5)),
      describe: (a) => describeAction(ice, a),
    });
    expect(fx(iceView)[indexOfPosition(5)]).toBe('ice');
  });
});
