/**
 * The rules of play: whose turn it is, the legal actions, why an action is illegal, applying an
 * action, and the result. These run inside search playouts, so they avoid allocation: legal
 * pairs are found by looking right and down from each die to the nearest die only, and `apply`
 * copies only the arrays that change (the other seat's area is shared, never mutated).
 */
import { IllegalActionError, TERMINAL, type Outcome } from '@matrix-arcade/core';
import { CELLS, OPENING_BASE, PAIR_BASE, SIZE, cellName } from './actions.js';
import { COLOURS, FACES, colourOf, dieCode, dieLabel, matchingDice } from './dice.js';
import { placeDie, scoreOfLines } from './scoring.js';
import { type DiceMatrixState, startGame } from './state.js';

/** 30 × 30 table: 1 when two die codes share a colour or a face. */
const MATCH = new Uint8Array(COLOURS * FACES * COLOURS * FACES);
for (let a = 0; a < COLOURS * FACES; a++) {
  for (let b = 0; b < COLOURS * FACES; b++)
    MATCH[a * COLOURS * FACES + b] = matchingDice(a, b) ? 1 : 0;
}

const OPENINGS: readonly number[] = [0, 1, 2, 3, 4, 5].map((f) => OPENING_BASE + f);

/** The seat to move, or `TERMINAL`. There are no chance nodes after setup. */
export function currentPlayer(s: DiceMatrixState): number {
  return s.toMove;
}

/**
 * Every legal action, ascending: the six opening faces while the spare is out; otherwise each
 * die alone, then each pair of matching dice that are nearest neighbours in a row or column.
 */
export function legalActions(s: DiceMatrixState): number[] {
  if (s.toMove === TERMINAL) return [];
  if (s.spare >= 0) return OPENINGS.slice();
  const m = s.matrix;
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (m[c]! >= 0) out.push(c);
  for (let a = 0; a < CELLS; a++) {
    const d = m[a]!;
    if (d < 0) continue;
    const row = d * COLOURS * FACES;
    // The nearest die to the right, then the nearest below: right pairs always encode lower.
    const rowEnd = a - (a % SIZE) + SIZE;
    for (let b = a + 1; b < rowEnd; b++) {
      const e = m[b]!;
      if (e < 0) continue;
      if (MATCH[row + e] === 1) out.push(PAIR_BASE + a * CELLS + b);
      break;
    }
    for (let b = a + SIZE; b < CELLS; b += SIZE) {
      const e = m[b]!;
      if (e < 0) continue;
      if (MATCH[row + e] === 1) out.push(PAIR_BASE + a * CELLS + b);
      break;
    }
  }
  return out;
}

function cellWords(s: DiceMatrixState, cell: number): string {
  const d = s.matrix[cell]!;
  return d < 0 ? `cell ${cell} (${cellName(cell)}) is empty` : '';
}

/** Why `action` is illegal in `s`, in plain words, or `null` when it is legal. */
export function illegalReason(s: DiceMatrixState, action: number): string | null {
  if (!Number.isInteger(action) || action < 0 || action >= OPENING_BASE + FACES) {
    return `not a Dice Matrix action (codes run from 0 to ${OPENING_BASE + FACES - 1})`;
  }
  if (s.toMove === TERMINAL) return 'the game is over';
  if (s.spare >= 0) {
    if (action >= OPENING_BASE) return null;
    return `the opening face must be chosen first: player ${s.toMove + 1} turns the spare ${dieLabel(s.spare)} to a face (actions ${OPENING_BASE}..${OPENING_BASE + FACES - 1})`;
  }
  if (action >= OPENING_BASE) return 'the spare die has already been placed';
  if (action < PAIR_BASE) return cellWords(s, action) || null;
  const k = action - PAIR_BASE;
  const a = (k / CELLS) | 0;
  const b = k % CELLS;
  if (a === b) return `a pair needs two different cells (both are ${a})`;
  if (a > b) {
    return `a pair lists its lower cell first: cells ${b} and ${a} are action ${PAIR_BASE + b * CELLS + a}`;
  }
  const empty = cellWords(s, a) || cellWords(s, b);
  if (empty) return empty;
  const sameRow = ((a / SIZE) | 0) === ((b / SIZE) | 0);
  const sameCol = a % SIZE === b % SIZE;
  if (!sameRow && !sameCol) return `cells ${a} and ${b} are not in the same row or column`;
  const step = sameRow ? 1 : SIZE;
  for (let c = a + step; c < b; c += step) {
    if (s.matrix[c]! >= 0) {
      return `cells ${a} and ${b} are not in a line with no die between them: cell ${c} holds ${dieLabel(s.matrix[c]!)}`;
    }
  }
  const da = s.matrix[a]!;
  const db = s.matrix[b]!;
  if (!matchingDice(da, db)) {
    return `${dieLabel(da)} and ${dieLabel(db)} share neither a colour nor a number`;
  }
  return null;
}

