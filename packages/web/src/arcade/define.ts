/**
 * `@matrix-arcade/web/arcade`: registers `<matrix-arcade>` and every game element it shows (the
 * list of games, `src/games.ts`).
 */
import { GAMES } from '../games.js';
import { defineOnce } from '../lib/define-once.js';
import { MatrixArcade } from './matrix-arcade.js';

for (const g of GAMES) g.define();
defineOnce('matrix-arcade', MatrixArcade);

export { MatrixArcade };
