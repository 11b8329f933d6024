/**
 * What the tests of the built site share: the site's folder (`build/site`, written by the web
 * package's build), what its service worker knows of the build (`sw.js` starts with
 * `const BUILD = {…};`: the shell and each game's files, `offline-plugin.ts`), the games' cards,
 * and Chromium launched as everywhere in the project.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright';
import type { BuildManifest } from '../site/offline-plugin.js';
import { CHROMIUM_LAUNCH } from '../test/chromium.js';

export const SITE = fileURLToPath(new URL('../build/site/', import.meta.url));

/** The build as the service worker knows it. */
export function builtManifest(): BuildManifest {
  const sw = `${SITE}sw.js`;
  if (!existsSync(sw)) throw new Error(`no ${sw}: build the web package first (pnpm build)`);
  const first = readFileSync(sw, 'utf8').split('\n', 1)[0]!;
  const json = /^const BUILD = (.*);$/.exec(first)?.[1];
  if (!json) throw new Error('sw.js does not start with the build manifest');
  return JSON.parse(json) as BuildManifest;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
}

/** Resolves once the arcade's game element has a game and the network has been quiet 0.5 s. */
export async function gameShown(page: Page, id: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (tag) => {
      const arcade = document.querySelector('matrix-arcade') as
        | (HTMLElement & { gameElement?: (HTMLElement & { gameState?: unknown }) | null })
        | null;
      const el = arcade?.gameElement;
      return el?.localName === tag && !!el.gameState && !!el.shadowRoot?.querySelector('[part]');
    },
    `${id}-game`,
    { timeout },
  );
  await page.waitForLoadState('networkidle');
}

/** The errors the page logged (console errors and uncaught exceptions). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
