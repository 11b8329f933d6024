/**
 * `@matrix-arcade/piecepack-matrix/manifest`: Matrix, a piecepack game as a host finds it (core's
 * `GameManifest`): its descriptor and loaders for the wasm search kernel (`./engine`), the
 * clairvoyant solver (`./solver`) and its lessons (`./lessons`). Reading it loads no wasm: each loader is a dynamic import. A
 * host lists this package as a dependency and discovers the game from it; no list names it.
 */
import { defineManifest } from '@matrix-arcade/core';
import { piecepackMatrixDescriptor } from './descriptor.js';

export const manifest = defineManifest({
  descriptor: piecepackMatrixDescriptor,
  rank: 50,
  loadKernel: async () => (await import('./engine/index.js')).piecepackMatrixKernel,
  loadSolver: async () => (await import('./solver/index.js')).piecepackMatrixSolver,
  loadLessons: async () => (await import('./lessons.js')).lessons,
});
