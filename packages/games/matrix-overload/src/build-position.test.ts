/**
 * `buildPosition`: the deck is what is given, the unnamed cards go exactly where `unnamed`
 * says (an error by default), the last-card examples play out as the rules say, and every bad
 * entry is refused naming the entry and the card.
 */
import { ValidationError } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { CENTRE } from './actions.js';
import { type BuildPositionSpec, buildPosition } from './build-position.js';
import { matrixOverload as game } from './game.js';
import { outside, royalHealth } from './outside.js';
import { fromPosition } from './position.js';
import { code, text, tight } from './positions.test-util.js';

/** The last card of the deck in hand; every reset named in the stacks. */
const lastCard: BuildPositionSpec = {
  matrix: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
  royals: { [outside.right(1)]: { royal: 'J♦', ice: ['3♦'] } },
  hand: '6♣',
  deck: [],
  unnamed: 'retire',
};

describe('buildPosition', () => {
  it('a last-card position: retire the rest, then a kill wins and anything else runs out of time', () => {
    const s = buildPosition(lastCard);
    expect(s.deck).toEqual([]);
    expect(royalHealth(s, outside.right(1))).toBe(14);
    expect(game.apply(s, 0).ending).toBe('win');
    expect(game.apply(s, 7).ending).toBe('out-of-time');
    // The same as the tests' own helper, which retires the same way.
    expect(s).toEqual(
      tight({
        stacks: lastCard.matrix as string[],
        outside: { 3: { royal: 'J♦', ice: ['3♦'] } },
        hand: '6♣',
      }),
    );
  });

  it('retires royals dead on the positions not named, in order, and programs as ICE under the first', () => {
    const s = buildPosition({ ...lastCard, royals: { ...lastCard.royals, 0: {} }, deck: 'K♠' });
    expect(s.royals[0]).toBe(-1); // kept free, as asked
    const retired = s.royals.flatMap((r, p) => (r >= 0 && p !== 3 ? [p] : []));
    expect(retired).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(retired.every((p) => s.dead[p])).toBe(true);
    expect(s.royals.map((r) => (r < 0 ? '' : text(r)))).not.toContain('K♠');
    expect(s.ice[1]!.length).toBeGreaterThan(20);
    expect(s.deck).toEqual([code('K♠')]);
    expect(s.dead[3]).toBe(false);
  });

  it('takes cells and positions by name, and shuffles the unnamed into the deck when asked', () => {
    const spec: BuildPositionSpec = {
      matrix: {
        'top-left': '6♠',
        'top-middle': '7♣',
        'top-right': '10♦',
        'middle-left': '5♠',
        centre: '8♦',
        'middle-right': '8♥',
        'bottom-left': '8♣',
        'bottom-middle': 'A♣',
        'bottom-right': '9♣',
      },
      royals: { 'right of row 1': { royal: 'J♦', ice: ['3♦'] }, [outside.right(2)]: 'K♥', 6: 'J♣' },
      hand: '6♣',
      deck: ['2♠', '2♥'],
      unnamed: { shuffleIntoDeck: 5 },
    };
    const s = buildPosition(spec);
    expect(s.deck.slice(0, 2).map(text)).toEqual(['2♠', '2♥']);
    expect(s.unknown).toBe(s.deck.length);
    const same = fromPosition({
      stacks: ['6♠', '7♣', '10♦', '5♠', '8♦', '8♥', '8♣', 'A♣', '9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] }, 4: 'K♥', 6: 'J♣' },
      hand: '6♣',
      deckTop: ['2♠', '2♥'],
      seed: 5,
    });
    expect(s).toEqual(same);
    expect(game.legalActions(s)).toEqual([0, 3, 7]);
  });

  it('by default every card must be named: the error lists those named nowhere', () => {
    const { unnamed: _, ...strict } = lastCard;
    expect(() => buildPosition(strict)).toThrow(
      /^position: 38 cards are named nowhere: 2♠ 3♠ 4♠ .* …; name them \(the deck too\), or say what happens to them with unnamed: 'retire' or \{ shuffleIntoDeck: seed \}$/,
    );
  });

  it('keeps a known deck bottom below the unknown part', () => {
    const s = buildPosition({ ...lastCard, deck: ['3♠', '2♥'], deckBottom: ['2♠'] });
    expect(s.deck.map(text)).toEqual(['3♠', '2♥', '2♠']);
    expect(s.unknown).toBe(2);
    expect(game.apply(s, 7).hand).toBe(code('3♠'));
  });

  it('takes set-aside royals before any draw, and only then', () => {
    const spec: BuildPositionSpec = {
      ...lastCard,
      royals: {},
      hand: 'J♦',
      setAside: 'Q♠',
      deck: '3♦ 6♣',
    };
    const s = buildPosition(spec);
    expect(s.setAside.map(text)).toEqual(['Q♠']);
    expect(s.hand).toBe(code('J♦'));
    expect(() => buildPosition({ ...spec, deckBottom: ['2♠'] })).toThrow(
      /^position.deckBottom: set-aside royals are placed before the first draw/,
    );
    expect(() => buildPosition({ ...spec, hand: '3♦', deck: 'J♦ 6♣' })).toThrow(
      /^position.hand: 3♦ is not a royal: set-aside royals are placed before any draw/,
    );
  });

  it('refuses bad entries, naming the entry and the card', () => {
    const bad = (patch: Partial<BuildPositionSpec>) => () =>
      buildPosition({ ...lastCard, ...patch });
    const stacks = lastCard.matrix as string[];
    const withCell = (cell: number, st: string) => stacks.map((x, i) => (i === cell ? st : x));
    expect(bad({ hand: '6♠' })).toThrow(
      'position.hand: 6♠ is named twice: it is already at position.matrix["0"][0]',
    );
    expect(bad({ hand: 'Z♠' })).toThrow('position.hand: not a card: "Z♠"');
    expect(bad({ matrix: withCell(1, 'Q♠') })).toThrow(
      'position.matrix["1"][0]: Q♠ is a royal: royals go outside the matrix',
    );
    expect(bad({ matrix: withCell(1, '7♣ A♠') })).toThrow(
      /position.matrix\["1"\]\[1\]: A♠ resets a stack/,
    );
    expect(bad({ matrix: withCell(2, '10♦ 4♠') })).toThrow(
      'position.matrix["2"][1]: 4♠ cannot lie on 10♦: a program needs a value equal or lower below it',
    );
    expect(bad({ matrix: withCell(1, '') })).toThrow(
      'position.matrix: top-middle (cell 1) needs a stack: only the centre can be empty',
    );
    expect(bad({ matrix: { nowhere: '6♠' } })).toThrow(
      /position.matrix\["nowhere"\]: cells are 0 to 8/,
    );
    expect(bad({ royals: { 3: '7♠' } })).toThrow('position.royals["3"].royal: 7♠ is not a royal');
    expect(bad({ royals: { 'above column 4': 'Q♠' } })).toThrow(/outside positions are 0 to 11/);
    expect(bad({ royals: { 3: { royal: 'J♦', ice: ['K♠'] } } })).toThrow(
      'position.royals["3"].ice[0]: K♠ cannot be ICE: only programs (2–10) can',
    );
    expect(bad({ royals: { 3: { dead: true } } })).toThrow(
      /no royal is named at right of row 1 to be dead/,
    );
    expect(bad({ setAside: ['7♠'], hand: 'Q♠' })).toThrow(
      'position.setAside[0]: 7♠ is not a royal',
    );
  });

  it('refuses to retire what cannot be retired', () => {
    const noAce = ['6♠', '7♣', '10♦', 'JK 5♠', '8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'];
    expect(() => buildPosition({ ...lastCard, matrix: noAce })).toThrow(
      'position: A♠ is named nowhere and cannot be retired: a soft reset (an ace or joker in the standard deck) can only be in a stack or the deck, so name it',
    );
    const allFree = Object.fromEntries(Array.from({ length: 12 }, (_, p) => [p, {}]));
    expect(() => buildPosition({ ...lastCard, royals: allFree })).toThrow(
      /no outside position is left to retire J♠/,
    );
  });

  it('checks the result like a save (a living royal over 20 is black ICE)', () => {
    const e = (() => {
      try {
        buildPosition({ ...lastCard, royals: { 3: { royal: 'K♦', ice: ['9♦', '3♦'] } } });
      } catch (x) {
        return x;
      }
    })();
    expect(ValidationError.is(e)).toBe(true);
    expect((e as Error).message).toMatch(/K♦ has health 25: black ICE ends the run/);
    expect(buildPosition(lastCard).stacks[CENTRE]!.map(text)).toEqual(['A♠', '8♦']);
  });
});
