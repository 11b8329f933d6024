/**
 * The record of one round of a duel: the position it started from (the set-up, before any
 * opening roll) and every move since with who made it (a seat, or -1 for chance; a person or the
 * server's AI, as it was made). It replays the
 * round (the set-up and the rolls came from the CSPRNG, so no seed could), a screen that joins
 * late or reloads is sent it so that it lists every move, and the snapshot keeps it, so a room
 * made again from the store still has it. Each client is sent its own observation of the start
 * and the move records every client was sent as they were made: what a screen that was there
 * from the start saw, and nothing more.
 */
import { type AnyGame, ValidationError, deepEqual } from '@matrix-arcade/core';
import type { MoveRecord } from './duel-view.js';

/** A move as the snapshot keeps it: `[seat, action]`, and a third entry `1` when the AI made it. */
export type MoveJSON = readonly [number, number] | readonly [number, number, 1];

/** The round's record as the snapshot holds it: the start (the game's codec) and the moves. */
export interface HistoryJSON {
  readonly start: unknown;
  /** Each move in order (seat -1: a chance outcome). */
  readonly moves: readonly MoveJSON[];
}

/** A round's moves as `[seat, action]` pairs (`[seat, action, 1]`: the AI's move). */
export function movePairs(moves: readonly MoveRecord[]): MoveJSON[] {
  return moves.map((m) => (m.by === 'ai' ? [m.seat, m.action, 1] : [m.seat, m.action]));
}

function fail(field: string, why: string): never {
  throw new ValidationError(`snapshot.history${field}`, why);
}

/**
 * Reads a snapshot's round record back: the start through the game's codec, and each move
 * replayed on it with the rules (an illegal one, a wrong mover or a replay that does not end in
 * the snapshot's `state` is a `ValidationError`), so the words come from the rules again.
 */
export function replayHistory(
  game: AnyGame,
  json: unknown,
  state: unknown,
): { start: unknown; moves: MoveRecord[] } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    fail('', 'must be { start, moves }');
  }
  const h = json as Record<string, unknown>;
  if (!Array.isArray(h.moves)) fail('.moves', 'must be an array of [seat, action]');
  const start = game.codec.fromJSON(h.start);
  const moves: MoveRecord[] = [];
  let s = start;
  h.moves.forEach((pair: unknown, i: number) => {
    const ok =
      Array.isArray(pair) &&
      (pair.length === 2 || (pair.length === 3 && pair[2] === 1 && pair[0] >= 0)) &&
      pair.every((n) => Number.isInteger(n));
    if (!ok) fail(`.moves[${i}]`, 'must be [seat, action], two integers (a third, 1: the AI)');
    const [seat, action] = pair as [number, number];
    // A seat index, or CHANCE (-1) for a roll; nobody moves after the end (TERMINAL).
    if (seat !== game.currentPlayer(s)) fail(`.moves[${i}]`, `seat ${seat} is not to move`);
    if (!game.legalActions(s).includes(action)) {
      fail(`.moves[${i}]`, `action ${action} is not legal there`);
    }
    const description = game.describeAction(s, action);
    // A seat's move names its maker (a record from before it: a person's); chance has none.
    const by = seat < 0 ? undefined : pair.length === 3 ? 'ai' : 'person';
    moves.push({ seat, action, description, ...(by && { by }) });
    s = game.apply(s, action);
  });
  if (!deepEqual(game.codec.toJSON(s), game.codec.toJSON(state))) {
    fail('', 'does not replay to the snapshot’s state');
  }
  return { start, moves };
}
