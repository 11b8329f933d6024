/**
 * The `./lessons` entry (its own, so the rules entry `.` ships no lesson text; a host loads it
 * with the manifest's `loadLessons`). How Matrix (piecepack) teaches itself (core's `GameLessons`): the guided first game in four
 * parts (`lessons-first-game.ts`), a lesson per advanced option — the brain-damage target,
 * choosing custom breakers and one custom breaker of each colour (`lessons-advanced.ts`), then the
 * custom breakers by family, six lessons that teach every one of the 24 (`lessons-breaker-families.ts`,
 * `lessons-breaker-moves.ts`) — and the rules reference (`rules-reference.ts`). The web kit's teaching mode runs them in
 * `<piecepack-matrix-game>`; `lessons.test.ts` plays them through the rules.
 */
import type { GameLessons } from '@matrix-arcade/core';
import { advanced } from './lessons-advanced.js';
import { breakerFamilies } from './lessons-breaker-families.js';
import { firstGame } from './lessons-first-game.js';
import { rulesReference } from './rules-reference.js';
import type { PiecepackState } from './state.js';

export const lessons: GameLessons<PiecepackState> = {
  gameId: 'piecepack-matrix',
  reference: rulesReference,
  lessons: [...firstGame(), ...advanced(), ...breakerFamilies()],
};

export { rulesReference };
