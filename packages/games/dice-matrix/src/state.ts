/**
 * The Dice Matrix state, its options and how a game is set up. A state is a handful of small
 * plain arrays so that search can copy it cheaply: the matrix as 49 die codes (-1 for an empty
 * cell), each player's area as 30 counts and its 11 cached line sizes. All randomness happens
 * here, in setup: a seeded shuffle of 50 dice with random faces (and, in tournament play, the
 * layout of the second game, drawn now but kept out of every observation until it is used).
 */
import {
  type OptionSchema,
  type Rng,
  ValidationError,
  createRng,
  parseOptions,
} from '@matrix-arcade/core';
import { CELLS } from './actions.js';
import {
  COLOURS,
  COLOUR_NAMES,
  DICE,
  DICE_PER_COLOUR,
  FACES,
  colourOf,
  dieCode,
  parseDie,
} from './dice.js';
import { type PartialLayoutSpec, fillLayout } from './layout-fill.js';
import { LINES, emptyArea } from './scoring.js';

export interface DiceMatrixOptions {
  /** Variant: no score is kept during play; each area is recounted when the game ends. */
  readonly recountAtEnd: boolean;
  /** Tournament: two games, each player opening one, scores added. */
  readonly tournament: boolean;
}

/** The options: both off by default. */
export const optionSchema: OptionSchema<DiceMatrixOptions> = {
  recountAtEnd: {
    type: 'boolean',
    default: false,
    label: 'Recount at end (hidden scores)',
    description:
      'Variant: keep no score during play; both areas are recounted when the matrix is empty.',
  },
  tournament: {
    type: 'boolean',
    default: false,
    label: 'Tournament (two deals)',
    description:
      'Play two games, seat 0 opening the first and seat 1 the second; the totals decide.',
  },
};

/** The full state of a game (or of a two-game tournament). Treat it as immutable. */
export interface DiceMatrixState {
  readonly options: DiceMatrixOptions;
  /** Which game is being played: 0, or 1 for the second game of a tournament. */
  readonly round: number;
  /** Seat to move, or `TERMINAL` (-2) once everything is over. */
  readonly toMove: number;
  /** 49 cells, row-major: a die code (colour * 6 + face - 1) or -1 when empty. */
  readonly matrix: readonly number[];
  /** Dice still in the matrix. */
  readonly left: number;
  /** The spare die's code until the opening places it, then -1. */
  readonly spare: number;
  /** Per seat, 30 counts indexed by die code: the dice scored in this game. */
  readonly areas: readonly (readonly number[])[];
  /** Per seat, the 11 line sizes of its area (5 colours, then faces 1..6); derived, cached. */
  readonly lines: readonly (readonly number[])[];
  /** Per seat, the score of the current game (kept at 0 in play under `recountAtEnd`). */
  readonly scores: readonly number[];
  /** Final scores of each finished game, in order. */
  readonly gameScores: readonly (readonly number[])[];
  /**
   * Tournament only, until the second game starts: its layout (49 cells then the spare),
   * already rolled. Hidden from every observation. `null` otherwise.
   */
  readonly nextLayout: readonly number[] | null;
}

/** The seat that opens game `round` (takes and sets the spare die): seat 0, then seat 1. */
export function openerOf(round: number): number {
  return round === 0 ? 0 : 1;
}

/**
 * A random layout: 10 dice of each colour with random faces, shuffled; 50 codes of which the
 * first 49 fill the matrix row by row and the last is the spare.
 */
export function randomLayout(rng: Rng): number[] {
  const dice: number[] = [];
  for (let colour = 0; colour < COLOURS; colour++) {
    for (let i = 0; i < DICE_PER_COLOUR; i++) dice.push(dieCode(colour, rng.int(FACES) + 1));
  }
  return rng.shuffle(dice);
}

