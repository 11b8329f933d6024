/**
 * Runs before every browser test file: watches the console of the page and of its workers,
 * fails a test that logged any console error, clears saved games between tests, and parks the
 * pointer in the page's corner before each.
 */
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    watchConsole(): Promise<void>;
    consoleErrors(): Promise<string[]>;
    workerUrls(): Promise<string[]>;
    saveScreenshot(name: string): Promise<string>;
    parkPointer(): Promise<void>;
    reducedMotion(on: boolean): Promise<void>;
  }
}

beforeAll(async () => {
  await commands.watchConsole();
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
