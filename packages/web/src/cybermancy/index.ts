/** The classes of the CYBERMANCY element, for the package root (`src/games.ts`). Re-exports only. */
export { CybermancyGame } from './cybermancy-game.js';
