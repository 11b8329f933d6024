/**
 * Nim for search tests: two seats take 1–3 counters from a pile in turn; who takes the last
 * counter wins. A pile that is a multiple of 4 is lost for the player to move, so every other
 * position has exactly one winning move (leave a multiple of 4). Perfect information.
 */
import { IllegalActionError } from '../errors.js';
import { TERMINAL, type Game } from '../game.js';
import { ints, obj } from '../validate.js';

export interface NimState {
  readonly pile: number;
  readonly toMove: number;
}

export const nim = (start: number): Game<NimState, NimState, object> => ({
  id: 'nim',
  title: 'Nim',
  players: { min: 2, max: 2 },
  optionSchema: {},
  hasHiddenInformation: false,
  setup: () => ({ pile: start, toMove: 0 }),
  optionsOf: () => ({}),
  numSeats: () => 2,
  currentPlayer: (s) => (s.pile === 0 ? TERMINAL : s.toMove),
  legalActions: (s) => [1, 2, 3].filter((n) => n <= s.pile),
  chanceOutcomes: () => [],
  apply(s, a) {
    if (!(Number.isInteger(a) && a >= 1 && a <= Math.min(3, s.pile))) {
      throw new IllegalActionError(a, `take 1 to ${Math.min(3, s.pile)}`);
    }
    return { pile: s.pile - a, toMove: 1 - s.toMove };
  },
  // The player who just moved took the last counter.
  returns: (s) => (s.pile > 0 ? [0, 0] : s.toMove === 1 ? [1, 0] : [0, 1]),
  outcome: (s) =>
    s.pile > 0
      ? null
      : { ending: 'last', winners: [1 - s.toMove], scores: [0, 0], summary: 'done' },
  observe: (s) => ({ ...s }),
  determinize: (o) => ({ ...o }),
  describeAction: (_s, a) => `take ${a}`,
  codec: {
    version: 1,
    toJSON: (s) => ({ ...s }),
    fromJSON(j) {
      const o = obj(j, 'state');
      const [pile, toMove] = ints([o.pile, o.toMove], 'state', 0, 1000);
      return { pile: pile!, toMove: toMove! };
    },
  },
});
