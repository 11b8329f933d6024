/**
 * The games the server hosts: every two-player game among this package's own dependencies,
 * found through the game manifests (core's `discoverGames`: a dependency whose `exports` has
 * `./manifest` is a game). No list of games is kept here: a new two-player game becomes a room
 * type by being added as a dependency. Reading a manifest loads no wasm.
 */
import type { AnyGameDescriptor, AnyGameManifest } from '@matrix-arcade/core';
import { discoverGames } from '@matrix-arcade/core/discover';

/** Two seats fit the game: its player range includes 2. */
export function allowsTwoPlayers(d: AnyGameDescriptor): boolean {
  return d.game.players.min <= 2 && d.game.players.max >= 2;
}

/** The descriptors of `manifests` whose game can be played by two (by game id, first wins). */
export function duelDescriptorsOf(
  manifests: readonly AnyGameManifest[],
): Map<string, AnyGameDescriptor> {
  const found = new Map<string, AnyGameDescriptor>();
  for (const m of manifests) {
    if (allowsTwoPlayers(m.descriptor) && !found.has(m.descriptor.game.id)) {
      found.set(m.descriptor.game.id, m.descriptor);
    }
  }
  return found;
}

/** Every two-player game of this package's dependencies, by game id. */
export async function discoverDuelGames(): Promise<Map<string, AnyGameDescriptor>> {
  return duelDescriptorsOf(await discoverGames(new URL('../package.json', import.meta.url)));
}
