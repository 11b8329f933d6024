/**
 * The publishing test: every public package of the workspace is packed with `pnpm pack` (which
 * rewrites `workspace:` and `catalog:` ranges, as publishing does) and installed with npm into
 * fresh projects in a temporary folder outside the workspace. A Node project plays a whole Dice
 * Matrix game through the API and asks the wasm engine for a hint; a Vite page that only
 * installs `@matrix-arcade/web` embeds `<dice-matrix-game>` and `<matrix-overload-game>`, is built
 * and served (and run under the dev server too), and must play an AI-vs-AI game and a whole
 * solitaire run by the AI to `game-over` in Chromium without a console error. Needs the packages built (`pnpm build`), npm's registry and /usr/bin/chromium.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const work = mkdtempSync(join(tmpdir(), 'matrix-arcade-publish-'));
const tarballs = join(work, 'tarballs');

interface Packed {
  readonly name: string;
  readonly dir: string;
  readonly tarball: string;
}
const packed: Packed[] = [];

/** Every workspace package that is not private. */
function publicPackages(): { name: string; dir: string }[] {
  const dirs = ['packages/core', 'packages/ai-wasm', 'packages/web'];
  for (const g of readdirSync(join(root, 'packages/games'))) dirs.push(`packages/games/${g}`);
  return dirs
    .map((d) => ({
      dir: join(root, d),
      json: JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8')),
    }))
    .filter((p) => !p.json.private)
    .map((p) => ({ name: p.json.name as string, dir: p.dir }));
}

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}

/** A fresh project depending on every tarball (overrides keep npm off the registry for ours). */
function project(name: string, fixture: string, extra: Record<string, string> = {}): string {
  const dir = join(work, name);
  cpSync(join(here, 'fixtures', fixture), dir, { recursive: true });
  const deps = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      { name, private: true, type: 'module', dependencies: { ...deps, ...extra }, overrides: deps },
      null,
      2,
    ),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
  return dir;
}

beforeAll(() => {
  for (const p of publicPackages()) {
    const out = run('pnpm', ['pack', '--pack-destination', tarballs], p.dir).trim().split('\n');
    const tarball = out.map((l) => l.trim()).find((l) => l.endsWith('.tgz'))!;
    packed.push({ ...p, tarball: resolve(p.dir, tarball) });
  }
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('packed packages', () => {
  it('packs every public package with its build, without tests or workspace ranges', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(
      expect.arrayContaining([
        '@matrix-arcade/ai-wasm',
        '@matrix-arcade/core',
        '@matrix-arcade/dice-matrix',
        '@matrix-arcade/web',
      ]),
    );
    for (const p of packed) {
      const files = run('tar', ['-tzf', p.tarball], work).split('\n');
      expect(files, p.name).toContain('package/dist/index.js');
      expect(files, p.name).toContain('package/README.md');
      expect(
        files.filter((f) => /\.test\./.test(f)),
        p.name,
      ).toEqual([]);
      const json = run('tar', ['-xzOf', p.tarball, 'package/package.json'], work);
      expect(json, p.name).not.toMatch(/workspace:|catalog:/);
    }
    const web = packed.find((p) => p.name === '@matrix-arcade/web')!;
    const files = run('tar', ['-tzf', web.tarball], work);
    expect(files).toContain('package/dist/custom-elements.json');
    expect(files).toContain('package/dist/dice-matrix/define.js');
    expect(files).toContain('package/dist/matrix-overload/define.js');
    // Lit is a dependency, imported by name, never bundled into our files.
    const define = run('tar', ['-xzOf', web.tarball, 'package/dist/kit/die.js'], work);
    expect(define).toMatch(/from 'lit'/);
    const all = run('tar', ['-xzOf', web.tarball, '--wildcards', 'package/dist/*.js'], work);
    expect(all).not.toMatch(/class ReactiveElement|_\$litType\$:/);
  });

  it('installs in a fresh Node project that plays a whole game and asks the engine', () => {
    const dir = project('node-game', 'node-game');
    expect(
      existsSync(join(dir, 'node_modules/@matrix-arcade/dice-matrix/build/dice-matrix.wasm')),
    ).toBe(true);
    const out = run('node', ['play.mjs'], dir);
    expect(out).toMatch(/^hint: /m);
    expect(out).toMatch(/^game over: (Player [12] wins|A draw)/m);
  }, 240_000);

  describe('a Vite page that embeds <dice-matrix-game> with nothing else', () => {
    let dir = '';
    const servers: ChildProcess[] = [];

    beforeAll(() => {
      dir = project('vite-page', 'vite-page', { vite: '^7.3.0' });
    }, 300_000);

    afterAll(() => {
      for (const s of servers) s.kill();
    });

    async function serve(args: string[], port: number): Promise<string> {
      const child = spawn(
        join(dir, 'node_modules/.bin/vite'),
        [...args, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        { cwd: dir, stdio: 'pipe' },
      );
      servers.push(child);
      const url = `http://127.0.0.1:${port}/`;
      for (let i = 0; i < 150; i++) {
        try {
          if ((await fetch(url)).ok) return url;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`vite ${args.join(' ')} did not start`);
    }

    async function playInChromium(url: string) {
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      });
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        const workers: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('worker', (w) => workers.push(w.url()));
        await page.goto(url);
        await page.waitForFunction(
          () => {
            const log = (window as unknown as { embedLog: { result: unknown; overload: unknown } })
              .embedLog;
            return log?.result && log.overload;
          },
          null,
          { timeout: 60_000 },
        );
        const log = await page.evaluate(
          () =>
            (
              window as unknown as {
                embedLog: {
                  moves: number;
                  result: { summary: string };
                  overload: { ending: string };
                };
              }
            ).embedLog,
        );
        return { log, errors, workers };
      } finally {
        await browser.close();
      }
    }

    it('builds, serves, and plays both games to game-over in wasm workers', async () => {
      run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], dir);
      const { log, errors, workers } = await playInChromium(await serve(['preview'], 4391));
      expect(errors).toEqual([]);
      expect(log.moves).toBeGreaterThan(20);
      expect(log.result.summary).toMatch(/wins|draw/);
      expect(log.overload.ending).toMatch(/^(win|out-of-time|black-ice|infinite-loop)$/);
      expect(workers).toHaveLength(2);
    }, 120_000);

    it('runs under the Vite dev server with the optimizeDeps.exclude of the README', async () => {
      const { log, errors, workers } = await playInChromium(await serve([], 4392));
      expect(errors).toEqual([]);
      expect(log.result.summary).toMatch(/wins|draw/);
      expect(log.overload.ending).toMatch(/^(win|out-of-time|black-ice|infinite-loop)$/);
      expect(workers.length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  });
});
