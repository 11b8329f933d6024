/**
 * Size budgets, checked in CI (`pnpm size`, part of `pnpm check`): for every game package
 * (`packages/games/*`), its headless rules entry (`.`, bundled with esbuild, minified and
 * compressed with brotli, its own dependencies included: what a package user's bundler ships)
 * and the wasm kernel its `./engine` entry loads (brotli). The limits are in the game's
 * `size-budget.json`; a game without one fails here, so a new game is budgeted from its first
 * commit. Raise a budget only with a reason in the commit message.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const games = join(import.meta.dirname, 'packages/games');
const checks = [];
for (const dir of readdirSync(games).sort()) {
  const pkgFile = join(games, dir, 'package.json');
  if (!existsSync(pkgFile)) continue;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const budgetFile = join(games, dir, 'size-budget.json');
  if (!existsSync(budgetFile)) {
    throw new Error(
      `${pkg.name} has no size-budget.json: { "headless": "<n> kB", "wasm": "<n> kB" }`,
    );
  }
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const at = (p) => `packages/games/${dir}/${p}`;
  checks.push(
    {
      name: `${pkg.name} (headless rules)`,
      path: at('dist/index.js'),
      import: '*',
      limit: budget.headless,
    },
    {
      name: `${pkg.name} wasm kernel (./engine)`,
      path: at(`build/${dir}.wasm`),
      // The file as it ships: copied, not bundled.
      modifyEsbuildConfig: (c) => ({ ...c, loader: { ...c.loader, '.wasm': 'copy' } }),
      limit: budget.wasm,
    },
  );
}
export default checks;
