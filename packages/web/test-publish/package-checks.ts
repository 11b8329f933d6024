/**
 * What a published tarball must hold, read from the tarball itself (as downloaded from the
 * registry): every path its package.json points at exists (`exports` and `imports` targets,
 * `*` patterns matching at least one file, `main`, `types`, `bin`, `customElements`), every
 * JavaScript export has `types` that exist, no test file and no TypeScript source except where an
 * export points at one (ai-wasm's AssemblyScript `./assembly`), a README and the LICENSE, and a
 * package.json with no `workspace:` or `catalog:` range left, our own dependencies pinned to the
 * versions released with it, and `publishConfig.access` public. The problems come back in words, so a failure
 * names the file.
 */
import { tarballFiles, tarballText } from './registry.js';

/** One export (or import) entry: its key and each condition's target. */
interface Entry {
  readonly key: string;
  readonly targets: Record<string, string>;
}

function entries(map: unknown, prefix = '.'): Entry[] {
  if (map === undefined) return [];
  if (typeof map === 'string') return [{ key: prefix, targets: { default: map } }];
  const obj = map as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 0 && keys.every((k) => k.startsWith('.') || k.startsWith('#')))
    return keys.flatMap((k) => entries(obj[k], k));
  const targets: Record<string, string> = {};
  const flatten = (value: unknown, path: string) => {
    if (typeof value === 'string') targets[path] = value;
    else if (value && typeof value === 'object')
      for (const [c, v] of Object.entries(value)) flatten(v, path ? `${path}.${c}` : c);
  };
  flatten(obj, '');
  return [{ key: prefix, targets }];
}

const strip = (p: string) => p.replace(/^\.\//, '');
const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The problems of a published tarball; `pins` are the versions our dependencies must have. */
export function tarballProblems(
  tarball: string,
  expect: { name: string; version: string; pins: Record<string, string> },
): { problems: string[]; files: string[]; json: Record<string, unknown> } {
  const files = tarballFiles(tarball);
  const have = new Set(files);
  const text = tarballText(tarball, 'package.json');
  const json = JSON.parse(text) as Record<string, unknown> & {
    exports?: unknown;
    imports?: unknown;
    bin?: string | Record<string, string>;
  };
  const problems: string[] = [];
  const where = `${expect.name}@${expect.version}`;
  const need = (file: string, why: string) => {
    if (!have.has(strip(file))) problems.push(`${where}: ${why} ${file} is not in the tarball`);
  };

  if (json.name !== expect.name || json.version !== expect.version)
    problems.push(`${where}: its package.json says ${json.name}@${json.version}`);
  for (const m of text.matchAll(/"([^"]+)":\s*"((?:workspace|catalog):[^"]*)"/g))
    problems.push(`${where}: ${m[1]} keeps the range ${m[2]}`);
  const deps = { ...(json.dependencies as object), ...(json.peerDependencies as object) };
  for (const [dep, range] of Object.entries(deps as Record<string, string>)) {
    const pin = expect.pins[dep];
    if (dep.startsWith('@matrix-arcade/') && range !== pin)
      problems.push(`${where}: depends on ${dep}@${range}, released with ${pin ?? 'nothing'}`);
  }
  need('README.md', 'the');
  need('LICENSE', 'the'); // MIT asks for its text to ship with the code
  // npm's registry refuses the first publish of a scoped package unless it is public (Verdaccio
  // does not), and `pnpm publish -r` reads the access from here, not from changesets' config.
  const access = (json.publishConfig as { access?: string } | undefined)?.access;
  if (access !== 'public') problems.push(`${where}: publishConfig.access is ${access}, not public`);

  const sourceDirs: string[] = [];
  for (const e of [...entries(json.exports), ...entries(json.imports)]) {
    const targets = Object.entries(e.targets);
    for (const [, t] of targets)
      if (/\.ts$/.test(t) && !/\.d\.ts$/.test(t)) sourceDirs.push(strip(t).replace(/[^/]*$/, ''));
    const js = targets.find(([, t]) => /\.m?js$/.test(t));
    if (js && !targets.some(([c]) => c.split('.').includes('types')))
      problems.push(`${where}: export ${e.key} has JavaScript and no types`);
    const starred = targets.filter(([, t]) => t.includes('*'));
    const pattern = starred.find(([c]) => !c.split('.').includes('types')) ?? starred[0];
    if (!pattern) {
      for (const [c, t] of targets) need(t, `export ${e.key} (${c})`);
      continue;
    }
    // A pattern: every file its JavaScript target matches must have every other target too.
    const re = new RegExp(`^${escapeRegExp(strip(pattern[1])).replace('*', '(.+)')}$`);
    const stars = files.map((f) => re.exec(f)?.[1]).filter((s): s is string => s !== undefined);
    if (stars.length === 0)
      problems.push(`${where}: export ${e.key} (${pattern[1]}) matches no file`);
    for (const star of stars)
      for (const [c, t] of targets)
        need(t.replace('*', star), `export ${e.key} (${c}, * = ${star})`);
  }
  for (const field of ['main', 'types', 'customElements'] as const)
    if (typeof json[field] === 'string') need(json[field] as string, `"${field}":`);
  const bins = typeof json.bin === 'string' ? [json.bin] : Object.values(json.bin ?? {});
  for (const b of bins) need(b, 'the bin');

  for (const f of files) {
    if (/\.test\./.test(f) || /(^|\/)(test|__tests__)\//.test(f))
      problems.push(`${where}: ships the test file ${f}`);
    else if (
      /\.(m|c)?tsx?$/.test(f) &&
      !/\.d\.(m|c)?ts$/.test(f) &&
      !sourceDirs.some((d) => f.startsWith(d))
    )
      problems.push(`${where}: ships the TypeScript source ${f}, which no export points at`);
    else if (/\.map$/.test(f))
      problems.push(`${where}: ships the source map ${f} (maps stay out of the tarballs)`);
    else if (/(^|\/)(tsconfig[^/]*\.json|vitest[^/]*\.config\.[jt]s|\.npmrc)$/.test(f))
      problems.push(`${where}: ships the workspace file ${f}`);
  }
  return { problems, files, json };
}
