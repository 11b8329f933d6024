/**
 * The games the server hosts: by default every two-player game among this package's own
 * dependencies, found by core's one discovery function (`@matrix-arcade/core/discover`: a
 * dependency whose `exports` has `./manifest` is a game, located through Node's own module
 * resolution, so it works wherever the package manager put it: npm's hoisted `node_modules`,
 * pnpm's, yarn's). `createGameServer({ games })` takes a host's own games instead. Reading a
 * manifest loads no wasm.
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
  return duelGamesOf(manifests.map((m) => m.descriptor));
}

/** The two-player games among `descriptors`, by game id (the first of an id wins). */
export function duelGamesOf(
  descriptors: Iterable<AnyGameDescriptor>,
): Map<string, AnyGameDescriptor> {
  const found = new Map<string, AnyGameDescriptor>();
  for (const d of descriptors) {
    if (allowsTwoPlayers(d) && !found.has(d.game.id)) found.set(d.game.id, d);
  }
  return found;
}

/** Every two-player game of this package's dependencies, by game id (core's discovery). */
export async function discoverDuelGames(): Promise<Map<string, AnyGameDescriptor>> {
  return duelDescriptorsOf(await discoverGames(new URL('../package.json', import.meta.url)));
}
