/**
 * One online duel, without any networking: the authoritative state of a room.
 *
 * The server holds the full state and plays it with the game's own rules: a move is checked
 * with `legalActions` and played with `apply` (which throws `IllegalActionError` and changes
 * nothing), the set-up and chance (a die roll) draw from the operating system's CSPRNG
 * (chance.ts: no seed exists that could be recovered from a layout or the rolls), and each seat
 * is shown only `observe(state, seat)`. The round's start and every move are kept
 * (duel-history.ts), so a screen that joins late is sent the round as far back as it can replay
 * it. Seats are held by tokens; a seat can be played by the AI (its action is chosen from an
 * observation only). `copy()` plays a change on a copy that `adopt()` takes once
 * the change is stored (write-ahead); `snapshot()`/`Duel.restore()` write and read the whole
 * duel with the game's codec, so another process can take the room over.
 */
import {
  type AnyGameDescriptor,
  type AnyGame,
  type Action,
  CHANCE,
  TERMINAL,
  type Rng,
  sampleChance,
  setupWith,
} from '@matrix-arcade/core';
import { cryptoRng, OS_ENTROPY } from './chance.js';
import { RoundRecord } from './duel-history.js';
import { type DuelExtras, duelOptions } from './duel-options.js';
import {
  type DuelView,
  type MoveMaker,
  type MoveRecord,
  observationOf,
  viewOf,
} from './duel-view.js';
import { OnlineError } from './errors.js';
import { DuelSeats } from './duel-seats.js';
import { checkMove } from './move-check.js';
import { isToken, newToken } from './tokens.js';
import { type DuelSnapshot, readSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from './snapshot.js';

export type { DuelView, MoveMaker, MoveRecord } from './duel-view.js';
export type { ChooseAction } from './ai-pool.js';
export { type DuelExtras, duelOptions } from './duel-options.js';
export { isToken, newToken } from './tokens.js';

export class Duel {
  /** The moves since the last change (what every client is sent with the change). */
  private moves: MoveRecord[] = [];
  /** The last change moved the start of the round's listed moves (every screen is resent it). */
  private relisted = false;
  /** Why the duel was ended early (its AI failed), or null: every move is refused then. */
  halted: string | null = null;

  private constructor(
    readonly descriptor: AnyGameDescriptor,
    readonly room: string,
    private options: object,
    private seats: DuelSeats,
    private turnCount: number,
    private round: number,
    private state: unknown,
    /** The round's start (set-up, before the opening rolls) and every move since, or null. */
    private record: RoundRecord | null,
    readonly watch: boolean,
    private readonly rng: Rng,
  ) {}

  /** A new duel; `seatToken` (chosen by the creator) holds seat 0, seat 1 gets a new token. */
  static create(
    descriptor: AnyGameDescriptor,
    room: string,
    options: Record<string, unknown>,
    seatToken: string,
    extras: DuelExtras = {},
  ): Duel {
    if (!isToken(seatToken))
      throw new OnlineError(
        'BAD_TOKEN',
        'a new room needs a seat token of 24 base64url characters',
      );
    const game = descriptor.game;
    const opts = duelOptions(game, options);
    // The set-up draws from the CSPRNG like every roll: no 32-bit seed fixes a hidden layout.
    const rng = cryptoRng(extras.entropy ?? OS_ENTROPY);
    const state = setupWith(game, opts, rng);
    if (game.numSeats(state) !== 2) {
      throw new OnlineError('OPTIONS', `${game.title} with these options is not a game for two`);
    }
    const duel = new Duel(
      descriptor,
      room,
      game.optionsOf(state),
      new DuelSeats([seatToken, newToken()], [false, false], [false, false]),
      0,
      0,
      state,
      new RoundRecord(game, state),
      extras.watch === true,
      rng,
    );
    duel.resolveChance();
    return duel;
  }

  /** A duel read back from a snapshot (validated; the game's codec checks the state). */
  static restore(descriptor: AnyGameDescriptor, json: unknown, entropy = OS_ENTROPY): Duel {
    const s = readSnapshot(json, descriptor.game.id);
    const state = descriptor.game.codec.fromJSON(s.state);
    const duel = new Duel(
      descriptor,
      s.room,
      descriptor.game.optionsOf(state),
      new DuelSeats(
        [s.tokens[0]!, s.tokens[1]!],
        [s.ai[0]!, s.ai[1]!],
        [s.rematch[0]!, s.rematch[1]!],
      ),
      s.turn,
      s.round,
      state,
      // Snapshots before version 3 hold no round record: such a room lists moves from then on.
      s.history === null ? null : RoundRecord.read(descriptor.game, s.history, state),
      s.watch,
      cryptoRng(entropy),
    );
    duel.halted = s.halted;
    return duel;
  }

  /** A copy to play a change on; `adopt` takes it once the change is stored. */
  copy(): Duel {
    const c = Object.assign(Object.create(Duel.prototype) as Duel, this);
    // The state is immutable (the rules' `apply` is pure); the arrays are the copy's own.
    Object.assign(c, {
      seats: this.seats.copy(),
      moves: [...this.moves],
      record: this.record?.copy() ?? null,
    });
    return c;
  }

  /** Takes the game of `next` (a copy of this duel that a change was played on). */
  adopt(next: Duel): void {
    Object.assign(this, next);
  }

  /**
   * True when `next` (a copy a change was played on) is this duel unchanged: the same state,
   * turn, round, seats and votes, nothing halted. A repeated `ai {}` or rematch vote, or an AI
   * move that came too late, is such a change: there is nothing to store or to tell anyone.
   */
  unchangedIn(next: Duel): boolean {
    return (
      next.state === this.state &&
      next.turnCount === this.turnCount &&
      next.round === this.round &&
      next.halted === this.halted &&
      next.watch === this.watch &&
      this.seats.same(next.seats)
    );
  }

  private checkRunning(): void {
    if (this.halted !== null) throw new OnlineError('AI_FAILED', this.halted);
  }

  get game(): AnyGame {
    return this.descriptor.game;
  }

  /** The seat a token holds, or `null`. */
  seatOf(token: unknown): number | null {
    return this.seats.seatOf(token);
  }

  /** The token of a seat (sent only to the other seat's holder, as the invite). */
  tokenOf(seat: number): string {
    return this.seats.tokens[seat]!;
  }

  get turn(): number {
    return this.turnCount;
  }

  /** The seat to move, or `null` at the end. */
  toMove(): number | null {
    const p = this.game.currentPlayer(this.state);
    return p === TERMINAL ? null : p;
  }

  isAi(seat: number): boolean {
    return this.seats.ai[seat]!;
  }

  /** A client holding `seat` came (+1) or went (-1). A person coming back takes over from the AI. */
  setPresent(seat: number, delta: 1 | -1): void {
    this.seats.setPresent(seat, delta);
  }

  isPresent(seat: number): boolean {
    return this.seats.isPresent(seat);
  }

  /** `seat`'s holder asks the AI to play the other seat, which must be empty. */
  callAi(seat: number): void {
    this.checkRunning();
    const over = this.toMove() === null;
    this.seats.giveAi(1 - seat, over);
    // The AI agrees to a rematch at once: one this seat asked for already starts now.
    if (over && this.seats.votes[seat]) this.voteRematch(seat);
  }

  /**
   * Plays `seat`'s move, made by a person or (`by`) the server's AI; `turn` must be the turn the
   * mover saw. Refusals change nothing.
   */
  act(seat: number, action: unknown, turn: unknown, by: MoveMaker = 'person'): void {
    this.checkRunning();
    const checked = checkMove(this.game, this.state, this.turnCount, seat, action, turn);
    this.moves = [];
    this.relisted = false;
    this.applyRecorded(seat, checked, by);
    this.resolveChance();
  }

  /** What the AI of `seat` searches from: the seat's observation, never the state. */
  aiObservation(seat: number): unknown {
    return this.game.observe(this.state, seat);
  }

  /**
   * The AI's move for `seat`, found from its observation at `turn`; false (nothing played) when
   * the game moved on or a person took the seat back while the AI was thinking.
   */
  playAi(seat: number, action: Action, turn: number): boolean {
    if (!this.isAi(seat) || this.toMove() !== seat || turn !== this.turnCount) return false;
    this.act(seat, action, turn, 'ai');
    return true;
  }

  /** `seat` wants a rematch; when both do (the AI always does), a new deal with seats swapped. */
  voteRematch(seat: number): boolean {
    this.checkRunning();
    if (this.toMove() !== null)
      throw new OnlineError('GAME_NOT_OVER', 'a rematch starts after the end');
    if (!this.seats.vote(seat)) return false;
    this.seats.swap();
    this.state = setupWith(this.game, this.options, this.rng);
    this.record = new RoundRecord(this.game, this.state);
    this.turnCount = 0;
    this.round += 1;
    this.moves = [];
    this.relisted = false;
    this.resolveChance();
    return true;
  }

  /**
   * What `seat` (or a spectator, `null`) is sent now. With `whole`, the view carries the round
   * as far back as a screen can replay it (`start`: this seat's observation of the listed start,
   * the round's own unless something hidden was shown since; `moves`: every move from there),
   * for a screen that joins late or comes back; every view of a change that moved the listed
   * start carries it, and the change's moves before it (`shown`).
   */
  view(seat: number | null, whole = false): DuelView {
    const listed = (whole || this.relisted) && this.record ? this.record.listed() : null;
    const { game, options, room, state, turnCount: turn, round, seats, moves: news } = this;
    // The change's moves up to the one that showed something hidden, before the new start.
    const shown =
      this.relisted && listed ? news.slice(0, news.length - listed.moves.length) : undefined;
    return viewOf({ game, options, room, state, turn, round, seats, news, listed, shown }, seat);
  }

  /** True when spectators can be shown the game (both seats see the same). */
  spectatable(): boolean {
    return observationOf(this.game, this.options, this.state, null) !== undefined;
  }

  /** The whole duel as versioned JSON (the game's codec for the state). */
  snapshot(): DuelSnapshot {
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      game: this.game.id,
      room: this.room,
      state: this.game.codec.toJSON(this.state),
      tokens: [...this.seats.tokens],
      ai: [...this.seats.ai],
      rematch: [...this.seats.votes],
      turn: this.turnCount,
      round: this.round,
      watch: this.watch,
      halted: this.halted,
      history: this.record?.toJSON() ?? null,
    };
  }

  /** The full state, for tests and the load benchmark's checks (never sent to a client). */
  fullState(): unknown {
    return this.state;
  }

  private applyRecorded(seat: number, action: Action, by?: MoveMaker): void {
    const description = this.game.describeAction(this.state, action);
    this.state = this.game.apply(this.state, action);
    this.turnCount += 1;
    const move: MoveRecord = { seat, action, description, ...(by && { by }) };
    this.moves.push(move);
    if (this.record?.add(move, this.state)) this.relisted = true;
  }

  private resolveChance(): void {
    while (this.game.currentPlayer(this.state) === CHANCE) {
      const outcome = sampleChance(this.game.chanceOutcomes(this.state), this.rng);
      this.applyRecorded(CHANCE, outcome);
    }
  }
}
