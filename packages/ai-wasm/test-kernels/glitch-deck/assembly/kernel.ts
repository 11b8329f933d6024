/**
 * Glitch Deck (the core's hidden-information test game) as a search kernel: ten cards 1–5 twice,
 * shuffled face down; each turn a die roll (a 1 burns the top card face up), then draw or stop;
 * stopping on 8–11 wins. The deck order is hidden, so `determinize` deals the unseen cards with
 * the same Fisher–Yates draws as the TypeScript `glitchDeck.determinize`. It is the engine's test
 * vehicle for determinization, TS↔AS parity and the no-peeking property.
 *
 * Observation words: `deckSize, phase (0 roll, 1 choose, 2 over), stopped, nDrawn, drawn…,
 * nBurned, burned…`. Packed state: `phase, stopped, deckSize, deck… (top last), nDrawn, drawn…,
 * nBurned, burned…`, like `packGlitchDeck` in `../engine.ts`.
 */
import { CHANCE, Rng, TERMINAL } from '../../../assembly/index';

const DRAW: i32 = 0;
const STOP: i32 = 1;
const DIE_BASE: i32 = 10;
const ROLL: i32 = 0;
const CHOOSE: i32 = 1;
const OVER: i32 = 2;
const CARDS: i32 = 10;
const STATE_WORDS: i32 = 36;
const MAX_PLY: i32 = 64;

export class GlitchDeckKernel {
  // The loaded observation.
  private oDeckSize: i32 = 0;
  private oPhase: i32 = 0;
  private oStopped: bool = false;
  private readonly oDrawn: StaticArray<i32> = new StaticArray<i32>(CARDS);
  private oDrawnLen: i32 = 0;
  private readonly oBurned: StaticArray<i32> = new StaticArray<i32>(CARDS);
  private oBurnedLen: i32 = 0;
  // The working state.
  private readonly deck: StaticArray<i32> = new StaticArray<i32>(CARDS);
  private deckLen: i32 = 0;
  private readonly drawn: StaticArray<i32> = new StaticArray<i32>(CARDS);
  private drawnLen: i32 = 0;
  private readonly burned: StaticArray<i32> = new StaticArray<i32>(CARDS);
  private burnedLen: i32 = 0;
  private phase: i32 = OVER;
  private stopped: bool = false;
  private total: i32 = 0;
  private readonly stack: StaticArray<i32> = new StaticArray<i32>(STATE_WORDS * MAX_PLY);
  private depth: i32 = 0;

  load(io: StaticArray<i32>, len: i32): void {
    assert(len >= 5, 'glitch-deck: observation too short');
    this.oDeckSize = io[0];
    this.oPhase = io[1];
    this.oStopped = io[2] !== 0;
    const nd = io[3];
    assert(nd >= 0 && nd <= CARDS && 5 + nd <= len, 'glitch-deck: bad drawn count');
    for (let i = 0; i < nd; i++) this.oDrawn[i] = io[4 + i];
    this.oDrawnLen = nd;
    const nb = io[4 + nd];
    assert(nb >= 0 && nb <= CARDS && 5 + nd + nb === len, 'glitch-deck: bad burned count');
    for (let i = 0; i < nb; i++) this.oBurned[i] = io[5 + nd + i];
    this.oBurnedLen = nb;
    assert(this.oPhase >= ROLL && this.oPhase <= OVER, 'glitch-deck: bad phase');
    assert(this.oDeckSize + nd + nb === CARDS, 'glitch-deck: cards do not add up to 10');
    for (let v = 1; v <= 5; v++) {
      let seen = 0;
      for (let i = 0; i < nd; i++) if (this.oDrawn[i] === v) seen++;
      for (let i = 0; i < nb; i++) if (this.oBurned[i] === v) seen++;
      assert(seen <= 2, 'glitch-deck: a card value seen more than twice');
    }
    for (let i = 0; i < nd; i++) assert(this.oDrawn[i] >= 1 && this.oDrawn[i] <= 5, 'bad card');
    for (let i = 0; i < nb; i++) assert(this.oBurned[i] >= 1 && this.oBurned[i] <= 5, 'bad card');
  }

  determinize(rng: Rng): void {
    // The unseen cards in ascending order (the reference removes seen cards from 1,1,2,2,…).
    let n = 0;
    for (let v = 1; v <= 5; v++) {
      let left = 2;
      for (let i = 0; i < this.oDrawnLen; i++) if (unchecked(this.oDrawn[i]) === v) left--;
      for (let i = 0; i < this.oBurnedLen; i++) if (unchecked(this.oBurned[i]) === v) left--;
      for (; left > 0; left--) unchecked((this.deck[n++] = v));
    }
    rng.shuffle(this.deck, n);
    this.deckLen = n;
    let t = 0;
    for (let i = 0; i < this.oDrawnLen; i++) {
      const c = unchecked(this.oDrawn[i]);
      unchecked((this.drawn[i] = c));
      t += c;
    }
    this.drawnLen = this.oDrawnLen;
    this.total = t;
    for (let i = 0; i < this.oBurnedLen; i++) unchecked((this.burned[i] = this.oBurned[i]));
    this.burnedLen = this.oBurnedLen;
    this.phase = this.oPhase;
    this.stopped = this.oStopped;
    this.depth = 0;
  }

