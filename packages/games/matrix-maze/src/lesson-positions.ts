/**
 * The positions Matrix Maze's lessons and rules-reference pictures start from: the opening of a
 * duel on the shipped Neon Junction map (`newState`: a new game depends on no seed until its
 * first roll, ruling 30), and positions in the middle of a game built with the game's position
 * builder (`buildPosition`), so a lesson and the rules cannot disagree. The dice of a turn in
 * progress are named here; a roll still to come is fixed by the lesson's chance step. Squares
 * are named as on the sheet: column letter, row number from the top (`a1` top-left).
 */
import { buildPosition } from './build-position.js';
import { type MatrixMazeState, newState } from './state.js';

/** Two avatars on Neon Junction, P1 at c5 facing north (a code held, c6), P2 at g5. */
const midDuel = (dice: readonly number[], bytes: number) =>
  buildPosition({
    seats: [
      { at: 'c5', facing: 'north', trail: ['c7', 'c6'], bytes },
      { at: 'g5', facing: 'west', trail: ['h5', 'h6'] },
    ],
    codes: { c6: 0 },
    round: 2,
    dice,
    toMove: 0,
  });

/** A new duel on Neon Junction: start points still to choose. */
export const opening = (): MatrixMazeState => newState({ map: 'neon-junction' });

/** The wall above c5 blocks the 1; the 2 and the 3 turn. */
export const turning = (): MatrixMazeState => midDuel([1, 2, 3], 2);

/** P1 in a dead end at h1: the edge ahead and to the right, its own trail to the left. */
export const deadEnd = (): MatrixMazeState =>
  buildPosition({
    seats: [
      { at: 'h1', facing: 'north', trail: ['h3', 'h2', 'g1'], bytes: 1 },
      { at: 'b7', facing: 'east', trail: ['a7', 'a8'] },
    ],
    round: 4,
    dice: [1, 2, 5],
    toMove: 0,
  });

/** Two codes each; P1 at c5 facing east, one turn from the code at c6. */
export const thirdCode = (): MatrixMazeState =>
  buildPosition({
    seats: [
      {
        at: 'c5',
        facing: 'east',
        trail: ['e7', 'd7', 'd6', 'd5', 'd4', 'c4', 'b4', 'b5'],
        bytes: 3,
      },
      { at: 'f3', facing: 'west', trail: ['g6', 'h6', 'h5', 'h4', 'h3', 'g3'] },
    ],
    codes: { d4: 0, g3: 1, g6: 1, e7: 0 },
    round: 11,
    dice: [2, 4, 6],
    toMove: 0,
  });

/** Six bytes to spend: the wall above c5, the code at d4 beyond it. */
export const moveHacks = (): MatrixMazeState => midDuel([1, 4, 6], 6);

/** Five bytes, far from a free code: start B (h1) is three squares from the code at g3. */
export const teleport = (): MatrixMazeState => midDuel([1, 4, 6], 5);

/** Four bytes; dice that will not reach d4 without a change and a second use. */
export const diceHacks = (): MatrixMazeState => midDuel([1, 3, 4], 4);

/** P2 one step from the code at e7; P1 holds 4 bytes for a wall on P2's sheet. */
export const wallDuel = (): MatrixMazeState =>
  buildPosition({
    seats: [
      { at: 'b2', facing: 'south', trail: ['b1'], bytes: 4 },
      { at: 'f7', facing: 'west', trail: ['g7', 'h7', 'h8'] },
    ],
    round: 3,
    dice: [4, 5],
    toMove: 0,
  });

/** Solo against the Collectors on Harvest Grid: the guard at d3, a code at b3 within reach. */
export const collectors = (): MatrixMazeState =>
  buildPosition({
    options: { map: 'harvest-grid' },
    seats: [{ at: 'a3', facing: 'south', trail: ['a1', 'a2'] }],
    round: 1,
    dice: [1, 3, 6],
  });

/** Solo against the IY's on Glass Corridors: b3 is where the guard will look from e3. */
export const iys = (): MatrixMazeState =>
  buildPosition({
    options: { map: 'glass-corridors' },
    seats: [{ at: 'b3', facing: 'north', trail: ['b5', 'b4'] }],
    round: 1,
    dice: [1, 4, 6],
  });

/** The duel's last round (round 40 of 40): one code each, P1 at c5 facing east, c6 free. */
export const lastRound = (): MatrixMazeState =>
  buildPosition({
    seats: [
      { at: 'c5', facing: 'east', trail: ['d4', 'c4', 'b4', 'b5'], bytes: 0 },
      { at: 'f3', facing: 'west', trail: ['g3', 'h3'], bytes: 0 },
    ],
    codes: { g3: 1, d4: 0 },
    round: 39,
    dice: [2, 4, 6],
    toMove: 0,
  });

/** Solo against the Collectors on Data Orchard: you at c4 facing south, the code at c6 ahead. */
export const dataOrchard = (): MatrixMazeState =>
  buildPosition({
    options: { map: 'data-orchard' },
    seats: [{ at: 'c4', facing: 'south', trail: ['b3', 'c3'] }],
    round: 1,
    dice: [1, 1, 6],
  });

/** Solo against the IY's on Watchtower: you at d2 facing south, the code at b2 two steps off. */
export const watchtower = (): MatrixMazeState =>
  buildPosition({
    options: { map: 'watchtower' },
    seats: [{ at: 'd2', facing: 'south', trail: ['d1'] }],
    round: 1,
    dice: [1, 2, 4],
  });
