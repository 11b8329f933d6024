/**
 * The project's release flow, run on a copy of the workspace so the real one is never touched:
 * the files git knows (`git ls-files -co --exclude-standard`, so work in progress too) plus every
 * package's built `dist/` and `build/` (the test runs after `pnpm build`), in a temporary folder
 * made a git repository of its own. On it, the steps of docs/releasing.md with the workspace's
 * own binaries: `changeset version`, `pnpm install --offline --frozen-lockfile` (the store is
 * reused; `--prod`, as publishing needs only the links between our packages), a commit, and
 * `changeset publish` (which runs `pnpm publish` per package and tags the commit). Publishing
 * sees only the local registry: it is the `registry` of the copy's `.npmrc` and of the
 * environment, and the user's own npmrc is replaced by an empty file.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Registry } from './registry.js';

export const root = resolve(import.meta.dirname, '../../..');
const changesetBin = join(root, 'node_modules/@changesets/cli/bin.js');

export interface WorkspacePackage {
  readonly name: string;
  /** Relative to the workspace root. */
  readonly dir: string;
  readonly version: string;
  readonly private: boolean;
  /** Names of its dependencies (all kinds but dev). */
  readonly dependencies: string[];
}

export interface WorkspaceCopy {
  readonly dir: string;
  /** Runs a command in the copy (or a folder of it) with the release environment. */
  run(cmd: string, args: string[], sub?: string): string;
}

/** Copies the workspace into `dir` and commits it there, ready for the release. */
export function copyWorkspace(dir: string, registry: Registry): WorkspaceCopy {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(root, f), join(dir, f));
  }
  for (const p of readPackages(root)) {
    for (const out of ['dist', 'build']) {
      const from = join(root, p.dir, out);
      if (existsSync(from)) cpSync(from, join(dir, p.dir, out), { recursive: true });
    }
  }
  const userconfig = join(dir, '..', 'empty-npmrc');
  writeFileSync(userconfig, '');
  writeFileSync(
    join(dir, '.npmrc'),
    `registry=${registry.url}\n${registry.authKey}:_authToken=release-test\n`,
  );
  const env = {
    ...process.env,
    npm_config_registry: registry.url,
    'npm_config_@matrix-arcade:registry': registry.url,
    npm_config_userconfig: userconfig,
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    GIT_AUTHOR_NAME: 'release test',
    GIT_AUTHOR_EMAIL: 'release-test@localhost',
    GIT_COMMITTER_NAME: 'release test',
    GIT_COMMITTER_EMAIL: 'release-test@localhost',
    CI: 'true',
  };
  const run = (cmd: string, args: string[], sub = '.') => {
    try {
      return execFileSync(cmd, args, {
        cwd: join(dir, sub),
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; message: string };
      throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}`);
    }
  };
  run('git', ['init', '-q', '-b', 'main']);
  writeFileSync(join(dir, '.git/info/exclude'), '.npmrc\n');
  run('git', ['add', '-A']);
  run('git', ['commit', '-q', '-m', 'the workspace as it is']);
  return { dir, run };
}

/** The release steps of docs/releasing.md, up to the registry. Returns changesets' output. */
export function release(ws: WorkspaceCopy, message: string): { version: string; publish: string } {
  // A registry in a package's publishConfig wins over ours: refuse to publish anywhere else.
  for (const p of readPackages(ws.dir)) {
    const json = JSON.parse(readFileSync(join(ws.dir, p.dir, 'package.json'), 'utf8'));
    const elsewhere = Object.keys(json.publishConfig ?? {}).filter((k) => /registry$/.test(k));
    if (elsewhere.length > 0)
      throw new Error(`${p.name} sets publishConfig.${elsewhere[0]}: the test will not publish it`);
  }
  const version = ws.run('node', [changesetBin, 'version']);
  ws.run('pnpm', ['install', '--offline', '--frozen-lockfile', '--prod', '--ignore-scripts']);
  ws.run('git', ['add', '-A']);
  ws.run('git', ['commit', '-q', '--allow-empty', '-m', message]);
  const publish = ws.run('node', [changesetBin, 'publish']);
  return { version, publish };
}

/** Writes a changeset into the copy, as `pnpm changeset` would. */
export function addChangeset(
  ws: WorkspaceCopy,
  file: string,
  bumps: Record<string, 'patch' | 'minor' | 'major'>,
  summary: string,
): void {
  const front = Object.entries(bumps).map(([name, type]) => `"${name}": ${type}`);
  writeFileSync(join(ws.dir, '.changeset', file), `---\n${front.join('\n')}\n---\n\n${summary}\n`);
}

/** The pending changesets of a workspace (file names). */
export function pendingChangesets(dir: string): string[] {
  return readdirSync(join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
}

/** Every package of the workspace at `dir` (the globs of pnpm-workspace.yaml, read simply). */
export function readPackages(dir: string): WorkspacePackage[] {
  const lines = readFileSync(join(dir, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const globs: string[] = [];
  for (const line of lines.slice(lines.indexOf('packages:') + 1)) {
    const item = /^\s+-\s+['"]?([^'"\s]+)/.exec(line);
    if (!item) break;
    globs.push(item[1]!);
  }
  const dirs = globs.flatMap((g) =>
    g.endsWith('/*')
      ? readdirSync(join(dir, g.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${g.slice(0, -2)}/${e.name}`)
      : [g],
  );
  return dirs
    .filter((d) => existsSync(join(dir, d, 'package.json')))
    .map((d) => {
      const json = JSON.parse(readFileSync(join(dir, d, 'package.json'), 'utf8'));
      return {
        name: json.name as string,
        dir: d,
        version: json.version as string,
        private: json.private === true,
        dependencies: Object.keys({
          ...json.dependencies,
          ...json.peerDependencies,
          ...json.optionalDependencies,
        }),
      };
    });
}

/** The tags of the copy's repository. */
export function tags(ws: WorkspaceCopy): string[] {
  return ws.run('git', ['tag', '--list']).split('\n').filter(Boolean).sort();
}
