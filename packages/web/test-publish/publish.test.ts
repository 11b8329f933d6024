/**
 * The publishing test: every public package of the workspace is packed with `pnpm pack` (which
 * rewrites `workspace:` and `catalog:` ranges, as publishing does) and installed with npm into
 * fresh projects in a temporary folder outside the workspace. For every game package of the web
 * package (`game-packages.ts`: no list to edit here), a Node project plays a whole game through
 * the API and asks the wasm engine for a hint, and a Vite page that only installs
 * `@matrix-arcade/web` embeds the game's element with the AI on every seat, is built and served
 * (and run under the dev server too), and must play it to `game-over` in Chromium without a
 * console error. Needs the packages built (`pnpm build`), npm's registry and /usr/bin/chromium.
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
import type { AnyGameDescriptor } from '@matrix-arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GamePackage, enginePackages, gamePackages } from '../game-packages.js';

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

/** Every game of the web package, with its descriptor (from the workspace build). */
const games: (GamePackage & { descriptor: AnyGameDescriptor })[] = [];
for (const g of gamePackages()) {
  const rules = (await import(g.name)) as Record<string, unknown>;
  const descriptor = Object.values(rules).find(
    (v) => (v as AnyGameDescriptor)?.game?.id === g.id && (v as AnyGameDescriptor).rules,
  ) as AnyGameDescriptor | undefined;
  if (!descriptor) throw new Error(`${g.name} exports no descriptor of its game`);
  games.push({ ...g, descriptor });
}

/** The game-specific checks kept from before the list was generic (a new game needs none). */
const extraChecks: Record<string, (log: EmbedLog) => void> = {
  'dice-matrix': (log) => {
    expect(log.moves).toBeGreaterThan(20);
    expect(log.result!.summary).toMatch(/wins|draw/);
  },
  'matrix-overload': (log) => {
    expect(log.result!.ending).toMatch(/^(win|out-of-time|black-ice|infinite-loop)$/);
  },
};

interface EmbedLog {
  moves: number;
  result: { summary: string; winners: number[]; ending?: string } | null;
}

