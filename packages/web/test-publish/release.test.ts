/**
 * The release test: the project's real release flow (docs/releasing.md) against a real npm
 * registry, and the packages installed by name from it. Verdaccio starts on 127.0.0.1 in a
 * temporary folder; a copy of the workspace (with its build) goes through `changeset version`,
 * `pnpm install`, a commit and `changeset publish`; `npm view` and the downloaded tarballs must
 * show the versions changesets produced, tagged `latest`, with the files that should ship. One
 * fresh project outside the workspace then installs every package by name (one npm install):
 * each game package plays a game in Node with an engine hint and brings no UI (no lit, no web
 * package: read from the lockfile as Node resolves it), every README code block compiles under
 * tsc --strict and runs (the one place they do), and a Vite page with `@matrix-arcade/web`
 * embeds every game element and the arcade and plays them to `game-over` in Chromium (built and
 * served; one game under the dev server). A second release patches one game: only it and the
 * packages that depend on it move, and a second project gets its older version by exact version
 * (it plays) beside the web package at latest (which brings the patch). Needs `pnpm build`,
 * npm's registry and Chromium's headless shell (scripts/ensure-chromium.sh).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGames, playArcade, playElements, serveVite, writeVitePages } from './browser-play.js';
import {
  consumer,
  dependencyClosure,
  has,
  installScripts,
  installed,
  integrity,
  loadGames,
  run,
  versionSeenBy,
} from './consumers.js';
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
const fixtures = resolve(import.meta.dirname, 'fixtures');
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
});

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
      for (const id of ['arcade', 'online', ...games.map((g) => g.id)])
        expect(files).toContain(`dist/${id}/define.js`);
      // The online entry imports colyseus.js by name (an optional peer), never bundled.
      const online = run('tar', ['-xzOf', tarball, 'package/dist/online/define.js'], work);
      expect(online).toMatch(/from 'colyseus\.js'/);
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

/** Plays each named game package in a consumer project (fixture node-game's play.mjs). */
function playInNode(dir: string, names: string[]): string {
  const out = run('node', ['play.mjs', ...names], dir);
  for (const name of names) {
    const id = name.slice('@matrix-arcade/'.length);
    expect(out).toMatch(new RegExp(`^${id} hint: `, 'm'));
    expect(out).toMatch(new RegExp(`^${id} game over: .+`, 'm'));
    expect(out).toMatch(
      new RegExp(`^${id} lessons: [1-9]\\d* lessons, [1-9]\\d* sections, [1-9]`, 'm'),
    );
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

/**
 * One fresh project installs every public package by name (one npm install): a Node user of a
 * game package, a strict TypeScript user of every package and a web author's Vite page are the
 * same folder. What a project holding one package alone would get is read from the lockfile
 * (`dependencyClosure`: Node's resolution from that package), so each package's own promises
 * (a game package brings no UI; the web package brings every game and lit) are still checked
 * one by one.
 */
describe('a fresh project that installs every package by name', () => {
  let dir = '';
  const web = '@matrix-arcade/web';
  const snippets = readmeSnippets(root);
  beforeAll(() => {
    const deps = Object.fromEntries(publicNames.map((n) => [n, first.get(n)!]));
    const versionOf = (name: string) =>
      JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
        .version as string;
    // A Node TypeScript reader's project: Node's types; colyseus.js for the server's client and
    // the online entry (an optional peer of the web package: a page that plays online adds it).
    const tools = {
      typescript: versionOf('typescript'),
      '@types/node': versionOf('@types/node'),
      'colyseus.js': JSON.parse(readFileSync(join(root, 'packages/web/package.json'), 'utf8'))
        .peerDependencies['colyseus.js'] as string,
      vite: '^7.3.0',
    };
    dir = consumer(join(work, 'project'), registry, { ...deps, ...tools }, 'vite-page');
    for (const script of ['play.mjs', 'serve.mjs'])
      cpSync(join(fixtures, 'node-game', script), join(dir, script));
    writeVitePages(dir, games, games[0]!);
  });

  it('installs the very tarballs published, at the released versions', () => {
    const deps = installed(dir);
    for (const name of publicNames) {
      expect(deps.get(name), name).toBe(first.get(name));
      const published = view(registry, `${name}@${first.get(name)}`, work);
      expect(integrity(dir, name), name).toBe(published.dist.integrity);
    }
  });

  it.each(games.map((g) => [g.name, g] as const))(
    '%s alone brings its wasm and no UI (no lit, no web package)',
    (name, g) => {
      const alone = dependencyClosure(dir, name);
      expect(alone.get(name)).toBe(first.get(name));
      expect(alone.has('lit'), name).toBe(false);
      expect(alone.has(web), name).toBe(false);
      expect(has(dir, `${name}/build/${g.id}.wasm`)).toBe(true);
    },
  );

  it('the web package brings every game package and lit, at the released versions', () => {
    const withWeb = dependencyClosure(dir, web);
    for (const g of games) expect(withWeb.get(g.name), g.name).toBe(first.get(g.name));
    expect(withWeb.has('lit')).toBe(true);
  });

  it('plays each game package in Node: rules and the engine, no UI', () => {
    const out = playInNode(
      dir,
      games.map((g) => g.name),
    );
    expect(out).toMatch(/^dice-matrix game over: (Player [12] wins|A draw)/m);
    // Dice Matrix's running score is what a recount of the area gives.
    const recount = run('node', ['--input-type=module', '-e', DICE_RECOUNT], dir);
    expect(recount.trim()).toBe('recount ok');
  });

  it('serves both duel games from the server package as npm installed it, alone and on the project’s own http.Server', () => {
    expect(publicNames).toContain('@matrix-arcade/server');
    const started = run('node', ['serve.mjs', 'start'], dir);
    expect(started).toMatch(/^games: dice-matrix matrix-maze$/m);
    for (const id of ['dice-matrix', 'matrix-maze'])
      expect(started).toMatch(new RegExp(`^${id}: seat 1, invite given$`, 'm'));
    const attached = run('node', ['serve.mjs', 'attach'], dir);
    expect(attached).toMatch(/^own route: my own page at \/about$/m);
    expect(attached).toMatch(/^health: 200$/m);
    expect(attached).toMatch(/^dice-matrix: seat 1, invite given$/m);
  });

  it('compiles every README code block under tsc --strict (module nodenext)', () => {
    expect(snippets.length).toBeGreaterThan(10);
    expect(compileSnippets(dir, snippets, join(dir, 'node_modules/typescript/bin/tsc'))).toBe('');
  });

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
  });

  it('runs under the Vite dev server with the optimizeDeps.exclude of the README', async () => {
    // One game is enough here: what the dev server could break (the worker's and the wasm's
    // URLs under pre-bundling) is the same for every game, and each was played above.
    const url = await serveVite(dir, []);
    const { value, errors, workers } = await playElements(`${url}one.html`, 1);
    expect(errors).toEqual([]);
    checkGames(value, [games[0]!]);
    expect(workers.length).toBeGreaterThanOrEqual(1);
  });
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
  });

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

  it('installs the older game by exact version beside the web package at latest: each gets its own', () => {
    const old = first.get(patched.name)!;
    const web = '@matrix-arcade/web';
    const dir = consumer(join(work, 'second'), registry, { [patched.name]: old, [web]: 'latest' });
    cpSync(join(fixtures, 'node-game/play.mjs'), join(dir, 'play.mjs'));
    const deps = installed(dir);
    // Two games and the web package, no online entry: no online client, no native install script.
    expect(deps.has('colyseus.js')).toBe(false);
    expect(installScripts(dir)).toEqual([]);
    // The project's own pin: the older version, and it plays.
    expect(dependencyClosure(dir, patched.name).get(patched.name)).toBe(old);
    playInNode(dir, [patched.name]);
    // The web package at latest brings the patch.
    expect(deps.get(web)).toBe(second.get(web));
    expect(versionSeenBy(dir, web, patched.name)).toBe(second.get(patched.name));
  });
});
