import {
  CHANCE,
  IllegalActionError,
  TERMINAL,
  ValidationError,
  saveState,
} from '@matrix-arcade/core';
import { DRAW, glitchDeck } from '@matrix-arcade/core/testing';
import { diceMatrix, openingAction, singleAction } from '@matrix-arcade/dice-matrix';
import { describe, expect, it } from 'vitest';
import { GameSession } from './game-session.js';

/** Plays the first legal action `n` times. */
function playFirst<S>(s: GameSession<S>, n: number): void {
  for (let i = 0; i < n && !s.over; i++) s.play(s.game.legalActions(s.state)[0]!);
}

describe('GameSession', () => {
  it('plays, undoes and redoes, keeping the undone moves until a new move replaces them', () => {
    const s = GameSession.create(diceMatrix, {}, 7);
    expect(s.canUndo).toBe(false);
    s.play(openingAction(3));
    s.play(singleAction(0));
    const after2 = s.state;
    expect(s.undo()).toBe(true);
    expect(s.history).toHaveLength(1);
    expect(s.redoable.map((x) => x.action)).toEqual([singleAction(0)]);
    expect(s.redo()).toBe(true);
    expect(s.state).toBe(after2);
    s.undo();
    s.play(singleAction(1));
    expect(s.canRedo).toBe(false);
    expect(s.history.map((x) => x.action)).toEqual([openingAction(3), singleAction(1)]);
    expect(s.history.map((x) => x.seat)).toEqual([0, 1]);
  });

  it('leaves the session untouched on an illegal move', () => {
    const s = GameSession.create(diceMatrix, {}, 7);
    expect(() => s.play(singleAction(0))).toThrow(IllegalActionError);
    expect(s.history).toHaveLength(0);
    expect(s.toMove).toBe(0);
  });

  it('round-trips through JSON, redo list included', () => {
    const s = GameSession.create(diceMatrix, { recountAtEnd: true }, 99);
    playFirst(s, 6);
    s.undo();
    const back = GameSession.fromJSON(diceMatrix, JSON.stringify(s.toJSON()));
    expect(back.seed).toBe(99);
    expect(back.toJSON()).toEqual(s.toJSON());
    expect(diceMatrix.codec.toJSON(back.state)).toEqual(diceMatrix.codec.toJSON(s.state));
    expect(back.canRedo).toBe(true);
  });

  it('accepts a bare core state envelope as a game with no history', () => {
    const start = diceMatrix.setup({}, 3);
    const s = GameSession.fromJSON(diceMatrix, saveState(diceMatrix, start));
    expect(s.history).toHaveLength(0);
    expect(diceMatrix.codec.toJSON(s.state)).toEqual(diceMatrix.codec.toJSON(start));
  });

  it('rejects corrupt JSON naming the field', () => {
    const good = GameSession.create(diceMatrix, {}, 5);
    playFirst(good, 3);
    const json = good.toJSON();
    const bad = (patch: object) => () => GameSession.fromJSON(diceMatrix, { ...json, ...patch });
    expect(() => GameSession.fromJSON(diceMatrix, '{nope')).toThrow(/session: not valid JSON/);
    expect(bad({ format: 'x' })).toThrow('session.format');
    expect(bad({ game: 'chess' })).toThrow('session.game');
    expect(bad({ seed: -1 })).toThrow('session.seed');
    expect(bad({ cursor: 9 })).toThrow('session.cursor');
    expect(bad({ actions: [openingAction(1), 2449, 0] })).toThrow('session.actions[1]');
    expect(bad({ start: { ...json.start, state: { matrix: [] } } })).toThrow(ValidationError);
    expect(bad({ start: { ...json.start, state: { matrix: [] } } })).toThrow('session.start');
  });

  it('resolves chance events from the seed, logs them, and undoes past them', () => {
    const a = GameSession.create(glitchDeck, {}, 11);
    const b = GameSession.create(glitchDeck, {}, 11);
    expect(a.history.length).toBeGreaterThan(0);
    expect(a.history[0]!.seat).toBe(CHANCE);
    expect(a.canUndo).toBe(false);
    a.play(DRAW);
    b.play(DRAW);
    expect(a.toJSON()).toEqual(b.toJSON());
    const moves = a.history.length;
    expect(a.history[moves - 1]!.seat === CHANCE || a.over).toBe(true);
    a.undo();
    expect(a.history.every((x) => x.seat === CHANCE)).toBe(true);
    a.redo();
    expect(a.history).toHaveLength(moves);
    const back = GameSession.fromJSON(glitchDeck, a.toJSON());
    expect(back.toJSON()).toEqual(a.toJSON());
  });

  it('plays a whole game to the end', () => {
    const s = GameSession.create(diceMatrix, {}, 1);
    playFirst(s, 200);
    expect(s.over).toBe(true);
    expect(s.toMove).toBe(TERMINAL);
  });
});
