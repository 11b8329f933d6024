/**
 * The element's copy of an online game, rebuilt from what the server sends (`DuelView` of
 * @matrix-arcade/server): the position is the seat's observation made a state with the game's
 * `determinize` (exact for a game without hidden information, which both duels are), and the
 * moves since the first view are replayed onto it, so the board, its last-move marks and the
 * move log work as in local play. A screen that joins (a late spectator, a reload, a reconnect)
 * is sent the round as far back as its copy can replay it: its observation of the round's start
 * and every move since, so its copy lists every move; or, once something hidden at the start has
 * been shown (a Dice Matrix tournament's second deal), the position after that move and the
 * moves since (`listStart` 'shown'): a copy rebuilt from a start with the hidden part guessed
 * could not reach the real position. Every screen is sent that new start with the move that
 * shows it. When the moves do not join up (a rematch) the copy starts again from the view's
 * start when it has one, else from the observation alone (a room restored from an old
 * snapshot: `listStart` 'joined'), as it does when a replay disagrees with the observation. Each move keeps who made it as the server recorded it when it was made (`by`: a
 * person or the server's AI), fed to the session's record (`madeBy`, made-by.ts), so the log
 * names an AI move the AI's after a person took the seat back.
 */
import { type AnyGame, type MoveMaker, createRng, deepEqual, saveState } from '@matrix-arcade/core';
import { GameSession, SESSION_FORMAT, SESSION_VERSION } from './game-session.js';

/** A move as the server tells it (seat -1: a chance outcome, e.g. a roll). */
export interface OnlineMove {
  readonly seat: number;
  readonly action: number;
  readonly description: string;
  /** Who made a seat's move, as it was made (absent for chance and from an older server). */
  readonly by?: 'person' | 'ai';
}

/** Who made `m` in the session's record: `null` for chance or when the server did not say. */
function madeBy(m: OnlineMove): MoveMaker | null {
  return m.seat >= 0 && (m.by === 'person' || m.by === 'ai') ? m.by : null;
}

/** The part of the server's view the element reads. */
export interface OnlineView {
  readonly game: string;
  readonly room: string;
  readonly seat: number | null;
  readonly turn: number;
  readonly toMove: number | null;
  readonly observation: unknown;
  readonly legal: readonly number[];
  readonly moves: readonly OnlineMove[];
  /** In the view a screen gets as it joins: its observation of the round's start, before `moves`. */
  readonly start?: unknown;
  /** With a new `start` after a move that showed something hidden: the change's moves before it. */
  readonly shown?: readonly OnlineMove[];
  readonly outcome: unknown;
  readonly seats: readonly { readonly present: boolean; readonly ai: boolean }[];
  readonly rematch: readonly boolean[];
  readonly round: number;
}

/**
 * Where the copy's move list starts: the round's first move (`round`), the move after the last
 * one that showed something hidden until then (`shown`), or where this screen joined, the
 * server having sent no earlier start (`joined`).
 */
export type ListStart = 'round' | 'shown' | 'joined';

export class OnlineMirror<S> {
  private start: S | null = null;
  private startTurn = 0;
  /** The copy's start came from the server's `start` (else from an observation alone). */
  private sentStart = false;
  private actions: number[] = [];
  private makers: (MoveMaker | null)[] = [];
  private round = -1;
  session: GameSession<S> | null = null;

  constructor(private readonly game: AnyGame) {}

  /** Where the move list starts (`round`: every move of the round is listed). */
  get listStart(): ListStart {
    if (this.start === null || this.startTurn === 0) return 'round';
    return this.sentStart ? 'shown' : 'joined';
  }

  /** Takes a view in; returns the moves it brings that were not seen before. */
  update(view: OnlineView): readonly OnlineMove[] {
    const seen = this.startTurn + this.actions.length;
    const told = view.shown ? [...view.shown, ...view.moves] : view.moves;
    const first = view.turn - told.length;
    const joins =
      this.start !== null && view.round === this.round && first <= seen && view.turn >= seen;
    const news = joins ? told.slice(seen - first) : [];
    if (joins && !view.shown) {
      this.actions.push(...news.map((m) => m.action));
      this.makers.push(...news.map(madeBy));
      if (!this.rebuild(view)) this.resync(view);
    } else {
      // A rematch, a first view, or a start moved past something shown: from the view's start.
      this.resync(view);
    }
    this.round = view.round;
    return news;
  }

  private observer(view: OnlineView): number {
    return view.seat ?? 0;
  }

  private resync(view: OnlineView): void {
    if (view.start !== undefined) {
      // The round whole: its start and every move since.
      this.start = this.game.determinize(view.start, createRng(0)) as S;
      this.startTurn = view.turn - view.moves.length;
      this.actions = view.moves.map((m) => m.action);
      this.makers = view.moves.map(madeBy);
      this.sentStart = true;
      if (this.rebuild(view)) return;
    }
    this.start = this.game.determinize(view.observation, createRng(0)) as S;
    this.startTurn = view.turn;
    this.sentStart = false;
    this.actions = [];
    this.makers = [];
    // The observation is the truth: should the replay check disagree, show it as it is.
    if (!this.rebuild(view)) this.session = new GameSession<S>(this.game as never, this.start, 0);
  }

  /** Replays the moves onto the start; false when the result is not what the server shows. */
  private rebuild(view: OnlineView): boolean {
    try {
      const session = GameSession.fromJSON<S>(this.game as never, {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        game: this.game.id,
        seed: 0,
        start: saveState(this.game, this.start),
        actions: this.actions,
        cursor: this.actions.length,
        ...(this.makers.some((m) => m !== null) && { madeBy: this.makers }),
      });
      if (!deepEqual(this.game.observe(session.state, this.observer(view)), view.observation))
        return false;
      this.session = session;
      return true;
    } catch {
      return false;
    }
  }
}
