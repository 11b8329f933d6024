/**
 * The `./lessons` entry (its own, so the rules entry `.` ships no lesson text; a host loads it
 * with the manifest's `loadLessons`). How MATR1X ØVERLØAD teaches itself (core's `GameLessons`): the guided first run in three
 * parts (`lessons-first-game.ts`), advanced lessons for the rules a first run does not meet
 * (`lessons-advanced.ts`) and the rules reference (`rules-reference.ts`). The web kit's teaching
 * mode runs them in `<matrix-overload-game>`; `lessons.test.ts` plays them through the rules.
 */
import type { GameLessons } from '@matrix-arcade/core';
import { advanced } from './lessons-advanced.js';
import { firstGame } from './lessons-first-game.js';
import { rulesReference } from './rules-reference.js';
import type { MatrixOverloadState } from './state.js';

export const lessons: GameLessons<MatrixOverloadState> = {
  gameId: 'matrix-overload',
  reference: rulesReference,
  lessons: [...firstGame(), ...advanced()],
};

export { rulesReference };
