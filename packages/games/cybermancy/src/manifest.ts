/**
 * `@matrix-arcade/cybermancy/manifest`: MATR1X ØVERLØAD: CYBERMANCY as a host finds it (core's
 * `GameManifest`): its descriptor and loaders for the wasm search kernel (`./engine`), the
 * clairvoyant solver (`./solver`) and its lessons (`./lessons`). Reading it loads no wasm: each loader is a dynamic import. A
 * host lists this package as a dependency and discovers the game from it; no list names it.
 */
import { defineManifest } from '@matrix-arcade/core';
import { cybermancyDescriptor } from './descriptor.js';

export const manifest = defineManifest({
  descriptor: cybermancyDescriptor,
  rank: 30,
  loadKernel: async () => (await import('./engine/index.js')).cybermancyKernel,
  loadSolver: async () => (await import('./solver/index.js')).cybermancySolver,
  loadLessons: async () => (await import('./lessons.js')).lessons,
});
