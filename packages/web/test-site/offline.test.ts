/**
 * The built site works offline and installs (issue 39), in a fresh Chromium against a plain
 * static host. A first visit opens Dice Matrix and touches nothing: the service worker caches the
 * shell and that game whole, its engine's wasm and worker scripts included. Then the host is
 * stopped and the network cut: a reload still opens the game, the arcade says it is offline, a
 * person plays, a hint is searched, the AI plays both seats to the end and the game is reviewed.
 * With the host back and a new deployment (its service worker changed), the page offers "A new
 * version is ready", and Reload brings it in. Chromium finds nothing in the way of installing
 * the site (its manifest, icons and service worker).
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, builtManifest, gameShown, launch, pageErrors } from './built-site.js';
import { type StaticHost, serveStatic } from './static-server.js';

const build = builtManifest();
const GAME = 'dice-matrix';
let host: StaticHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  host = await serveStatic(SITE);
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  errors = pageErrors(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** The build files of the site's cache (paths from the site's root). */
function cachedFiles(): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const r of await cache.keys()) out.push(new URL(r.url).pathname.slice(1));
    }
    return out;
  });
}

/** Runs `fn` on the arcade's game element in the page. */
function onGame<T>(fn: string): Promise<T> {
  return page.evaluate(
    `(async () => { const el = document.querySelector('matrix-arcade').gameElement; ${fn} })()`,
  ) as Promise<T>;
}

describe('the built site offline', () => {
  it('caches the shell and the game opened, its wasm and workers included', async () => {
    await page.goto(`${host.url}?game=${GAME}`);
    await gameShown(page, GAME);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    const wanted = [...build.shell, ...build.games[GAME]!.files];
    expect(wanted.some((f) => f.endsWith('.wasm'))).toBe(true);
    expect(build.games[GAME]!.files.filter((f) => /worker/.test(f)).length).toBeGreaterThan(0);
    const missing = async () => {
      const cached = await cachedFiles();
      return wanted.filter((f) => !cached.includes(f));
    };
    await expect.poll(missing, { timeout: 60_000 }).toEqual([]);
    // Only what was opened: no other game, no online client.
    const cached = await cachedFiles();
    for (const [id, g] of Object.entries(build.games))
      if (id !== GAME) for (const f of g.opens) expect(cached).not.toContain(f);
    expect(cached.filter((f) => /online-entry-/.test(f))).toEqual([]);
  });

  it('with the host stopped and the network cut, the game opened before plays, hints and reviews', async () => {
    await host.stop();
    await context.setOffline(true);
    await page.reload();
    await gameShown(page, GAME);
    await page.waitForSelector('matrix-arcade >> [data-offline]');
    expect(await page.locator('matrix-arcade >> [data-offline]').textContent()).toMatch(/Offline/);
    // A hint, and the person plays it (every seat is the person's here).
    const played = await onGame<{ words: string; moves: number }>(`
      el.aiSeats = []; el.autoplay = false;
      el.newGame({ seed: 2024 });
      await el.updateComplete;
      const hint = await el.hint();
      el.play(hint.action);
      await el.updateComplete;
      return { words: hint.description, moves: el.state.actions.length };`);
    expect(played.words).not.toBe('');
    expect(played.moves).toBeGreaterThanOrEqual(1);
    // The AI plays both seats to the end (quickly), then the game is reviewed.
    const review = await onGame<{ moves: number; over: boolean }>(`
      el.aiIterations = 12; el.speed = 'instant'; el.aiSeats = [0, 1]; el.autoplay = true;
      await el.idle();
      const r = await el.review();
      return { moves: r.moves.length, over: el.result !== null };`);
    expect(review.over).toBe(true);
    expect(review.moves).toBeGreaterThan(0);
    expect(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([]);
  }, 300_000);

  it('offers a new deployment as "A new version is ready"; Reload brings it in', async () => {
    await context.setOffline(false);
    await host.start();
    await page.reload();
    await gameShown(page, GAME);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    host.amend('/sw.js', '\n// the next deployment\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await page.waitForSelector('.update-ready', { timeout: 60_000 });
    expect(await page.locator('.update-ready').textContent()).toMatch(/new version/);
    const reloaded = page.waitForEvent('load');
    await page.locator('.update-ready [data-update="reload"]').click();
    await reloaded;
    await gameShown(page, GAME);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: reg?.waiting ?? null, active: reg?.active?.state };
    });
    expect(state).toEqual({ waiting: null, active: 'activated' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);
    expect(await page.locator('.update-ready').count()).toBe(0);
  }, 120_000);

  it('is installable: Chromium finds nothing missing (manifest, icons, service worker)', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's context is off the record, which only the browser's own rule minds.
    expect(installabilityErrors.map((e) => e.errorId).filter((e) => e !== 'in-incognito')).toEqual(
      [],
    );
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  });
});
