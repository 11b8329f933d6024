/**
 * The state codec: states round-trip through JSON, and each kind of corruption (a bad type, a
 * missing or extra field, a card twice or missing, a card where its role forbids it, a stack
 * that play could not build, an ending that does not match the table) is rejected with a
 * `ValidationError` naming the field.
 */
import { createRng, loadState, saveState } from '@matrix-arcade/core';
import { rejectionOf } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { codec } from './codec.js';
import { matrixOverload as game } from './game.js';
import { fromPosition } from './position.js';
import { code } from './positions.test-util.js';
import type { MatrixOverloadState } from './state.js';

type Json = {
  stacks: number[][];
  deck: number[];
  unknown: number;
  royals: number[];
  dead: boolean[];
  ice: number[][];
  hand: number;
  setAside: number[];
  idle: number;
  ending: string | null;
};

function after(seed: number, moves: number): MatrixOverloadState {
  const rng = createRng(seed);
  let s = game.setup({}, seed);
  for (let i = 0; i < moves && s.ending === null; i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

const json = (s: MatrixOverloadState): Json => JSON.parse(JSON.stringify(codec.toJSON(s))) as Json;

function rejectsAt(value: unknown, path: string, message?: RegExp): void {
  const e = rejectionOf(() => codec.fromJSON(value));
  expect(e.path).toBe(path);
  if (message) expect(e.message).toMatch(message);
}

// The play example: J♦ with 3♦ as ICE, K♥, K♠, Q♠, J♣ alive, six dead, 6♣ in hand.
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
  deckBottom: ['2♠', '3♠'],
});

