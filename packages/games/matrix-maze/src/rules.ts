/**
 * The rules: who is to move, the legal actions (ascending codes) and `applyAction`, which checks
 * first and then builds the new state (an illegal action throws `IllegalActionError` with the
 * reason; nothing changes). The turn: the roll (a chance node), then each player in turn order
 * chooses a facing when it is open, uses its die or dice, buys hacks in any order, and ends its
 * turn; solo, the guard then walks two squares. Rulings: docs/rulings/matrix-maze.md.
 */
import { CHANCE, IllegalActionError, TERMINAL } from '@matrix-arcade/core';
import { decodeAction } from './actions.js';
import {
  canMoveSomewhere,
  dieUsable,
  facesMoves,
  guardSees,
  inDeadEnd,
  moveDirection,
  target,
  walled,
} from './board.js';
import {
  A_CHANGE,
  A_END,
  A_EXTRA,
  A_FACING,
  A_NO_DIE,
  A_RESTART,
  A_ROLL,
  A_SKIP,
  A_START,
  A_TELEPORT,
  A_USE,
  A_WALL,
  A_X2,
  COST_EXTRA,
  COST_SKIP,
  COST_TELEPORT,
  COST_THROUGH,
  COST_WALL,
  COST_X2,
  E_CODES,
  E_CODES_GONE,
  E_GUARD_CODES,
  E_GUARD_PATH,
  E_ROUND_LIMIT,
  E_SPOTTED,
  GUARD_OWNER,
  M_BYTE,
  M_STAY,
  M_THROUGH,
  PH_OVER,
  PH_ROLL,
  PH_START,
  PH_TURN,
} from './codes.js';
import { mapOf } from './maps/catalog.js';
import type { MazeMap } from './maps/map-format.js';
import { edgeCount, edgeSquares, neighbour } from './maps/squares.js';
import { type MatrixMazeState, type SeatState, type TurnState, freshTurn } from './state.js';

/** Mutable copies used while an action is applied. */
type Seat = { -readonly [K in keyof SeatState]: SeatState[K] } & {
  visited: number[];
  built: number[];
};
type Turn = { -readonly [K in keyof TurnState]: TurnState[K] };
interface Draft {
  options: MatrixMazeState['options'];
  map: MatrixMazeState['map'];
  phase: number;
  round: number;
  toMove: number;
  acted: number;
  pool: number[];
  seats: Seat[];
  owner: number[];
  guardStep: number;
  turn: Turn;
  ending: number;
  winners: number[];
}

const isSolo = (s: MatrixMazeState) => s.seats.length === 1;

export function currentPlayer(s: MatrixMazeState): number {
  if (s.phase === PH_OVER) return TERMINAL;
  if (s.phase === PH_ROLL) return CHANCE;
  return s.toMove;
}

/** Bytes the x2 second use of a face needs: the face in the pool, or a face used this turn. */
function bonusFaceAvailable(s: MatrixMazeState, face: number): boolean {
  return s.pool.includes(face) || (s.turn.usedMask & (1 << face)) !== 0;
}

/** Legal moves of a die of `face` with `bytes` to spend, as move codes ascending. */
function dieMoves(map: MazeMap, seat: SeatState, face: number, bytes: number): number[] {
  const out: number[] = [];
  const moves = facesMoves(face);
  for (const m of moves) {
    if (m >= M_STAY || target(map, seat, moveDirection(seat.facing, m), false) >= 0) out.push(m);
  }
  if (bytes >= COST_THROUGH) {
    for (const m of moves) {
      if (m < M_STAY && target(map, seat, moveDirection(seat.facing, m), true) >= 0)
        out.push(m + M_THROUGH);
    }
  }
  return out;
}

/** Whether building a wall on `edge` of `victim`'s sheet is allowed. */
function wallAllowed(map: MazeMap, victim: SeatState, edge: number): boolean {
  const [a, , dir] = edgeSquares(edge, map.width, map.height);
  if (walled(map, victim, a, dir)) return false;
  if (victim.pos < 0 || !canMoveSomewhere(map, victim)) return true;
  const built = [...victim.built, edge].sort((x, y) => x - y);
  return canMoveSomewhere(map, { ...victim, built });
}