/** The Vite page of the fixture with every game embedded, the AI on all its seats. */
function writeVitePage(dir: string): void {
  const html = join(dir, 'index.html');
  const imports = games.map((g) => `import '@matrix-arcade/web/${g.id}';`).join('\n      ');
  const elements = games
    .map((g) => {
      const seats = Array.from({ length: g.descriptor.game.players.max }, (_, i) => i).join(',');
      return `<${g.id}-game data-game="${g.id}" seed="7" ai-seats="${seats}" autoplay speed="instant" ai-iterations="100"></${g.id}-game>`;
    })
    .join('\n    ');
  fill(html, [
    [/\/\* define entries \*\//, imports],
    [/<!-- game elements -->/, elements],
  ]);
  fill(join(dir, 'vite.config.js'), [
    [/\[\s*\/\* engine packages \*\/\s*\]/, JSON.stringify(enginePackages())],
  ]);
}

/** Replaces each placeholder of a fixture file; a missing placeholder is an error. */
function fill(file: string, edits: [RegExp, string][]): void {
  let text = readFileSync(file, 'utf8');
  for (const [placeholder, value] of edits) {
    if (!placeholder.test(text)) throw new Error(`${file}: no ${placeholder} to fill in`);
    text = text.replace(placeholder, value);
  }
  writeFileSync(file, text);
}

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
    expect(games.length).toBeGreaterThan(0);
    expect(packed.map((p) => p.name).sort()).toEqual(
      expect.arrayContaining([
        '@matrix-arcade/ai-wasm',
        '@matrix-arcade/core',
        '@matrix-arcade/web',
        ...games.map((g) => g.name),
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
    for (const g of games) expect(files).toContain(`package/dist/${g.id}/define.js`);
    // Lit is a dependency, imported by name, never bundled into our files.
    const define = run('tar', ['-xzOf', web.tarball, 'package/dist/kit/die.js'], work);
    expect(define).toMatch(/from 'lit'/);
    const all = run('tar', ['-xzOf', web.tarball, '--wildcards', 'package/dist/*.js'], work);
    expect(all).not.toMatch(/class ReactiveElement|_\$litType\$:/);
  });

  it('installs in a fresh Node project that plays a whole game of each and asks the engine', () => {
    const dir = project('node-game', 'node-game');
    for (const g of games)
      expect(existsSync(join(dir, `node_modules/${g.name}/build/${g.id}.wasm`)), g.name).toBe(true);
    const out = run('node', ['play.mjs', ...games.map((g) => g.name)], dir);
    for (const g of games) {
      expect(out).toMatch(new RegExp(`^${g.id} hint: `, 'm'));
      expect(out).toMatch(new RegExp(`^${g.id} game over: .+`, 'm'));
    }
    if (games.some((g) => g.id === 'dice-matrix')) {
      expect(out).toMatch(/^dice-matrix game over: (Player [12] wins|A draw)/m);
      // Dice Matrix's running score is what a recount of the area gives.
      const recount = run(
        'node',
        [
          '--input-type=module',
          '-e',
          `import { Match, TERMINAL, greedyBot } from '@matrix-arcade/core';
           import { diceMatrix, observe, recount } from '@matrix-arcade/dice-matrix';
           const m = new Match(diceMatrix, {}, 2024);
           const bot = greedyBot(1);
           while (diceMatrix.currentPlayer(m.state) !== TERMINAL) {
             const seat = diceMatrix.currentPlayer(m.state);
             m.play(bot.chooseAction(diceMatrix, observe(m.state, seat), seat));
           }
           if (recount(m.state.areas[0]) !== m.state.scores[0]) throw new Error('recount mismatch');
           console.log('recount ok');`,
        ],
        dir,
      );
      expect(recount.trim()).toBe('recount ok');
    }
  }, 240_000);

  describe('a Vite page that embeds every game element with nothing else', () => {
    let dir = '';
    const servers: ChildProcess[] = [];

    beforeAll(() => {
      dir = project('vite-page', 'vite-page', { vite: '^7.3.0' });
      writeVitePage(dir);
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
        const readLog = () =>
          page.evaluate(
            () => (window as unknown as { embedLog: Record<string, EmbedLog> }).embedLog,
          );
        await page
          .waitForFunction(
            (n) => {
              const log = (window as unknown as { embedLog?: Record<string, EmbedLog> }).embedLog;
              const all = Object.values(log ?? {});
              return all.length === n && all.every((l) => l.result);
            },
            games.length,
            { timeout: 60_000 },
          )
          .catch(async (e: Error) => {
            const seen = JSON.stringify(await readLog().catch(() => null));
            throw new Error(`${e.message}; log ${seen}; console errors ${JSON.stringify(errors)}`);
          });
        const log = await readLog();
        return { log, errors, workers };
      } finally {
        await browser.close();
      }
    }

    /** Every game reached game-over by the AI, with its own checks. */
    function checkGames(log: Record<string, EmbedLog>) {
      expect(Object.keys(log).sort()).toEqual(games.map((g) => g.id).sort());
      for (const g of games) {
        const l = log[g.id]!;
        expect(l.moves, g.id).toBeGreaterThan(0);
        expect(l.result!.summary, g.id).not.toBe('');
        const endings = g.descriptor.endings;
        if (endings) expect(endings, g.id).toContain(l.result!.ending);
        extraChecks[g.id]?.(l);
      }
    }

    it('builds, serves, and plays every game to game-over in wasm workers', async () => {
      run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], dir);
      const { log, errors, workers } = await playInChromium(await serve(['preview'], 4391));
      expect(errors).toEqual([]);
      checkGames(log);
      expect(workers).toHaveLength(games.length);
    }, 120_000);

    it('runs under the Vite dev server with the optimizeDeps.exclude of the README', async () => {
      const { log, errors, workers } = await playInChromium(await serve([], 4392));
      expect(errors).toEqual([]);
      checkGames(log);
      expect(workers.length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  });
});
