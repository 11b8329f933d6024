/**
 * The generated list of games (scripts/game-list.mjs) is the web package's game dependencies:
 * every dependency with a `./manifest` entry, each with its element folder's register function
 * and classes, in package.json order; nothing else. The arcade's cards copy each manifest's
 * words and options and load the game's parts by dynamic import only (no static import of a
 * manifest or a register function: the front door loads no game).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { gameListPackages, gameListSource } from '../scripts/game-list.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

it('lists every game dependency with its element folder, and nothing else', async () => {
  const games = gameListPackages();
  const deps = Object.keys(pkg.dependencies);
  expect(games.length).toBeGreaterThanOrEqual(5);
  expect(games.map((g) => g.name)).toEqual(deps.filter((d) => games.some((g) => g.name === d)));
  for (const not of ['@matrix-arcade/core', '@matrix-arcade/ai-wasm', 'lit']) {
    expect(games.map((g) => g.name)).not.toContain(not);
  }
  const { list, classes, cards } = await gameListSource();
  for (const { name, id } of games) {
    const pascal = id.replace(/(^|-)([a-z0-9])/g, (_m: string, _d: string, c: string) =>
      c.toUpperCase(),
    );
    expect(list).toContain(`from '${name}/manifest';`);
    expect(list).toContain(`import { define${pascal} } from './${id}/register.js';`);
    expect(classes).toContain(`export * from './${id}/index.js';`);
    expect(cards).toContain(`import('${name}/manifest')`);
    expect(cards).toContain(`import('./${id}/register.js')`);
  }
  const staticImports = cards.split('\n').filter((l: string) => /^import /.test(l));
  expect(staticImports.filter((l: string) => !/\/picture\.js';$|^import type /.test(l))).toEqual(
    [],
  );
});

it("copies each manifest's words, seats and options into the arcade's cards, in rank order", async () => {
  const { CARDS } = await import('./game-cards.js');
  const { sortManifests } = await import('@matrix-arcade/core');
  const manifests = [];
  for (const { name } of gameListPackages())
    manifests.push((await import(`${name}/manifest`)).manifest);
  const sorted = sortManifests(manifests);
  expect(CARDS.map((c) => c.id)).toEqual(sorted.map((m) => m.descriptor.game.id));
  for (const [i, card] of CARDS.entries()) {
    const d = sorted[i]!.descriptor;
    expect(card.title).toBe(d.game.title);
    expect(card.blurb).toBe(d.blurb);
    expect(card.credit).toBe(d.credit ?? '');
    expect(card.players).toEqual({ min: d.game.players.min, max: d.game.players.max });
    expect(card.optionSchema).toEqual(JSON.parse(JSON.stringify(d.game.optionSchema)));
    expect(card.tag).toBe(`${card.id}-game`);
  }
});
