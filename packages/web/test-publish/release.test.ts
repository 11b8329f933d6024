/**
 * The release test: the project's real release flow (docs/releasing.md) against a real npm
 * registry, and the packages installed by name from it. Verdaccio starts on 127.0.0.1 in a
 * temporary folder; a copy of the workspace (with its build) goes through `changeset version`,
 * `pnpm install`, a commit and `changeset publish`; `npm view` and the downloaded tarballs must
 * show the versions changesets produced, tagged `latest`, with the files that should ship. Fresh
 * projects outside the workspace then install by name: each game package alone (rules and
 * engine, no lit, no web package) plays a game in Node with an engine hint, and a Vite project
 * with only `@matrix-arcade/web` embeds every game element and the arcade and plays them to
 * `game-over` in Chromium (built and served, and under the dev server). A second release patches
 * one game: only it and the packages that depend on it move, and its older version still installs
 * by exact version and plays. Needs `pnpm build`, npm's registry and /usr/bin/chromium.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGames, playArcade, playElements, serveVite, writeVitePages } from './browser-play.js';
import { consumer, has, installed, loadGames, integrity, run } from './consumers.js';
import { tarballProblems } from './package-checks.js';
import { compileSnippets, readmeSnippets, runSnippet } from './readme-snippets.js';
import { stopAll } from './processes.js';
import { type Registry, downloadTarball, startRegistry, view } from './registry.js';
import {
  type WorkspaceCopy,
  addChangeset,
  copyWorkspace,
  pendingChangesets,
  readPackages,
  release,
  root,
  tags,
} from './workspace-copy.js';

const work = mkdtempSync(join(tmpdir(), 'matrix-arcade-release-'));
const games = await loadGames();
const publicNames = readPackages(root)
  .filter((p) => !p.private)
  .map((p) => p.name)
  .sort();
/** The real workspace before the test: versions and pending changesets must stay as they are. */
const versionList = (dir: string) => readPackages(dir).map((p) => `${p.name}@${p.version}`);
const realBefore = { versions: versionList(root), changesets: pendingChangesets(root) };

let registry: Registry;
let ws: WorkspaceCopy;
/** Public package → version, after each release of the copy. */
let first = new Map<string, string>();
let second = new Map<string, string>();
let firstOutput = { version: '', publish: '' };

/** x.y.z → x.y.(z+1) */
const patchOf = (v: string) => v.replace(/\d+$/, (z) => String(Number(z) + 1));

const versionsOf = (dir: string) =>
  new Map(
    readPackages(dir)
      .filter((p) => !p.private)
      .map((p) => [p.name, p.version]),
  );

beforeAll(async () => {
  registry = await startRegistry(join(work, 'registry'));
  ws = copyWorkspace(join(work, 'workspace'), registry);
  firstOutput = release(ws, 'release: version packages');
  first = versionsOf(ws.dir);
}, 240_000);

afterAll(async () => {
  await stopAll();
  // RELEASE_TEST_KEEP=1 keeps the registry's storage, the copy and the projects to look at.
  if (process.env.RELEASE_TEST_KEEP) console.log(`release test folder kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

/** Checks one package as the registry serves it; returns the files of its tarball. */
async function checkPublished(name: string, version: string, pins: Map<string, string>) {
  const v = view(registry, name, work);
  expect(v['dist-tags'].latest, name).toBe(version);
  expect(v.version, name).toBe(version);
  expect(v.dist.tarball.startsWith(registry.url), name).toBe(true);
  const tarball = await downloadTarball(v, join(work, 'tarballs'));
  const { problems, files } = tarballProblems(tarball, {
    name,
    version,
    pins: Object.fromEntries(pins),
  });
  expect(problems).toEqual([]);
  return { files, tarball };
}

describe('the first release, through changesets to the local registry', () => {
  it('consumed every pending changeset, wrote changelogs and tagged each package', () => {
    expect(games.length).toBeGreaterThan(0);
    expect(publicNames).toEqual(
      expect.arrayContaining([
        '@matrix-arcade/core',
        '@matrix-arcade/web',
        ...games.map((g) => g.name),
      ]),
    );
    expect(pendingChangesets(ws.dir)).toEqual([]);
    const bumped = readPackages(ws.dir).filter(
      (p) => !p.private && !realBefore.versions.includes(`${p.name}@${p.version}`),
    );
    if (realBefore.changesets.length > 0) expect(bumped.length).toBeGreaterThan(0);
    for (const p of bumped)
      expect(readFileSync(join(ws.dir, p.dir, 'CHANGELOG.md'), 'utf8'), p.name).toContain(
        `## ${p.version}`,
      );
    expect(tags(ws)).toEqual([...first].map(([n, v]) => `${n}@${v}`).sort());
    for (const name of publicNames)
      expect(firstOutput.publish).toContain(`${name}@${first.get(name)}`);
  });

  it('serves every public package at the version changesets produced, tagged latest, with the right files', async () => {
    for (const name of publicNames) {
      const { files, tarball } = await checkPublished(name, first.get(name)!, first);
      expect(files, name).toContain('dist/index.js');
      const game = games.find((g) => g.name === name);
      if (game) expect(files, name).toContain(`build/${game.id}.wasm`);
      if (name !== '@matrix-arcade/web') continue;
      expect(files).toContain('dist/custom-elements.json');
      for (const id of ['arcade', ...games.map((g) => g.id)])
        expect(files).toContain(`dist/${id}/define.js`);
      // Lit is a dependency, imported by name, never bundled into our files.
      const die = run('tar', ['-xzOf', tarball, 'package/dist/kit/die.js'], work);
      expect(die).toMatch(/from 'lit'/);
      const all = run('tar', ['-xzOf', tarball, '--wildcards', 'package/dist/*.js'], work);
      expect(all).not.toMatch(/class ReactiveElement|_\$litType\$:/);
    }
  });

  it('left the real workspace as it was', () => {
    // (Others may add changesets meanwhile: none of those that were there may be gone.)
    expect(versionList(root)).toEqual(realBefore.versions);
    expect(pendingChangesets(root)).toEqual(expect.arrayContaining(realBefore.changesets));
  });
});

