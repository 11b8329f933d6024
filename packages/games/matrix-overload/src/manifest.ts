/**
 * `@matrix-arcade/matrix-overload/manifest`: MATR1X ØVERLØAD as a host finds it (core's
 * `GameManifest`): its descriptor and loaders for the wasm search kernel (`./engine`), the
 * clairvoyant solver (`./solver`) and the lessons (`./lessons`). Reading it loads no wasm: each loader is a dynamic import. A
 * host lists this package as a dependency and discovers the game from it; no list names it.
 */
import { defineManifest } from '@matrix-arcade/core';
import { matrixOverloadDescriptor } from './descriptor.js';

export const manifest = defineManifest({
  descriptor: matrixOverloadDescriptor,
  rank: 20,
  loadKernel: async () => (await import('./engine/index.js')).matrixOverloadKernel,
  loadSolver: async () => (await import('./solver/index.js')).matrixOverloadSolver,
  loadLessons: async () => (await import('./lessons.js')).lessons,
});
