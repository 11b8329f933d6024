/**
 * Matrix (piecepack)'s advanced lessons, one per option of the rulebook's advanced game: the
 * brain-damage target (minimize), choosing the custom ice breakers, and one custom breaker of
 * each colour at work (Wintermute Compiler, Turing Scout Construct, Cray Envelope, Enigma), each
 * a position from `lesson-positions.ts` and a task. `lessons.test.ts` plays every step through
 * the rules and checks the strengths the steps say.
 */
import type { Lesson } from '@matrix-arcade/core';
import { A_DIE, A_ENIGMA, A_PICK, A_WINTERMUTE } from './layout.js';
import {
  CRAY,
  ENIGMA,
  TURING,
  WINTERMUTE,
  atTarget,
  choosing,
  cray,
  enigma,
  moveTo,
  turing,
  wintermute,
} from './lesson-positions.js';
import { commit } from './lessons-first-game.js';
import type { PiecepackState } from './state.js';

const [BLACK, GREEN, RED] = [0, 1, 2];
const die = (face: number) => A_DIE + face;

function targetLesson(): Lesson<PiecepackState> {
  const safe = moveTo(RED, 1, 0);
  return {
    id: 'damage-target',
    title: 'Minimize brain damage',
    kind: 'advanced',
    summary: 'Win at or under a target: choose challenges that cannot fail.',
    teaches: ['minimize', 'challenges'],
    options: { target: 2 },
    seat: 0,
    start: atTarget,
    steps: [
      {
        kind: 'read',
        text: 'With this option you choose a target before the run (here 2) and win only with that much brain damage or less. You already have 2: one more failure and the run is lost.',
        point: { part: 'damage' },
      },
      {
        kind: 'move',
        text: 'So pick challenges that cannot fail. The red breaker against the red 1 ice: even a die of 1 makes 1 + 1 = 2, more than 1. Send it in.',
        accept: [safe],
        point: safe,
        wrong: [
          {
            moves: [moveTo(BLACK, -1, 0)],
            reason:
              'The black 4 fails on a die of 1, 2 or 3: a 50% chance of losing the run. The red 1 cannot fail.',
          },
        ],
        otherwise: 'Send the red breaker onto the red 1 ice, right of the green tile.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(1),
        text: 'The worst roll, a 1: with the colour bonus, strength 2 against 1.',
      },
      commit('Commit.', 'Safe: the red breaker is in, and the damage is still 2.'),
    ],
  };
}

function choosingLesson(): Lesson<PiecepackState> {
  const pick = (k: number) => A_PICK + k;
  const any = [1, 2, 3, 4, 5, 6].map(pick);
  const step = (colour: string, k: number, why: string) =>
    ({
      kind: 'move',
      text: `Choose the ${colour} pawn’s breaker. ${why}`,
      accept: [pick(k), ...any.filter((a) => a !== pick(k))],
      point: pick(k),
      otherwise: 'Choose one of the six.',
    }) as const;
  return {
    id: 'choosing-breakers',
    title: 'Custom ice breakers',
    kind: 'advanced',
    summary: 'Six breakers a colour, each one weaker but with an ability.',
    teaches: ['custom-breakers'],
    options: { breakers: 'choose' },
    seat: 0,
    start: choosing,
    steps: [
      {
        kind: 'read',
        text: 'In the advanced game a pawn may be a custom ice breaker: six for each colour, each with an ability. The usual way is to roll a die for each pawn; here you choose.',
        point: { part: 'breakers' },
      },
      {
        kind: 'read',
        text: 'The price of an ability: most custom breakers are 1 weaker than the basic one (the die minus 1, blue ones minus 2, never below 0). They keep the +1 on their own colour.',
        point: { part: 'breakers' },
      },
      step(
        'black',
        WINTERMUTE,
        'Wintermute Compiler has no die, but can pay 1 brain damage for strength 10.',
      ),
      step('green', TURING, 'Turing Scout Construct is 3, plus 1 for each breaker near it.'),
      step(
        'red',
        CRAY,
        'Cray Envelope takes its strength from the colour it stands on: 10 on red.',
      ),
      step('blue', ENIGMA, 'Enigma can shuffle the forts into better places.'),
    ],
  };
}

function wintermuteLesson(): Lesson<PiecepackState> {
  const fort = moveTo(BLACK, 1, 0);
  return {
    id: 'wintermute',
    title: 'Black: Wintermute Compiler',
    kind: 'advanced',
    summary: 'Pay brain damage for strength 10.',
    teaches: ['black-breakers', 'custom-breakers'],
    options: { black: WINTERMUTE },
    seat: 0,
    start: wintermute,
    steps: [
      {
        kind: 'move',
        text: 'Wintermute Compiler rolls no die: its strength is 0. Its ability, on its card, costs 1 brain damage and sets its next challenge to 10. Abilities are used between challenges. Use it.',
        accept: [A_WINTERMUTE],
        point: A_WINTERMUTE,
        otherwise: 'Use the ability on Wintermute Compiler’s card first.',
      },
      {
        kind: 'move',
        text: 'Now challenge the black fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move Wintermute Compiler onto the black fort, right of it.',
      },
      commit(
        'Strength 10, +1 on its own colour: 11 against 6, and no die to fail. Commit.',
        'The black fort is taken for 1 brain damage.',
      ),
    ],
  };
}

