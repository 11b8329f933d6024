/**
 * The games the server hosts: every two-player game among this package's own dependencies.
 *
 * It reads `package.json`'s `dependencies`, imports each `@matrix-arcade/*` package, and keeps
 * every exported descriptor (an object with a `game` that has `setup`, `apply` and `players`)
 * whose game allows two players. No list of games is kept here: a new two-player game becomes a
 * room type by being added as a dependency. This is the one place to switch to the game
 * manifests once the packages export them.
 */
import { readFile } from 'node:fs/promises';
import type { AnyGameDescriptor } from '@matrix-arcade/core';

function isDescriptor(value: unknown): value is AnyGameDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const game = (value as { game?: unknown }).game;
  if (typeof game !== 'object' || game === null) return false;
  const g = game as Record<string, unknown>;
  return (
    typeof g.id === 'string' &&
    typeof g.setup === 'function' &&
    typeof g.apply === 'function' &&
    typeof g.players === 'object' &&
    g.players !== null &&
    typeof g.codec === 'object'
  );
}

/** Two seats fit the game: its player range includes 2. */
export function allowsTwoPlayers(d: AnyGameDescriptor): boolean {
  return d.game.players.min <= 2 && d.game.players.max >= 2;
}

/** The descriptors a module exports that describe a game for two (deduplicated by game id). */
export function duelDescriptorsOf(module: Record<string, unknown>): AnyGameDescriptor[] {
  return Object.values(module).filter(isDescriptor).filter(allowsTwoPlayers);
}

/** The `@matrix-arcade/*` packages among this package's dependencies. */
export async function gamePackageNames(): Promise<string[]> {
  const url = new URL('../package.json', import.meta.url);
  const pkg = JSON.parse(await readFile(url, 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(pkg.dependencies ?? {}).filter(
    (name) => name.startsWith('@matrix-arcade/') && name !== '@matrix-arcade/core',
  );
}

/** Every two-player game of this package's dependencies, by game id. */
export async function discoverDuelGames(): Promise<Map<string, AnyGameDescriptor>> {
  const found = new Map<string, AnyGameDescriptor>();
  for (const name of await gamePackageNames()) {
    const module = (await import(name)) as Record<string, unknown>;
    for (const d of duelDescriptorsOf(module)) {
      if (!found.has(d.game.id)) found.set(d.game.id, d);
    }
  }
  return found;
}
