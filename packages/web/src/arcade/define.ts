/**
 * `@matrix-arcade/web/arcade`: registers `<matrix-arcade>`, its replay dialog and every game
 * element it shows (the list of games, `src/games.ts`).
 */
import { GAMES } from '../games.js';
import { defineOnce } from '../lib/define-once.js';
import { ArcadeReplay } from './arcade-replay.js';
import { MatrixArcade } from './matrix-arcade.js';
// For now the arcade plays online with the online entry loaded up front.
import '../online/define.js';

for (const g of GAMES) g.define();
defineOnce('arcade-replay', ArcadeReplay);
defineOnce('matrix-arcade', MatrixArcade);

export { MatrixArcade };
