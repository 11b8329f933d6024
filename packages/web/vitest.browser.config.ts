/**
 * Browser tests of the web package, in Debian's Chromium headless shell (`scripts/ensure-chromium.sh` installs
 * it) through playwright, never a downloaded browser. Test commands, run on the Node side with
 * playwright's page, watch every console message of the page and of its workers (a test fails
 * on any console error), list the workers started (the engine must run in one), and save
 * screenshots for the README, and emulate reduced motion and the system's colour scheme.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { enginePackages } from './game-packages.js';
import { CHROMIUM_LAUNCH } from './test/chromium.js';
import type { Plugin } from 'vite';
import {
  PLAIN_RUNNER,
  closeSecondPlayer,
  openSecondArcade,
  openSecondPlayer,
  secondArcadeState,
  secondClick,
  reloadSecondPlayer,
  secondPlayerMove,
  secondPlayerState,
} from './test/online-commands.js';
import { closeAsServer, closeRelay, cutRelay, mendRelay, openRelay } from './test/online-proxy.js';
import { writeGameList } from './scripts/game-list.mjs';

// The list of games, generated from package.json (scripts/game-list.mjs).
await writeGameList();

const here = dirname(fileURLToPath(import.meta.url));
// Screenshots are taken only when asked (a picture costs the browser a capture and a PNG
// encoding, some sixty in a run): SCREENSHOTS=1 writes them to the ignored .test-results/screenshots
// for a look by eye, and `pnpm screenshots` (SCREENSHOTS=docs) refreshes the README's pictures in
// docs/screenshots on purpose. No ordinary test run writes a tracked file.
const shots = process.env.SCREENSHOTS;
const screenshots =
  shots === 'docs'
    ? resolve(here, '../../docs/screenshots')
    : resolve(here, '../../.test-results/screenshots');

interface Watch {
  errors: string[];
  workers: string[];
}
const watches = new WeakMap<object, Watch>();

// biome-ignore lint/suspicious/noExplicitAny: playwright's page, typed by the provider
function watchOf(page: any): Watch {
  let w = watches.get(page);
  if (w) return w;
  const watch: Watch = { errors: [], workers: [] };
  w = watch;
  watches.set(page, watch);
  // biome-ignore lint/suspicious/noExplicitAny: playwright console message
  const onConsole = (where: string) => (msg: any) => {
    if (msg.type() === 'error') watch.errors.push(`${where}: ${msg.text()}`);
  };
  page.on('console', onConsole('page'));
  page.on('pageerror', (e: Error) => watch.errors.push(`page error: ${e.message}`));
  // biome-ignore lint/suspicious/noExplicitAny: playwright worker
  page.on('worker', (worker: any) => {
    watch.workers.push(worker.url());
    worker.on('console', onConsole(`worker ${worker.url()}`));
  });
  return watch;
}

/** Starts watching the console of the page and its workers. */
const watchConsole: BrowserCommand<[]> = ({ page }) => {
  watchOf(page);
};
/** Console errors since the last call (page and workers), then clears them. */
const consoleErrors: BrowserCommand<[]> = ({ page }) => {
  const w = watchOf(page);
  return w.errors.splice(0);
};
/** URLs of every worker the page has started. */
const workerUrls: BrowserCommand<[]> = ({ page }) => watchOf(page).workers.slice();
/**
 * Saves a screenshot of the test frame as <name>.png in the screenshots folder above (the ignored
 * .test-results/screenshots with SCREENSHOTS=1, or docs/screenshots with SCREENSHOTS=docs;
 * `<folder>/<name>` for a subfolder, e.g. the width test's `widths/`); without SCREENSHOTS, none
 * (returns '').
 */
const saveScreenshot: BrowserCommand<[name: string]> = async (ctx, name) => {
  if (!/^([a-z0-9-]+\/)?[a-z0-9-]+$/.test(name)) throw new Error(`bad screenshot name ${name}`);
  if (!shots) return '';
  await mkdir(dirname(resolve(screenshots, name)), { recursive: true });
  await ctx.page.mouse.move(0, 0); // no hover glow left over from earlier clicks
  const frame = await ctx.frame();
  const body = await frame.$('body');
  const path = resolve(screenshots, `${name}.png`);
  await body!.screenshot({ path, animations: 'disabled' });
  return path;
};

/** Moves the pointer to the page's corner, over no element (each test starts with it there). */
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(0, 0);
};

/**
 * A real mouse click (press and release) at a point of the test frame (CSS pixels from its top
 * left corner, as `getBoundingClientRect` gives them). For a control that must be clicked while
 * the page changes under it (an AI playing): `userEvent.click(element)` hands playwright a path of
 * `:nth-child` steps computed in the page, which points at another element, or none, once a
 * sibling comes or goes before playwright resolves it (the click then waited for the test's end).
 */
const clickAt: BrowserCommand<[x: number, y: number]> = async (ctx, x, y) => {
  const box = await ctx.iframe.owner().boundingBox();
  if (!box) throw new Error('clickAt: the test frame has no box');
  await ctx.page.mouse.click(box.x + x, box.y + y);
};

