/**
 * Nim's TypeScript rules, the twin of the Nim test kernel (assembly/kernel.ts), as much of a core
 * `Game` as the engine conformance kit uses: two seats take 1–3 counters in turn and whoever
 * takes the last one wins. Perfect information: the observation is the state, and the kernel's
 * packed state and observation are both `pile, toMove`.
 */
import { type Game, TERMINAL } from '@matrix-arcade/core';

export interface NimState {
  readonly pile: number;
  readonly toMove: number;
}

const legal = (s: NimState) => Array.from({ length: Math.min(3, s.pile) }, (_, i) => i + 1);

export const nimGame = {
  id: 'nim',
  title: 'Nim',
  players: { min: 2, max: 2 },
  hasHiddenInformation: false,
  setup: (_options: unknown, seed: number) => ({ pile: 5 + (seed % 23), toMove: seed % 2 }),
  numSeats: () => 2,
  currentPlayer: (s: NimState) => (s.pile === 0 ? TERMINAL : s.toMove),
  legalActions: legal,
  chanceOutcomes: () => [],
  apply(s: NimState, action: number): NimState {
    if (!legal(s).includes(action)) throw new Error(`illegal take ${action}`);
    return { pile: s.pile - action, toMove: 1 - s.toMove };
  },
  // The seat that just moved took the last counter; 0 for both while the game runs.
  returns: (s: NimState) =>
    s.pile > 0 ? [0, 0] : [s.toMove === 1 ? 1 : 0, s.toMove === 0 ? 1 : 0],
  observe: (s: NimState) => s,
  determinize: (o: NimState) => o,
} as unknown as Game<NimState, NimState>;

/** The kernel's words for a state or an observation: `pile, toMove`. */
export const packNim = (s: NimState): Int32Array => Int32Array.from([s.pile, s.toMove]);
