/**
 * Versioned JSON for Dice Matrix states. `toJSON` writes the state without its cached line
 * sizes; `fromJSON` reads untrusted JSON and checks every field and every cross-field rule (50
 * dice, 10 per colour, across matrix, spare and areas; scores equal to the recount; the turn
 * consistent with the opening), throwing `ValidationError` that names the bad field.
 */
import { type StateCodec, TERMINAL, ValidationError, validate } from '@matrix-arcade/core';
import { CELLS } from './actions.js';
import { COLOURS, COLOUR_NAMES, DICE_PER_COLOUR, DIE_KINDS, colourOf } from './dice.js';
import { lineCounts, recount, scoreOfLines } from './scoring.js';
import { type DiceMatrixOptions, type DiceMatrixState, openerOf } from './state.js';

/** The most one area can score in a game: five full colour lines and all 50 dice on one face. */
export const MAX_GAME_SCORE = COLOURS * 55 + 1275;

export const CODEC_VERSION = 1;

const STATE_KEYS = [
  'options',
  'round',
  'toMove',
  'matrix',
  'spare',
  'areas',
  'scores',
  'gameScores',
  'nextLayout',
];
const OPTION_KEYS = ['recountAtEnd', 'tournament'];

function onlyKeys(o: Record<string, unknown>, keys: readonly string[], path: string): void {
  for (const k of Object.keys(o)) {
    if (!keys.includes(k)) throw new ValidationError(`${path}.${k}`, 'unknown field');
  }
}

function toJSON(s: DiceMatrixState): unknown {
  return {
    options: { recountAtEnd: s.options.recountAtEnd, tournament: s.options.tournament },
    round: s.round,
    toMove: s.toMove,
    matrix: s.matrix.slice(),
    spare: s.spare,
    areas: s.areas.map((a) => a.slice()),
    scores: s.scores.slice(),
    gameScores: s.gameScores.map((g) => g.slice()),
    nextLayout: s.nextLayout ? s.nextLayout.slice() : null,
  };
}

function countColours(codes: readonly number[], into: number[]): void {
  for (const c of codes) if (c >= 0) into[colourOf(c)]!++;
}

function fromJSON(json: unknown): DiceMatrixState {
  const { obj, arr, int, ints, bool } = validate;
  const o = obj(json, 'state');
  onlyKeys(o, STATE_KEYS, 'state');
  const oo = obj(o.options, 'state.options');
  onlyKeys(oo, OPTION_KEYS, 'state.options');
  const options: DiceMatrixOptions = {
    recountAtEnd: bool(oo.recountAtEnd, 'state.options.recountAtEnd'),
    tournament: bool(oo.tournament, 'state.options.tournament'),
  };
  const round = int(o.round, 'state.round', 0, options.tournament ? 1 : 0);
  const toMove = int(o.toMove, 'state.toMove', TERMINAL, 1);
  if (toMove === -1) throw new ValidationError('state.toMove', 'expected 0, 1 or -2 (over)');
  const over = toMove === TERMINAL;
  const matrix = ints(o.matrix, 'state.matrix', -1, DIE_KINDS - 1, CELLS);
  const spare = int(o.spare, 'state.spare', -1, DIE_KINDS - 1);
  const areasJson = arr(o.areas, 'state.areas', 2);
  const areas = areasJson.map((a, i) => ints(a, `state.areas[${i}]`, 0, 50, DIE_KINDS));
  const scores = ints(o.scores, 'state.scores', 0, MAX_GAME_SCORE, 2);

  // Fifty dice, ten of each colour, across the matrix, the spare and both areas.
  const perColour = new Array<number>(COLOURS).fill(0);
  countColours(matrix, perColour);
  if (spare >= 0) perColour[colourOf(spare)]!++;
  for (const area of areas) {
    area.forEach((n, code) => {
      perColour[colourOf(code)]! += n;
    });
  }
  perColour.forEach((n, colour) => {
    if (n !== DICE_PER_COLOUR) {
      throw new ValidationError(
        'state.matrix',
        `with the spare and both areas it makes ${n} ${COLOUR_NAMES[colour]} dice, expected ${DICE_PER_COLOUR}`,
      );
    }
  });

  const left = matrix.reduce((n, d) => n + (d >= 0 ? 1 : 0), 0);
  const placed = areas.map((a) => a.reduce((n, x) => n + x, 0));
  const opener = openerOf(round);
  if (over) {
    if (left > 0)
      throw new ValidationError('state.toMove', 'the game cannot be over with dice left');
    if (options.tournament && round === 0) {
      throw new ValidationError('state.round', 'a tournament ends after its second game');
    }
  } else {
    if (left === 0)
      throw new ValidationError('state.matrix', 'an empty matrix means the game is over');
    if (spare >= 0) {
      if (left !== CELLS || placed[0] !== 0 || placed[1] !== 0) {
        throw new ValidationError('state.spare', 'the spare is out only before any die is taken');
      }
      if (toMove !== opener) {
        throw new ValidationError('state.toMove', `seat ${opener} opens this game with the spare`);
      }
    } else if (placed[opener] === 0) {
      throw new ValidationError('state.spare', `seat ${opener} must have placed the spare by now`);
    } else if (left === CELLS && toMove !== 1 - opener) {
      throw new ValidationError('state.toMove', `seat ${1 - opener} moves right after the opening`);
    }
  }
  if (over && spare >= 0) throw new ValidationError('state.spare', 'expected -1 at the end');

  // One entry per finished game.
  const finished = over ? round + 1 : round;
  const gameScores = arr(o.gameScores, 'state.gameScores', finished).map((g, i) =>
    ints(g, `state.gameScores[${i}]`, 0, MAX_GAME_SCORE, 2),
  );

  // Scores: the recount of each area, except under the variant while the game runs.
  scores.forEach((score, seat) => {
    const expected = options.recountAtEnd && !over ? 0 : recount(areas[seat]!);
    if (score !== expected) {
      throw new ValidationError(
        `state.scores[${seat}]`,
        options.recountAtEnd && !over
          ? 'expected 0: no score is kept during play in the recount-at-end variant'
          : `expected ${expected}, the recount of area ${seat}, got ${score}`,
      );
    }
  });
  if (over) {
    const last = gameScores[gameScores.length - 1]!;
    if (last[0] !== scores[0] || last[1] !== scores[1]) {
      throw new ValidationError(`state.gameScores[${round}]`, 'expected the final scores');
    }
  }

  let nextLayout: number[] | null = null;
  const hidden = options.tournament && round === 0 && !over;
  if (hidden) {
    nextLayout = ints(o.nextLayout, 'state.nextLayout', 0, DIE_KINDS - 1, CELLS + 1);
    const counts = new Array<number>(COLOURS).fill(0);
    countColours(nextLayout, counts);
    counts.forEach((n, colour) => {
      if (n !== DICE_PER_COLOUR) {
        throw new ValidationError(
          'state.nextLayout',
          `has ${n} ${COLOUR_NAMES[colour]} dice, expected ${DICE_PER_COLOUR}`,
        );
      }
    });
  } else if (o.nextLayout !== null) {
    throw new ValidationError('state.nextLayout', 'expected null: there is no game to come');
  }

  const lines = areas.map(lineCounts);
  return {
    options,
    round,
    toMove,
    matrix,
    left,
    spare,
    areas,
    lines,
    scores: options.recountAtEnd && !over ? [0, 0] : lines.map(scoreOfLines),
    gameScores,
    nextLayout,
  };
}

export const codec: StateCodec<DiceMatrixState> = { version: CODEC_VERSION, toJSON, fromJSON };
