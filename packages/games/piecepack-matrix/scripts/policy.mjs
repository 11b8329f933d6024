// Plays runs with the playout policy alone (no search) from each deal's opening observation:
// node scripts/policy.mjs N [seed]. Prints the wins. Used to tune assembly/policy.ts
// (docs/performance.md).
import { readFile } from 'node:fs/promises';
import { WasmSearch } from '@matrix-arcade/ai-wasm';
import { piecepackMatrix as game } from '../dist/index.js';
import { piecepackMatrixKernel as kernel } from '../dist/engine/index.js';

const n = Number(process.argv[2] ?? 20);
const seed = Number(process.argv[3] ?? 7);
const bytes = await readFile(new URL('../build/piecepack-matrix.wasm', import.meta.url));
const search = WasmSearch.instantiate(new WebAssembly.Module(bytes));
const obs = game.observe(game.setup({}, seed), 0);
const words = kernel.encodeObservation(obs);
const io = new Int32Array(search.exports.memory.buffer, search.exports.io(), words.length);
io.set(words);
search.exports.load(words.length);
if (process.argv[4]) search.exports.tunePolicy(...process.argv[4].split(',').map(Number));
const t = Date.now();
const wins = search.exports.policyPlayouts(n, seed);
console.log(JSON.stringify({ runs: n, wins, share: wins / n, ms: Date.now() - t }));