/** The opening state of game `round` on a 50-die layout. */
export function startGame(
  options: DiceMatrixOptions,
  layout: readonly number[],
  round: number,
  gameScores: readonly (readonly number[])[],
  nextLayout: readonly number[] | null,
): DiceMatrixState {
  return {
    options,
    round,
    toMove: openerOf(round),
    matrix: layout.slice(0, CELLS),
    left: CELLS,
    spare: layout[CELLS]!,
    areas: [emptyArea(), emptyArea()],
    lines: [new Array<number>(LINES).fill(0), new Array<number>(LINES).fill(0)],
    scores: [0, 0],
    gameScores,
    nextLayout,
  };
}

/**
 * A new game from validated options and a seed, or any generator (the online server's CSPRNG);
 * the game-1 layout is the same with or without a tournament.
 */
export function newState(options: DiceMatrixOptions, seed: number | Rng): DiceMatrixState {
  const rng = typeof seed === 'number' ? createRng(seed) : seed;
  const first = randomLayout(rng);
  const second = options.tournament ? randomLayout(rng) : null;
  return startGame(options, first, 0, [], second);
}

/** A layout written as text or codes: 49 matrix dice (row by row) and the spare. */
export interface LayoutSpec {
  /** 49 dice, row-major: tags separated by spaces or newlines (`"R5 K1 …"`), or codes. */
  readonly matrix: string | readonly (string | number)[];
  /** The spare die: a tag or a code. */
  readonly spare: string | number;
}

/**
 * Checks a layout and turns it into 50 codes: 49 dice, then the spare, exactly 10 of each
 * colour. Throws `ValidationError` naming the bad entry.
 */
export function parseLayout(spec: LayoutSpec, where = 'layout'): number[] {
  const tokens =
    typeof spec.matrix === 'string' ? spec.matrix.trim().split(/\s+/) : [...spec.matrix];
  if (tokens.length !== CELLS) {
    throw new ValidationError(`${where}.matrix`, `expected ${CELLS} dice, got ${tokens.length}`);
  }
  const toCode = (t: string | number, path: string): number => {
    const code = typeof t === 'number' ? t : parseDie(t);
    if (!Number.isInteger(code) || code < 0 || code >= COLOURS * FACES) {
      throw new ValidationError(
        path,
        `expected a die such as "R5" or "K1", got ${JSON.stringify(t)}${t === '?' ? ' (to draw the dice not named, give a seed: fromLayout({ matrix, spare, seed }))' : ''}`,
      );
    }
    return code;
  };
  const codes = tokens.map((t, i) => toCode(t, `${where}.matrix[${i}]`));
  codes.push(toCode(spec.spare, `${where}.spare`));
  const perColour = new Array<number>(COLOURS).fill(0);
  for (const c of codes) perColour[colourOf(c)]!++;
  perColour.forEach((n, colour) => {
    if (n !== DICE_PER_COLOUR) {
      throw new ValidationError(
        where,
        `expected ${DICE_PER_COLOUR} ${COLOUR_NAMES[colour]} dice among the ${DICE}, got ${n}`,
      );
    }
  });
  return codes;
}

/** 50 codes from a full layout, or from a partial one (it has a `seed`); `where` names it in errors. */
export function layoutCodes(spec: LayoutSpec | PartialLayoutSpec, where: string): number[] {
  return 'seed' in spec && spec.seed !== undefined
    ? fillLayout(spec as PartialLayoutSpec, where)
    : parseLayout(spec as LayoutSpec, where);
}

/**
 * The opening state of a game on a given layout (the rulebook's examples, puzzles, tests):
 * either all 50 dice named (`LayoutSpec`), or a few named and the rest drawn from a seed
 * (`PartialLayoutSpec`, see `fillLayout`). Options are validated like `setup` does
 * (`OptionsError`); a tournament also needs `second`, the layout of its second game.
 */
export function fromLayout(
  layout: LayoutSpec | PartialLayoutSpec,
  options: Partial<DiceMatrixOptions> = {},
  second?: LayoutSpec | PartialLayoutSpec,
): DiceMatrixState {
  const opts = parseOptions(optionSchema, options);
  const first = layoutCodes(layout, 'layout');
  if (opts.tournament && !second) {
    throw new ValidationError('second', 'a tournament needs the layout of its second game');
  }
  const next = opts.tournament && second ? layoutCodes(second, 'second') : null;
  return startGame(opts, first, 0, [], next);
}
