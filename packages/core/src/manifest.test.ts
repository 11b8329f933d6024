/**
 * Manifests and the registry over them: list order by rank then id, lookups by id with an error
 * that names the known games, a kernel loaded once per game, and discovery of a host's game
 * packages from its package.json (a throwaway host folder with two fake game packages and one
 * dependency that is not a game), in its own `node_modules` (pnpm) and hoisted beside it (npm,
 * yarn).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineGame } from './descriptor.js';
import { discoverGames, gamePackageRefs } from './discover.js';
import { ValidationError } from './errors.js';
import { defineManifest, gameRegistry, isGameManifest, sortManifests } from './manifest.js';
import { nim } from './search/nim.test-game.js';

const descriptor = (id: string) =>
  defineGame({
    game: { ...nim(5), id },
    blurb: id,
    defaultAiSeats: [1],
    rules: { intro: id, points: [] },
  });

describe('game manifests', () => {
  it('sort by rank, then by id, unranked last', () => {
    const ids = sortManifests([
      defineManifest({ descriptor: descriptor('zeta') }),
      defineManifest({ descriptor: descriptor('beta'), rank: 20 }),
      defineManifest({ descriptor: descriptor('alpha') }),
      defineManifest({ descriptor: descriptor('gamma'), rank: 10 }),
    ]).map((m) => m.descriptor.game.id);
    expect(ids).toEqual(['gamma', 'beta', 'alpha', 'zeta']);
  });

  it('refuse a manifest without a descriptor or with a bad rank', () => {
    expect(isGameManifest({ descriptor: {} })).toBe(false);
    expect(() => defineManifest({} as never)).toThrow('a manifest needs a descriptor');
    expect(() => defineManifest({ descriptor: descriptor('nim'), rank: Number.NaN })).toThrow(
      'nim rank must be a finite number',
    );
  });

  it('registry: looks games up by id and loads each kernel once', async () => {
    let loads = 0;
    const registry = gameRegistry([
      defineManifest({ descriptor: descriptor('nim-b') }),
      defineManifest({
        descriptor: descriptor('nim-a'),
        loadKernel: async () => ({ kernel: `#${++loads}` }),
      }),
    ]);
    expect(registry.ids).toEqual(['nim-a', 'nim-b']);
    const a = await registry.loadGame('nim-a');
    expect(a.game.id).toBe('nim-a');
    expect(a.kernel).toEqual({ kernel: '#1' });
    expect(await registry.loadGame('nim-a')).toBe(a);
    expect(loads).toBe(1);
    expect((await registry.loadGame('nim-b')).kernel).toBeUndefined();
    let error: unknown;
    try {
      registry.manifest('chess');
    } catch (e) {
      error = e;
    }
    expect(ValidationError.is(error)).toBe(true);
    expect((error as Error).message).toBe(
      'gameId: unknown game "chess"; known games: nim-a, nim-b',
    );
    await expect(registry.loadGame('chess')).rejects.toThrow('known games: nim-a, nim-b');
    expect(() =>
      gameRegistry([
        defineManifest({ descriptor: descriptor('nim') }),
        defineManifest({ descriptor: descriptor('nim') }),
      ]),
    ).toThrow('two manifests for the game "nim"');
  });
});

describe('discoverGames', () => {
  /** A host folder whose node_modules holds the given packages: `{ name: manifest source }`. */
  function host(packages: Record<string, string | null>): string {
    const dir = mkdtempSync(join(tmpdir(), 'discover-'));
    for (const [name, source] of Object.entries(packages)) {
      const pkg = join(dir, 'node_modules', name);
      mkdirSync(pkg, { recursive: true });
      const exports: Record<string, string> = { '.': './index.js' };
      if (source !== null) {
        exports['./manifest'] = './manifest.js';
        writeFileSync(join(pkg, 'manifest.js'), source);
      }
      writeFileSync(join(pkg, 'index.js'), 'export {};\n');
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, type: 'module', exports }));
    }
    const dependencies = Object.fromEntries(
      [...Object.keys(packages), '@x/not-installed'].map((n) => [n, '*']),
    );
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host', dependencies }));
    return join(dir, 'package.json');
  }
  const fake = (id: string, rank: number) =>
    `export const manifest = { rank: ${rank}, descriptor: { game: { id: '${id}' } } };\n`;

  it("finds the host's game packages, in rank order, and skips the rest", async () => {
    const file = host({
      '@x/second': fake('second', 2),
      '@x/helper': null,
      '@x/first': fake('first', 1),
    });
    expect(gamePackageRefs(file).map((r) => r.name)).toEqual(['@x/second', '@x/first']);
    const found = await discoverGames(file);
    expect(found.map((m) => m.descriptor.game.id)).toEqual(['first', 'second']);
  });

  it('finds game packages hoisted beside the host, as npm and yarn install them', async () => {
    // project/node_modules/{host, @x/first, @x/helper}: the host has no node_modules of its own.
    const project = mkdtempSync(join(tmpdir(), 'discover-hoisted-'));
    const modules = join(project, 'node_modules');
    const beside = host({ '@x/first': fake('first', 1), '@x/helper': null });
    cpSync(join(beside, '..', 'node_modules'), modules, { recursive: true });
    const hostDir = join(modules, 'host');
    mkdirSync(hostDir, { recursive: true });
    cpSync(beside, join(hostDir, 'package.json'));
    const file = join(hostDir, 'package.json');
    expect(gamePackageRefs(file).map((r) => [r.name, r.dir])).toEqual([
      ['@x/first', join(modules, '@x/first')],
    ]);
    const found = await discoverGames(pathToFileURL(file));
    expect(found.map((m) => m.descriptor.game.id)).toEqual(['first']);
    rmSync(project, { recursive: true, force: true });
    rmSync(join(beside, '..'), { recursive: true, force: true });
  });

  it('names a package whose ./manifest exports no manifest', async () => {
    const file = host({ '@x/broken': 'export const manifest = 3;\n' });
    await expect(discoverGames(file)).rejects.toThrow(
      '@x/broken/manifest exports no game manifest',
    );
  });
});
