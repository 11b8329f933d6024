/**
 * The code blocks of the READMEs, as a reader would paste them: every ```ts and ```js block of the
 * root README and of each public package's README becomes a file of a fresh project, compiled
 * with `tsc --strict` (module `nodenext`) against the packages that project has installed, then
 * run with Node. A block marked ```ts no-run is compiled but not run (it needs a browser or a
 * bundler); one marked ```ts no-check is neither (rare: a fragment shown for its shape). The
 * workspace test links the built workspace packages; the release test installs them by name.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPackages } from './workspace-copy.js';

export interface Snippet {
  /** `<readme>#<n>`: e.g. `packages/core/README.md#2` (the n-th code block, from 1). */
  readonly where: string;
  /** A file name for it: `core-2.ts`. */
  readonly file: string;
  readonly code: string;
  readonly run: boolean;
}

const FENCE = /^```(ts|js|typescript|javascript)((?:[ \t]+[\w-]+)*)[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;

/** The blocks of one README (`name` prefixes the file names). */
export function snippetsOf(text: string, readme: string, name: string): Snippet[] {
  const out: Snippet[] = [];
  let n = 0;
  for (const m of text.matchAll(FENCE)) {
    n++;
    const flags = m[2]!.trim().split(/\s+/);
    if (flags.includes('no-check')) continue;
    out.push({
      where: `${readme}#${n}`,
      file: `${name}-${n}.ts`,
      code: m[3]!,
      run: !flags.includes('no-run'),
    });
  }
  return out;
}

/** Every checked block of the root README and of the public packages' READMEs. */
export function readmeSnippets(root: string): Snippet[] {
  const readmes = [
    { file: 'README.md', name: 'root' },
    ...readPackages(root)
      .filter((p) => !p.private)
      .map((p) => ({ file: `${p.dir}/README.md`, name: p.name.replace(/^@[^/]+\//, '') })),
  ];
  return readmes
    .filter((r) => existsSync(join(root, r.file)))
    .flatMap((r) => snippetsOf(readFileSync(join(root, r.file), 'utf8'), r.file, r.name));
}

/** The strict settings a reader's project would use. */
export const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    lib: ['es2022', 'dom', 'dom.iterable'],
    // A Node reader has Node's types (the server's README block uses node:http).
    types: ['node'],
    outDir: 'out',
    rootDir: 'snippets',
    skipLibCheck: false,
  },
  include: ['snippets'],
};

/**
 * Writes the snippets into `dir` (a project whose node_modules has the packages) and compiles
 * them with the `tsc` at `tscBin`; returns the compiler's complaints ('' when all compile).
 */
export function compileSnippets(dir: string, snippets: readonly Snippet[], tscBin: string): string {
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  for (const s of snippets) {
    // `export {}` makes each block a module of its own (top-level await, no shared names).
    writeFileSync(join(dir, 'snippets', s.file), `${s.code}\nexport {};\n`);
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  try {
    execFileSync(process.execPath, [tscBin, '-p', 'tsconfig.json'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return '';
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    const where = new Map(snippets.map((s) => [s.file, s.where]));
    // Name the README block beside each complaint.
    return `${err.stdout ?? ''}${err.stderr ?? ''}`.replace(
      /snippets\/([\w-]+\.ts)/g,
      (all, f: string) => `${all} (${where.get(f) ?? '?'})`,
    );
  }
}

/** Runs a compiled snippet with Node; returns its output, or throws naming the block. */
export function runSnippet(dir: string, s: Snippet): string {
  try {
    return execFileSync(process.execPath, [join('out', s.file.replace(/\.ts$/, '.js'))], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${s.where} failed when run:\n${err.stdout ?? ''}\n${err.stderr ?? ''}`);
  }
}
