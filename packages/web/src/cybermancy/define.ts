/**
 * `@matrix-arcade/web/cybermancy`: registers `<cybermancy-game>` and the elements it draws with
 * (the MATR1X ØVERLØAD board spot, card, board grid, controls, move log, thinking indicator).
 * No other game.
 */
import { CybermancyGame } from './cybermancy-game.js';
import { defineCybermancy } from './register.js';

defineCybermancy();

export { CybermancyGame };