function turingLesson(): Lesson<PiecepackState> {
  return {
    id: 'turing-scout',
    title: 'Green: Turing Scout Construct',
    kind: 'advanced',
    summary: 'Strength from the breakers around it.',
    teaches: ['green-breakers', 'custom-breakers'],
    options: { green: TURING },
    seat: 0,
    start: turing,
    steps: [
      {
        kind: 'move',
        text: 'Turing Scout Construct rolls no die: outside the matrix it is 3. Send it onto the blue 1 ice.',
        accept: [moveTo(GREEN, 0, 1)],
        point: moveTo(GREEN, 0, 1),
        otherwise: 'Move Turing Scout onto the blue 1 ice, below the red 2.',
      },
      commit('3 against 1. Commit.'),
      {
        kind: 'read',
        text: 'Distance is counted in steps along tiles, up, down, left and right. Inside the matrix Turing Scout is 3 plus each other breaker within distance 3: the red one is 1 step away, the black one 2.',
        point: { part: 'breakers' },
      },
      {
        kind: 'move',
        text: 'Challenge the green 5 ice, left of Turing Scout.',
        accept: [moveTo(GREEN, -1, 1)],
        point: moveTo(GREEN, -1, 1),
        otherwise: 'Move Turing Scout onto the green 5 ice, to its left.',
      },
      commit(
        '3 + 2 breakers near + 1 on green = 6 against 5. Commit.',
        'No die, no risk: Turing Scout is strong when the others are close.',
      ),
    ],
  };
}

function crayLesson(): Lesson<PiecepackState> {
  return {
    id: 'cray-envelope',
    title: 'Red: Cray Envelope',
    kind: 'advanced',
    summary: 'Strength from the colour it stands on.',
    teaches: ['red-breakers', 'custom-breakers'],
    options: { red: CRAY },
    seat: 0,
    start: cray,
    steps: [
      {
        kind: 'move',
        text: 'Cray Envelope rolls no die. Outside the matrix it is 1; inside, it takes the strength of the colour it stands on: blue 1, green 4, black 5, red 10. Send it onto the red 1 ice.',
        accept: [moveTo(RED, 1, 0)],
        point: moveTo(RED, 1, 0),
        otherwise: 'Move Cray Envelope onto the red 1 ice.',
      },
      commit('1, +1 on red: 2 against 1. Commit.'),
      {
        kind: 'move',
        text: 'Standing on red, Cray Envelope is 10. Challenge the red fort beside it.',
        accept: [moveTo(RED, 2, 0)],
        point: moveTo(RED, 2, 0),
        otherwise: 'Move Cray Envelope onto the red fort, right of it.',
      },
      commit('10 + 1 = 11 against 6. Commit.', 'The red fort is taken without a single roll.'),
    ],
  };
}

function enigmaLesson(): Lesson<PiecepackState> {
  const swapForts = A_ENIGMA + 1;
  const redFort = moveTo(RED, 3, 0);
  return {
    id: 'enigma',
    title: 'Blue: Enigma',
    kind: 'advanced',
    summary: 'Move the forts to the breakers.',
    teaches: ['blue-breakers', 'custom-breakers'],
    options: { blue: ENIGMA },
    seat: 0,
    start: enigma,
    steps: [
      {
        kind: 'read',
        text: 'The red breaker stands beside the blue fort, and the red fort is at the far end of the row.',
        point: { part: 'board' },
      },
      {
        kind: 'move',
        text: 'Enigma pays two blue power-ups and 1 brain damage to rearrange the installed forts as you like (breakers on them ride along). Swap the red fort and the blue fort.',
        accept: [swapForts],
        point: swapForts,
        otherwise: 'Use Enigma’s ability on its card: the red fort to the blue fort’s place.',
        done: 'The red fort now stands beside the red breaker; the blue fort beside Enigma.',
      },
      {
        kind: 'move',
        text: 'Challenge the red fort with the red breaker.',
        accept: [redFort],
        point: redFort,
        otherwise: 'Move the red breaker onto the red fort, above it.',
      },
      { kind: 'reply', by: 'chance', action: die(6), text: 'A 6: 6 + 1 = 7 against 6.' },
      commit('Commit.', 'The red fort holds its own breaker.'),
    ],
  };
}

/** The advanced lessons, in order. */
export const advanced = (): Lesson<PiecepackState>[] => [
  targetLesson(),
  choosingLesson(),
  wintermuteLesson(),
  turingLesson(),
  crayLesson(),
  enigmaLesson(),
];
