/**
 * The `./lessons` entry (its own, so the rules entry `.` ships no lesson text; a host loads it
 * with the manifest's `loadLessons`). How Matrix Maze teaches itself (core's `GameLessons`): the guided first game, a duel on Neon
 * Junction in four parts (`lessons-first-game.ts`), the hacks, the round limit and solo play
 * against each System Guard on its maps (`lessons-advanced.ts`), and the rules reference (`rules-reference.ts`). The web kit's
 * teaching mode runs them in `<matrix-maze-game>`; `lessons.test.ts` plays them through the rules.
 */
import type { GameLessons } from '@matrix-arcade/core';
import { advanced } from './lessons-advanced.js';
import { firstGame } from './lessons-first-game.js';
import { rulesReference } from './rules-reference.js';
import type { MatrixMazeState } from './state.js';

export const lessons: GameLessons<MatrixMazeState> = {
  gameId: 'matrix-maze',
  reference: rulesReference,
  lessons: [...firstGame(), ...advanced()],
};

export { rulesReference };
