/**
 * The AI's turns in a room, without a network (ai-turns.ts over a real `Duel`): the search is a
 * promise the test holds, so "while the AI thinks" is a state, not a race. A person who takes
 * the seat back while the AI thinks plays it: the AI's move is dropped. A search that fails ends
 * the duel through `failed`; a full pool (`AI_BUSY`) is asked again later. Each move is recorded
 * with who made it (`by`), and a snapshot keeps that through a restore; a forged maker (the AI
 * on a chance roll) is refused naming the field.
 */
import { type Action, errorCode } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from '@matrix-arcade/dice-matrix';
import { matrixMazeDescriptor } from '@matrix-arcade/matrix-maze';
import { describe, expect, it } from 'vitest';
import { AI_BUSY_RETRY_MS, AiTurns } from './ai-turns.js';
import { Duel, newToken } from './duel.js';
import { OnlineError } from './errors.js';

/** A room of one duel whose seat 1 the AI plays; its search resolves when the test says. */
function room(descriptor = diceMatrixDescriptor) {
  const duel = Duel.create(descriptor, 'AAAAAAAAAAAA', {}, newToken());
  duel.setPresent(0, 1);
  duel.callAi(0);
  const searches: { resolve: (a: Action) => void; reject: (e: unknown) => void }[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const failures: unknown[] = [];
  let changes: Promise<void> = Promise.resolve();
  const turns = new AiTurns({
    duel: () => duel,
    choose: () => new Promise<Action>((resolve, reject) => searches.push({ resolve, reject })),
    delayMs: 0,
    later: (ms, run) => {
      const t = { ms, run };
      timers.push(t);
      return { clear: () => timers.splice(timers.indexOf(t), 1) };
    },
    change: (mutate) => {
      const next = duel.copy();
      mutate(next);
      duel.adopt(next);
      changes = Promise.resolve();
      turns.schedule();
      return changes;
    },
    failed: async (_seat, e) => {
      failures.push(e);
    },
  });
  /** Runs the planned timer; the search starts. */
  const tick = () => timers.shift()!.run();
  return { duel, turns, searches, timers, failures, tick };
}

/** Lets the promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Plays seat 0's first legal move if it is to move, so that the AI's seat is. */
function toAiTurn(duel: Duel): void {
  if (duel.toMove() === 0) duel.act(0, duel.view(0).legal[0], duel.turn);
}

describe('the AI’s turns in a room', () => {
  it('plays the move its search found, recorded as the AI’s', async () => {
    const r = room();
    toAiTurn(r.duel);
    r.turns.schedule();
    r.tick();
    expect(r.turns.isThinking).toBe(true);
    const turn = r.duel.turn;
    r.searches[0]!.resolve(r.duel.view(1).legal[0]!);
    await settle();
    expect(r.duel.turn).toBe(turn + 1);
    const last = r.duel.view(0, true).moves.at(-1)!;
    expect(last).toMatchObject({ seat: 1, by: 'ai' });
    expect(
      r.duel
        .view(0, true)
        .moves.filter((m) => m.seat === 0)
        .every((m) => m.by === 'person'),
    ).toBe(true);
  });

  it('drops the AI’s move when a person took the seat back while it thought', async () => {
    const r = room();
    toAiTurn(r.duel);
    r.turns.schedule();
    r.tick();
    const turn = r.duel.turn;
    r.duel.setPresent(1, 1); // the seat's holder is back: the seat is a person's again
    r.searches[0]!.resolve(r.duel.view(1).legal[0]!);
    await settle();
    expect(r.duel.turn).toBe(turn);
    expect(r.duel.isAi(1)).toBe(false);
    expect(r.timers).toHaveLength(0);
    expect(r.failures).toHaveLength(0);
  });

  it('asks a full pool again later, and ends the duel when the search fails', async () => {
    const r = room();
    toAiTurn(r.duel);
    r.turns.schedule();
    r.tick();
    r.searches[0]!.reject(new OnlineError('AI_BUSY', 'busy'));
    await settle();
    expect(r.timers.map((t) => t.ms)).toEqual([AI_BUSY_RETRY_MS]);
    expect(r.failures).toHaveLength(0);
    r.tick();
    r.searches[1]!.reject(new Error('the engine crashed'));
    await settle();
    expect(r.failures).toHaveLength(1);
    expect(r.timers).toHaveLength(0);
  });

  it('keeps who made each move through a snapshot; a forged maker is refused', () => {
    const duel = Duel.create(matrixMazeDescriptor, 'AAAAAAAAAAAA', {}, newToken());
    duel.setPresent(0, 1);
    duel.callAi(0);
    for (let i = 0; i < 12 && duel.toMove() !== null; i++) {
      const seat = duel.toMove()!;
      const action = duel.view(seat).legal[0]!;
      if (seat === 1) expect(duel.playAi(1, action, duel.turn)).toBe(true);
      else duel.act(0, action, duel.turn);
    }
    const json = JSON.parse(JSON.stringify(duel.snapshot()));
    const back = Duel.restore(matrixMazeDescriptor, json);
    const moves = back.view(0, true).moves;
    expect(moves).toEqual(duel.view(0, true).moves);
    expect(new Set(moves.map((m) => `${m.seat}:${m.by}`))).toEqual(
      new Set(['-1:undefined', '0:person', '1:ai']),
    );
    const roll = json.history.moves.findIndex((m: number[]) => m[0] === -1);
    json.history.moves[roll] = [...json.history.moves[roll], 1];
    let caught: unknown;
    try {
      Duel.restore(matrixMazeDescriptor, json);
    } catch (e) {
      caught = e;
    }
    expect(errorCode(caught)).toBe('VALIDATION');
    expect((caught as Error).message).toMatch(`snapshot.history.moves[${roll}]`);
  });
});
