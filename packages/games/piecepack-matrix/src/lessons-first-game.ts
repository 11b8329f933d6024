/**
 * Matrix (piecepack)'s guided first game, in four parts that meet the rules in the order a first
 * run does: the first tiles (moving in, installing, the die against the tile, success and
 * failure), power-ups and the three-neighbour limit, a data fort, and the last fort. Each part
 * is a position from `lesson-positions.ts`; each roll is fixed by a chance step. The steps say
 * the die, the strength and the tile's strength side by side, as the challenge panel shows them.
 * `lessons.test.ts` plays every step through the rules and checks the numbers they say.
 */
import type { Lesson } from '@matrix-arcade/core';
import { A_COMMIT, A_DIE, A_SPEND, BLUE, CELLS } from './layout.js';
import { blackFort, firstTiles, lastFort, moveTo, powerUps } from './lesson-positions.js';
import { apply, legalActions } from './rules.js';
import type { PiecepackState } from './state.js';

const [BLACK, GREEN, RED] = [0, 1, 2];
const die = (face: number) => A_DIE + face;
/** The step that commits the challenge (also used by `lessons-advanced.ts`). */
export const commit = (text: string, done?: string) =>
  ({
    kind: 'move',
    text,
    accept: [A_COMMIT],
    point: A_COMMIT,
    otherwise: 'Commit the challenge: the Decide panel has the button.',
    ...(done ? { done } : {}),
  }) as const;

function firstTilesLesson(): Lesson<PiecepackState> {
  const afterRed = [moveTo(RED, 0, 0), die(3), A_COMMIT].reduce(apply, firstTiles());
  const greenMoves = legalActions(afterRed).filter((a) => Math.floor(a / CELLS) === GREEN);
  const green = moveTo(GREEN, 1, 0);
  return {
    id: 'first-tiles',
    title: 'The first tiles',
    kind: 'first-game',
    summary: 'Move in, install a tile, roll against it; success and failure.',
    teaches: ['goal-and-setup', 'moving', 'installing', 'challenges', 'failing'],
    options: {},
    seat: 0,
    start: firstTiles,
    steps: [
      {
        kind: 'read',
        text: 'You play alone. Your four ice breakers, black ♠, green ♣, red ♥ and blue ♦, wait outside the matrix. Hidden in the data stack are 20 tiles of ice (strength 1 to 5) and the four data forts (strength 6), the forts near the bottom. To win, bring each breaker onto the fort of its own colour.',
        point: { part: 'breakers' },
      },
      {
        kind: 'move',
        text: 'The matrix is empty, so the first tile goes in the middle. Choose the red breaker, then the marked space: the top tile of the stack is installed there with a power-up coin of its colour, and the red breaker challenges it.',
        accept: [moveTo(RED, 0, 0)],
        point: moveTo(RED, 0, 0),
        otherwise: 'In this lesson, move the red breaker: choose its card, then the marked space.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(3),
        text: 'The tile is red ice of strength 2. The die shows 3, and a breaker challenging its own colour adds 1: strength 4 against 2.',
      },
      commit(
        'To break in, the strength must be more than the tile’s: 4 beats 2. Commit the challenge.',
        'The red breaker breaks in: it moves onto the tile and takes the red coin into your pool.',
      ),
      {
        kind: 'move',
        text: 'A breaker outside may enter any space next to the matrix. Send the green breaker to the space right of the red one: the next tile will be installed there.',
        accept: [green, ...greenMoves.filter((a) => a !== green)],
        point: green,
        otherwise: 'Move the green breaker to a space next to the red tile.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(2),
        text: 'Black ice of strength 4. The die shows 2, and green on black gets no bonus: strength 2 against 4.',
      },
      commit(
        'You have no black power-up to add. Commit: the challenge fails.',
        'A failed challenge costs 1 brain damage. On ice the breaker still moves onto the tile and takes its coin; at 10 brain damage the run ends in brain death.',
      ),
    ],
  };
}

