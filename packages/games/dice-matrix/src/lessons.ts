/**
 * The `./lessons` entry (its own, so the rules entry `.` ships no lesson text; a host loads it
 * with the manifest's `loadLessons`). How Dice Matrix teaches itself (core's `GameLessons`): the guided first game in four parts
 * (`lessons-first-game.ts`), a lesson per rulebook option (`lessons-advanced.ts`) and the rules
 * reference (`rules-reference.ts`). The web kit's teaching mode runs them in `<dice-matrix-game>`;
 * `lessons.test.ts` plays them through the rules.
 */
import type { GameLessons } from '@matrix-arcade/core';
import { advanced } from './lessons-advanced.js';
import { firstGame } from './lessons-first-game.js';
import { rulesReference } from './rules-reference.js';
import type { DiceMatrixState } from './state.js';

export const lessons: GameLessons<DiceMatrixState> = {
  gameId: 'dice-matrix',
  reference: rulesReference,
  lessons: [...firstGame(), ...advanced()],
};

export { rulesReference };
