/**
 * The observation as integers for the kernel's `load` (layout.ts): a magic word, flags (options,
 * scores visible, second layout hidden), seat, round, seat to move, spare, scores (0 while
 * hidden), finished games and their scores, the 49 cells and both areas: 122 words. The
 * kernel derives the dice left, the line sizes and the recounts itself.
 *
 * `encodeState` writes a full state in the same format with the hidden next layout appended
 * (flag `F_LAYOUT_INCLUDED`), so a test can load the exact TS state, hidden roll included, into
 * the kernel. It is for tests only: a hint must never see the future layout.
 */
import { CELLS } from '../actions.js';
import { DIE_KINDS } from '../dice.js';
import type { DiceMatrixObservation } from '../observation.js';
import type { DiceMatrixState } from '../state.js';
import {
  F_LAYOUT_HIDDEN,
  F_LAYOUT_INCLUDED,
  F_RECOUNT,
  F_SCORES_VISIBLE,
  F_TOURNAMENT,
  OBS_MAGIC,
  OBS_WORDS,
  OBS_WORDS_WITH_LAYOUT,
  O_AREAS,
  O_FLAGS,
  O_GAMES,
  O_GAME_SCORES,
  O_MAGIC,
  O_MATRIX,
  O_NEXT,
  O_ROUND,
  O_SCORES,
  O_SEAT,
  O_SPARE,
  O_TO_MOVE,
} from './layout.js';

/** The observation as the words of the kernel's `load` (122 words). */
export function encodeObservation(o: DiceMatrixObservation): Int32Array {
  const out = new Int32Array(OBS_WORDS);
  out[O_MAGIC] = OBS_MAGIC;
  out[O_FLAGS] =
    (o.options.recountAtEnd ? F_RECOUNT : 0) |
    (o.options.tournament ? F_TOURNAMENT : 0) |
    (o.scoresVisible && o.scores ? F_SCORES_VISIBLE : 0) |
    (o.secondLayoutHidden ? F_LAYOUT_HIDDEN : 0);
  out[O_SEAT] = o.seat;
  out[O_ROUND] = o.round;
  out[O_TO_MOVE] = o.toMove;
  out[O_SPARE] = o.spare;
  if (o.scoresVisible && o.scores) {
    out[O_SCORES] = o.scores[0]!;
    out[O_SCORES + 1] = o.scores[1]!;
  }
  out[O_GAMES] = o.gameScores.length;
  o.gameScores.slice(0, 2).forEach((g, i) => {
    out[O_GAME_SCORES + 2 * i] = g[0]!;
    out[O_GAME_SCORES + 2 * i + 1] = g[1]!;
  });
  out.set(o.matrix.slice(0, CELLS), O_MATRIX);
  for (let seat = 0; seat < 2; seat++) {
    out.set(o.areas[seat]!.slice(0, DIE_KINDS), O_AREAS + seat * DIE_KINDS);
  }
  return out;
}

/**
 * Test only: the full state in the observation format, scores visible and the hidden next
 * layout included (172 words when there is one), so the kernel loads exactly this state.
 */
export function encodeState(s: DiceMatrixState, seat = 0): Int32Array {
  const words = encodeObservation({
    seat,
    options: s.options,
    round: s.round,
    toMove: s.toMove,
    matrix: s.matrix,
    spare: s.spare,
    areas: s.areas,
    scoresVisible: true,
    scores: s.scores,
    gameScores: s.gameScores,
    secondLayoutHidden: s.nextLayout !== null,
  });
  if (!s.nextLayout) return words;
  const out = new Int32Array(OBS_WORDS_WITH_LAYOUT);
  out.set(words);
  out[O_FLAGS] = out[O_FLAGS]! | F_LAYOUT_INCLUDED;
  out.set(s.nextLayout, O_NEXT);
  return out;
}
