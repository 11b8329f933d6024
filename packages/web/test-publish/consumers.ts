/**
 * Fresh projects outside the workspace that install our packages BY NAME, as a user would:
 * a package.json naming them with a version, and a project `.npmrc` that sends only the
 * `@matrix-arcade` scope to the local registry, so third-party packages (lit, comlink, vite)
 * still come from npm's registry. `--prefer-online` makes npm ask the registries again for every
 * package's metadata, so a second release (or a registry on a port an earlier run used) is never
 * answered from npm's cache. Also the game packages of the web package, with their descriptors.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { type GamePackage, gamePackages } from '../game-packages.js';
import type { Registry } from './registry.js';

const fixtures = resolve(import.meta.dirname, 'fixtures');

export type Game = GamePackage & { readonly descriptor: AnyGameDescriptor };

/** Every game of the web package, with its descriptor (from the workspace build). */
export async function loadGames(): Promise<Game[]> {
  const games: Game[] = [];
  for (const g of gamePackages()) {
    const rules = (await import(g.name)) as Record<string, unknown>;
    const descriptor = Object.values(rules).find(
      (v) => (v as AnyGameDescriptor)?.game?.id === g.id && (v as AnyGameDescriptor).rules,
    ) as AnyGameDescriptor | undefined;
    if (!descriptor) throw new Error(`${g.name} exports no descriptor of its game`);
    games.push({ ...g, descriptor });
  }
  return games;
}

/** Runs a command in a consumer project; failures carry its output. */
export function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${err.stdout}\n${err.stderr}`);
  }
}

/**
 * A fresh project in `dir` (from a fixture folder, if named) depending on `deps` by name and
 * version, installed with npm; resolves to its folder.
 */
export function consumer(
  dir: string,
  registry: Registry,
  deps: Record<string, string>,
  fixture?: string,
): string {
  if (fixture) cpSync(join(fixtures, fixture), dir, { recursive: true });
  else mkdirSync(dir, { recursive: true });
  const name = dir.replace(/^.*\//, '');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies: deps }, null, 2),
  );
  writeFileSync(join(dir, '.npmrc'), `@matrix-arcade:registry=${registry.url}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-online', '--loglevel=error'], dir);
  return dir;
}

/** Every installed package of a consumer project: name → version (from its lockfile). */
export function installed(dir: string): Map<string, string> {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const out = new Map<string, string>();
  for (const [path, p] of Object.entries(lock.packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at >= 0 && p.version) out.set(path.slice(at + 'node_modules/'.length), p.version);
  }
  return out;
}

/** The installed packages that run a script on install (native builds: npm's `hasInstallScript`). */
export function installScripts(dir: string): string[] {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, p]) => path !== '' && p.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

/** The integrity npm recorded for an installed package (its lockfile), or undefined. */
export function integrity(dir: string, name: string): string | undefined {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { integrity?: string }>;
  };
  return lock.packages[`node_modules/${name}`]?.integrity;
}

/** Whether a consumer project has a file installed. */
export const has = (dir: string, file: string) => existsSync(join(dir, 'node_modules', file));

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function lockOf(dir: string): Record<string, LockEntry> {
  return (
    JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    }
  ).packages;
}

/** Where Node would find `name` from the installed package at lockfile path `from`. */
function resolveIn(lock: Record<string, LockEntry>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[path]) return path;
    if (!base) return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at < 0 ? '' : base.slice(0, at);
  }
}

/**
 * Every package `name` (installed at the top of the project) brings with it, directly or not,
 * as name → version, resolved the way Node resolves them from the lockfile: what a project that
 * installed `name` alone would get (npm installs the same tree for one package whatever else
 * sits beside it, apart from sharing).
 */
export function dependencyClosure(dir: string, name: string): Map<string, string> {
  const lock = lockOf(dir);
  const out = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const entry = lock[path]!;
    out.set(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), entry.version!);
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolveIn(lock, path, dep);
      if (found) visit(found);
    }
  };
  const top = resolveIn(lock, '', name);
  if (!top) throw new Error(`${name} is not installed in ${dir}`);
  visit(top);
  return out;
}

/** The version of `name` that the installed package `from` gets (Node's resolution). */
export function versionSeenBy(dir: string, from: string, name: string): string | undefined {
  const lock = lockOf(dir);
  const top = resolveIn(lock, '', from);
  const found = top && resolveIn(lock, top, name);
  return found ? lock[found]!.version : undefined;
}
