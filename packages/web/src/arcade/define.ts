/**
 * `@matrix-arcade/web/arcade`: registers `<matrix-arcade>` and every game element it shows.
 */
import '../dice-matrix/define.js';
import '../matrix-overload/define.js';
import { defineOnce } from '../lib/define-once.js';
import { MatrixArcade } from './matrix-arcade.js';

defineOnce('matrix-arcade', MatrixArcade);

export { MatrixArcade };
