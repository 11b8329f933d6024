/**
 * `@matrix-arcade/core/discover` (Node only): the one place that finds the games a host package
 * depends on, from its `package.json` instead of a hand-kept list. Every dependency whose
 * `exports` has a `./manifest` entry is a game; its `manifest` export is loaded (descriptor only:
 * no wasm, no solver) and the manifests come back in list order (`sortManifests`). The tools, the
 * online server and the web package's generated game list all use it.
 *
 * A dependency is found the way Node finds it when the host imports it (`createRequire` from the
 * host's `package.json`: its `node_modules`, then each parent folder's), so it works wherever the
 * package manager put it: pnpm's strict `node_modules` (the host's own), npm's and yarn's hoisted
 * ones (a folder above the host), and where core itself cannot see it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyGameManifest, isGameManifest, sortManifests } from './manifest.js';

/** A dependency of the host that is a game package. */
export interface GamePackageRef {
  /** The package name, e.g. `@matrix-arcade/<id>`. */
  readonly name: string;
  /** Its folder, where Node finds it from the host (symlinks not followed). */
  readonly dir: string;
  /** Its `./manifest` entry's file, resolved by Node from the host. */
  readonly manifest: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The host's file path from a URL or path of its `package.json`. */
const pathOf = (packageJson: string | URL) =>
  packageJson instanceof URL || packageJson.startsWith('file:')
    ? fileURLToPath(packageJson)
    : packageJson;

/** The folder of package `name` as Node finds it from the host, or null when it is not installed. */
function packageDir(require: NodeJS.Require, name: string): string | null {
  for (const modules of require.resolve.paths(name) ?? []) {
    const dir = join(modules, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return null;
}

/**
 * The game packages among the `dependencies` of the package whose `package.json` is given, in
 * its dependency order: those with a `./manifest` export. A dependency that is not installed is
 * skipped.
 */
export function gamePackageRefs(packageJson: string | URL): GamePackageRef[] {
  const file = pathOf(packageJson);
  const require = createRequire(file);
  const deps = Object.keys(readJson(file).dependencies ?? {});
  const out: GamePackageRef[] = [];
  for (const name of deps) {
    const dir = packageDir(require, name);
    if (dir === null) continue;
    const exports = (readJson(join(dir, 'package.json')) as { exports?: unknown }).exports;
    if (!exports || typeof exports !== 'object' || !('./manifest' in exports)) continue;
    out.push({ name, dir, manifest: require.resolve(`${name}/manifest`) });
  }
  return out;
}

/**
 * The manifests of every game package the host depends on, in list order. A package whose
 * `./manifest` entry exports no manifest is an error naming it.
 */
export async function discoverGames(packageJson: string | URL): Promise<AnyGameManifest[]> {
  const manifests = await Promise.all(
    gamePackageRefs(packageJson).map(async ({ name, manifest }) => {
      const mod = (await import(pathToFileURL(manifest).href)) as { manifest?: unknown };
      if (!isGameManifest(mod.manifest)) {
        throw new Error(`${name}/manifest exports no game manifest (export const manifest = …)`);
      }
      return mod.manifest;
    }),
  );
  return sortManifests(manifests);
}