/** Ends the current game: fixes its scores, then starts the next game or ends everything. */
function finishGame(s: DiceMatrixState): DiceMatrixState {
  const final = s.options.recountAtEnd
    ? [scoreOfLines(s.lines[0]!), scoreOfLines(s.lines[1]!)]
    : [s.scores[0]!, s.scores[1]!];
  const gameScores = [...s.gameScores, final];
  if (s.options.tournament && s.round === 0 && s.nextLayout) {
    return startGame(s.options, s.nextLayout, 1, gameScores, null);
  }
  return { ...s, toMove: TERMINAL, scores: final, gameScores };
}

/**
 * Applies a legal action and returns the new state; the given state is never changed. An
 * illegal action throws `IllegalActionError` saying why.
 */
export function applyAction(s: DiceMatrixState, action: number): DiceMatrixState {
  const reason = illegalReason(s, action);
  if (reason !== null) throw new IllegalActionError(action, reason);
  const seat = s.toMove;
  const area = s.areas[seat]!.slice();
  const lines = s.lines[seat]!.slice();
  const areas = seat === 0 ? [area, s.areas[1]!] : [s.areas[0]!, area];
  const lineSets = seat === 0 ? [lines, s.lines[1]!] : [s.lines[0]!, lines];
  let gain = 0;
  if (action >= OPENING_BASE) {
    gain = placeDie(area, lines, dieCode(colourOf(s.spare), action - OPENING_BASE + 1));
    return {
      ...s,
      toMove: 1 - seat,
      spare: -1,
      areas,
      lines: lineSets,
      scores: s.options.recountAtEnd ? s.scores : addTo(s.scores, seat, gain),
    };
  }
  const matrix = s.matrix.slice();
  // A pair is scored lower cell first, then the other (the order never changes the total).
  const first = action < PAIR_BASE ? action : ((action - PAIR_BASE) / CELLS) | 0;
  gain += placeDie(area, lines, matrix[first]!);
  matrix[first] = -1;
  let taken = 1;
  if (action >= PAIR_BASE) {
    const second = (action - PAIR_BASE) % CELLS;
    gain += placeDie(area, lines, matrix[second]!);
    matrix[second] = -1;
    taken = 2;
  }
  const next: DiceMatrixState = {
    ...s,
    toMove: 1 - seat,
    matrix,
    left: s.left - taken,
    areas,
    lines: lineSets,
    scores: s.options.recountAtEnd ? s.scores : addTo(s.scores, seat, gain),
  };
  return next.left === 0 ? finishGame(next) : next;
}

function addTo(scores: readonly number[], seat: number, gain: number): number[] {
  const out = scores.slice();
  out[seat]! += gain;
  return out;
}

/**
 * Each seat's score so far: finished games plus the current one (recounted from the area under
 * `recountAtEnd`, where no running score is kept).
 */
export function totalScores(s: DiceMatrixState): number[] {
  const totals = [0, 0];
  for (const g of s.gameScores) {
    totals[0]! += g[0]!;
    totals[1]! += g[1]!;
  }
  if (s.toMove !== TERMINAL) {
    for (let seat = 0; seat < 2; seat++) {
      totals[seat]! += s.options.recountAtEnd ? scoreOfLines(s.lines[seat]!) : s.scores[seat]!;
    }
  }
  return totals;
}

/** 1 for a win, 0 for a loss, 0.5 each for a draw; `[0, 0]` before the end. */
export function returnsOf(s: DiceMatrixState): number[] {
  if (s.toMove !== TERMINAL) return [0, 0];
  const [a, b] = totalScores(s) as [number, number];
  return a > b ? [1, 0] : a < b ? [0, 1] : [0.5, 0.5];
}

/** How the game (or tournament) ended, or `null` while it runs. */
export function outcomeOf(s: DiceMatrixState): Outcome | null {
  if (s.toMove !== TERMINAL) return null;
  const scores = totalScores(s);
  const [a, b] = scores as [number, number];
  const winners = a > b ? [0] : a < b ? [1] : [];
  const games =
    s.gameScores.length > 1
      ? ` over two games (${s.gameScores.map((g, i) => `game ${i + 1}: ${g[0]}–${g[1]}`).join(', ')})`
      : '';
  const summary =
    winners.length === 0
      ? `A draw: both seats scored ${a}${games}.`
      : `Player ${winners[0]! + 1} wins ${Math.max(a, b)} to ${Math.min(a, b)}${games}.`;
  return { ending: winners.length ? 'score' : 'draw', winners, scores, summary };
}
