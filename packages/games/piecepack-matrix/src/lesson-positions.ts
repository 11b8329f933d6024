/**
 * The positions Matrix (piecepack)'s lessons and rules-reference pictures start from, each built
 * with the game's position builder (`buildPosition`), so a lesson and the rules cannot disagree.
 * The data stack's next tiles are named (the ones a lesson installs); the other tiles are dealt
 * under them from a fixed seed. The dice are not here: a lesson fixes each roll in its steps
 * (a chance reply). Places are (x, y) from the first tile, x to the right and y downward.
 */
import { buildPosition } from './build-position.js';
import { CELLS, ORIGIN, SIDE } from './layout.js';
import type { PiecepackState } from './state.js';

/** The move of breaker `b` (0 black, 1 green, 2 red, 3 blue) to the place (x, y). */
export const moveTo = (b: number, x: number, y: number): number =>
  b * CELLS + ORIGIN + y * SIDE + x;

/** Custom breaker numbers used by the lessons (the rulebook's lists, 1–6 per colour). */
export const WINTERMUTE = 6;
export const TURING = 1;
export const CRAY = 5;
export const ENIGMA = 6;

/** The start of a run: no tile installed, every breaker outside. */
export const firstTiles = (): PiecepackState =>
  buildPosition({ tiles: [], stack: ['red 2', 'black 4'], unnamed: { shuffle: 1 } });

/** Four tiles in a T: the red 2 has three neighbours; the blue breaker holds two power-ups. */
export const powerUps = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'red 2' },
      { at: [1, 0], tile: 'black 4' },
      { at: [-1, 0], tile: 'green 1' },
      { at: [0, -1], tile: 'blue 5', coin: true },
    ],
    breakers: { red: { at: [0, 0] }, green: { at: [1, 0] } },
    pool: { red: 1, blue: 1 },
    damage: 1,
    stack: ['black 3'],
    unnamed: { shuffle: 2 },
  });

/** The black breaker beside the black fort. */
export const blackFort = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'red 2' },
      { at: [1, 0], tile: 'black 4' },
      { at: [2, 0], tile: 'black fort', coin: true },
    ],
    breakers: { red: { at: [0, 0] }, black: { at: [1, 0] } },
    damage: 2,
    stack: ['green 2'],
    unnamed: { shuffle: 3 },
  });

/** Three forts held, the blue breaker beside the blue fort, 8 brain damage, 3 blue power-ups. */
export const lastFort = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'black fort' },
      { at: [1, 0], tile: 'red 1' },
      { at: [2, 0], tile: 'green fort' },
      { at: [3, 0], tile: 'red 3' },
      { at: [4, 0], tile: 'red fort' },
      { at: [4, 1], tile: 'blue 2' },
      { at: [5, 1], tile: 'blue fort' },
    ],
    breakers: {
      black: { at: [0, 0] },
      green: { at: [2, 0] },
      red: { at: [4, 0] },
      blue: { at: [4, 1] },
    },
    pool: { blue: 3 },
    damage: 8,
    challenges: 31,
    unnamed: { shuffle: 4 },
  });

/** The minimize option: target 2, already 2 brain damage; a safe red 1 and a risky black 4. */
export const atTarget = (): PiecepackState =>
  buildPosition({
    options: { target: 2 },
    tiles: [
      { at: [0, 0], tile: 'green 3' },
      { at: [1, 0], tile: 'red 1', coin: true },
      { at: [-1, 0], tile: 'black 4', coin: true },
    ],
    breakers: { green: { at: [0, 0] } },
    damage: 2,
    stack: ['blue 4'],
    unnamed: { shuffle: 5 },
  });

/** A run with custom breakers still to be chosen, one pawn at a time. */
export const choosing = (): PiecepackState =>
  buildPosition({ options: { breakers: 'choose' }, tiles: [], unnamed: { shuffle: 6 } });

/** Wintermute Compiler (black 6) beside the black fort. */
export const wintermute = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'black 2' },
      { at: [1, 0], tile: 'black fort', coin: true },
    ],
    breakers: { black: { at: [0, 0], kind: WINTERMUTE } },
    stack: ['red 3'],
    unnamed: { shuffle: 7 },
  });

