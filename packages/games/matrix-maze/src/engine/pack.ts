/**
 * `packState`: the dynamic part of a Matrix Maze state as the kernel's 57 packed words
 * (layout.ts): phase, round, seat to move, pool, who holds each SOURCE CODE, the guard's step,
 * the ending and winners, the turn's bookkeeping, and per seat its square, facing, bytes, codes,
 * trail (a bit per square) and built walls (a bit per edge). The parity test compares it word
 * for word with the kernel's `writeState`.
 */
import { mapOf } from '../maps/catalog.js';
import type { MatrixMazeState } from '../state.js';
import {
  PACKED_WORDS,
  SEAT_WORDS,
  SE_BUILT,
  SE_BYTES,
  SE_CODES,
  SE_FACING,
  SE_POS,
  SE_VISITED,
  S_ACTED,
  S_BONUS,
  S_DONE,
  S_ENDING,
  S_GUARD,
  S_MUST,
  S_OWNER,
  S_PHASE,
  S_POOL,
  S_POOL_N,
  S_RESTARTED,
  S_ROUND,
  S_SEATS,
  S_TO_MOVE,
  S_USED,
  S_USES,
  S_WINNERS,
} from './layout.js';

export function packState(s: MatrixMazeState): Int32Array {
  const out = new Int32Array(PACKED_WORDS);
  const map = mapOf(s.map);
  out[S_PHASE] = s.phase;
  out[S_ROUND] = s.round;
  out[S_TO_MOVE] = s.toMove;
  out[S_ACTED] = s.acted;
  out[S_POOL_N] = s.pool.length;
  s.pool.forEach((f, i) => {
    out[S_POOL + i] = f;
  });
  for (let k = 0; k < 12; k++) out[S_OWNER + k] = k < map.sources.length ? s.owner[k]! : -1;
  out[S_GUARD] = s.guardStep;
  out[S_ENDING] = s.ending;
  out[S_WINNERS] = s.winners.reduce((m, w) => m | (1 << w), 0);
  out[S_USES] = s.turn.usesLeft;
  out[S_BONUS] = s.turn.bonus;
  out[S_USED] = s.turn.usedMask;
  out[S_MUST] = s.turn.mustUse;
  out[S_RESTARTED] = s.turn.restarted ? 1 : 0;
  out[S_DONE] = s.turn.done ? 1 : 0;
  s.seats.forEach((p, i) => {
    const at = S_SEATS + i * SEAT_WORDS;
    out[at + SE_POS] = p.pos;
    out[at + SE_FACING] = p.facing;
    out[at + SE_BYTES] = p.bytes;
    out[at + SE_CODES] = p.codes;
    p.visited.forEach((v, c) => {
      if (v) out[at + SE_VISITED + (c >> 5)]! |= 1 << (c & 31);
    });
    for (const e of p.built) out[at + SE_BUILT + (e >> 5)]! |= 1 << (e & 31);
  });
  return out;
}