/** Every legal action of the player to move (chance: the 216 rolls), ascending. */
export function legalActions(s: MatrixMazeState): number[] {
  if (s.phase === PH_OVER) return [];
  if (s.phase === PH_ROLL) return Array.from({ length: 216 }, (_, i) => A_ROLL + i);
  const map = mapOf(s.map);
  if (s.phase === PH_START) return map.allowedStarts.map((k) => A_START + k);
  const seat = s.seats[s.toMove]!;
  const t = s.turn;
  if (seat.facing < 0) return [0, 1, 2, 3].map((d) => A_FACING + d);
  const out: number[] = [];
  if (t.mustUse) {
    for (const m of dieMoves(map, seat, t.mustUse, seat.bytes))
      out.push(A_USE + (t.mustUse - 1) * 8 + m);
    return out;
  }
  if (seat.bytes >= COST_TELEPORT) {
    for (let k = 0; k < 4; k++) if (map.starts[k] !== seat.pos) out.push(A_TELEPORT + k);
  }
  if (!t.restarted && inDeadEnd(map, seat)) {
    for (let k = 0; k < 4; k++) {
      const c = map.starts[k]!;
      if (c !== seat.pos && canMoveSomewhere(map, { ...seat, pos: c, facing: -1 }))
        out.push(A_RESTART + k);
    }
  }
  const normal = !t.done && t.usesLeft > 0;
  const bonus = !t.done && t.usesLeft === 0 && t.bonus === 1;
  if (normal || bonus) {
    for (let f = 1; f <= 6; f++) {
      if (normal ? !s.pool.includes(f) : !bonusFaceAvailable(s, f)) continue;
      for (const m of dieMoves(map, seat, f, seat.bytes)) out.push(A_USE + (f - 1) * 8 + m);
    }
  }
  if (seat.bytes >= COST_EXTRA) {
    for (let m = 0; m < 3; m++)
      if (target(map, seat, moveDirection(seat.facing, m), false) >= 0) out.push(A_EXTRA + m);
    if (seat.bytes >= COST_EXTRA + COST_THROUGH) {
      for (let m = 0; m < 3; m++)
        if (target(map, seat, moveDirection(seat.facing, m), true) >= 0) out.push(A_EXTRA + 3 + m);
    }
  }
  if (!t.done && t.bonus === 0 && seat.bytes >= COST_X2) out.push(A_X2);
  const fullUses = isSolo(s) ? 2 : 1;
  if (!t.done && t.usesLeft === fullUses && seat.bytes >= COST_SKIP) out.push(A_SKIP);
  if (normal && !s.pool.some((f) => dieUsable(map, seat, f))) out.push(A_NO_DIE);
  if (t.done || t.usesLeft === 0) out.push(A_END);
  if (!isSolo(s)) {
    const cost = s.options.changeCost;
    if (normal && seat.bytes >= cost) {
      for (let f = 1; f <= 6; f++) {
        if (!s.pool.includes(f)) continue;
        for (let g = 1; g <= 6; g++) {
          if (g !== f && dieMoves(map, seat, g, seat.bytes - cost).length > 0)
            out.push(A_CHANGE + (f - 1) * 6 + g - 1);
        }
      }
    }
    if (seat.bytes >= COST_WALL) {
      const victim = s.seats[1 - s.toMove]!;
      const edges = edgeCount(map.width, map.height);
      for (let e = 0; e < edges; e++) if (wallAllowed(map, victim, e)) out.push(A_WALL + e);
    }
  }
  return out;
}

