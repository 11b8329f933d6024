/**
 * The committed kernel files in assembly/generated/ are what scripts/transliterate.mjs makes of
 * src/words/ today: the test runs the generator's own check (Node and biome, no python), so a
 * change to the TypeScript reference that was not transliterated fails here by file name.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = join(PACKAGE, 'scripts', 'transliterate.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'pp-generated-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(dir?: string) {
  const args = [SCRIPT, '--check', ...(dir ? ['--dir', dir] : [])];
  return spawnSync(process.execPath, args, { cwd: PACKAGE, encoding: 'utf8' });
}

describe('assembly/generated/', () => {
  it('is fresh: transliterating src/words/ again gives the committed files', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('a hand edit to a generated file is caught, naming that file only', () => {
    const dir = join(scratch, 'edited');
    cpSync(join(PACKAGE, 'assembly', 'generated'), dir, { recursive: true });
    writeFileSync(join(dir, 'strength.ts'), '// edited by hand\n', { flag: 'a' });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(join(dir, 'strength.ts'));
    expect(run.stderr).not.toContain(join(dir, 'board.ts'));
  });
});
