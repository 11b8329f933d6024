/**
 * The game packages of the web package, read from its own `package.json` by core's one discovery
 * function (`@matrix-arcade/core/discover`): every `@matrix-arcade/*` dependency with a
 * `./manifest` entry (a game: rules plus a wasm kernel).
 * The Vite configurations (site, browser tests) keep them and `@matrix-arcade/ai-wasm` out of
 * dependency pre-bundling, and the publishing test embeds each one; so a new game needs no edit
 * in any of them, only its dependency line. Node only (configs and tests).
 */
import { realpathSync } from 'node:fs';
import { gamePackageRefs } from '@matrix-arcade/core/discover';

export interface GamePackage {
  /** `@matrix-arcade/<id>`. */
  readonly name: string;
  /** The game's id: its define entry is `@matrix-arcade/web/<id>`, its tag `<id>-game`. */
  readonly id: string;
  /** The package's folder. */
  readonly dir: string;
}

/** Every game package the web package depends on, in its `dependencies` order (core's discovery). */
export function gamePackages(): GamePackage[] {
  return gamePackageRefs(new URL('./package.json', import.meta.url))
    .filter(({ name }) => name.startsWith('@matrix-arcade/'))
    .map(({ name, dir }) => ({
      name,
      id: name.slice('@matrix-arcade/'.length),
      dir: realpathSync(dir),
    }));
}

/**
 * The packages whose worker and `.wasm` are found through `new URL(…, import.meta.url)`, which
 * Vite's dev-mode pre-bundling would break: the engine and every game (see the README).
 */
export function enginePackages(): string[] {
  return ['@matrix-arcade/ai-wasm', ...gamePackages().map((p) => p.name)];
}
