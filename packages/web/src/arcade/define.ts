/**
 * `@matrix-arcade/web/arcade`: registers `<matrix-arcade>` and its replay dialog. The games are
 * not loaded here: the arcade lists them by their cards (`src/game-cards.ts`) and loads a game,
 * registering its element, when it is shown; it loads the online entry (`src/online/define.ts`)
 * when a player goes online.
 */
import { defineOnce } from '../lib/define-once.js';
import { ArcadeReplay } from './arcade-replay.js';
import { MatrixArcade } from './matrix-arcade.js';

defineOnce('arcade-replay', ArcadeReplay);
defineOnce('matrix-arcade', MatrixArcade);

export { MatrixArcade };