/** Plays each named game package in a consumer project (fixture node-game). */
function playInNode(dir: string, names: string[]): string {
  const out = run('node', ['play.mjs', ...names], dir);
  for (const name of names) {
    const id = name.slice('@matrix-arcade/'.length);
    expect(out).toMatch(new RegExp(`^${id} hint: `, 'm'));
    expect(out).toMatch(new RegExp(`^${id} game over: .+`, 'm'));
  }
  return out;
}

const DICE_RECOUNT = `
  import { Match, TERMINAL, greedyBot } from '@matrix-arcade/core';
  import { diceMatrix, observe, recount } from '@matrix-arcade/dice-matrix';
  const m = new Match(diceMatrix, {}, 2024);
  const bot = greedyBot(1);
  while (diceMatrix.currentPlayer(m.state) !== TERMINAL) {
    const seat = diceMatrix.currentPlayer(m.state);
    m.play(bot.chooseAction(diceMatrix, observe(m.state, seat), seat));
  }
  if (recount(m.state.areas[0]) !== m.state.scores[0]) throw new Error('recount mismatch');
  console.log('recount ok');`;

describe('each game package installed alone by name', () => {
  it.each(games.map((g) => [g.name, g] as const))(
    '%s: rules and engine, no UI, plays in Node',
    (name, g) => {
      const dir = consumer(
        join(work, `alone-${g.id}`),
        registry,
        { [name]: first.get(name)! },
        'node-game',
      );
      const deps = installed(dir);
      expect(deps.get(name)).toBe(first.get(name));
      // The very tarball published to the local registry (its integrity), not one from elsewhere.
      const published = view(registry, `${name}@${first.get(name)}`, work);
      expect(integrity(dir, name)).toBe(published.dist.integrity);
      expect(deps.has('lit')).toBe(false);
      expect(deps.has('@matrix-arcade/web')).toBe(false);
      expect(has(dir, `${name}/build/${g.id}.wasm`)).toBe(true);
      const out = playInNode(dir, [name]);
      if (g.id !== 'dice-matrix') return;
      expect(out).toMatch(/^dice-matrix game over: (Player [12] wins|A draw)/m);
      // Dice Matrix's running score is what a recount of the area gives.
      const recount = run('node', ['--input-type=module', '-e', DICE_RECOUNT], dir);
      expect(recount.trim()).toBe('recount ok');
    },
    120_000,
  );
});

