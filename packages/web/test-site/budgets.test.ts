/**
 * Load what is used (issue 39), measured on the built site in a fresh Chromium: every file the
 * browser fetches is counted as a static host sends it, compressed with gzip -9 (a new browser
 * context per page: no cache; the service worker blocked, so that every fetch reaches the host
 * and its background caching is not counted as the page's). The front door fetches at most
 * 60 kB of script and no game; each game's first screen at most 120 kB of script and wasm, and
 * only that game's code; no page fetches the online client until "Play a friend online" is
 * pressed, and pressing it does.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../src/game-cards.js';
import { SITE, builtManifest, gameShown, launch, pageErrors } from './built-site.js';
import { type StaticHost, gzipSize, serveStatic } from './static-server.js';

const KB = 1000;
const build = builtManifest();
let host: StaticHost;
let browser: Browser;

beforeAll(async () => {
  host = await serveStatic(SITE);
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** Opens the site at `query` in a fresh context; `ready` says when the page is drawn. */
async function visit(
  query: string,
  ready: (page: Page) => Promise<void>,
): Promise<{ page: Page; context: BrowserContext; fetched: string[]; errors: string[] }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors = pageErrors(page);
  host.clear();
  await page.goto(`${host.url}${query}`);
  await ready(page);
  return { page, context, fetched: [...host.asked], errors };
}

/** Compressed bytes of the fetched files whose names end with one of `kinds`. */
function bytes(fetched: readonly string[], kinds: readonly string[]): number {
  const files = [...new Set(fetched)].filter((p) => kinds.some((k) => p.endsWith(k)));
  return files.reduce((sum, p) => sum + gzipSize(SITE, p), 0);
}

/** The online client's chunk (the site's build names it `online-entry-*.js`). */
const online = (fetched: readonly string[]) => fetched.filter((p) => /\/online-entry-/.test(p));
const opensOf = (id: string) => build.games[id]!.opens.map((f) => `/${f}`);

describe('the built site loads what is used', () => {
  it('the front door: at most 60 kB of script, no game and no online client', async () => {
    const { context, fetched, errors } = await visit('', async (page) => {
      await page.waitForSelector('matrix-arcade >> [part=picker] [data-game]');
      await page.waitForLoadState('networkidle');
    });
    const script = bytes(fetched, ['.js']);
    console.log(`front door: ${(script / KB).toFixed(1)} kB of script (gzip -9)`);
    expect(script).toBeLessThanOrEqual(60 * KB);
    for (const c of CARDS) expect(fetched).not.toEqual(expect.arrayContaining(opensOf(c.id)));
    expect(fetched.filter((p) => p.endsWith('.wasm'))).toEqual([]);
    expect(online(fetched)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(CARDS.map((c) => [c.id] as const))(
    '%s: its first screen fetches at most 120 kB of script and wasm, only its own code',
    async (id) => {
      const { context, fetched, errors } = await visit(`?game=${id}`, (page) =>
        gameShown(page, id),
      );
      const size = bytes(fetched, ['.js', '.wasm']);
      console.log(`${id} first screen: ${(size / KB).toFixed(1)} kB of script and wasm (gzip -9)`);
      expect(size).toBeLessThanOrEqual(120 * KB);
      expect(fetched).toEqual(expect.arrayContaining(opensOf(id)));
      for (const c of CARDS.filter((c) => c.id !== id))
        for (const f of opensOf(c.id).filter((f) => !opensOf(id).includes(f)))
          expect(fetched, `${id} fetched ${c.id}'s ${f}`).not.toContain(f);
      expect(online(fetched)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('fetches the online client only when "Play a friend online" is pressed', async () => {
    const { page, context, fetched } = await visit('?game=dice-matrix', (p) =>
      gameShown(p, 'dice-matrix'),
    );
    expect(online(fetched)).toEqual([]);
    await page.locator('matrix-arcade >> header [data-open="online"]').click();
    await page.waitForSelector('matrix-arcade >> dialog[data-dialog="online"][open]');
    await page.waitForLoadState('networkidle');
    expect(online(host.asked)).toHaveLength(1);
    await context.close();
  }, 120_000);
});
