/**
 * `packState`: a Dice Matrix state as the fixed 194 integers of the kernel's working state
 * (layout.ts), so the parity test can compare the TypeScript rules and the wasm kernel word for
 * word. Words: option flags, round, seat to move, dice left, spare, both running scores,
 * finished games and their scores (2 × 2), whether a next layout exists, the 49 cells, both
 * areas (2 × 30), their cached line sizes (2 × 11) and the next layout (50, or -1s).
 */
import { CELLS } from '../actions.js';
import { DIE_KINDS } from '../dice.js';
import { LINES } from '../scoring.js';
import type { DiceMatrixState } from '../state.js';
import {
  F_RECOUNT,
  F_TOURNAMENT,
  PACKED_WORDS,
  S_AREAS,
  S_FLAGS,
  S_GAMES,
  S_GAME_SCORES,
  S_HAS_NEXT,
  S_LEFT,
  S_LINES,
  S_MATRIX,
  S_NEXT,
  S_ROUND,
  S_SCORES,
  S_SPARE,
  S_TO_MOVE,
} from './layout.js';

/** The state packed exactly as the kernel's `writeState` (`kState`) writes it. */
export function packState(s: DiceMatrixState): Int32Array {
  const out = new Int32Array(PACKED_WORDS);
  out[S_FLAGS] =
    (s.options.recountAtEnd ? F_RECOUNT : 0) | (s.options.tournament ? F_TOURNAMENT : 0);
  out[S_ROUND] = s.round;
  out[S_TO_MOVE] = s.toMove;
  out[S_LEFT] = s.left;
  out[S_SPARE] = s.spare;
  out[S_SCORES] = s.scores[0]!;
  out[S_SCORES + 1] = s.scores[1]!;
  out[S_GAMES] = s.gameScores.length;
  s.gameScores.slice(0, 2).forEach((g, i) => {
    out[S_GAME_SCORES + 2 * i] = g[0]!;
    out[S_GAME_SCORES + 2 * i + 1] = g[1]!;
  });
  out[S_HAS_NEXT] = s.nextLayout ? 1 : 0;
  out.set(s.matrix, S_MATRIX);
  for (let seat = 0; seat < 2; seat++) {
    out.set(s.areas[seat]!.slice(0, DIE_KINDS), S_AREAS + seat * DIE_KINDS);
    out.set(s.lines[seat]!.slice(0, LINES), S_LINES + seat * LINES);
  }
  out.fill(-1, S_NEXT, S_NEXT + CELLS + 1);
  if (s.nextLayout) out.set(s.nextLayout, S_NEXT);
  return out;
}
