/**
 * `@matrix-arcade/dice-matrix/manifest`: Dice Matrix as a host finds it (core's `GameManifest`):
 * its descriptor and loaders for the wasm search kernel (`./engine`), the game's own bots
 * (`./bots`) and its lessons (`./lessons`). Reading it loads no wasm: each loader is a dynamic import. A host lists this package
 * as a dependency and discovers the game from it; no list names it.
 */
import { defineManifest } from '@matrix-arcade/core';
import { diceMatrixDescriptor } from './descriptor.js';

export const manifest = defineManifest({
  descriptor: diceMatrixDescriptor,
  rank: 10,
  loadKernel: async () => (await import('./engine/index.js')).diceMatrixKernel,
  loadBots: async () => (await import('./bots/index.js')).diceMatrixBots,
  loadLessons: async () => (await import('./lessons.js')).lessons,
});
