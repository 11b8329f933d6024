/**
 * Runs before every browser test file: watches the console of the page and of its workers,
 * fails a test that logged any console error, clears saved games between tests, and parks the
 * pointer in the page's corner before each. The files of one Chromium instance share one page
 * (the config's `isolate: false`: the modules, the engines' wasm and workers load once), so after
 * each file the page is put back as the config made it: viewport, emulated media, address, scroll
 * and body style.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    watchConsole(): Promise<void>;
    consoleErrors(): Promise<string[]>;
    workerUrls(): Promise<string[]>;
    saveScreenshot(name: string): Promise<string>;
    parkPointer(): Promise<void>;
    clickAt(x: number, y: number): Promise<void>;
    reducedMotion(on: boolean): Promise<void>;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    colorScheme(scheme: 'light' | 'dark' | null): Promise<void>;
  }
}

/** The page's address before any file ran (a file may change its query, as the arcade does). */
const shared = globalThis as { __testHome?: string };
shared.__testHome ??= location.href;
const home = shared.__testHome;

beforeAll(async () => {
  await commands.watchConsole();
});

afterAll(async () => {
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  history.replaceState(null, '', home);
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
  await commands.reducedMotion(false);
  await commands.colorScheme('dark');
});

beforeEach(async () => {
  localStorage.clear();
  // No hover left over from an earlier test: what a test points at, it points at itself.
  await commands.parkPointer();
});

afterEach(async () => {
  // Let messages from the page and workers reach the watcher before reading them.
  await new Promise((r) => setTimeout(r, 50));
  const errors = await commands.consoleErrors();
  document.body.replaceChildren();
  expect(errors, 'console errors').toEqual([]);
});
