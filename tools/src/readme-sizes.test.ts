/**
 * The sizes a game's README states are the ones `pnpm size` checks (issue 39: two READMEs said
 * 12.5 and 10.8 kB for kernels that measured 14.1 and 12.8). For each game README with a size
 * table: the budgets it names are its `size-budget.json`, and the wasm figure is the built
 * kernel compressed with brotli (as `.size-limit.mjs` measures it) to within 0.15 kB. Run after
 * a build (the kernels in `build/`), as the suite always is.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const games = new URL('../../packages/games/', import.meta.url).pathname;
const stated = readdirSync(games)
  .filter((id) => existsSync(join(games, id, 'README.md')))
  .map((id) => ({ id, readme: readFileSync(join(games, id, 'README.md'), 'utf8') }))
  .filter(({ readme }) => /wasm [\d.]+ kB \(budget/.test(readme));

describe('README sizes', () => {
  it('finds the READMEs that state sizes', () => {
    expect(stated.map((g) => g.id)).toContain('dice-matrix');
  });

  it.each(stated)('$id: budgets and the wasm size are the measured ones', ({ id, readme }) => {
    const budget = JSON.parse(readFileSync(join(games, id, 'size-budget.json'), 'utf8'));
    const wasm = readme.match(/wasm ([\d.]+) kB \(budget ([\d.]+ kB)\)/)!;
    expect(wasm[2]).toBe(budget.wasm);
    const headless = readme.match(/\| [\d.]+ kB \(budget ([\d.]+ kB)\) \|/);
    if (headless) expect(headless[1]).toBe(budget.headless);
    const built = readFileSync(join(games, id, 'build', `${id}.wasm`));
    const measured = brotliCompressSync(built).length / 1000;
    expect(Math.abs(Number(wasm[1]) - measured)).toBeLessThan(0.15);
  });
});
