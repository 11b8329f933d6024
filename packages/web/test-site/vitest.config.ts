/**
 * Tests of the built site (`build/site`, written by the web package's build) in a fresh Chromium
 * driven by playwright from Node, against a plain static host: what each page fetches (the
 * budgets), and the service worker (offline play, the update prompt, installability). Their
 * own project, `web-site`, run by the root suite after the build.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web-site',
    include: ['test-site/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