/** Why `action` is illegal here, or `null` when it is legal. */
export function illegalReason(s: MatrixMazeState, action: number): string | null {
  const d = decodeAction(action);
  if (!d) return `not an action code (0 to 505)`;
  if (legalActions(s).includes(action)) return null;
  if (s.phase === PH_OVER) return 'the game is over';
  if (s.phase === PH_ROLL) return 'the dice must be rolled first (a chance outcome)';
  if (d.kind === 'roll') return 'the dice are rolled only at the start of a round';
  if (s.phase === PH_START)
    return `choose a start point first (${mapOf(s.map)
      .allowedStarts.map((k) => 'ABCD'[k])
      .join(', ')})`;
  const seat = s.seats[s.toMove]!;
  if (seat.facing < 0) return 'choose which way the avatar faces first';
  if (s.turn.mustUse) return `the changed die (${s.turn.mustUse}) must be used next`;
  const bytes = seat.bytes;
  switch (d.kind) {
    case 'start':
      return 'start points are chosen before the first roll';
    case 'facing':
      return 'the facing is chosen only on the first turn and after a teleport or restart';
    case 'teleport':
      return bytes < COST_TELEPORT
        ? `a teleport costs ${COST_TELEPORT} Data Bytes (you have ${bytes})`
        : 'teleport to a different start point';
    case 'restart':
      return s.turn.restarted
        ? 'one free restart per turn'
        : 'a free restart is only allowed from a dead end, to a start point with a way out';
    case 'use':
      if (s.turn.done) return 'the dice part of this turn is over';
      if (s.turn.usesLeft === 0 && s.turn.bonus !== 1)
        return 'no die left to use this turn (x2 gives one more)';
      if (d.move >= M_THROUGH && bytes < COST_THROUGH)
        return `going through a wall costs ${COST_THROUGH} Data Bytes`;
      if (!facesMoves(d.face).includes(d.move >= M_THROUGH ? d.move - M_THROUGH : d.move))
        return `a ${d.face} does not allow that move`;
      return s.turn.usesLeft > 0 && !s.pool.includes(d.face)
        ? `no ${d.face} in the pool`
        : 'that square cannot be entered (wall, edge or already visited)';
    case 'extra':
      return bytes < COST_EXTRA
        ? `an extra move costs ${COST_EXTRA} Data Bytes`
        : 'that square cannot be entered (wall, edge or already visited)';
    case 'x2':
      return s.turn.bonus
        ? 'x2 once per turn'
        : `x2 costs ${COST_X2} Data Bytes and only while dice are still in play`;
    case 'skip':
      return `skipping the dice costs ${COST_SKIP} Data Bytes, before any die is used`;
    case 'no-die':
      return 'a byte for no usable die only when no die in the pool can be used';
    case 'end':
      return 'use your die first (or skip the dice, or claim the byte when no die can be used)';
    case 'change':
      return isSolo(s)
        ? 'no change-a-die hack in a solo game'
        : `change a die in the pool, before using it, for ${s.options.changeCost} Data Bytes, to a face that can be used`;
    case 'wall':
      return isSolo(s)
        ? 'no wall building in a solo game'
        : `a wall costs ${COST_WALL} Data Bytes, goes where there is none, and may not leave the opponent in a dead end`;
  }
  return 'not legal here';
}

function clone(s: MatrixMazeState): Draft {
  return {
    ...s,
    pool: [...s.pool],
    seats: s.seats.map((p) => ({ ...p, visited: [...p.visited], built: [...p.built] })),
    owner: [...s.owner],
    turn: { ...s.turn },
    winners: [...s.winners],
  };
}

function finish(s: Draft, ending: number, winners: number[]) {
  s.phase = PH_OVER;
  s.ending = ending;
  s.winners = winners;
}

/** The duel ends on counts: most SOURCE CODEs wins, a tie draws. */
function finishOnCounts(s: Draft, ending: number) {
  const [a, b] = [s.seats[0]!.codes, s.seats[1]!.codes];
  finish(s, ending, a > b ? [0] : b > a ? [1] : []);
}

/** After a SOURCE CODE left the board: is there still a way to 3? */
function checkCodesLeft(s: Draft) {
  const free = s.owner.filter((o) => o < 0).length;
  if (s.seats.every((p) => p.codes + free < 3)) {
    if (s.seats.length === 1) finish(s, E_CODES_GONE, []);
    else finishOnCounts(s, E_CODES_GONE);
  }
}

/** Solo on a map with a guard: the guard walks (a duel on a solo map leaves it at home). */
const guarded = (s: { seats: readonly unknown[] }, map: MazeMap) =>
  s.seats.length === 1 && map.guardPath.length > 0;

/** The avatar stands on `cell`: trail, SOURCE CODE, the IY's gaze. */
function arrive(s: Draft, map: MazeMap, seatIndex: number, cell: number) {
  const seat = s.seats[seatIndex]!;
  seat.pos = cell;
  seat.visited[cell] = 1;
  const k = map.sources.indexOf(cell);
  if (k >= 0 && s.owner[k]! < 0) {
    s.owner[k] = seatIndex;
    seat.codes++;
    if (seat.codes >= 3) return finish(s, E_CODES, [seatIndex]);
    checkCodesLeft(s);
    if (s.phase === PH_OVER) return;
  }
  if (guarded(s, map) && map.mode === 'iys' && guardSees(map, map.guardPath[s.guardStep]!, cell))
    finish(s, E_SPOTTED, []);
}

function move(s: Draft, map: MazeMap, dir: number) {
  const seat = s.seats[s.toMove]!;
  seat.facing = dir;
  arrive(s, map, s.toMove, neighbour(seat.pos, dir, map.width, map.height));
}

/**
 * Solo: the guard crosses off its next two squares. The Collectors take each free SOURCE CODE
 * they enter, and with their third the player has lost (ruling 24).
 */
