/**
 * The generated list of games (scripts/game-list.mjs) is the web package's game dependencies:
 * every dependency with a `./manifest` entry, each with its element folder's register function
 * and classes, in package.json order; nothing else.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { gameListPackages, gameListSource } from '../scripts/game-list.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

it('lists every game dependency with its element folder, and nothing else', () => {
  const games = gameListPackages();
  const deps = Object.keys(pkg.dependencies);
  expect(games.length).toBeGreaterThanOrEqual(5);
  expect(games.map((g) => g.name)).toEqual(deps.filter((d) => games.some((g) => g.name === d)));
  for (const not of ['@matrix-arcade/core', '@matrix-arcade/ai-wasm', 'lit']) {
    expect(games.map((g) => g.name)).not.toContain(not);
  }
  const { list, classes } = gameListSource();
  for (const { name, id } of games) {
    const pascal = id.replace(/(^|-)([a-z0-9])/g, (_m: string, _d: string, c: string) =>
      c.toUpperCase(),
    );
    expect(list).toContain(`from '${name}/manifest';`);
    expect(list).toContain(`import { define${pascal} } from './${id}/register.js';`);
    expect(classes).toContain(`export * from './${id}/index.js';`);
  }
});
