/**
 * Core's game manifests with the kernel type named: a game package's `./manifest` export is an
 * `EngineManifest<O>` (its `loadKernel` resolves to the `EngineKernel<O>` this engine searches
 * with), and `engineGames(manifests)` is core's `gameRegistry` typed so that `loadGame(id)` hands
 * back a kernel `createEngine` / `createInlineEngine` accept. Core cannot name `EngineKernel`
 * (it does not depend on the engine); this file is where the two meet.
 */
import {
  type GameManifest,
  type GameRegistry,
  type LoadedGame,
  gameRegistry,
} from '@matrix-arcade/core';
import type { EngineKernel } from './hint.js';

/** A game's manifest whose kernel is this engine's (`O`: the game's observation type). */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous observations needs it
export type EngineManifest<O = any> = GameManifest<EngineKernel<O>>;

/** A game picked by id with its engine kernel (`undefined` for a game without one). */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous observations needs it
export type EngineGame<O = any> = LoadedGame<EngineKernel<O>>;

/** Games by id over the given manifests, each loaded with its engine kernel. */
export function engineGames(
  manifests: readonly EngineManifest[],
): GameRegistry<EngineKernel<unknown>> {
  return gameRegistry(manifests as readonly GameManifest<EngineKernel<unknown>>[]);
}