function guardWalks(s: Draft, map: MazeMap) {
  for (let i = 0; i < 2 && s.phase !== PH_OVER; i++) {
    s.guardStep++;
    const cell = map.guardPath[s.guardStep]!;
    if (map.mode === 'collectors') {
      const k = map.sources.indexOf(cell);
      if (k >= 0 && s.owner[k]! < 0) {
        s.owner[k] = GUARD_OWNER;
        if (s.owner.filter((o) => o === GUARD_OWNER).length >= 3) finish(s, E_GUARD_CODES, []);
        else checkCodesLeft(s);
      }
    } else if (guardSees(map, cell, s.seats[0]!.pos)) {
      finish(s, E_SPOTTED, []);
    }
    if (s.phase !== PH_OVER && s.guardStep >= map.guardPath.length - 1) finish(s, E_GUARD_PATH, []);
  }
}

function endTurn(s: Draft, map: MazeMap) {
  const solo = s.seats.length === 1;
  if (solo) {
    if (guarded(s, map)) guardWalks(s, map);
    if (s.phase === PH_OVER) return;
  } else {
    s.acted++;
    if (s.acted < 2) {
      s.toMove = 1 - s.toMove;
      s.turn = freshTurn(false);
      return;
    }
  }
  s.pool = [];
  s.round++;
  s.acted = 0;
  if (!guarded(s, map) && s.round >= s.options.roundLimit) {
    return solo ? finish(s, E_ROUND_LIMIT, []) : finishOnCounts(s, E_ROUND_LIMIT);
  }
  s.phase = PH_ROLL;
}

/** Plays `action`: a new state, or `IllegalActionError` with the reason and nothing changed. */
export function applyAction(state: MatrixMazeState, action: number): MatrixMazeState {
  const why = illegalReason(state, action);
  if (why !== null) throw new IllegalActionError(action, why);
  const map = mapOf(state.map);
  const s = clone(state);
  const d = decodeAction(action)!;
  const seat = s.seats[s.toMove]!;
  switch (d.kind) {
    case 'roll': {
      s.pool = [...d.faces].sort((a, b) => a - b);
      s.phase = PH_TURN;
      s.toMove = s.seats.length === 1 ? 0 : s.round % 2;
      s.turn = freshTurn(s.seats.length === 1);
      break;
    }
    case 'start': {
      arrive(s, map, s.toMove, map.starts[d.start]!);
      if (s.phase === PH_OVER) break;
      if (s.toMove + 1 < s.seats.length) s.toMove++;
      else s.phase = PH_ROLL;
      break;
    }
    case 'facing':
      seat.facing = d.dir;
      break;
    case 'teleport':
    case 'restart': {
      if (d.kind === 'teleport') seat.bytes -= COST_TELEPORT;
      else s.turn.restarted = true;
      seat.facing = -1;
      arrive(s, map, s.toMove, map.starts[d.start]!);
      break;
    }
    case 'use': {
      const t = s.turn;
      if (t.usesLeft > 0) {
        s.pool.splice(s.pool.indexOf(d.face), 1);
        t.usesLeft--;
        t.usedMask |= 1 << d.face;
      } else {
        t.bonus = 2;
      }
      t.mustUse = 0;
      if (d.move === M_BYTE) seat.bytes++;
      else if (d.move !== M_STAY) {
        const through = d.move >= M_THROUGH;
        if (through) seat.bytes -= COST_THROUGH;
        move(s, map, moveDirection(seat.facing, through ? d.move - M_THROUGH : d.move));
      }
      break;
    }
    case 'extra': {
      const through = d.move >= 3;
      seat.bytes -= COST_EXTRA + (through ? COST_THROUGH : 0);
      move(s, map, moveDirection(seat.facing, d.move % 3));
      break;
    }
    case 'x2':
      seat.bytes -= COST_X2;
      s.turn.bonus = 1;
      break;
    case 'skip':
      seat.bytes -= COST_SKIP;
      s.turn.done = true;
      break;
    case 'no-die':
      seat.bytes++;
      s.turn.done = true;
      break;
    case 'change': {
      seat.bytes -= s.options.changeCost;
      s.pool.splice(s.pool.indexOf(d.from), 1);
      s.pool.push(d.to);
      s.pool.sort((a, b) => a - b);
      s.turn.mustUse = d.to;
      break;
    }
    case 'wall': {
      seat.bytes -= COST_WALL;
      const victim = s.seats[1 - s.toMove]!;
      victim.built.push(d.edge);
      victim.built.sort((a, b) => a - b);
      break;
    }
    case 'end':
      endTurn(s, map);
      break;
  }
  return s;
}

/** Per-seat utility at the end: 1 win, 0 loss, 0.5 each for a drawn duel. */
export function returnsOf(s: MatrixMazeState): number[] {
  if (s.phase !== PH_OVER) return s.seats.map(() => 0);
  if (s.seats.length === 2 && s.winners.length === 0) return [0.5, 0.5];
  return s.seats.map((_, i) => (s.winners.includes(i) ? 1 : 0));
}
