/**
 * Glitch Deck: a tiny solitaire used only to test the core interface with hidden information
 * and dice. Ten cards (1–5, twice) are shuffled face down. Each turn a die is rolled (a chance
 * event); on a 1 the top card glitches and is burned face up. Then the player draws the top
 * card (adding it to the total) or stops. Stopping with a total of 8 to 11 wins; going over 11
 * loses; an empty deck ends the game as if the player stopped. The deck order is hidden; the
 * burned and drawn cards are known, so a good player counts what is left.
 */
import { IllegalActionError } from '../errors.js';
import { CHANCE, TERMINAL, type ChanceOutcome, type Game, type Outcome } from '../game.js';
import { parseOptions } from '../options.js';
import { type Rng, createRng } from '../rng.js';
import { bool, fail, int, ints, obj, str } from '../validate.js';

export const DRAW = 0;
export const STOP = 1;
/** Chance outcome for die face f is DIE_BASE + f. */
export const DIE_BASE = 10;
const CARDS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5] as const;
const TARGET_MIN = 8;
const TARGET_MAX = 11;

export interface GlitchDeckState {
  /** Face-down deck, top card last. Hidden. */
  readonly deck: readonly number[];
  readonly drawn: readonly number[];
  readonly burned: readonly number[];
  readonly phase: 'roll' | 'choose' | 'over';
  readonly stopped: boolean;
}

export interface GlitchDeckObservation {
  readonly deckSize: number;
  readonly drawn: readonly number[];
  readonly burned: readonly number[];
  readonly phase: 'roll' | 'choose' | 'over';
  readonly stopped: boolean;
}

const total = (s: { drawn: readonly number[] }) => s.drawn.reduce((a, b) => a + b, 0);
const won = (s: GlitchDeckState) => {
  const t = total(s);
  return t >= TARGET_MIN && t <= TARGET_MAX;
};
const DIE: readonly ChanceOutcome[] = [1, 2, 3, 4, 5, 6].map((f) => ({
  action: DIE_BASE + f,
  probability: 1 / 6,
}));

function endIfNeeded(s: GlitchDeckState): GlitchDeckState {
  if (s.stopped || total(s) > TARGET_MAX || s.deck.length === 0) return { ...s, phase: 'over' };
  return s;
}

export const glitchDeck: Game<GlitchDeckState, GlitchDeckObservation, Record<string, never>> = {
  id: 'glitch-deck',
  title: 'Glitch Deck (test game)',
  players: { min: 1, max: 1 },
  optionSchema: {},
  hasHiddenInformation: true,

  setup(options, seed) {
    parseOptions({}, options);
    return {
      deck: createRng(seed).shuffle([...CARDS]),
      drawn: [],
      burned: [],
      phase: 'roll',
      stopped: false,
    };
  },
  optionsOf: () => ({}),
  numSeats: () => 1,
  currentPlayer: (s) => (s.phase === 'over' ? TERMINAL : s.phase === 'roll' ? CHANCE : 0),
  legalActions: (s) =>
    s.phase === 'over' ? [] : s.phase === 'roll' ? DIE.map((o) => o.action) : [DRAW, STOP],
  chanceOutcomes: (s) => (s.phase === 'roll' ? DIE : []),

  apply(s, action) {
    if (s.phase === 'over') throw new IllegalActionError(action, 'the game is over');
    if (s.phase === 'roll') {
      const face = action - DIE_BASE;
      if (!Number.isInteger(face) || face < 1 || face > 6) {
        throw new IllegalActionError(action, `a die roll is ${DIE_BASE + 1}..${DIE_BASE + 6}`);
      }
      if (face !== 1) return { ...s, phase: 'choose' };
      const deck = s.deck.slice(0, -1);
      return endIfNeeded({
        ...s,
        deck,
        burned: [...s.burned, s.deck[s.deck.length - 1]!],
        phase: 'choose',
      });
    }
    if (action === STOP) return { ...s, stopped: true, phase: 'over' };
    if (action !== DRAW)
      throw new IllegalActionError(action, `choose ${DRAW} (draw) or ${STOP} (stop)`);
    const card = s.deck[s.deck.length - 1]!;
    return endIfNeeded({
      ...s,
      deck: s.deck.slice(0, -1),
      drawn: [...s.drawn, card],
      phase: 'roll',
    });
  },

  returns: (s) => (s.phase !== 'over' ? [0] : won(s) ? [1] : [0]),
  outcome(s): Outcome | null {
    if (s.phase !== 'over') return null;
    const t = total(s);
    const ending = won(s) ? 'target' : t > TARGET_MAX ? 'bust' : 'short';
    return {
      ending,
      winners: won(s) ? [0] : [],
      scores: [t],
      summary: `Finished on ${t} (${ending}).`,
    };
  },

  observe: (s) => ({
    deckSize: s.deck.length,
    drawn: [...s.drawn],
    burned: [...s.burned],
    phase: s.phase,
    stopped: s.stopped,
  }),
  determinize(o, rng: Rng) {
    const left: number[] = [...CARDS];
    for (const c of [...o.drawn, ...o.burned]) left.splice(left.indexOf(c), 1);
    return {
      deck: rng.shuffle(left),
      drawn: [...o.drawn],
      burned: [...o.burned],
      phase: o.phase,
      stopped: o.stopped,
    };
  },
  evaluate: (s) => (total(s) > TARGET_MAX ? -1 : total(s) / TARGET_MAX),

  describeAction(s, action) {
    glitchDeck.apply(s, action); // an action the state does not allow throws, as the contract asks
    if (s.phase === 'roll') {
      return action === DIE_BASE + 1
        ? 'roll 1: the top card glitches'
        : `roll ${action - DIE_BASE}`;
    }
    return action === DRAW ? `draw (total ${total(s)})` : `stop on ${total(s)}`;
  },

  codec: {
    version: 1,
    toJSON: (s) => ({ ...s, deck: [...s.deck], drawn: [...s.drawn], burned: [...s.burned] }),
    fromJSON(json) {
      const o = obj(json, 'state');
      const deck = ints(o.deck, 'state.deck', 1, 5);
      const drawn = ints(o.drawn, 'state.drawn', 1, 5);
      const burned = ints(o.burned, 'state.burned', 1, 5);
      int(
        deck.length + drawn.length + burned.length,
        'state (card count)',
        CARDS.length,
        CARDS.length,
      );
      const all = [...deck, ...drawn, ...burned].sort();
      if (all.join() !== [...CARDS].join()) {
        fail('state', 'the cards 1-5 twice across deck, drawn and burned', all);
      }
      const phase = str(o.phase, 'state.phase', [
        'roll',
        'choose',
        'over',
      ]) as GlitchDeckState['phase'];
      return { deck, drawn, burned, phase, stopped: bool(o.stopped, 'state.stopped') };
    },
  },
};
