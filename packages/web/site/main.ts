/// <reference types="vite/client" />
/**
 * The arcade site: registers `<matrix-arcade>` (which loads each game when it is shown) and, in
 * the built site, the service worker that makes it work offline and install (`offline.ts`).
 */
import '../src/arcade/define.js';
import { startOffline } from './offline.js';

if (import.meta.env.PROD) void startOffline();
