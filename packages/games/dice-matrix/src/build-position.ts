/**
 * `buildPosition`: a Dice Matrix position in the middle of a game, written in players' words —
 * the matrix with the cells already emptied, the dice each seat has taken (its area), who moves
 * — for puzzles, tests and "what would you play here?". Scores follow from the areas (given
 * ones are checked against the recount). The spare has always been placed: a position before
 * the opening is a layout (`fromLayout`). Every field is checked where it is written
 * (`ValidationError` naming `position.<field>` and what is allowed); the result is then checked
 * like a loaded save (50 dice, 10 of each colour, the opener has placed the spare), so
 * `legalActions` and `apply` work from it.
 */
import { ValidationError, validate } from '@matrix-arcade/core';
import { CELLS } from './actions.js';
import { DIE_KINDS, parseDie } from './dice.js';
import { codec } from './codec.js';
import type { PartialLayoutSpec } from './layout-fill.js';
import { type LayoutSpec, layoutCodes } from './state.js';
import { emptyArea, recount } from './scoring.js';
import type { DiceMatrixState } from './state.js';

/** Dice as tags separated by white space (`"R5 K1"`) or as an array of tags. */
export type DiceList = string | readonly string[];

export interface DiceMatrixPositionSpec {
  /** The 49 cells row by row: a die tag (`"R5"`, `"K1"`), or `"."` for a cell already emptied. */
  readonly matrix: DiceList;
  /** The dice each seat has taken so far, seat 0 (the opener, with the spare) first. */
  readonly areas: readonly [DiceList, DiceList];
  /** The seat to move: 0 or 1. */
  readonly toMove: number;
  /** The scores as you read them (optional): checked against the recount of each area. */
  readonly scores?: readonly [number, number];
  /** The recount-at-end variant (no score kept during play). */
  readonly options?: { readonly recountAtEnd?: boolean };
  /**
   * Tournament play: the game being played, `round` 0 (the first: `second` is the layout the
   * second game will be dealt, hidden from the players) or 1 (the second, opened by seat 1:
   * `first` is the first game's final scores). Absent: a single game.
   */
  readonly tournament?: TournamentSpec;
}

/** Where a position stands in a two-game tournament (`DiceMatrixPositionSpec.tournament`). */
export interface TournamentSpec {
  readonly round: number;
  /** Round 0: the second game's layout (all 50 dice named, or a few and a seed). */
  readonly second?: LayoutSpec | PartialLayoutSpec;
  /** Round 1: the first game's final scores, seat 0 first. */
  readonly first?: readonly [number, number];
}

const KEYS = ['matrix', 'areas', 'toMove', 'scores', 'options', 'tournament'];
const EMPTY = '.';

const tokens = (x: unknown, path: string): readonly unknown[] =>
  typeof x === 'string' ? x.trim().split(/\s+/).filter(Boolean) : validate.arr(x, path);

function onlyKeys(o: Record<string, unknown>, keys: readonly string[], path: string): void {
  const stray = Object.keys(o).find((k) => !keys.includes(k));
  if (stray !== undefined) {
    throw new ValidationError(`${path}.${stray}`, `unknown key; the keys are ${keys.join(', ')}`);
  }
}

function die(t: unknown, path: string, empty: boolean): number {
  if (empty && t === EMPTY) return -1;
  const code = typeof t === 'string' ? parseDie(t) : Number.NaN;
  if (!Number.isInteger(code) || code < 0 || code >= DIE_KINDS) {
    const allowed = empty
      ? 'a die such as "R5" or "K1", or "." for an empty cell'
      : 'a die such as "R5" or "K1"';
    validate.fail(path, allowed, t);
  }
  return code;
}

/** The save-format path of a codec error, in the spec's words. */
function specPath(path: string): string {
  if (path === 'state.spare') return 'position.areas[0]';
  return path.replace(/^state\./, 'position.');
}

/** The tournament fields of the state, or null for a single game. */
function tournamentOf(x: unknown) {
  if (x === undefined) return null;
  const t = validate.obj(x, 'position.tournament');
  onlyKeys(t, ['round', 'second', 'first'], 'position.tournament');
  const round = validate.int(t.round, 'position.tournament.round', 0, 1);
  if (round === 0) {
    if (t.first !== undefined) {
      validate.fail('position.tournament.first', 'nothing in the first game (round 0)', t.first);
    }
    if (t.second === undefined) {
      validate.fail('position.tournament.second', "the second game's layout", undefined);
    }
    const second = validate.obj(t.second, 'position.tournament.second');
    const nextLayout = layoutCodes(
      second as unknown as LayoutSpec | PartialLayoutSpec,
      'position.tournament.second',
    );
    return { round, gameScores: [] as number[][], nextLayout };
  }
  if (t.second !== undefined) {
    validate.fail('position.tournament.second', 'nothing in the second game (round 1)', t.second);
  }
  const first = validate.ints(t.first, 'position.tournament.first', 0, Number.MAX_SAFE_INTEGER, 2);
  return { round, gameScores: [first], nextLayout: null };
}

/**
 * A running Dice Matrix state from a mid-game position (see `DiceMatrixPositionSpec`).
 * Throws `ValidationError` (code `VALIDATION`) naming the field and what it allows.
 */
export function buildPosition(spec: DiceMatrixPositionSpec): DiceMatrixState {
  const o = validate.obj(spec, 'position');
  onlyKeys(o, KEYS, 'position');
  const opts = o.options === undefined ? {} : validate.obj(o.options, 'position.options');
  onlyKeys(opts, ['recountAtEnd'], 'position.options');
  const recountAtEnd =
    opts.recountAtEnd === undefined
      ? false
      : validate.bool(opts.recountAtEnd, 'position.options.recountAtEnd');
  const cells = tokens(o.matrix, 'position.matrix');
  if (cells.length !== CELLS) {
    validate.fail('position.matrix', `${CELLS} cells, row by row`, `${cells.length} cells`);
  }
  const matrix = cells.map((t, i) => die(t, `position.matrix[${i}]`, true));
  const areas = validate.arr(o.areas, 'position.areas', 2).map((list, seat) => {
    const area = emptyArea();
    tokens(list, `position.areas[${seat}]`).forEach((t, i) => {
      area[die(t, `position.areas[${seat}][${i}]`, false)]!++;
    });
    return area;
  });
  const toMove = validate.int(o.toMove, 'position.toMove', 0, 1);
  const counts = areas.map(recount);
  if (o.scores !== undefined) {
    validate.ints(o.scores, 'position.scores', 0, Number.MAX_SAFE_INTEGER, 2).forEach((n, i) => {
      const expected = recountAtEnd ? 0 : counts[i]!;
      if (n !== expected) {
        validate.fail(
          `position.scores[${i}]`,
          recountAtEnd
            ? '0 (no score is kept in the recount-at-end variant)'
            : `${expected}, the recount of area ${i}`,
          n,
        );
      }
    });
  }
  const t = tournamentOf(o.tournament);
  const json = {
    options: { recountAtEnd, tournament: t !== null },
    round: t?.round ?? 0,
    toMove,
    matrix,
    spare: -1,
    areas,
    scores: recountAtEnd ? [0, 0] : counts,
    gameScores: t?.gameScores ?? [],
    nextLayout: t?.nextLayout ?? null,
  };
  try {
    return codec.fromJSON(json);
  } catch (e) {
    if (!ValidationError.is(e)) throw e;
    const why = e.message.slice(e.path.length + 2);
    throw new ValidationError(specPath(e.path), why);
  }
}