describe('codec', () => {
  it('round-trips states of every kind', () => {
    for (let seed = 1; seed <= 30; seed++) {
      for (const moves of [0, 1, 5, 20, 60, 10_000]) {
        const s = after(seed, moves);
        expect(codec.fromJSON(json(s))).toEqual(s);
        expect(loadState(game, JSON.stringify(saveState(game, s)))).toEqual(s);
      }
    }
    expect(codec.fromJSON(json(example))).toEqual(example);
    expect(codec.version).toBe(1);
  });

  it('rejects bad shapes and types by field', () => {
    const good = json(example);
    rejectsAt(null, 'state');
    rejectsAt([], 'state');
    rejectsAt({ ...good, extra: 1 }, 'state.extra', /unknown field/);
    const { idle: _, ...noIdle } = good;
    rejectsAt(noIdle, 'state.idle', /missing field/);
    rejectsAt({ ...good, stacks: good.stacks.slice(1) }, 'state.stacks', /length 9/);
    rejectsAt(
      { ...good, stacks: good.stacks.map((st, i) => (i === 3 ? [99] : st)) },
      'state.stacks[3][0]',
    );
    rejectsAt({ ...good, deck: 'abc' }, 'state.deck');
    rejectsAt({ ...good, unknown: good.deck.length + 1 }, 'state.unknown');
    rejectsAt({ ...good, royals: good.royals.slice(1) }, 'state.royals', /length 12/);
    rejectsAt({ ...good, dead: good.dead.map((d, p) => (p === 2 ? 1 : d)) }, 'state.dead[2]');
    rejectsAt({ ...good, hand: 54 }, 'state.hand');
    rejectsAt({ ...good, idle: -1 }, 'state.idle');
    rejectsAt({ ...good, ending: 'lost' }, 'state.ending');
  });

  it('checks that each of the 54 cards is somewhere, once', () => {
    const good = json(example);
    rejectsAt({ ...good, deck: good.deck.slice(1) }, 'state', /is missing/);
    const twice = { ...good, deck: [...good.deck.slice(1), good.stacks[0]![0]!] };
    rejectsAt(
      twice,
      `state.deck[${good.deck.length - 1}]`,
      /6♠ is already at state.stacks\[0\]\[0\]/,
    );
  });

  it('checks that each card is where its role allows', () => {
    const good = json(example);
    const k = good.deck.indexOf(code('K♣'));
    // A royal in the matrix, swapped with the 5♠.
    const royalIn = structuredClone(good);
    royalIn.stacks[3] = [code('K♣')];
    royalIn.deck[k] = code('5♠');
    rejectsAt(royalIn, 'state.stacks[3][0]', /royal K♣ in the matrix/);
    // A program as a royal (the 5♠ moves out, the 4♠ takes its cell).
    const swapped = structuredClone(good);
    swapped.royals[10] = code('5♠');
    swapped.stacks[3] = [code('4♠')];
    swapped.deck[swapped.deck.indexOf(code('4♠'))] = code('5♠');
    swapped.deck = swapped.deck.filter((c) => c !== code('5♠'));
    rejectsAt(swapped, 'state.royals[10]', /5♠ is not a royal/);
    // A dead flag without a royal.
    rejectsAt({ ...good, dead: good.dead.map((d, p) => p === 10 || d) }, 'state.dead[10]');
    // An ace as ICE.
    const aceIce = structuredClone(good);
    aceIce.ice[3] = [code('3♦'), code('A♠')];
    aceIce.deck = aceIce.deck.filter((c) => c !== code('A♠'));
    aceIce.unknown--;
    rejectsAt(aceIce, 'state.ice[3][1]', /A♠ cannot be ICE/);
    // A program in the set-aside pile.
    const aside = structuredClone(good);
    aside.setAside = [code('4♠')];
    aside.deck = aside.deck.filter((c) => c !== code('4♠'));
    aside.unknown--;
    rejectsAt(aside, 'state.setAside[0]', /not a royal/);
  });

  it('checks stacks are built as play builds them', () => {
    const good = json(example);
    const lower = structuredClone(good);
    lower.stacks[2] = [code('10♦'), code('4♠')];
    lower.deck = lower.deck.filter((c) => c !== code('4♠'));
    lower.unknown--;
    rejectsAt(lower, 'state.stacks[2][1]', /4♠ cannot lie on 10♦/);
    const aceOnTop = structuredClone(good);
    aceOnTop.stacks[0] = [code('6♠'), code('A♠')];
    aceOnTop.deck = aceOnTop.deck.filter((c) => c !== code('A♠'));
    aceOnTop.unknown--;
    rejectsAt(aceOnTop, 'state.stacks[0][1]', /resets a stack, it is never played on one/);
    const empty = structuredClone(good);
    empty.deck = [...empty.stacks[0]!, ...empty.deck];
    empty.unknown++;
    empty.stacks[0] = [];
    rejectsAt(empty, 'state.stacks[0]', /only the centre can be empty/);
  });

  it('checks the hand, the setup phase, black ICE and the ending against the table', () => {
    const good = json(example);
    rejectsAt(
      { ...good, deck: [...good.deck, good.hand], hand: -1 },
      'state.hand',
      /has a card in hand/,
    );
    rejectsAt({ ...good, ending: 'out-of-time' }, 'state.hand', /expected -1/);
    const over = { ...good, deck: [...good.deck, good.hand], hand: -1 };
    rejectsAt({ ...over, ending: 'win' }, 'state.ending', /every royal dead/);
    rejectsAt({ ...over, ending: 'out-of-time' }, 'state.ending', /empty deck/);
    rejectsAt({ ...over, ending: 'black-ice' }, 'state.ending', /above 20/);
    rejectsAt({ ...over, ending: 'infinite-loop' }, 'state.idle', /idle cards/);
    rejectsAt({ ...good, idle: 500 }, 'state.idle', /less than/);
    // J♦ with 3♦ and a 10♠ as ICE: 24, black ICE in a run that goes on.
    const black = structuredClone(good);
    black.ice[3] = [code('3♦'), code('10♠')];
    black.deck = black.deck.filter((c) => c !== code('10♠'));
    black.unknown--;
    rejectsAt(black, 'state.ice[3]', /J♦ has health 24: black ICE/);
    // Set-aside royals only before the first draw, with a royal in hand.
    const aside = structuredClone(good);
    aside.setAside = [code('K♣')];
    aside.deck = aside.deck.filter((c) => c !== code('K♣'));
    aside.unknown--;
    rejectsAt(aside, 'state.hand', /set-aside royals are placed before any draw/);
  });

  it('keeps a reset stack as a known bottom of the deck', () => {
    const back = codec.fromJSON(json(example));
    expect(back.deck.slice(back.unknown)).toEqual([code('2♠'), code('3♠')]);
  });
});
