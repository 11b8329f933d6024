/**
 * The `./lessons` entry (its own, so the rules entry `.` ships no lesson text; a host loads it
 * with the manifest's `loadLessons`). How CYBERMANCY teaches itself (core's `GameLessons`): the guided first game in six parts, the
 * basic game as a first run meets it (`lessons-first-game.ts`, `lessons-first-game-end.ts`),
 * then the advanced lessons: preventative ICE, the advanced mode's wild trumps, a random
 * challenge's knights (`lessons-advanced.ts`) and the campaign's burners chapter by chapter
 * (`lessons-campaign.ts`) with its new programs and resets, the hanged man, the moon and the sun
 * (`lessons-campaign-cards.ts`); and the rules reference (`rules-reference.ts`). The web kit's teaching
 * mode runs them in `<cybermancy-game>`; `lessons.test.ts` plays them through the rules.
 */
import type { GameLessons } from '@matrix-arcade/core';
import { advancedStart } from './lessons-advanced.js';
import { campaignLessons } from './lessons-campaign.js';
import { campaignCards } from './lessons-campaign-cards.js';
import { firstGameEnd } from './lessons-first-game-end.js';
import { firstGameStart } from './lessons-first-game.js';
import { rulesReference } from './rules-reference.js';
import type { CybermancyState } from './state.js';

export const lessons: GameLessons<CybermancyState> = {
  gameId: 'cybermancy',
  reference: rulesReference,
  lessons: [
    ...firstGameStart(),
    ...firstGameEnd(),
    ...advancedStart(),
    // The campaign's lessons in chapter order (a stable sort keeps a chapter's burners first).
    ...[...campaignLessons(), ...campaignCards()].sort(
      (a, b) => Number(a.options.chapter) - Number(b.options.chapter),
    ),
  ],
};

export { rulesReference };
