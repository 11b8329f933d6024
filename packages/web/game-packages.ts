/**
 * The game packages of the web package, read from its own `package.json`: every
 * `@matrix-arcade/*` dependency with a `./manifest` entry (a game: rules plus a wasm kernel).
 * The Vite configurations (site, browser tests) keep them and `@matrix-arcade/ai-wasm` out of
 * dependency pre-bundling, and the publishing test embeds each one; so a new game needs no edit
 * in any of them, only its dependency line. Node only (configs and tests).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface GamePackage {
  /** `@matrix-arcade/<id>`. */
  readonly name: string;
  /** The game's id: its define entry is `@matrix-arcade/web/<id>`, its tag `<id>-game`. */
  readonly id: string;
  /** The package's folder. */
  readonly dir: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Every game package the web package depends on, in its `dependencies` order. */
export function gamePackages(): GamePackage[] {
  const deps = Object.keys(readJson(join(here, 'package.json')).dependencies ?? {});
  return deps
    .filter((name) => name.startsWith('@matrix-arcade/'))
    .map((name) => ({
      name,
      id: name.slice('@matrix-arcade/'.length),
      dir: join(here, 'node_modules', name),
    }))
    .filter((p) => readJson(join(p.dir, 'package.json')).exports?.['./manifest'])
    .map((p) => ({ ...p, dir: realpathSync(p.dir) }));
}

/**
 * The packages whose worker and `.wasm` are found through `new URL(…, import.meta.url)`, which
 * Vite's dev-mode pre-bundling would break: the engine and every game (see the README).
 */
export function enginePackages(): string[] {
  return ['@matrix-arcade/ai-wasm', ...gamePackages().map((p) => p.name)];
}
