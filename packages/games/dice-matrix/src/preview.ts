/**
 * `previewAction`: what an action would do, as data (the structured form of `describeAction`,
 * following core's `Game.previewAction` contract). The dice taken, where each comes from and
 * lands in the player's area (its colour column and face row), the points each scores in
 * scoring order (lower cell first for a pair), the total, and what the move leaves the
 * opponent: the pairs it opens and the most the opponent can score with the next move. It never
 * changes the state; an illegal action throws `IllegalActionError` with `apply`'s reason.
 */
import { type ActionPreviewBase, IllegalActionError } from '@matrix-arcade/core';
import { CELLS, OPENING_BASE, PAIR_BASE } from './actions.js';
import { COLOUR_NAMES, type ColourName, colourOf, dieCode, dieTag, faceOf } from './dice.js';
import { applyAction, illegalReason, legalActions } from './rules.js';
import { placeDie } from './scoring.js';
import type { DiceMatrixState } from './state.js';

/** One die of a move: where it comes from, where it lands, what it scores. */
export interface DieLanding {
  /** The die as it lands (for the opening, the spare turned to the chosen face). */
  readonly die: number;
  /** Its tag, e.g. `"R3"`. */
  readonly tag: string;
  /** The matrix cell it is taken from, or -1 for the spare die. */
  readonly from: number;
  /** Where it lands in the player's area: the colour column and the face row. */
  readonly colour: ColourName;
  readonly face: number;
  /** Dice in that colour column and in that face row once it has landed (it included). */
  readonly colourLine: number;
  readonly faceLine: number;
  /** What it scores: `colourLine + faceLine`. */
  readonly points: number;
}

/** What the move leaves the opponent. */
export interface OpponentOutlook {
  /** The pair actions open to the opponent after the move that were not open before it. */
  readonly newPairs: readonly number[];
  /** The most the opponent can score with the next move (one die or a pair). */
  readonly bestReply: number;
}

/** The preview of a Dice Matrix action. */
export interface DiceMatrixPreview extends ActionPreviewBase {
  readonly kind: 'opening' | 'single' | 'pair';
  /** The dice taken, in scoring order (a pair: lower cell first). */
  readonly dice: readonly DieLanding[];
  /** The points of the move: the sum of the dice's points. */
  readonly total: number;
  /**
   * False under the recount-at-end variant, where no score is kept in play: the points are then
   * what the move adds to the player's recount at the end.
   */
  readonly scoresKept: boolean;
  /** True when the move empties the matrix (ending the game, or game 1 of a tournament). */
  readonly endsGame: boolean;
  /** What the move leaves the opponent; `null` when it empties the matrix. */
  readonly opponent: OpponentOutlook | null;
}

/** Pair actions legal on a matrix (the spare ignored). */
function pairsOn(s: DiceMatrixState): number[] {
  return legalActions(s.spare >= 0 ? { ...s, spare: -1 } : s).filter(
    (a) => a >= PAIR_BASE && a < OPENING_BASE,
  );
}

/** The most `seat` can score with one move in `s` (the opening face counts for the opener). */
function bestMove(s: DiceMatrixState, seat: number): number {
  let best = 0;
  for (const a of legalActions(s)) {
    const lines = s.lines[seat]!.slice();
    const area = s.areas[seat]!.slice();
    let points: number;
    if (a >= OPENING_BASE) {
      points = placeDie(area, lines, dieCode(colourOf(s.spare), a - OPENING_BASE + 1));
    } else if (a < PAIR_BASE) {
      points = placeDie(area, lines, s.matrix[a]!);
    } else {
      const k = a - PAIR_BASE;
      points = placeDie(area, lines, s.matrix[(k / CELLS) | 0]!);
      points += placeDie(area, lines, s.matrix[k % CELLS]!);
    }
    if (points > best) best = points;
  }
  return best;
}

/**
 * What a legal action would do (see `DiceMatrixPreview`); `s` is never changed. An illegal
 * action throws `IllegalActionError` saying why, as `apply` would.
 */
export function previewAction(s: DiceMatrixState, action: number): DiceMatrixPreview {
  const reason = illegalReason(s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  const seat = s.toMove;
  const area = s.areas[seat]!.slice();
  const lines = s.lines[seat]!.slice();
  const dice: DieLanding[] = [];
  const land = (die: number, from: number) => {
    const points = placeDie(area, lines, die);
    const colour = colourOf(die);
    const face = faceOf(die);
    dice.push({
      die,
      tag: dieTag(die),
      from,
      colour: COLOUR_NAMES[colour]!,
      face,
      colourLine: lines[colour]!,
      faceLine: lines[COLOUR_NAMES.length + face - 1]!,
      points,
    });
  };
  let kind: DiceMatrixPreview['kind'];
  if (action >= OPENING_BASE) {
    kind = 'opening';
    land(dieCode(colourOf(s.spare), action - OPENING_BASE + 1), -1);
  } else if (action < PAIR_BASE) {
    kind = 'single';
    land(s.matrix[action]!, action);
  } else {
    kind = 'pair';
    const k = action - PAIR_BASE;
    const a = (k / CELLS) | 0;
    const b = k % CELLS;
    land(s.matrix[a]!, a);
    land(s.matrix[b]!, b);
  }
  const endsGame = kind !== 'opening' && s.left === dice.length;
  let opponent: OpponentOutlook | null = null;
  if (!endsGame) {
    const next = applyAction(s, action);
    const before = new Set(pairsOn(s));
    opponent = {
      newPairs: pairsOn(next).filter((a) => !before.has(a)),
      bestReply: bestMove(next, next.toMove),
    };
  }
  return {
    action,
    seat,
    kind,
    dice,
    total: dice.reduce((t, d) => t + d.points, 0),
    scoresKept: !s.options.recountAtEnd,
    endsGame,
    opponent,
  };
}