/** Emulates `prefers-reduced-motion: reduce` (true) or no preference (false). */
const reducedMotion: BrowserCommand<[on: boolean]> = async ({ page }, on) => {
  await page.emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
};

/** Emulates `prefers-color-scheme` (`light`, `dark`, or null for the browser's default). */
const colorScheme: BrowserCommand<[scheme: 'light' | 'dark' | null]> = async ({ page }, scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
};

/**
 * The Chromium instances' files, five streams of about equal work (balanced on the last CI's
 * file times: each stream is one page played file after file, so the longest stream is the
 * browser tests' wall time). All but the last share one page per instance (`isolate: false`:
 * the element kit, lit and the engines load once, not once per file): the arcade's files; the
 * element kit's (lib) files with every online test (they drive the one second player page of
 * test/online-commands.ts, so they stay in one instance); the lessons; every other file (a new
 * game's folder lands there by itself). The last gives each file a fresh page: the files whose
 * claims are about what a page loads (a game's contract: which elements one entry registers; a
 * game's AI: the wasm its worker fetched).
 */
const FRESH_PAGE = ['src/**/*-contract.browser.test.ts', 'src/**/*-ai.browser.test.ts'];
const ONLINE = ['src/lib/**/*.browser.test.ts', 'src/arcade/**/*online*.browser.test.ts'];
const ARCADE = ['src/arcade/**/*.browser.test.ts'];
const LESSONS = ['src/**/*-lessons.browser.test.ts', 'src/learn/**/*.browser.test.ts'];
const NOT = ['**/node_modules/**', ...FRESH_PAGE];
const BROWSER_SHARDS = [
  { include: ARCADE, exclude: [...NOT, ...ONLINE], isolate: false },
  { include: ONLINE, exclude: NOT, isolate: false },
  { include: LESSONS, exclude: [...NOT, ...ONLINE, ...ARCADE], isolate: false },
  {
    include: ['src/**/*.browser.test.ts'],
    exclude: [...NOT, ...ONLINE, ...ARCADE, ...LESSONS],
    isolate: false,
  },
  { include: FRESH_PAGE, isolate: true },
];

/**
 * Some tests load the real site (`/site/index.html`) in a frame, served by this test server,
 * which wraps every dynamic import for vitest's runner; a frame has no runner, so its page gets
 * the plain one first (the arcade loads its games by dynamic import). Only here, never in the
 * site's build.
 */
const siteInAFrame: Plugin = {
  name: 'site-in-a-frame',
  transformIndexHtml: {
    order: 'pre',
    handler: (_html, ctx) =>
      ctx.filename.endsWith('/site/index.html')
        ? [{ tag: 'script', children: PLAIN_RUNNER, injectTo: 'head-prepend' }]
        : undefined,
  },
};

export default defineConfig({
  plugins: [siteInAFrame],
  optimizeDeps: {
    // The engine's worker is found through `new URL('./worker.js', import.meta.url)`: keep the
    // engine and the games out of pre-bundling so the URL still points at its file (see the
    // README). The games are read from the web package's dependencies.
    exclude: enginePackages(),
    include: ['lit', '@matrix-arcade/ai-wasm > comlink', 'colyseus.js'],
  },
  test: {
    name: 'web-browser',
    include: ['src/**/*.browser.test.ts'],
    setupFiles: ['./test/browser-setup.ts'],
    // A real game server for the online tests (test/online-server.ts).
    globalSetup: ['./test/online-server.ts'],
    // A guard, not an assertion: a two-core machine running the whole suite (load 10) has taken
    // a minute over one test that waits on the engine.
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      viewport: { width: 1280, height: 900 },
      provider: playwright({
        // Room for the largest test viewport, so the test frame is never scaled down; a dark
        // system by default (the arcade's default theme), `colorScheme` switches it.
        contextOptions: { viewport: { width: 1920, height: 4000 }, colorScheme: 'dark' },
        launchOptions: CHROMIUM_LAUNCH,
        // A guard, not an assertion: a click or key press that playwright cannot do (its target
        // gone, covered or disabled) fails after a minute saying why, instead of waiting out the
        // test's whole timeout in silence.
        actionTimeout: 60_000,
      }),
      // Five Chromium instances share the files (vitest runs each instance as one worker): the
      // online tests, which share the one game server and second player page, stay together.
      instances: BROWSER_SHARDS.map((files, i) => ({
        browser: 'chromium' as const,
        name: `chromium-${i + 1}`,
        ...files,
      })),
      commands: {
        watchConsole,
        consoleErrors,
        workerUrls,
        saveScreenshot,
        parkPointer,
        clickAt,
        reducedMotion,
        colorScheme,
        openSecondPlayer,
        reloadSecondPlayer,
        secondPlayerMove,
        secondPlayerState,
        closeSecondPlayer,
        openSecondArcade,
        secondClick,
        secondArcadeState,
        openRelay,
        cutRelay,
        mendRelay,
        closeRelay,
        closeAsServer,
      },
    },
  },
});
