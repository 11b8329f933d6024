/**
 * The worker that answers "was this deal winnable?" for this game: its package's clairvoyant
 * solver behind the shared protocol (`lib/winnable-protocol.ts`).
 */
import { cybermancyWinnable } from '@matrix-arcade/cybermancy/solver';
import { serveWinnable } from '../lib/winnable-protocol.js';

serveWinnable(cybermancyWinnable);
