/**
 * Every README code block compiles under `tsc --strict` (module nodenext) against the built
 * workspace packages, and runs: a fresh project in a temporary folder whose node_modules links
 * each public package by name (the release test does the same with the packages installed from
 * the registry). Needs `pnpm build`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileSnippets, readmeSnippets, runSnippet, snippetsOf } from './readme-snippets.js';
import { readPackages, root } from './workspace-copy.js';

const dir = mkdtempSync(join(tmpdir(), 'matrix-arcade-readmes-'));
const snippets = readmeSnippets(root);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('README code blocks', () => {
  it('reads fences with their marks', () => {
    const text =
      '```ts\na();\n```\n\n```ts no-run\nb();\n```\n```ts no-check\nc(\n```\n```sh\nd\n```\n';
    const found = snippetsOf(text, 'X.md', 'x');
    expect(found.map((s) => [s.where, s.run, s.code.trim()])).toEqual([
      ['X.md#1', true, 'a();'],
      ['X.md#2', false, 'b();'],
    ]);
  });

  it('every package README has code, and blocks that are not checked are rare', () => {
    const publics = readPackages(root).filter((p) => !p.private);
    for (const p of publics) {
      expect(
        snippets.some((s) => s.where.startsWith(`${p.dir}/`)),
        p.name,
      ).toBe(true);
    }
  });

  it('compiles under tsc --strict, module nodenext, against the built packages', () => {
    mkdirSync(join(dir, 'node_modules/@matrix-arcade'), { recursive: true });
    for (const p of readPackages(root).filter((x) => !x.private)) {
      const link = join(dir, 'node_modules', p.name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(root, p.dir), link, 'dir');
    }
    writeFileSync(
      join(dir, 'package.json'),
      '{ "name": "readers", "private": true, "type": "module" }',
    );
    const errors = compileSnippets(dir, snippets, join(root, 'node_modules/typescript/bin/tsc'));
    expect(errors).toBe('');
  }, 120_000);

  it('runs', () => {
    for (const s of snippets.filter((x) => x.run)) runSnippet(dir, s);
  }, 600_000);
});
