/**
 * Actions and endings in plain words, for logs, hints and the live region: "Use the 5: turn
 * left to c4", "Build a wall between d4 and d5 on Player 2's sheet".
 */
import { IllegalActionError, type Outcome } from '@matrix-arcade/core';
import { decodeAction } from './actions.js';
import { moveDirection } from './board.js';
import {
  E_CODES,
  E_CODES_GONE,
  E_GUARD_CODES,
  E_GUARD_PATH,
  E_ROUND_LIMIT,
  E_SPOTTED,
  M_BYTE,
  M_STAY,
  M_THROUGH,
  PH_OVER,
} from './codes.js';
import { mapOf } from './maps/catalog.js';
import { illegalReason } from './rules.js';
import { DIRECTION_NAMES, edgeSquares, neighbour, squareName } from './maps/squares.js';
import type { MatrixMazeState } from './state.js';

export const ENDINGS = [
  'codes',
  'guard-codes',
  'codes-gone',
  'guard-path',
  'spotted',
  'round-limit',
] as const;
const ENDING_OF: Record<number, (typeof ENDINGS)[number]> = {
  [E_CODES]: 'codes',
  [E_GUARD_CODES]: 'guard-codes',
  [E_CODES_GONE]: 'codes-gone',
  [E_GUARD_PATH]: 'guard-path',
  [E_SPOTTED]: 'spotted',
  [E_ROUND_LIMIT]: 'round-limit',
};
const MOVE_WORDS = ['straight on', 'turn right', 'turn left'];
/** How a solo run was lost, in words. */
const SOLO_LOSS: Record<(typeof ENDINGS)[number], string> = {
  codes: 'Too few SOURCE CODEs are left to log out.',
  'guard-codes': 'The System Guard got 3 SOURCE CODEs first.',
  'codes-gone': 'Too few SOURCE CODEs are left to log out.',
  'guard-path': 'The System Guard reached the end of its path first.',
  spotted: 'The IY’s saw you: the maze shuts down.',
  'round-limit': 'The round limit came before the third SOURCE CODE.',
};

export const seatName = (s: MatrixMazeState, seat: number) =>
  s.seats.length === 1 ? 'You' : `Player ${seat + 1}`;

/** Describes a legal action; one the state does not allow throws `IllegalActionError` saying why. */
export function describeAction(s: MatrixMazeState, action: number): string {
  const why = illegalReason(s, action);
  if (why !== null) throw new IllegalActionError(action, why);
  const d = decodeAction(action)!;
  const map = mapOf(s.map);
  const seat = s.seats[s.toMove];
  const sq = (c: number) => squareName(c, map.width);
  const dest = (rel: number) => {
    if (!seat || seat.facing < 0) return '';
    const n = neighbour(seat.pos, moveDirection(seat.facing, rel), map.width, map.height);
    return n >= 0 ? ` to ${sq(n)}` : '';
  };
  switch (d.kind) {
    case 'roll':
      return `Roll: ${d.faces.join(', ')}`;
    case 'start':
      return `Start at ${'ABCD'[d.start]} (${sq(map.starts[d.start]!)})`;
    case 'facing':
      return `Face ${DIRECTION_NAMES[d.dir]}`;
    case 'teleport':
      return `Teleport to start ${'ABCD'[d.start]} (${sq(map.starts[d.start]!)}) for 3 bytes`;
    case 'restart':
      return `Restart free from the dead end at start ${'ABCD'[d.start]} (${sq(map.starts[d.start]!)})`;
    case 'use': {
      if (d.move === M_STAY) return `Use the ${d.face}: stay`;
      if (d.move === M_BYTE) return `Use the ${d.face}: gain a Data Byte`;
      const rel = d.move % M_THROUGH;
      const through = d.move >= M_THROUGH ? ' through a wall (3 bytes)' : '';
      return `Use the ${d.face}: ${MOVE_WORDS[rel]}${through}${dest(rel)}`;
    }
    case 'extra':
      return `Extra move (3 bytes): ${MOVE_WORDS[d.move % 3]}${d.move >= 3 ? ' through a wall (+3)' : ''}${dest(d.move % 3)}`;
    case 'x2':
      return 'x2 (2 bytes): one more die use this turn';
    case 'skip':
      return 'Skip the dice (2 bytes)';
    case 'no-die':
      return 'No usable die: gain a Data Byte';
    case 'end':
      return 'End the turn';
    case 'change':
      return `Change a ${d.from} into a ${d.to} (${bytesWords(s.options.changeCost)})`;
    case 'wall': {
      const [a, b] = edgeSquares(d.edge, map.width, map.height);
      return `Build a wall between ${sq(a)} and ${sq(b)} on ${seatName(s, 1 - s.toMove)}'s sheet (3 bytes)`;
    }
  }
}

/** A cost in bytes, in words: "1 byte", "2 bytes". */
export function bytesWords(n: number): string {
  return `${n} byte${n === 1 ? '' : 's'}`;
}

export function outcomeOf(s: MatrixMazeState): Outcome | null {
  if (s.phase !== PH_OVER) return null;
  const ending = ENDING_OF[s.ending] ?? 'codes';
  const scores = s.seats.map((p) => p.codes);
  const solo = s.seats.length === 1;
  const who = s.winners.length ? seatName(s, s.winners[0]!) : '';
  const summary = solo
    ? s.winners.length
      ? 'You logged out with 3 SOURCE CODEs before the System Guard.'
      : SOLO_LOSS[ending]
    : ending === 'codes'
      ? `${who} collected 3 SOURCE CODEs and logs out.`
      : s.winners.length
        ? `${who} holds more SOURCE CODEs (${scores.join('–')}) when the duel ends.`
        : `A draw on SOURCE CODEs (${scores.join('–')}).`;
  return { ending, winners: [...s.winners], scores, summary };
}
