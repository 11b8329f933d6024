/**
 * `@matrix-arcade/matrix-maze/manifest`: Matrix Maze as a host finds it (core's `GameManifest`):
 * its descriptor and loaders for the wasm search kernel (`./engine`), the clairvoyant solver
 * of solo games (`./solver`) and its lessons (`./lessons`). Reading it loads no wasm:
 * each loader is a dynamic import. A host lists this package as a dependency and discovers the
 * game from it; no list names it.
 */
import { defineManifest } from '@matrix-arcade/core';
import { matrixMazeDescriptor } from './descriptor.js';

export const manifest = defineManifest({
  descriptor: matrixMazeDescriptor,
  rank: 40,
  loadKernel: async () => (await import('./engine/index.js')).matrixMazeKernel,
  loadSolver: async () => (await import('./solver/index.js')).matrixMazeSolver,
  loadLessons: async () => (await import('./lessons.js')).lessons,
});
