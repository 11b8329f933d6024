/**
 * Decoding the observation words of the TS `encodeObservation` (layout.ts, `O_*`) into the
 * kernel's packed state (`S_*`): the visible fields are copied, the dice left, the line sizes and
 * each area's recount are derived, and a next layout is copied when the test-only full-state
 * encoding includes it, or marked as still to be rolled when the observation hides it.
 */
import { TERMINAL } from '@matrix-arcade/ai-wasm/assembly';
import {
  CELLS,
  DIE_KINDS,
  F_LAYOUT_HIDDEN,
  F_LAYOUT_INCLUDED,
  F_RECOUNT,
  F_SCORES_VISIBLE,
  F_TOURNAMENT,
  LAYOUT,
  LINES,
  O_AREAS,
  O_FLAGS,
  O_GAMES,
  O_GAME_SCORES,
  O_MAGIC,
  O_MATRIX,
  O_NEXT,
  O_ROUND,
  O_SCORES,
  O_SPARE,
  O_TO_MOVE,
  OBS_MAGIC,
  OBS_WORDS,
  OBS_WORDS_WITH_LAYOUT,
  S_AREAS,
  S_FLAGS,
  S_GAMES,
  S_GAME_SCORES,
  S_HAS_NEXT,
  S_LEFT,
  S_LINES,
  S_MATRIX,
  S_NEXT,
  S_RECOUNT,
  S_ROUND,
  S_SCORES,
  S_SPARE,
  S_TO_MOVE,
  STATE_WORDS,
} from '../src/engine/layout';

const FACES: i32 = 6;
const COLOURS: i32 = 5;

/**
 * Writes the state of the observation in `io[0..len)` to `st` (hash word excepted) and returns
 * whether its hidden next layout is still to be rolled. Aborts on words that are not a Dice
 * Matrix observation.
 */
export function decodeObservation(io: StaticArray<i32>, len: i32, st: StaticArray<i32>): bool {
  assert(len >= OBS_WORDS && io[O_MAGIC] === OBS_MAGIC, 'not a Dice Matrix observation');
  const flags = io[O_FLAGS];
  memory.fill(changetype<usize>(st), 0, (<usize>STATE_WORDS) << 2);
  st[S_FLAGS] = flags & (F_RECOUNT | F_TOURNAMENT);
  st[S_ROUND] = io[O_ROUND];
  st[S_TO_MOVE] = io[O_TO_MOVE];
  st[S_SPARE] = io[O_SPARE];
  const visible = (flags & F_SCORES_VISIBLE) !== 0;
  st[S_SCORES] = visible ? io[O_SCORES] : 0;
  st[S_SCORES + 1] = visible ? io[O_SCORES + 1] : 0;
  st[S_GAMES] = io[O_GAMES];
  for (let i = 0; i < 4; i++) st[S_GAME_SCORES + i] = io[O_GAME_SCORES + i];
  let left = 0;
  for (let c = 0; c < CELLS; c++) {
    const d = io[O_MATRIX + c];
    st[S_MATRIX + c] = d;
    if (d >= 0) left++;
  }
  st[S_LEFT] = left;
  for (let seat = 0; seat < 2; seat++) {
    const lines = S_LINES + seat * LINES;
    for (let code = 0; code < DIE_KINDS; code++) {
      const n = io[O_AREAS + seat * DIE_KINDS + code];
      st[S_AREAS + seat * DIE_KINDS + code] = n;
      st[lines + code / FACES] += n;
      st[lines + COLOURS + (code % FACES)] += n;
    }
    let recount = 0;
    for (let l = 0; l < LINES; l++) recount += (st[lines + l] * (st[lines + l] + 1)) >> 1;
    st[S_RECOUNT + seat] = recount;
  }
  const included = (flags & F_LAYOUT_INCLUDED) !== 0;
  assert(!included || len >= OBS_WORDS_WITH_LAYOUT, 'the next layout is missing');
  for (let i = 0; i < LAYOUT; i++) st[S_NEXT + i] = included ? io[O_NEXT + i] : -1;
  const hidden = (flags & F_LAYOUT_HIDDEN) !== 0;
  st[S_HAS_NEXT] = included || hidden ? 1 : 0;
  return hidden && !included;
}

/** A finished game on an empty matrix: the kernel's state before anything is loaded. */
export function emptyState(st: StaticArray<i32>): void {
  memory.fill(changetype<usize>(st), 0, (<usize>STATE_WORDS) << 2);
  st[S_TO_MOVE] = TERMINAL;
  st[S_SPARE] = -1;
  for (let c = 0; c < CELLS; c++) st[S_MATRIX + c] = -1;
  for (let i = 0; i < LAYOUT; i++) st[S_NEXT + i] = -1;
}
