/**
 * `@matrix-arcade/core/discover` (Node only): the games a host package depends on, found from its
 * `package.json` instead of a hand-kept list. Every dependency whose `exports` has a `./manifest`
 * entry is a game; its `manifest` export is loaded (descriptor only: no wasm, no solver) and the
 * manifests come back in list order (`sortManifests`). The tools use it; a server can too.
 * Specifiers are resolved from the host's own folder, so the host's dependencies are found even
 * where core cannot see them (pnpm's strict `node_modules`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyGameManifest, isGameManifest, sortManifests } from './manifest.js';

/** A dependency of the host that is a game package. */
export interface GamePackageRef {
  /** The package name, e.g. `@matrix-arcade/<id>`. */
  readonly name: string;
  /** Its folder (symlinks not followed). */
  readonly dir: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The host's file path from a URL or path of its `package.json`. */
const pathOf = (packageJson: string | URL) =>
  packageJson instanceof URL || packageJson.startsWith('file:')
    ? fileURLToPath(packageJson)
    : packageJson;

/**
 * The game packages among the `dependencies` of the package whose `package.json` is given, in
 * its dependency order: those with a `./manifest` export.
 */
export function gamePackageRefs(packageJson: string | URL): GamePackageRef[] {
  const file = pathOf(packageJson);
  const deps = Object.keys(readJson(file).dependencies ?? {});
  const out: GamePackageRef[] = [];
  for (const name of deps) {
    const dir = join(dirname(file), 'node_modules', name);
    let pkg: { exports?: Record<string, unknown> };
    try {
      pkg = readJson(join(dir, 'package.json'));
    } catch {
      continue; // not installed in the host's own node_modules (hoisted elsewhere): not a game here
    }
    if (pkg.exports && typeof pkg.exports === 'object' && './manifest' in pkg.exports) {
      out.push({ name, dir });
    }
  }
  return out;
}

/**
 * The manifests of every game package the host depends on, in list order. A package whose
 * `./manifest` entry exports no manifest is an error naming it.
 */
export async function discoverGames(packageJson: string | URL): Promise<AnyGameManifest[]> {
  const file = pathOf(packageJson);
  const require = createRequire(file);
  const manifests = await Promise.all(
    gamePackageRefs(file).map(async ({ name }) => {
      const mod = (await import(pathToFileURL(require.resolve(`${name}/manifest`)).href)) as {
        manifest?: unknown;
      };
      if (!isGameManifest(mod.manifest)) {
        throw new Error(`${name}/manifest exports no game manifest (export const manifest = …)`);
      }
      return mod.manifest;
    }),
  );
  return sortManifests(manifests);
}
