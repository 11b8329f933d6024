/**
 * The games the server hosts: by default every two-player game among this package's own
 * dependencies, found by core's one discovery function (`@matrix-arcade/core/discover`: a
 * dependency whose `exports` has `./manifest` is a game, located through Node's own module
 * resolution, so it works wherever the package manager put it: npm's hoisted `node_modules`,
 * pnpm's, yarn's). `createGameServer({ games })` takes a host's own games instead (descriptors,
 * or manifests, whose engine kernel then plays an empty seat). Reading a manifest loads no wasm.
 */
import { type AnyGameDescriptor, type AnyGameManifest, isGameManifest } from '@matrix-arcade/core';
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

/** A game as a host gives it: its descriptor, or its manifest (which also loads its engine). */
export type DuelGameSource = AnyGameDescriptor | AnyGameManifest;

/** The descriptor of a game given either way. */
export function descriptorOf(source: DuelGameSource): AnyGameDescriptor {
  return isGameManifest(source) ? source.descriptor : source;
}

/** The manifests of this package's game dependencies (core's discovery). */
export function discoverManifests(): Promise<AnyGameManifest[]> {
  return discoverGames(new URL('../package.json', import.meta.url));
}

/** Every two-player game of this package's dependencies, by game id (core's discovery). */
export async function discoverDuelGames(): Promise<Map<string, AnyGameDescriptor>> {
  return duelDescriptorsOf(await discoverManifests());
}
