/**
 * A real npm registry for the release test: Verdaccio (a dev dependency of this package) on
 * 127.0.0.1 at a free port, with a throwaway config and storage folder in the test's temporary
 * folder, no uplink (so nothing is ever proxied to or from npm's registry) and anyone allowed to
 * read and publish. It runs under the guard of `processes.ts`, so it never outlives the test.
 * `view` and `tarballFiles` read what was published the way a user's npm would see it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, startGuarded, waitForHttp } from './processes.js';

const verdaccio = resolve(import.meta.dirname, '../node_modules/.bin/verdaccio');

export interface Registry {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** The `//127.0.0.1:<port>/` prefix of per-registry npmrc keys. */
  readonly authKey: string;
}

/** Starts Verdaccio with its config and storage under `dir`; resolves once it answers. */
export async function startRegistry(dir: string): Promise<Registry> {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      'storage: ./storage',
      'uplinks: {}',
      'web:',
      '  enable: false',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $all',
      'max_body_size: 100mb',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const proc = startGuarded(
    verdaccio,
    ['--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    { cwd: dir },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(`${url}-/ping`, proc, 'verdaccio');
  return { url, authKey: `//127.0.0.1:${port}/` };
}

/** What `npm view <name> --json` says of a package on the registry. */
export interface View {
  readonly name: string;
  readonly version: string;
  readonly versions: string[];
  readonly 'dist-tags': Record<string, string>;
  readonly dist: { readonly tarball: string; readonly integrity: string };
}

/** `npm view <spec> --json` against the registry, from a folder with no npmrc of ours. */
export function view(registry: Registry, spec: string, cwd: string): View {
  const json = JSON.parse(
    execFileSync('npm', ['view', spec, '--json', `--registry=${registry.url}`, '--prefer-online'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  return {
    ...json,
    versions: typeof json.versions === 'string' ? [json.versions] : json.versions,
  } as View;
}

/** The published tarball of a version, downloaded from the registry; its path. */
export async function downloadTarball(v: View, dir: string): Promise<string> {
  // Once more on a dropped socket: Node's fetch may reuse a keep-alive connection that the
  // registry has just closed after minutes of `npm view` calls ("other side closed").
  const response = await fetch(v.dist.tarball).catch(() => fetch(v.dist.tarball));
  if (!response.ok) throw new Error(`${v.dist.tarball}: ${response.status}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${v.name.replace('/', '-')}-${v.version}.tgz`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** The files of a tarball, without the `package/` prefix. */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.startsWith('package/') && !l.endsWith('/'))
    .map((l) => l.slice('package/'.length));
}

/** One file of a tarball as text. */
export function tarballText(tarball: string, file: string): string {
  return execFileSync('tar', ['-xzOf', tarball, `package/${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
