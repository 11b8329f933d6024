/**
 * The sizes a game's README states are the ones `pnpm size` checks (issue 39: two READMEs said
 * 12.5 and 10.8 kB for kernels that measured 14.1 and 12.8). For each game README with a size
 * table: the budgets it names are its `size-budget.json`, and the wasm figure is the built
 * kernel compressed with brotli (as `.size-limit.mjs` measures it) to within 0.15 kB, and the
 * headless entry's figure is the one `pnpm size` reports (size-limit's own JSON, run once, about
 * 3 s), rounded to 0.1 kB. Run after a build (the kernels in `build/`, the entries in `dist/`), as
 * the suite always is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const games = join(root, 'packages/games');
const stated = readdirSync(games)
  .filter((id) => existsSync(join(games, id, 'README.md')))
  .map((id) => ({ id, readme: readFileSync(join(games, id, 'README.md'), 'utf8') }))
  .filter(({ readme }) => /wasm [\d.]+ kB \(budget/.test(readme));

/** `pnpm size`'s measured bytes by check name, read once (size-limit's JSON report). */
let measuredBySizeLimit: Map<string, number> | undefined;
const sizeLimit = (name: string): number | undefined => {
  if (!measuredBySizeLimit) {
    const json = execFileSync(join(root, 'node_modules/.bin/size-limit'), ['--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    const checks = JSON.parse(json) as { name: string; size: number }[];
    measuredBySizeLimit = new Map(checks.map((c) => [c.name, c.size]));
  }
  return measuredBySizeLimit.get(name);
};

describe('README sizes', () => {
  it('finds the READMEs that state sizes', () => {
    expect(stated.map((g) => g.id)).toContain('dice-matrix');
  });

  it.each(stated)('$id: budgets and the wasm size are the measured ones', ({ id, readme }) => {
    const budget = JSON.parse(readFileSync(join(games, id, 'size-budget.json'), 'utf8'));
    const wasm = readme.match(/wasm ([\d.]+) kB \(budget ([\d.]+ kB)\)/)!;
    expect(wasm[2]).toBe(budget.wasm);
    const headless = readme.match(/\| ([\d.]+) kB \(budget ([\d.]+ kB)\) \|/);
    if (headless) {
      expect(headless[2]).toBe(budget.headless);
      const bytes = sizeLimit(`@matrix-arcade/${id} (headless rules)`);
      expect(bytes, `pnpm size has no headless check of ${id}`).toBeDefined();
      expect(headless[1]).toBe(((bytes ?? 0) / 1000).toFixed(1));
    }
    const built = readFileSync(join(games, id, 'build', `${id}.wasm`));
    const measured = brotliCompressSync(built).length / 1000;
    expect(Math.abs(Number(wasm[1]) - measured)).toBeLessThan(0.15);
  });
});