function powerUpsLesson(): Lesson<PiecepackState> {
  const blue5 = moveTo(BLUE, 0, -1);
  return {
    id: 'power-ups',
    title: 'Power-ups and neighbours',
    kind: 'first-game',
    summary: 'Spend coins after the roll; no tile gets a fourth neighbour.',
    teaches: ['installing', 'moving', 'challenges'],
    options: {},
    seat: 0,
    start: powerUps,
    steps: [
      {
        kind: 'read',
        text: 'A structure may have at most three structures beside it (up, down, left, right). The red 2 in the middle already has three, so no tile may be installed below it: that space is not offered.',
        point: { action: moveTo(BLACK, 0, 1) },
      },
      {
        kind: 'read',
        text: 'A breaker in the matrix moves only up, down, left or right, never diagonally, and not onto a tile another breaker holds. A breaker outside may enter any tile nobody holds.',
        point: { part: 'breakers' },
      },
      {
        kind: 'move',
        text: 'Send the blue breaker from outside onto the blue 5 ice: blue on blue adds 1.',
        accept: [blue5],
        point: blue5,
        otherwise: 'Move the blue breaker onto the blue 5 ice, above the red 2.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(4),
        text: 'The die shows 4: 4 + 1 = 5 against 5. Not enough: the strength must be more than the tile’s.',
      },
      {
        kind: 'move',
        text: 'After the roll you may spend power-ups of the tile’s colour, +1 each. Your red coin does not count against blue ice. Spend the blue one.',
        accept: [A_SPEND + BLUE],
        point: A_SPEND + BLUE,
        wrong: [
          {
            moves: [A_COMMIT],
            reason:
              '5 does not beat 5: you would take brain damage. Spend the blue power-up first.',
          },
        ],
        otherwise: 'Spend the blue power-up.',
      },
      commit(
        'Strength 6 against 5. Commit.',
        'The blue breaker breaks in and picks up the blue coin that lay on the tile: your pool has a blue one again.',
      ),
    ],
  };
}

function fortLesson(): Lesson<PiecepackState> {
  const fort = moveTo(BLACK, 2, 0);
  return {
    id: 'data-fort',
    title: 'A data fort',
    kind: 'first-game',
    summary: 'A fort needs strength 7; failing against it, you stay put.',
    teaches: ['forts', 'failing', 'challenges'],
    options: {},
    seat: 0,
    start: blackFort,
    steps: [
      {
        kind: 'read',
        text: 'The black breaker stands beside the black data fort. A fort has strength 6, so breaking in takes 7 or more: a 6 on the die with the colour bonus, or power-ups.',
        point: { action: fort },
      },
      {
        kind: 'move',
        text: 'Challenge the black fort with the black breaker.',
        accept: [fort],
        point: fort,
        otherwise: 'Move the black breaker onto the black fort, right of it.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(5),
        text: 'The die shows 5: 5 + 1 = 6 against 6. Not more.',
      },
      commit(
        'With no black power-up, commit.',
        'Failing against a fort costs 1 brain damage, and the breaker does not move: it stays where it was.',
      ),
      {
        kind: 'move',
        text: 'Try again: challenge the fort once more.',
        accept: [fort],
        point: fort,
        otherwise: 'Move the black breaker onto the black fort again.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(6),
        text: 'A 6: 6 + 1 = 7 against 6.',
      },
      commit(
        'Commit.',
        'The black breaker holds the black fort, and takes its coin. One fort of four.',
      ),
    ],
  };
}

function lastFortLesson(): Lesson<PiecepackState> {
  const fort = moveTo(BLUE, 5, 1);
  const spend = A_SPEND + BLUE;
  return {
    id: 'last-fort',
    title: 'The last fort',
    kind: 'first-game',
    summary: 'Win the run before brain death.',
    teaches: ['end-of-run', 'forts', 'challenges'],
    options: {},
    seat: 0,
    start: lastFort,
    steps: [
      {
        kind: 'read',
        text: 'Three forts hold their own breakers. You have 8 brain damage: two more failures and the run ends in brain death. The blue breaker stands beside the blue fort, and you hold three blue power-ups.',
        point: { part: 'damage' },
      },
      {
        kind: 'move',
        text: 'Challenge the blue fort.',
        accept: [fort],
        point: fort,
        otherwise: 'Move the blue breaker onto the blue fort, right of it.',
      },
      {
        kind: 'reply',
        by: 'chance',
        action: die(3),
        text: 'The die shows 3: 3 + 1 = 4 against 6.',
      },
      {
        kind: 'move',
        text: 'On your own: spend what it takes to beat 6, then commit.',
        accept: [spend],
        point: spend,
        alone: true,
        wrong: [{ moves: [A_COMMIT], reason: '4 does not beat 6: spend blue power-ups first.' }],
        otherwise: 'Spend a blue power-up.',
      },
      {
        kind: 'move',
        text: 'Strength 5: not yet.',
        accept: [spend],
        point: spend,
        wrong: [{ moves: [A_COMMIT], reason: '5 does not beat 6: spend another blue power-up.' }],
        otherwise: 'Spend another blue power-up.',
      },
      {
        kind: 'move',
        text: 'Strength 6: equal is not enough.',
        accept: [spend],
        point: spend,
        wrong: [{ moves: [A_COMMIT], reason: '6 does not beat 6: spend the third.' }],
        otherwise: 'Spend the third blue power-up.',
      },
      commit(
        'Strength 7 against 6. Commit.',
        'Every fort holds its own breaker: the run is won, with 8 brain damage.',
      ),
    ],
  };
}

/** The guided first game, its parts in order. */
export const firstGame = (): Lesson<PiecepackState>[] => [
  firstTilesLesson(),
  powerUpsLesson(),
  fortLesson(),
  lastFortLesson(),
];
