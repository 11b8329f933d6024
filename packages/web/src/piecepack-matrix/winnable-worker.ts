/**
 * The worker that answers "was this deal winnable?" for this game: its package's clairvoyant
 * solver behind the shared protocol (`lib/winnable-protocol.ts`).
 */
import { winnable } from '@matrix-arcade/piecepack-matrix/solver';
import { serveWinnable } from '../lib/winnable-protocol.js';

serveWinnable(winnable);
