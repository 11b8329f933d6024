#!/usr/bin/env node
/**
 * Writes assembly/generated/{board,strength,legal,play,perm}.ts from the TypeScript rules in
 * src/words/ (the reference): the same code with AssemblyScript's types (i32, bool,
 * StaticArray<i32>), import paths without `.js`, no non-null assertions, and `max<i32>`/`min<i32>`
 * for Math.max/min, then formatted by biome. Run it after changing src/words/
 * (`node scripts/transliterate.mjs`); the parity tests (src/engine/conformance.test.ts) then check
 * that both sides still agree. `--check` writes nothing: it exits 1 naming every generated file
 * that differs from what the sources give (src/engine/generated.test.ts runs it), and
 * `--dir <folder>` checks or writes another folder than assembly/generated/.
 * A string rewrite, not a compiler: src/words/ keeps to the subset it maps (see those files).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GENERATED = ['board', 'strength', 'legal', 'play', 'perm'];
const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The AssemblyScript text of src/words/<name>.ts, before formatting. */
export function transliterate(name, source) {
  let t = source.replace("from '../layout.js'", "from '../../src/layout'");
  t = t.replace(/from '\.\/(\w+)\.js'/g, "from './$1'");
  t = t.replaceAll('Int32Array', 'StaticArray<i32>');
  t = t.replace(/\bnumber\b/g, 'i32');
  t = t.replace(/\bboolean\b/g, 'bool');
  t = t.replace(/\]!/g, ']');
  t = t.replace(/\)!/g, ')');
  t = t.replaceAll('Math.max(', 'max<i32>(').replaceAll('Math.min(', 'min<i32>(');
  t = t.replace(/(\w)!([,;)\s])/g, '$1$2');
  const header =
    `// GENERATED from src/words/${name}.ts by scripts/transliterate.mjs: do not edit. Edit the\n` +
    '// TypeScript reference and run `node scripts/transliterate.mjs` in packages/games/piecepack-matrix.\n';
  return header + t;
}

/** `text` as biome formats it for `path` (the repository's biome.json applies). */
function format(path, text) {
  const bin = join(PACKAGE, 'node_modules', '.bin', 'biome');
  const out = spawnSync(bin, ['format', `--stdin-file-path=${path}`], {
    cwd: PACKAGE,
    input: text,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`biome format failed on ${path}: ${out.stderr}`);
  return out.stdout;
}

/** The generated files as they should be: `{ path, text }` per file of `dir`. */
export function generate(dir = join(PACKAGE, 'assembly', 'generated')) {
  return GENERATED.map((name) => {
    const source = readFileSync(join(PACKAGE, 'src', 'words', `${name}.ts`), 'utf8');
    const path = join(dir, `${name}.ts`);
    return { path, text: format(relative(PACKAGE, path), transliterate(name, source)) };
  });
}

function main(args) {
  const check = args.includes('--check');
  const at = args.indexOf('--dir');
  const files = generate(at >= 0 ? args[at + 1] : undefined);
  const stale = [];
  for (const { path, text } of files) {
    if (!check) writeFileSync(path, text);
    else {
      let old = '';
      try {
        old = readFileSync(path, 'utf8');
      } catch {}
      if (old !== text) stale.push(path);
    }
  }
  if (stale.length > 0) {
    console.error(
      `stale generated kernel files (run node scripts/transliterate.mjs in ${PACKAGE}):\n  ${stale.join('\n  ')}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
