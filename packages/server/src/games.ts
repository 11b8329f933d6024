/**
 * The games the server hosts: by default every two-player game among this package's own
 * dependencies (a dependency whose `exports` has `./manifest` is a game), found through Node's
 * own module resolution (`import.meta.resolve`), so it works wherever the package manager put
 * them (npm's hoisted `node_modules`, pnpm's, yarn's). `createGameServer({ games })` takes a
 * host's own games instead. Reading a manifest loads no wasm.
 */
import { readFileSync } from 'node:fs';
import {
  type AnyGameDescriptor,
  type AnyGameManifest,
  isGameManifest,
  sortManifests,
} from '@matrix-arcade/core';

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

/** The manifest of dependency `name`, or null when it is not a game package. */
async function manifestOf(name: string): Promise<AnyGameManifest | null> {
  let url: string;
  try {
    url = import.meta.resolve(`${name}/manifest`);
  } catch {
    return null; // no `./manifest` export: not a game
  }
  let mod: { manifest?: unknown };
  try {
    mod = (await import(url)) as { manifest?: unknown };
  } catch (e) {
    // A package without `exports` resolves to a `manifest` file it does not have.
    if ((e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw e;
  }
  if (!isGameManifest(mod.manifest)) {
    throw new Error(`${name}/manifest exports no game manifest (export const manifest = …)`);
  }
  return mod.manifest;
}

/** Every two-player game of this package's dependencies, by game id. */
export async function discoverDuelGames(): Promise<Map<string, AnyGameDescriptor>> {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const names = Object.keys(pkg.dependencies ?? {});
  const manifests = (await Promise.all(names.map(manifestOf))).filter(
    (m): m is AnyGameManifest => m !== null,
  );
  return duelDescriptorsOf(sortManifests(manifests));
}