  currentPlayer(): i32 {
    return this.phase === OVER ? TERMINAL : this.phase === ROLL ? CHANCE : 0;
  }

  legalActions(out: StaticArray<i32>): i32 {
    if (this.phase === OVER) return 0;
    if (this.phase === ROLL) {
      for (let f = 1; f <= 6; f++) unchecked((out[f - 1] = DIE_BASE + f));
      return 6;
    }
    unchecked((out[0] = DRAW));
    unchecked((out[1] = STOP));
    return 2;
  }

  sampleChance(rng: Rng): i32 {
    // core's sampleChance over six outcomes of probability 1/6.
    let r = rng.float();
    for (let f = 1; f <= 6; f++) {
      r -= 1.0 / 6.0;
      if (r < 0) return DIE_BASE + f;
    }
    return DIE_BASE + 6;
  }

  isLegal(action: i32): bool {
    if (this.phase === ROLL) return action > DIE_BASE && action <= DIE_BASE + 6;
    return this.phase === CHOOSE && (action === DRAW || action === STOP);
  }

  apply(action: i32): void {
    if (this.phase === ROLL) {
      this.phase = CHOOSE;
      if (action === DIE_BASE + 1) {
        unchecked((this.burned[this.burnedLen++] = this.deck[--this.deckLen]));
        this.endIfNeeded();
      }
      return;
    }
    if (action === STOP) {
      this.stopped = true;
      this.phase = OVER;
      return;
    }
    const card = unchecked(this.deck[--this.deckLen]);
    unchecked((this.drawn[this.drawnLen++] = card));
    this.total += card;
    this.phase = ROLL;
    this.endIfNeeded();
  }

  private endIfNeeded(): void {
    if (this.stopped || this.total > 11 || this.deckLen === 0) this.phase = OVER;
  }

  returns(seat: i32): f64 {
    return this.phase === OVER && this.total >= 8 && this.total <= 11 ? 1.0 : 0.0;
  }

  estimate(seat: i32): f64 {
    return 0.5;
  }

  evaluate(seat: i32): f64 {
    return this.total > 11 ? -1.0 : <f64>this.total / 11.0;
  }

  /** FNV-1a over the packed state (slot 0 of the push stack is scratch). */
  hash(): u64 {
    let h: u64 = 0xcbf29ce484222325;
    const n = this.packInto(this.stack, 0);
    for (let i = 0; i < n; i++) h = (h ^ <u64>unchecked(this.stack[i])) * 0x100000001b3;
    return h;
  }

  push(): void {
    assert(this.depth < MAX_PLY - 1, 'glitch-deck: push stack full');
    this.depth++;
    this.packInto(this.stack, this.depth * STATE_WORDS);
  }

  pop(): void {
    this.unpackFrom(this.stack, this.depth * STATE_WORDS);
    this.depth--;
  }

  numSeats(): i32 {
    return 1;
  }

  writeState(io: StaticArray<i32>): i32 {
    return this.packInto(io, 0);
  }

  private packInto(out: StaticArray<i32>, at: i32): i32 {
    let w = at;
    out[w++] = this.phase;
    out[w++] = this.stopped ? 1 : 0;
    out[w++] = this.deckLen;
    for (let i = 0; i < this.deckLen; i++) out[w++] = unchecked(this.deck[i]);
    out[w++] = this.drawnLen;
    for (let i = 0; i < this.drawnLen; i++) out[w++] = unchecked(this.drawn[i]);
    out[w++] = this.burnedLen;
    for (let i = 0; i < this.burnedLen; i++) out[w++] = unchecked(this.burned[i]);
    return w - at;
  }

  private unpackFrom(src: StaticArray<i32>, at: i32): void {
    let r = at;
    this.phase = src[r++];
    this.stopped = src[r++] !== 0;
    this.deckLen = src[r++];
    for (let i = 0; i < this.deckLen; i++) unchecked((this.deck[i] = src[r++]));
    this.drawnLen = src[r++];
    let t = 0;
    for (let i = 0; i < this.drawnLen; i++) {
      const c = src[r++];
      unchecked((this.drawn[i] = c));
      t += c;
    }
    this.total = t;
    this.burnedLen = src[r++];
    for (let i = 0; i < this.burnedLen; i++) unchecked((this.burned[i] = src[r++]));
  }
}
