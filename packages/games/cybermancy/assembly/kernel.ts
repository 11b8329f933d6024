/**
 * The CYBERMANCY search kernel: the family's `MatrixOverloadKernel`
 * (`@matrix-arcade/matrix-overload/assembly/kernel`) over the tarot deck's tables (tarot.ts),
 * with the new cards' legal actions and play (burners.ts), and the edition's tail of the shared
 * formats (src/engine/layout.ts): the discard pile, kept in the working state, and the cards
 * left out of the run, which the dead-end test counts as out of play. Determinize, the playout
 * policy, the heuristics and push/pop are the family's.
 */
import { OUT_OF_RUN } from '@matrix-arcade/matrix-overload/assembly/cards';
import { observationTail } from '@matrix-arcade/matrix-overload/assembly/codec';
import { MatrixOverloadKernel } from '@matrix-arcade/matrix-overload/assembly/kernel';
import {
  K_DISCARD,
  K_DISCARD_LEN,
  MAX_DISCARD,
  STATE_WORDS,
} from '@matrix-arcade/matrix-overload/src/engine/layout';
import { CYBER_ACTIONS, TAROT_CARDS } from '../src/engine/layout';
import { cyberApply, cyberLegal } from './burners';

export class CybermancyKernel extends MatrixOverloadKernel {
  /** Reads the words of the TS `encodeObservation`, the edition's tail included. */
  override load(io: StaticArray<i32>, len: i32): void {
    super.load(io, len);
    let at = observationTail();
    const base = this.base;
    const discard = at < len ? io[at++] : 0;
    assert(discard >= 0 && discard <= MAX_DISCARD, 'CYBERMANCY observation: discard pile');
    for (let i = 0; i < discard; i++) base[K_DISCARD + i] = io[at++];
    base[K_DISCARD_LEN] = discard;
    const out = at < len ? io[at++] : 0;
    for (let i = 0; i < out; i++) {
      const c = io[at++];
      assert(c >= 0 && c < TAROT_CARDS, 'CYBERMANCY observation: not a card code');
      OUT_OF_RUN[c] = 1;
    }
    memory.copy(changetype<usize>(this.s), changetype<usize>(base), (<usize>STATE_WORDS) << 2);
  }

  override legalActions(out: StaticArray<i32>): i32 {
    return cyberLegal(this.s, out, this.scores);
  }

  override isLegal(action: i32): bool {
    if (action < 0 || action >= CYBER_ACTIONS) return false;
    const n = cyberLegal(this.s, this.scratch, this.scores);
    for (let i = 0; i < n; i++) if (unchecked(this.scratch[i]) === action) return true;
    return false;
  }

  override apply(action: i32): void {
    cyberApply(this.s, action);
  }

  /** The working state as the TS `packState` writes it, the discard pile last. */
  override writeState(io: StaticArray<i32>): i32 {
    let at = super.writeState(io);
    const s = this.s;
    const n = s[K_DISCARD_LEN];
    io[at++] = n;
    for (let i = 0; i < n; i++) io[at++] = s[K_DISCARD + i];
    return at;
  }
}
