/**
 * Who made each move, in the session and its save: a move is recorded with its maker as it is
 * played, the record survives JSON and undo/redo, a save from before the record still loads
 * (and writes none), a bad record is refused naming the entry; and the ruling read from it: a
 * seat a person played any of is theirs (assisted when the AI played the rest), a seat the AI
 * played alone is the AI's, whatever the settings say now. The arcade's statistics and history
 * count a handed-over solitaire as the person's, marked as assisted.
 */
import { CHANCE, ValidationError } from '@matrix-arcade/core';
import { diceMatrix, openingAction } from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { ArcadeStorage } from '../arcade/arcade-storage.js';
import { keepingHooks } from '../arcade/arcade-keeping.js';
import type { AnyGameElement } from '../arcade/game-mount.js';
import { GameRecords } from '../arcade/game-records.js';
import { GameSession } from './game-session.js';
import { aiOnlySeats, assisted, seatPlay, seatPlayName } from './made-by.js';

const first = <S>(s: GameSession<S>) => s.game.legalActions(s.state)[0]!;

describe('the record of who made each move', () => {
  it('is kept per move, through JSON and undo/redo', () => {
    const s = GameSession.create(diceMatrix, {}, 42);
    s.play(openingAction(6), 'person');
    s.play(first(s), 'ai');
    s.play(first(s), 'hint');
    s.play(first(s)); // not recorded (an online move)
    expect(s.history.map((x) => x.by)).toEqual(['person', 'ai', 'hint', null]);
    const json = s.toJSON();
    expect(json.madeBy).toEqual(['person', 'ai', 'hint', null]);
    const back = GameSession.fromJSON(diceMatrix, JSON.stringify(json));
    expect(back.history.map((x) => x.by)).toEqual(['person', 'ai', 'hint', null]);
    back.undo();
    back.redo();
    expect(back.toJSON()).toEqual(json);
  });

  it('loads a save from before it, and refuses a bad one naming the entry', () => {
    const s = GameSession.create(diceMatrix, {}, 42);
    s.play(openingAction(6));
    const { madeBy, ...old } = { ...s.toJSON(), madeBy: undefined };
    expect(madeBy).toBeUndefined();
    const back = GameSession.fromJSON(diceMatrix, old);
    expect(back.history.map((x) => x.by)).toEqual([null]);
    expect(back.toJSON()).not.toHaveProperty('madeBy');
    expect(() => GameSession.fromJSON(diceMatrix, { ...old, madeBy: ['robot'] })).toThrow(
      /session\.madeBy\[0\]/,
    );
    expect(() => GameSession.fromJSON(diceMatrix, { ...old, madeBy: [] })).toThrow(ValidationError);
  });
});

describe('the ruling on who played a seat', () => {
  const handedOver = [
    { seat: 0, by: 'person' as const },
    { seat: CHANCE, by: null },
    { seat: 0, by: 'hint' as const },
    { seat: 0, by: 'ai' as const },
  ];

  it('reads the record, not the settings, once a seat has moves', () => {
    expect(seatPlay(handedOver, 0, true)).toBe('both');
    expect(seatPlay(handedOver, 0, false)).toBe('both');
    expect(seatPlay([{ seat: 0, by: 'ai' }], 0, false)).toBe('ai');
    expect(seatPlay([{ seat: 0, by: 'hint' }], 0, true)).toBe('person');
    // Nothing recorded yet (a new game, an old save): the settings, for the moves to come.
    expect(seatPlay([{ seat: 0, by: null }], 0, true)).toBe('ai');
    expect(seatPlay([], 1, false)).toBe('person');
    expect(aiOnlySeats(handedOver, 1, [0])).toEqual([]);
    expect(assisted(handedOver, 1)).toBe(true);
    expect(aiOnlySeats([{ seat: 0, by: 'person' }], 2, [0, 1])).toEqual([1]);
  });

  it('names the seat as it was played', () => {
    expect(seatPlayName(0, 'both', null)).toBe('Player 1 (you and AI)');
    expect(seatPlayName(1, 'ai', null)).toBe('Player 2 (AI)');
    const solo = { person: 'You', ai: 'AI', both: 'You and the AI' };
    expect(seatPlayName(0, 'both', solo)).toBe('You and the AI');
  });
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the statistics of a handed-over solitaire', () => {
  it('count it as the person’s game, marked as assisted; a run the AI played alone is not counted', () => {
    const storage = new ArcadeStorage(memoryStorage());
    const records = new GameRecords(storage, 'solo', 'Solo', 1);
    const game = {
      numSeats: () => 1,
      players: { max: 1 },
      optionsOf: () => ({}),
      optionSchema: {},
    };
    let moveMakers = [
      { seat: 0, by: 'person' as const },
      { seat: 0, by: 'ai' as const },
    ];
    const el = {
      get moveMakers() {
        return moveMakers;
      },
      aiSeats: [0], // the AI plays the run now: it was handed over
      gameState: {},
      state: { seed: 1, actions: [1, 2], cursor: 2 },
    } as unknown as AnyGameElement;
    const keeper = {
      records,
      rules: game as never,
      daily: { finished: () => {} },
      report: () => {},
      save: () => {},
      update: () => {},
    };
    const hooks = keepingHooks(
      () => keeper,
      () => el,
    );
    hooks.onOver({ winners: [0], scores: [1], summary: 'Won' } as never);
    expect(records.stats).toMatchObject({ played: 1, won: 1 });
    expect(records.history[0]).toMatchObject({ result: 'won', assisted: true, aiSeats: [] });
    records.counted = false;
    moveMakers = [{ seat: 0, by: 'ai' }];
    hooks.onOver({ winners: [0], scores: [1], summary: 'Won' } as never);
    expect(records.stats).toMatchObject({ won: 1, lost: 0 }); // not the person's win
    expect(records.history[0]).toMatchObject({ result: 'other', aiSeats: [0] });
  });
});
