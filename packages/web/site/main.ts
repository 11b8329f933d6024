/** The arcade site: registers `<matrix-arcade>` (and the games it shows). */
import '../src/arcade/define.js';
