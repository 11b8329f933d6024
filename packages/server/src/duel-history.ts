/**
 * The record of one round of a duel: the position it started from (the set-up, before any
 * opening roll) and every move since with who made it (a seat, or -1 for chance; a person or the
 * server's AI, as it was made). It replays the round (the set-up and the rolls came from the
 * CSPRNG, so no seed could), and the snapshot keeps it whole, so a room made again from the store
 * still has it.
 *
 * A screen that joins late or reloads is sent the round as far back as its copy can replay it:
 * its own observation of a position and the move records every client was sent since, what a
 * screen that was there saw, and nothing more. A screen rebuilds the full position from an
 * observation with the game's `determinize` (with the fixed generator `createRng(0)`, as the web
 * element does) and plays the moves on it. Where a game shows something that was hidden (a Dice
 * Matrix tournament deals its second game from a layout rolled at set-up), such a copy parts from
 * the real game: from then on the record lists from the position after that move (the listed
 * start, `listed()`), and the views of that change carry it to every screen. The record finds
 * those moves by playing each one on the copy a screen of each seat would hold and comparing that
 * seat's observations (a game that hides nothing has exact copies and is not checked).
 */
import {
  type AnyGame,
  ValidationError,
  createRng,
  deepEqual,
  hidesInformation,
} from '@matrix-arcade/core';
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

/** One round: its start, every move, and where a joining screen's list starts. */
export class RoundRecord {
  private moves: MoveRecord[] = [];
  /** How many moves of the round come before the listed start. */
  private from = 0;
  private listedStart: unknown;
  /** Per seat, the state a screen's copy replayed from the listed start holds; null: exact. */
  private copies: unknown[] | null;

  /** A new round from its start (the set-up, a full state). */
  constructor(
    private readonly game: AnyGame,
    readonly start: unknown,
  ) {
    this.listedStart = start;
    this.copies = hidesInformation(game, game.optionsOf(start) as never)
      ? this.copiesOf(start)
      : null;
  }

  /** A copy (the moves its own) to record a change on before it is stored. */
  copy(): RoundRecord {
    const c = Object.assign(Object.create(RoundRecord.prototype) as RoundRecord, this);
    c.moves = [...this.moves];
    c.copies = this.copies && [...this.copies];
    return c;
  }

  /** Every move of the round. */
  get all(): readonly MoveRecord[] {
    return this.moves;
  }

  /**
   * Records `move`, played on `before` into `after`; true when the listed start moved to `after`
   * (a screen's copy replayed from the old one would part from the game there).
   */
  add(move: MoveRecord, after: unknown): boolean {
    this.moves.push(move);
    if (this.copies === null) return false;
    const followed = this.copies.map((copy, seat) => {
      try {
        const next = this.game.apply(copy, move.action);
        return deepEqual(this.game.observe(next, seat), this.game.observe(after, seat))
          ? next
          : null;
      } catch {
        return null;
      }
    });
    if (followed.every((c) => c !== null)) {
      this.copies = followed;
      return false;
    }
    this.from = this.moves.length;
    this.listedStart = after;
    this.copies = this.copiesOf(after);
    return true;
  }

  /** What a joining screen is sent: the position its list starts from and the moves since. */
  listed(): { start: unknown; moves: readonly MoveRecord[] } {
    return { start: this.listedStart, moves: this.moves.slice(this.from) };
  }

  /** The record as the snapshot keeps it: the round's start and every move. */
  toJSON(): HistoryJSON {
    return { start: this.game.codec.toJSON(this.start), moves: movePairs(this.moves) };
  }

  /**
   * Reads a snapshot's round record back: the start through the game's codec, and each move
   * replayed on it with the rules (an illegal one, a wrong mover or a replay that does not end in
   * the snapshot's `state` is a `ValidationError`), so the words and the listed start come from
   * the rules again.
   */
  static read(game: AnyGame, json: unknown, state: unknown): RoundRecord {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      fail('', 'must be { start, moves }');
    }
    const h = json as Record<string, unknown>;
    if (!Array.isArray(h.moves)) fail('.moves', 'must be an array of [seat, action]');
    const record = new RoundRecord(game, game.codec.fromJSON(h.start));
    let s = record.start;
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
      s = game.apply(s, action);
      record.add({ seat, action, description, ...(by && { by }) }, s);
    });
    if (!deepEqual(game.codec.toJSON(s), game.codec.toJSON(state))) {
      fail('', 'does not replay to the snapshot’s state');
    }
    return record;
  }

  /** Each seat's copy as a screen rebuilds it from its observation of `state`. */
  private copiesOf(state: unknown): unknown[] {
    return [0, 1].map((seat) =>
      this.game.determinize(this.game.observe(state, seat), createRng(0)),
    );
  }
}
