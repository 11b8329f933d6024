/**
 * README code blocks, the cheap part: fences are read with their marks, and every public
 * package's README has code to check. Compiling every block under `tsc --strict` and running it
 * happens once, in the release test (release.test.ts), against the packages installed by name
 * from the local registry.
 */
import { describe, expect, it } from 'vitest';
import { readmeSnippets, snippetsOf } from './readme-snippets.js';
import { readPackages, root } from './workspace-copy.js';

const snippets = readmeSnippets(root);

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
});
