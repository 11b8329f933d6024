/**
 * Every public package's `package.json` tells the people who install it where the code lives,
 * where to report a bug and which Node it needs (issue 39): `repository` (this monorepo, with the
 * package's own `directory`), `homepage`, `bugs` and `engines.node` of at least 20. The public
 * packages are found from the workspace folders (every `package.json` not marked private), so a
 * new package is checked without being named here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const read = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const folders = ['packages', 'packages/games'].flatMap((base) =>
  readdirSync(join(root, base))
    .map((name) => `${base}/${name}`)
    .filter((dir) => existsSync(join(root, dir, 'package.json'))),
);
const publicPackages = folders.filter((dir) => read(dir).private !== true);
const repo = read('.');

describe('package metadata', () => {
  it('finds the public packages', () => {
    expect(publicPackages).toContain('packages/core');
    expect(publicPackages).toContain('packages/games/cybermancy');
  });

  it.each(publicPackages)('%s has repository, homepage, bugs and engines.node >= 20', (dir) => {
    const p = read(dir);
    expect(p.repository).toEqual({ ...repo.repository, directory: dir });
    expect(p.homepage).toMatch(/^https:\/\//);
    expect(p.bugs).toEqual(repo.bugs);
    expect(p.engines?.node).toMatch(/^>=2\d/);
  });
});
