/**
 * Starts this game's "was this deal winnable?" worker (`winnable-worker.ts`); the arcade finds it
 * on the game's entry in `src/games.ts`.
 */
export const createWinnableWorker = (): Worker =>
  new Worker(new URL('./winnable-worker.js', import.meta.url), { type: 'module' });