describe('a strict TypeScript project that installs every package by name', () => {
  let dir = '';
  const snippets = readmeSnippets(root);
  beforeAll(() => {
    const deps = Object.fromEntries(publicNames.map((n) => [n, first.get(n)!]));
    const typescript = JSON.parse(
      readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8'),
    ).version as string;
    dir = consumer(join(work, 'typescript'), registry, { ...deps, typescript });
  }, 240_000);

  it('compiles every README code block under tsc --strict (module nodenext)', () => {
    expect(snippets.length).toBeGreaterThan(10);
    expect(compileSnippets(dir, snippets, join(dir, 'node_modules/typescript/bin/tsc'))).toBe('');
  }, 120_000);

  it("runs them: each game's playGame + engineBot loop to its end, and the coded errors", () => {
    const ran = snippets.filter((s) => s.run).map((s) => ({ ...s, out: runSnippet(dir, s) }));
    for (const g of games) {
      const readme = `${relative(root, g.dir)}/README.md#`;
      const loop = ran.find(
        (s) =>
          s.where.startsWith(readme) && /playGame\(/.test(s.code) && /engineBot\(/.test(s.code),
      );
      expect(
        loop,
        `${g.id}: a README block playing the game with playGame and engineBot`,
      ).toBeDefined();
      expect(loop!.code.trim().split('\n').length, g.id).toBeLessThan(15);
    }
    // ai-wasm's README: a bad seed, bad hint options, a bad position and a disposed engine.
    const errors = ran.find((s) => s.code.includes('ENGINE_DISPOSED'))?.out ?? '';
    expect(errors.trim().split('\n')).toEqual([
      'VALIDATION',
      'OPTIONS',
      'VALIDATION',
      'ENGINE_DISPOSED',
    ]);
  }, 600_000);
});

describe('a Vite project that installs only @matrix-arcade/web by name', () => {
  let dir = '';
  beforeAll(() => {
    const web = '@matrix-arcade/web';
    dir = consumer(
      join(work, 'vite-page'),
      registry,
      { [web]: first.get(web)!, vite: '^7.3.0' },
      'vite-page',
    );
    writeVitePages(dir, games);
  }, 240_000);

  it('gets every game package and lit through it, at the released versions', () => {
    const deps = installed(dir);
    for (const g of games) expect(deps.get(g.name), g.name).toBe(first.get(g.name));
    expect(deps.has('lit')).toBe(true);
  });

  it('builds, serves, and plays every game element and the arcade to game-over', async () => {
    run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], dir);
    const url = await serveVite(dir, ['preview']);
    const elements = await playElements(url, games.length);
    expect(elements.errors).toEqual([]);
    checkGames(elements.value, games);
    expect(elements.workers).toHaveLength(games.length);

    const arcade = await playArcade(`${url}arcade.html`);
    expect(arcade.errors).toEqual([]);
    const game = games.find((g) => `${g.id}-game` === arcade.value.tag);
    expect(game, arcade.value.tag).toBeDefined();
    expect(arcade.value.seats).toBe(game!.descriptor.game.players.max);
    expect(arcade.value.moves).toBeGreaterThan(0);
    expect(arcade.value.result!.summary).not.toBe('');
    expect(arcade.value.played).toBe('1');
  }, 180_000);

  it('runs under the Vite dev server with the optimizeDeps.exclude of the README', async () => {
    const url = await serveVite(dir, []);
    const { value, errors, workers } = await playElements(url, games.length);
    expect(errors).toEqual([]);
    checkGames(value, games);
    expect(workers.length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});

describe('a second release: a patch changeset for one game', () => {
  const patched = games[0]!;
  /** Public packages that depend on the patched one, directly or not. */
  const dependents = new Set<string>();
  let firstTags: string[] = [];

  beforeAll(() => {
    const published = readPackages(ws.dir).filter((p) => !p.private);
    const dependsOnMoved = (p: (typeof published)[number]) =>
      p.dependencies.some((d) => d === patched.name || dependents.has(d));
    let grew = true;
    while (grew) {
      const next = published.filter((p) => !dependents.has(p.name) && dependsOnMoved(p));
      for (const p of next) dependents.add(p.name);
      grew = next.length > 0;
    }
    firstTags = tags(ws);
    addChangeset(ws, 'release-test-patch.md', { [patched.name]: 'patch' }, 'A patch release.');
    release(ws, 'release: version packages (patch)');
    second = versionsOf(ws.dir);
  }, 240_000);

  it('moves only the patched package and its dependents, each by a patch', async () => {
    expect(dependents.size).toBeGreaterThan(0);
    const moved = new Set([patched.name, ...dependents]);
    for (const name of publicNames) {
      const v = view(registry, name, work);
      if (moved.has(name)) {
        expect(second.get(name), name).toBe(patchOf(first.get(name)!));
        expect(v.versions.sort(), name).toEqual([first.get(name), second.get(name)].sort());
        await checkPublished(name, second.get(name)!, second);
      } else {
        expect(second.get(name), name).toBe(first.get(name));
        expect(v.versions, name).toEqual([first.get(name)]);
        expect(v['dist-tags'].latest, name).toBe(first.get(name));
      }
    }
    const newTags = tags(ws).filter((t) => !firstTags.includes(t));
    expect(newTags).toEqual([...moved].map((n) => `${n}@${second.get(n)}`).sort());
  });

  it('still installs the older version of the game by exact version, and it plays', () => {
    const old = first.get(patched.name)!;
    const dir = consumer(join(work, 'older-game'), registry, { [patched.name]: old }, 'node-game');
    expect(installed(dir).get(patched.name)).toBe(old);
    playInNode(dir, [patched.name]);
  }, 120_000);

  it('brings the patch to a new install of the web package by name', () => {
    const dir = consumer(join(work, 'web-latest'), registry, { '@matrix-arcade/web': 'latest' });
    const deps = installed(dir);
    expect(deps.get('@matrix-arcade/web')).toBe(second.get('@matrix-arcade/web'));
    expect(deps.get(patched.name)).toBe(second.get(patched.name));
  }, 120_000);
});
