/**
 * The embedding contract (`test/element-contract.ts`) and the shared chrome
 * (`test/chrome-contract.ts`), run in Chromium for every game of the list of games: a game added
 * to `src/games.ts` is checked here without another line. Each game's own tests (play, AI,
 * theming, screenshots) are in its folder.
 */
import { chromeContractChecks } from '../test/chrome-contract.js';
import { elementContractChecks } from '../test/element-contract.js';
import { GAMES } from './games.js';

for (const entry of GAMES) {
  elementContractChecks(entry);
  chromeContractChecks(entry);
}
