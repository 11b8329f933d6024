/**
 * Matrix Maze's advanced lessons: the hacks (through a wall and the extra move; the teleport and
 * skip; changing a die and x2; building a wall on the opponent's sheet), the duel's round limit
 * (`lessons-round-limit.ts`) and solo play against each System Guard on its own map (the
 * Collectors on Harvest Grid, the IY's on Glass Corridors; their second maps, Data Orchard and
 * Watchtower, in `lessons-solo-maps.ts`). Each is a position from `lesson-positions.ts` and a
 * task; `lessons.test.ts` plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import {
  X2,
  changeAction,
  extraAction,
  facingAction,
  teleportAction,
  useAction,
  wallAction,
} from './actions.js';
import { M_BYTE, M_LEFT, M_RIGHT, M_STAY, M_STRAIGHT, M_THROUGH } from './codes.js';
import { collectors, diceHacks, iys, moveHacks, teleport, wallDuel } from './lesson-positions.js';
import { end } from './lessons-first-game.js';
import { roundLimitLesson } from './lessons-round-limit.js';
import { soloMaps } from './lessons-solo-maps.js';
import { edgeIndex, parseSquare } from './maps/squares.js';
import type { MatrixMazeState } from './state.js';

const EAST = 1;

function moveHacksLesson(): Lesson<MatrixMazeState> {
  const through = useAction(1, M_THROUGH + M_STRAIGHT);
  const extraRight = extraAction(M_RIGHT);
  return {
    id: 'move-hacks',
    title: 'Hacks: through walls',
    kind: 'advanced',
    summary: 'Spend Data Bytes to go through a wall, move again or teleport.',
    teaches: ['hacks', 'move-hacks'],
    options: {},
    seat: 0,
    start: moveHacks,
    steps: [
      {
        kind: 'read',
        text: 'Hacks cost Data Bytes (yours are counted beside your name), and any number may be used in your turn, before or after your die. You have 6 bytes; the code at d4 is behind the wall above you.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'Going through a wall costs 3 bytes, with the step of a die. Use the 1 straight on, through the wall, to c4.',
        accept: [through],
        point: through,
        otherwise: 'Use the 1 through the wall above you.',
      },
      {
        kind: 'move',
        text: 'An extra move costs 3 bytes: one more step, as a 5 would give. Turn right, to d4.',
        accept: [extraRight],
        point: extraRight,
        otherwise: 'Buy the extra move that turns right, to d4.',
        done: 'Your second SOURCE CODE, for all 6 bytes. A teleport (3 bytes) would instead jump to another start point, to continue from there.',
      },
      end('End your turn.'),
    ],
  };
}

function teleportLesson(): Lesson<MatrixMazeState> {
  const toB = teleportAction(1);
  const south = facingAction(2);
  return {
    id: 'teleport',
    title: 'Hacks: teleport, skip',
    kind: 'advanced',
    summary: 'Jump to another start point; or pay to use no die at all.',
    teaches: ['hacks', 'move-hacks', 'dice-hacks'],
    options: {},
    seat: 0,
    start: teleport,
    steps: [
      {
        kind: 'read',
        text: 'You hold 5 bytes, at c5 under a wall. A teleport (3 bytes) jumps your avatar to another start point; there you choose where to face, as on your first turn, and go on with your die.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'Start B, h1, is three squares from the code at g3. Teleport there.',
        accept: [toB],
        point: toB,
        otherwise: 'Teleport to start B, the top-right corner, h1.',
      },
      {
        kind: 'move',
        text: 'Face south, down the right-hand column.',
        accept: [south],
        point: south,
        otherwise: 'Choose to face south.',
      },
      {
        kind: 'move',
        text: 'Use the 1: straight on, to h2.',
        accept: [useAction(1, M_STRAIGHT)],
        point: useAction(1, M_STRAIGHT),
        otherwise: 'Use the 1 to step to h2.',
        done: 'Next time, h3 and then a right turn reach g3. Your trail before the teleport stays on the sheet: you still may not step on it.',
      },
      {
        kind: 'read',
        text: 'The last hack, skip (2 bytes), uses none of your dice this turn: worth it when every die would walk you where you do not want to go and there is no 4 to stay put.',
        point: { part: 'scores' },
      },
      end('End your turn.'),
    ],
  };
}

function diceHacksLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'dice-hacks',
    title: 'Hacks: change a die, x2',
    kind: 'advanced',
    summary: 'Turn a die to the face you need, and use a second one.',
    teaches: ['hacks', 'dice-hacks'],
    options: {},
    seat: 0,
    start: diceHacks,
    steps: [
      {
        kind: 'read',
        text: 'The code at d4 takes a right turn (to d5) and then a left turn. Your dice are 1, 3 and 4, and you hold 4 bytes.',
        point: { part: 'pool' },
      },
      {
        kind: 'move',
        text: 'Changing a die costs 2 bytes: it turns one die of the pool to another face, and that die must be the next you use. Change the 4 into a 2.',
        accept: [changeAction(4, 2)],
        point: changeAction(4, 2),
        otherwise: 'Change the 4 into a 2 (in the action panel).',
      },
      {
        kind: 'move',
        text: 'Use the 2: turn right, to d5.',
        accept: [useAction(2, M_RIGHT)],
        point: useAction(2, M_RIGHT),
        otherwise: 'Use the changed die, the 2.',
      },
      {
        kind: 'move',
        text: 'x2 costs 2 bytes: one more die use this turn. A second die from the pool stays in the pool for your opponent. Buy it.',
        accept: [X2],
        point: X2,
        otherwise: 'Buy x2 in the action panel.',
      },
      {
        kind: 'move',
        text: 'Use the 3: a left turn from east is north, d4.',
        accept: [useAction(3, M_LEFT)],
        point: useAction(3, M_LEFT),
        otherwise: 'Use the 3 to turn left, to d4.',
        done: 'Your second SOURCE CODE. The 3 stays in the pool. (Skipping your dice altogether also costs 2 bytes.)',
      },
      end('End your turn.'),
    ],
  };
}

function wallLesson(): Lesson<MatrixMazeState> {
  const e7 = parseSquare('e7', 8, 8)!;
  const wall = wallAction(edgeIndex(e7, EAST, 8, 8));
  return {
    id: 'build-a-wall',
    title: 'Hacks: build a wall',
    kind: 'advanced',
    summary: 'In a duel, block your opponent’s way on their own sheet.',
    teaches: ['hacks', 'wall-hack'],
    options: {},
    seat: 0,
    start: wallDuel,
    steps: [
      {
        kind: 'read',
        text: 'Your opponent stands at f7 facing west: one straight step from the code at e7.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'In a duel, 3 bytes build a wall on your opponent’s sheet, on any edge without one. Build it between e7 and f7.',
        accept: [wall],
        point: wall,
        otherwise: 'Build the wall between e7 and f7: choose the wall hack, then that edge.',
        done: 'The wall is on their sheet only. A wall may not shut them into a dead end: they can still step south to f8.',
      },
      {
        kind: 'move',
        text: 'Now your die: stay with the 4.',
        accept: [useAction(4, M_STAY)],
        point: useAction(4, M_STAY),
        otherwise: 'Use the 4 to stay.',
      },
      end('End your turn.'),
    ],
  };
}

function collectorsLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'collectors',
    title: 'Solo: the Collectors',
    kind: 'advanced',
    summary: 'Race the System Guard to the SOURCE CODEs.',
    teaches: ['solo', 'collectors', 'maps'],
    options: { map: 'harvest-grid' },
    seat: 0,
    start: collectors,
    steps: [
      {
        kind: 'read',
        text: 'Alone against a System Guard, on one of the solo maps: Harvest Grid here. Each turn you roll three dice and use two; then the guard crosses off the next two squares of its path. The Collectors take every code they pass: get 3 before they do, and before their path ends.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'Use the 3: a left turn from south is east, b3, a code.',
        accept: [useAction(3, M_LEFT)],
        point: useAction(3, M_LEFT),
        otherwise: 'Use the 3 to turn left, to b3.',
      },
      {
        kind: 'move',
        text: 'Your second die: the 1 steps on to c3, the 6 gains a byte. Either will do.',
        accept: [useAction(1, M_STRAIGHT), useAction(6, M_BYTE)],
        point: useAction(1, M_STRAIGHT),
        otherwise: 'Use the 1 or the 6.',
      },
      end(
        'End your turn, and watch the guard.',
        'The guard crossed off d2, taking the code there, and came back to d3. A code it takes is gone for you.',
      ),
    ],
  };
}

function iysLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'iys',
    title: 'Solo: the IY’s',
    kind: 'advanced',
    summary: 'Stay out of the guard’s sight.',
    teaches: ['solo', 'iys', 'maps'],
    options: { map: 'glass-corridors' },
    seat: 0,
    start: iys,
    steps: [
      {
        kind: 'read',
        text: 'The IY’s see along their row and their column until a wall: in their line of sight, you lose at once. They collect nothing, but you must still find 3 codes before they reach the end of their path.',
        point: { part: 'maze' },
      },
      {
        kind: 'read',
        text: 'The guard will step to e4, then e3. From e3 it looks west along row 3, as far as the wall beyond b3, where you stand.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'Get out of row 3: use the 1, straight on to b2, a code.',
        accept: [useAction(1, M_STRAIGHT)],
        point: useAction(1, M_STRAIGHT),
        wrong: [
          {
            moves: [useAction(4, M_STAY), useAction(6, M_BYTE)],
            reason: 'That keeps you on b3, in the guard’s sight once it reaches e3.',
          },
        ],
        otherwise: 'Use the 1 to step north, out of row 3.',
      },
      {
        kind: 'move',
        text: 'b2 is in neither row nor column of the guard’s next squares: stay there. Use the 6 for a byte, or the 4.',
        accept: [useAction(6, M_BYTE), useAction(4, M_STAY)],
        point: useAction(6, M_BYTE),
        otherwise: 'Use the 6 or the 4 to stay on b2.',
      },
      end('End your turn.', 'The guard walks e4 and e3, and sees nothing.'),
    ],
  };
}

/** The advanced lessons, in order. */
export const advanced = (): Lesson<MatrixMazeState>[] => [
  moveHacksLesson(),
  teleportLesson(),
  diceHacksLesson(),
  wallLesson(),
  roundLimitLesson(),
  collectorsLesson(),
  iysLesson(),
  ...soloMaps(),
];
