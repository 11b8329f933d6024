/**
 * Matrix Maze's guided first game, a duel on Neon Junction in four parts that meet the rules in
 * the order a first game does: the start points, the roll and a first die; turning, walls and
 * the trail; dead ends, the free restart and the byte for no usable die; the third SOURCE CODE.
 * Each part is a position from `lesson-positions.ts`; rolls are fixed by chance steps, the
 * opponent's moves are replies that say why. `lessons.test.ts` plays every step through the rules.
 */
import type { Lesson } from '@matrix-arcade/core';
import {
  END,
  NO_DIE,
  facingAction,
  restartAction,
  rollAction,
  startAction,
  useAction,
} from './actions.js';
import { M_BYTE, M_LEFT, M_RIGHT, M_STAY, M_STRAIGHT } from './codes.js';
import { deadEnd, opening, thirdCode, turning } from './lesson-positions.js';
import type { MatrixMazeState } from './state.js';

const [NORTH, EAST, WEST] = [0, 1, 3];
const [A, C, D] = [0, 2, 3];
/** The step that ends the player's turn (also used by `lessons-advanced.ts`). */
export const end = (text: string, done?: string) =>
  ({
    kind: 'move',
    text,
    accept: [END],
    point: END,
    otherwise: 'End your turn: the button is in the action panel.',
    ...(done ? { done } : {}),
  }) as const;

function firstRound(): Lesson<MatrixMazeState> {
  return {
    id: 'first-round',
    title: 'The first round',
    kind: 'first-game',
    summary: 'Start points, the roll, your facing and a first die.',
    teaches: ['goal', 'starting', 'rounds', 'dice'],
    options: {},
    seat: 0,
    start: opening,
    steps: [
      {
        kind: 'read',
        text: 'A duel: each of you has a sheet of the same maze. The squares marked ◆ hold SOURCE CODEs: walk onto one to take it, and it vanishes from your opponent’s sheet. The first to hold 3 wins.',
        point: { part: 'maze' },
      },
      {
        kind: 'read',
        text: 'Beside each name: the codes held (the big number) and the Data Bytes, 2 each to start. Bytes buy hacks, moves that bend the rules; the short lessons teach them, and this first game leaves them aside.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'First, choose a start point: A, B, C or D, the corners. Start at A, top-left.',
        accept: [startAction(A)],
        point: startAction(A),
        otherwise: 'In this lesson, start at A (a1).',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: startAction(D),
        text: 'Your opponent starts at D, the far corner.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: rollAction(1, 2, 6),
        text: 'Each round begins with a roll of three dice, one more than the players. You start this round: you take one die, your opponent one of the two left, and the last is discarded. You rolled 1, 2 and 6.',
      },
      {
        kind: 'move',
        text: 'On your first turn you choose which way you face, after seeing the dice. Face east, along the top row.',
        accept: [facingAction(EAST)],
        point: facingAction(EAST),
        otherwise: 'In this lesson, face east.',
      },
      {
        kind: 'read',
        text: 'The dice: 1 goes straight ahead; 2 turns right and steps; 3 turns left and steps; 4 stays put; 5 is any of those three steps; 6 gains a Data Byte, the currency of hacks. A step never goes backwards, and you then face the way you stepped.',
        point: { part: 'pool' },
      },
      {
        kind: 'move',
        text: 'Use the 1: straight on to b1.',
        accept: [useAction(1, M_STRAIGHT)],
        point: useAction(1, M_STRAIGHT),
        wrong: [
          {
            moves: [useAction(6, M_BYTE)],
            reason: 'The 6 gives a byte but leaves you where you are: walk toward the codes first.',
          },
        ],
        otherwise: 'Use the 1 to step to b1.',
      },
      end('Your die is used: end your turn. The two dice left pass to your opponent.'),
      {
        kind: 'reply',
        by: 'opponent',
        action: facingAction(WEST),
        text: 'Your opponent faces west, along the bottom row.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: useAction(2, M_RIGHT),
        text: 'They take the 2: a right turn from west is north, so they step up to h7 and now face north.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: END,
        text: 'The last die, the 6, is discarded. Next round your opponent rolls and chooses first: the start of a round alternates.',
      },
    ],
  };
}

function turningLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'walls-and-trail',
    title: 'Walls and your trail',
    kind: 'first-game',
    summary: 'Turn around walls; never walk on a square twice.',
    teaches: ['dice', 'walls-and-trail', 'codes'],
    options: {},
    seat: 0,
    start: turning,
    steps: [
      {
        kind: 'read',
        text: 'A few rounds in: you took the code at c6 and stand at c5, facing north. A wall is right above you, so the 1 (straight on) cannot be used. Your trail (the small dots at c7, c6) is closed to you: you may never walk on a square you have been on.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'The code at d4 is up and to the right. Use the 2: turn right, to d5.',
        accept: [useAction(2, M_RIGHT)],
        point: useAction(2, M_RIGHT),
        wrong: [
          {
            moves: [useAction(3, M_LEFT)],
            reason: 'The 3 turns you left, to b5, away from the code at d4.',
          },
        ],
        otherwise: 'Use the 2 to turn right, to d5.',
      },
      end('End your turn.'),
      {
        kind: 'reply',
        by: 'opponent',
        action: useAction(1, M_STRAIGHT),
        text: 'Your opponent takes the 1 and steps west to f5.',
      },
      { kind: 'reply', by: 'opponent', action: END, text: 'The 3 left over is discarded.' },
      {
        kind: 'reply',
        by: 'chance',
        action: rollAction(3, 4, 5),
        text: 'Your opponent starts this round: they roll 3, 4 and 5 and choose first.',
      },
      {
        kind: 'reply',
        by: 'opponent',
        action: useAction(5, M_STRAIGHT),
        text: 'They use the 5 as a straight step, on to e5.',
      },
      { kind: 'reply', by: 'opponent', action: END, text: 'The 3 and the 4 are left for you.' },
      {
        kind: 'move',
        text: 'On your own: take the code at d4.',
        accept: [useAction(3, M_LEFT)],
        point: useAction(3, M_LEFT),
        alone: true,
        otherwise: 'You face east at d5: the code is to your left.',
        done: 'A left turn from east is north: d4, your second SOURCE CODE. It is gone from your opponent’s sheet.',
      },
    ],
  };
}

function deadEndLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'dead-ends',
    title: 'Dead ends and bytes',
    kind: 'first-game',
    summary: 'Start again for free; a byte when no die can be used.',
    teaches: ['walls-and-trail', 'bytes', 'starting'],
    options: {},
    seat: 0,
    start: deadEnd,
    steps: [
      {
        kind: 'read',
        text: 'You stand at h1 facing north. Ahead and to the right is the edge of the maze; to the left, g1 is on your trail. None of your three steps is open: a dead end.',
        point: { part: 'maze' },
      },
      {
        kind: 'move',
        text: 'From a dead end you may start again at a start point, for free (once a turn). Restart at C, bottom-left.',
        accept: [restartAction(C)],
        point: restartAction(C),
        wrong: [
          {
            moves: [NO_DIE],
            reason:
              'No die can move you, so you could take a Data Byte instead; but you would stay stuck. Restart first.',
          },
        ],
        otherwise: 'In this lesson, restart at C (a8).',
      },
      {
        kind: 'move',
        text: 'After a restart you choose your facing again. Face north.',
        accept: [facingAction(NORTH)],
        point: facingAction(NORTH),
        otherwise: 'Face north, up the left edge.',
      },
      {
        kind: 'move',
        text: 'Use the 1: straight on to a7.',
        accept: [useAction(1, M_STRAIGHT)],
        point: useAction(1, M_STRAIGHT),
        otherwise: 'Use the 1, straight on.',
        done: 'Remember the other way out: when none of your dice can be used (a 4 or a 6 always can), you may take a Data Byte instead of a die.',
      },
      end('End your turn.'),
    ],
  };
}

function thirdCodeLesson(): Lesson<MatrixMazeState> {
  return {
    id: 'third-code',
    title: 'The third code',
    kind: 'first-game',
    summary: 'Three SOURCE CODEs win at once.',
    teaches: ['codes', 'dice'],
    options: {},
    seat: 0,
    start: thirdCode,
    steps: [
      {
        kind: 'read',
        text: 'Late in the game: two codes each, and one left within your reach at c6, just below you. Whoever takes a third wins at once, even in the middle of a turn.',
        point: { part: 'scores' },
      },
      {
        kind: 'move',
        text: 'On your own: take it.',
        accept: [useAction(2, M_RIGHT)],
        point: useAction(2, M_RIGHT),
        alone: true,
        wrong: [
          {
            moves: [useAction(4, M_STAY), useAction(6, M_BYTE)],
            reason: 'That keeps you at c5: you face east, and the code is to your right.',
          },
        ],
        otherwise: 'You face east: the code at c6 is to your right.',
        done: 'Your third SOURCE CODE: you win.',
      },
    ],
  };
}

/** The guided first game, its parts in order. */
export const firstGame = (): Lesson<MatrixMazeState>[] => [
  firstRound(),
  turningLesson(),
  deadEndLesson(),
  thirdCodeLesson(),
];
