/**
 * The two seats of a duel: the token that holds each, whether the server's AI plays it, how
 * many connections sit in it now, and the rematch votes. A person coming back to a seat takes it
 * over from the AI; a rematch swaps everything between the seats. `copy()` gives the copy a
 * change is played on (write-ahead, duel.ts) arrays of its own.
 */
import { OnlineError } from './errors.js';
import { isToken } from './tokens.js';

export class DuelSeats {
  constructor(
    readonly tokens: [string, string],
    readonly ai: [boolean, boolean],
    readonly votes: [boolean, boolean],
    private readonly present: [number, number] = [0, 0],
  ) {}

  copy(): DuelSeats {
    return new DuelSeats([...this.tokens], [...this.ai], [...this.votes], [...this.present]);
  }

  /** True when `other` has the same tokens, AI seats and rematch votes (presence aside). */
  same(other: DuelSeats): boolean {
    const eq = (a: readonly unknown[], b: readonly unknown[]) => a.every((x, i) => x === b[i]);
    return eq(this.tokens, other.tokens) && eq(this.ai, other.ai) && eq(this.votes, other.votes);
  }

  /** The seat a token holds, or `null`. */
  seatOf(token: unknown): number | null {
    if (!isToken(token)) return null;
    const i = this.tokens.indexOf(token);
    return i < 0 ? null : i;
  }

  /**
   * A client holding `seat` came (+1) or went (-1). A person coming back takes over from the AI,
   * and the AI's rematch vote goes with it (the person has not asked for one).
   */
  setPresent(seat: number, delta: 1 | -1): void {
    this.present[seat] = Math.max(0, this.present[seat]! + delta);
    if (delta === 1 && this.ai[seat]) {
      this.ai[seat] = false;
      this.votes[seat] = false;
    }
  }

  isPresent(seat: number): boolean {
    return this.present[seat]! > 0;
  }

  /** The AI takes `seat`, which must be empty; after the end it agrees to a rematch at once. */
  giveAi(seat: number, over: boolean): void {
    if (this.isPresent(seat)) {
      throw new OnlineError('SEAT_OCCUPIED', 'the AI can only take a seat nobody is sitting in');
    }
    this.ai[seat] = true;
    if (over) this.votes[seat] = true;
  }

  /** `seat` votes for a rematch (the AI always does); true once both seats want one. */
  vote(seat: number): boolean {
    this.votes[seat] = true;
    for (const s of [0, 1]) if (this.ai[s]) this.votes[s] = true;
    return this.votes[0] && this.votes[1];
  }

  /** A rematch: tokens, AI and presence change seats; the votes start again. */
  swap(): void {
    for (const list of [this.tokens, this.ai, this.present] as unknown[][]) list.reverse();
    this.votes[0] = this.votes[1] = false;
  }

  /** What every client is told of the seats. */
  view(): { present: boolean; ai: boolean }[] {
    return [0, 1].map((s) => ({ present: this.isPresent(s), ai: this.ai[s]! }));
  }
}