/** Turing Scout Construct (green 1) outside, two breakers near a blue 1 and a green 5. */
export const turing = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'red 2' },
      { at: [1, 0], tile: 'black 4' },
      { at: [0, 1], tile: 'blue 1' },
      { at: [-1, 1], tile: 'green 5', coin: true },
    ],
    breakers: { green: { kind: TURING }, red: { at: [0, 0] }, black: { at: [1, 0] } },
    stack: ['red 3'],
    unnamed: { shuffle: 8 },
  });

/** Cray Envelope (red 5) outside; red ice 1 beside the red fort. */
export const cray = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'green 2' },
      { at: [1, 0], tile: 'red 1', coin: true },
      { at: [2, 0], tile: 'red fort', coin: true },
    ],
    breakers: { red: { kind: CRAY } },
    stack: ['blue 3'],
    unnamed: { shuffle: 9 },
  });

/** Enigma (blue 6): the red breaker stands beside the blue fort, the red fort far away. */
export const enigma = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'red fort' },
      { at: [1, 0], tile: 'green 2' },
      { at: [2, 0], tile: 'black 1' },
      { at: [3, 0], tile: 'blue fort' },
      { at: [3, 1], tile: 'red 4' },
    ],
    breakers: { blue: { at: [1, 0], kind: ENIGMA }, red: { at: [3, 1] } },
    pool: { blue: 2 },
    damage: 3,
    stack: ['green 4'],
    unnamed: { shuffle: 10 },
  });

/** Sendai Sub-Street (red 1) on a black 2 beside the red fort, two red power-ups in the pool. */
export const SENDAI = 1;
export const sendai = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'black 2' },
      { at: [1, 0], tile: 'red fort', coin: true },
      { at: [-1, 0], tile: 'black fort', coin: true },
    ],
    breakers: { red: { kind: SENDAI, at: [0, 0] } },
    pool: { red: 2 },
    stack: ['green 3'],
    unnamed: { shuffle: 9 },
  });

/** Chiba Cross Talk (red 2) on a green 2; the red fort two tiles away, past a black 5. */
export const CHIBA = 2;
export const chiba = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'green 2' },
      { at: [1, 0], tile: 'black 5' },
      { at: [2, 0], tile: 'red fort', coin: true },
    ],
    breakers: { red: { kind: CHIBA, at: [0, 0] } },
    pool: { red: 1 },
    stack: ['green 3'],
    unnamed: { shuffle: 10 },
  });

/** Hosaka Prime (red 3) on a red 2 beside the red fort. */
export const HOSAKA = 3;
export const hosaka = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'red 2' },
      { at: [1, 0], tile: 'red fort', coin: true },
      { at: [-1, 0], tile: 'green 4', coin: true },
    ],
    breakers: { red: { kind: HOSAKA, at: [0, 0] } },
    stack: ['green 3'],
    unnamed: { shuffle: 11 },
  });

/** Ankara (black 2) on a black 2 beside the black fort. */
export const ANKARA = 2;
export const ankara = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'black 2' },
      { at: [1, 0], tile: 'black fort', coin: true },
    ],
    breakers: { black: { kind: ANKARA, at: [0, 0] } },
    stack: ['green 3'],
    unnamed: { shuffle: 12 },
  });

/** Self-Fragment LISP (black 1) beside the red fort; the red breaker three tiles away. */
export const LISP = 1;
export const lisp = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [-2, 0], tile: 'green 1' },
      { at: [-1, 0], tile: 'blue 3' },
      { at: [0, 0], tile: 'black 3' },
      { at: [1, 0], tile: 'red fort', coin: true },
    ],
    breakers: { black: { kind: LISP, at: [0, 0] }, red: { at: [-2, 0] } },
    stack: ['green 3'],
    unnamed: { shuffle: 13 },
  });

/** Viral Dub (blue 5) on a blue 2; the blue fort at the far end of a row of unheld tiles. */
export const VIRAL = 5;
export const viralDub = (): PiecepackState =>
  buildPosition({
    tiles: [
      { at: [0, 0], tile: 'blue 2' },
      { at: [1, 0], tile: 'red 5' },
      { at: [2, 0], tile: 'green 1' },
      { at: [3, 0], tile: 'blue fort', coin: true },
    ],
    breakers: { blue: { kind: VIRAL, at: [0, 0] } },
    pool: { blue: 3 },
    stack: ['green 3'],
    unnamed: { shuffle: 14 },
  });
